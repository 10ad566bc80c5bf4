import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UPLOAD_MAX_BYTES } from '@fieldline/domain';
import { api, loginAs, testApp, type Session, type TestApp } from '../test/app';
import { secondDemoEnterprise } from '../test/data';
import { multipartFile, parseJson } from './harness';

/** Uploads that must be refused with 4xx, leaving nothing in storage or in the files table. */
let t: TestApp;
let a: Session;
let b: Session;

const PNG = Buffer.concat([Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex'), Buffer.alloc(32)]);
const JPEG = Buffer.concat([Buffer.from('ffd8ffe000104a464946', 'hex'), Buffer.alloc(32)]);
const ELF = Buffer.concat([Buffer.from('7f454c46020101000000000000000000', 'hex'), Buffer.alloc(48)]);
const PE = Buffer.concat([Buffer.from('4d5a90000300000004000000ffff0000', 'hex'), Buffer.alloc(48)]);
const MACH_O = Buffer.concat([Buffer.from('cffaedfe07000001', 'hex'), Buffer.alloc(48)]);

function upload(s: Session, file: { name?: string; disposition?: string; content: Buffer | string }) {
  const form = multipartFile(file.disposition ?? `filename="${file.name}"`, file.content);
  return t.app.inject({
    method: 'POST',
    url: `/api/file/upload?csrfToken=${s.csrfToken}`,
    payload: form.payload,
    headers: { ...form.headers, token: s.token },
  });
}

function storedFiles(dir = path.join(t.app.ctx.config.dataDir, 'files')): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = path.join(dir, e.name);
    return e.isDirectory() ? storedFiles(p) : [p];
  });
}
const fileRows = async () =>
  Number((await t.database.sql.query('select count(*)::int as n from files')).rows[0]!.n);

async function expectRefused(file: Parameters<typeof upload>[1], status?: number) {
  const [rowsBefore, storedBefore] = [await fileRows(), storedFiles()];
  const res = await upload(a, file);
  const body = parseJson(res.body);
  const what = `${file.name ?? file.disposition}: ${res.statusCode} ${res.body.slice(0, 120)}`;
  expect(res.statusCode, what).toBeGreaterThanOrEqual(400);
  expect(res.statusCode, what).toBeLessThan(500);
  if (status) expect(res.statusCode, what).toBe(status);
  expect(body, what).toMatchObject({ success: false, message: expect.stringMatching(/.+/) });
  expect(await fileRows(), what).toBe(rowsBefore);
  expect(storedFiles(), what).toEqual(storedBefore);
}

beforeAll(async () => {
  t = await testApp();
  const second = await secondDemoEnterprise(t);
  a = await loginAs(t.app, 'administrator');
  b = await second.loginAs('administrator');
});
afterAll(() => t.close());

describe('upload safety', () => {
  it('accepts real images and documents (the refusals below are not the helper failing)', async () => {
    for (const [name, content] of [
      ['photo.png', PNG],
      ['photo.JPG', JPEG],
      ['notes.txt', 'plain text'],
      ['mz.txt', 'MZ is a plain note, not a Windows program'],
      ['report.pdf', '%PDF-1.4 x'],
    ] as const) {
      const res = await upload(a, { name, content });
      expect(res.statusCode, `${name} ${res.body}`).toBe(200);
      expect(res.json().data.files[0].name).toBe(name);
    }
  });

  it('refuses files over the size limit', async () => {
    await expectRefused({ name: 'big.zip', content: Buffer.alloc(UPLOAD_MAX_BYTES + 1) }, 413);
    await expectRefused(
      { name: 'big.png', content: Buffer.concat([PNG, Buffer.alloc(UPLOAD_MAX_BYTES)]) },
      413,
    );
  });

  it('refuses types it does not accept', async () => {
    for (const name of [
      'tool.exe',
      'run.sh',
      'page.html',
      'vector.svg',
      'x.php',
      'photo.png.exe',
      'noextension',
      '.png',
      'x.',
    ])
      await expectRefused({ name, content: 'content' }, 415);
  });

  it('refuses executables and other content under an image or document name', async () => {
    for (const [name, content] of [
      ['photo.jpg', ELF],
      ['photo.png', PE],
      ['scan.jpeg', MACH_O],
      ['report.pdf', PE],
      ['notes.txt', ELF],
      ['table.csv', PE],
      ['photo.png', 'PNGDATA'],
      ['photo.gif', JPEG],
      ['empty.png', ''],
    ] as const)
      await expectRefused({ name, content }, 415);
  });

  it('refuses path traversal, NUL bytes and control characters in file names', async () => {
    for (const name of [
      '../../etc/passwd',
      '..\\x',
      '../../x.png',
      '..\\..\\x.png',
      '/etc/cron.d/x.txt',
      'a\u0000.png',
      'x.png\u0000.exe',
      'a\u0007b.txt',
    ])
      await expectRefused({ name, content: PNG });
    await expectRefused({ disposition: "filename*=UTF-8''..%2F..%2Fx.png", content: PNG });
    await expectRefused({ disposition: "filename*=UTF-8''x%00.png", content: PNG });
  });

  it("serves enterprise A's file to A only: B gets what a missing file gets", async () => {
    const url = (await upload(a, { name: 'photo.png', content: PNG })).json().data.fileUrl as string;
    expect((await api(t.app, a).get(url)).statusCode).toBe(200);
    const foreign = await api(t.app, b).get(url);
    const missing = await api(t.app, b).get('/api/file/download/1999999999');
    expect(foreign.statusCode).toBe(404);
    expect(foreign.body).toBe(missing.body);
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(401);
  });
});

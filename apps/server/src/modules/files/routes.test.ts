import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rows } from '../../db/client';
import { createEnterprise, createUser } from '../tenancy';
import { api, loginAs, testApp, type Session, type TestApp } from '../../test/app';

const PNG = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');

let t: TestApp;
let a: Session;
let other: Session;

function multipart(filename: string, content: Buffer | string, fields: Record<string, string> = {}) {
  const boundary = '----fieldline' + Math.random().toString(16).slice(2);
  const parts: Buffer[] = [];
  for (const [k, v] of Object.entries(fields)) {
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`));
  }
  parts.push(
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
    ),
    Buffer.isBuffer(content) ? content : Buffer.from(content),
    Buffer.from(`\r\n--${boundary}--\r\n`),
  );
  return {
    payload: Buffer.concat(parts),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

const upload = (
  s: Session | null,
  filename: string,
  content: Buffer | string,
  opts: { csrfIn?: 'query' | 'field' | 'none' } = {},
) => {
  const where = opts.csrfIn ?? 'query';
  const form = multipart(filename, content, where === 'field' && s ? { csrfToken: s.csrfToken } : {});
  const query = where === 'query' && s ? `?csrfToken=${s.csrfToken}` : '';
  return t.app.inject({
    method: 'POST',
    url: `/api/file/upload${query}`,
    payload: form.payload,
    headers: { ...form.headers, ...(s ? { token: s.token } : {}) },
  });
};

beforeAll(async () => {
  t = await testApp();
  a = await loginAs(t.app, 'dispatcher');
  await t.database.db.transaction(async (tx) => {
    const ep = await createEnterprise(tx, { name: 'Other Co', locale: 'en_GB' });
    await createUser(tx, {
      enterpriseId: ep.enterpriseId,
      phone: '13600000001',
      name: 'Other',
      password: 'Other#Pass1',
      locale: 'en_GB',
      roleIds: [ep.roleIdByType.get(3)!],
    });
  });
  other = await loginAs(t.app, '13600000001', 'Other#Pass1');
});
afterAll(() => t.close());

describe('POST /api/file/upload', () => {
  it('stores a file and answers data.fileUrl and data.files with file_url and file_type 3', async () => {
    const res = await upload(a, '报告.pdf', '%PDF-1.4 test');
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data.fileUrl).toMatch(/^\/api\/file\/download\/\d+$/);
    expect(data.files).toEqual([{ file_url: data.fileUrl, file_type: 3, name: '报告.pdf', size: 13 }]);
    const down = await api(t.app, a).get(data.fileUrl);
    expect(down.statusCode).toBe(200);
    expect(down.headers['content-type']).toBe('application/pdf');
    expect(down.body).toBe('%PDF-1.4 test');
  });

  it('accepts the CSRF token as a form field and refuses an upload without one', async () => {
    expect((await upload(a, 'a.txt', 'hello', { csrfIn: 'field' })).statusCode).toBe(200);
    const none = await upload(a, 'a.txt', 'hello', { csrfIn: 'none' });
    expect(none.statusCode).toBe(403);
    expect(none.json().code).toBe('CSRF_INVALID');
  });

  it('refuses file types it does not accept, with the extension named', async () => {
    const res = await upload(a, 'tool.exe', 'MZ');
    expect(res.statusCode).toBe(415);
    expect(res.json()).toMatchObject({
      success: false,
      code: 'UNSUPPORTED_TYPE',
      message: '不支持的文件格式：exe',
    });
  });

  it('refuses content that does not fit the extension, and names with a path', async () => {
    const renamed = await upload(a, 'photo.png', Buffer.from('7f454c4602010100', 'hex'));
    expect(renamed.statusCode).toBe(415);
    expect(renamed.json()).toMatchObject({
      code: 'CONTENT_MISMATCH',
      message: '文件内容与文件格式不符：png',
    });
    const traversal = await upload(other, '../../x.png', PNG);
    expect(traversal.statusCode).toBe(400);
    expect(traversal.json()).toMatchObject({
      code: 'BAD_FILE_NAME',
      message: 'The file name must not contain a path or control characters',
    });
    expect((await upload(a, 'photo.png', PNG)).statusCode).toBe(200);
  });

  it('refuses files over 20 MB and keeps nothing', async () => {
    const before = await rows<{ n: number }>(t.database.db, sql`select count(*)::int as n from files`);
    const res = await upload(a, 'big.zip', Buffer.alloc(20 * 1024 * 1024 + 10));
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({ code: 'TOO_LARGE', message: '文件大小超出限制（最大20MB）' });
    const after = await rows<{ n: number }>(t.database.db, sql`select count(*)::int as n from files`);
    expect(after[0]!.n).toBe(before[0]!.n);
  });

  it('refuses a request without a file part, and signed-out callers', async () => {
    const empty = await t.app.inject({
      method: 'POST',
      url: `/api/file/upload?csrfToken=${a.csrfToken}`,
      headers: { token: a.token, 'content-type': 'application/json' },
      payload: {},
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().code).toBe('NO_FILE');
    expect((await upload(null, 'a.txt', 'x')).statusCode).toBe(401);
  });
});

describe('GET /api/file/download/:id', () => {
  it('serves files only to signed-in users of the same enterprise', async () => {
    const url = (await upload(a, 'photo.png', PNG)).json().data.fileUrl;
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(401);
    const foreign = await api(t.app, other).get(url);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toMatchObject({
      success: false,
      code: 'FILE_NOT_FOUND',
      message: 'The file does not exist',
    });
    expect((await api(t.app, a).get('/api/file/download/999999999')).statusCode).toBe(404);
    expect((await api(t.app, a).get('/api/file/download/abc')).statusCode).toBe(400);
  });
});

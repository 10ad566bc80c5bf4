import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EVAL_IMAGES_MAX, EVAL_UPLOADS_MAX, IMAGE_MAX_BYTES, ORDER_STATES } from '@fieldline/domain';
import { rows } from '../../db/client';
import { multipartFile } from '../../sweeps/harness';
import { loginAs, type Session, type TestApp, testApp } from '../../test/app';
import { as, expectRefusal, userId } from '../organization/test-helpers';
import {
  PHONES,
  createOrder,
  demoCustomerId,
  orderDetail,
  orderTemplateId,
  serveToCompletion,
  setTemplateSettings,
  uploadImage,
} from './test-helpers';

/** Issue 7: the customer's public evaluation (eval_url, no sign-in) takes photos, once. */
let t: TestApp;
let dispatcher: Session;
let server: Session;
let serverId: number;
let templateId: number;
let customerId: number;

const PNG = Buffer.concat([Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex'), Buffer.alloc(32)]);
const WEBP = Buffer.concat([Buffer.from('RIFF'), Buffer.alloc(4), Buffer.from('WEBPVP8 '), Buffer.alloc(32)]);
const GIF = Buffer.concat([Buffer.from('GIF89a'), Buffer.alloc(32)]);
const EN = { 'accept-language': 'en-GB' };

beforeAll(async () => {
  t = await testApp();
  dispatcher = await loginAs(t.app, PHONES.dispatcher);
  server = await loginAs(t.app, PHONES.server);
  serverId = await userId(t, PHONES.server);
  templateId = await orderTemplateId(t);
  customerId = await demoCustomerId(t);
  // no expenses, no receipt: the server completes the order in one call
  await setTemplateSettings(t, templateId, { nodes: { collection: false, receipt: false } });
});
afterAll(() => t.close());

/** A completed order and the token of its evaluation link. */
async function completed() {
  const { id } = await createOrder(t, dispatcher, { templateId, customerId, serverUserId: serverId });
  await serveToCompletion(t, server, id);
  const d = await orderDetail(t, dispatcher, id);
  expect(d.state).toBe(ORDER_STATES.completed);
  return { id, token: (d.evalUrl as string).replace('/eval/', '') };
}

function upload(token: string, name: string, content: Buffer | string, headers: Record<string, string> = {}) {
  const form = multipartFile(`filename="${name}"`, content);
  return t.app.inject({
    method: 'POST',
    url: `/api/public/eval/${token}/upload`,
    payload: form.payload,
    headers: { ...form.headers, ...headers },
  });
}

async function uploaded(token: string, name = 'photo.png', content: Buffer = PNG) {
  const res = await upload(token, name, content);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.fileUrl as string;
}

const answer = (images?: string[]) => ({ solved: true, quality: 5, attitude: 5, speed: 4, images });
const evaluate = (token: string, body: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: `/api/public/eval/${token}`, payload: body, headers: EN });

function storedFiles(dir = path.join(t.app.ctx.config.dataDir, 'files')): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = path.join(dir, e.name);
    return e.isDirectory() ? storedFiles(p) : [p];
  });
}
const written = async () => {
  const [row] = await rows<{ files: number; uploads: number; evaluations: number }>(
    t.database.db,
    sql`select (select count(*)::int from files) as files,
               (select count(*)::int from order_eval_uploads) as uploads,
               (select count(*)::int from order_evaluations) as evaluations`,
  );
  return { ...row!, stored: storedFiles().length };
};

/** Expects the refusal and that it wrote nothing: no file row, no upload, no evaluation, no bytes. */
async function expectNothingWritten(send: () => ReturnType<typeof upload>, status: number, code: string) {
  const before = await written();
  const res = await send();
  expectRefusal(res, status, code);
  expect(await written()).toEqual(before);
  return res;
}

describe('issue 7: the public evaluation takes photos (eval_url, no sign-in)', () => {
  it('issue 7: evaluation takes images, once; the staff see them on the order detail', async () => {
    const { id, token } = await completed();
    const first = await upload(token, 'broken.png', PNG);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().data).toMatchObject({
      fileUrl: expect.stringMatching(/^\/api\/file\/download\/\d+$/),
      files: [{ name: 'broken.png', size: PNG.length }],
    });
    const photos = [first.json().data.fileUrl as string, await uploaded(token, 'fixed.webp', WEBP)];
    const sent = await evaluate(token, { ...answer(photos), suggestion: '很满意' });
    expect(sent.statusCode, sent.body).toBe(200);

    const d = await orderDetail(t, dispatcher, id);
    expect(d.evaluation).toMatchObject({ solved: true, quality: 5, suggestion: '很满意', images: photos });
    const shown = await as(t, dispatcher).get(photos[0]!);
    expect(shown.statusCode).toBe(200);
    expect(shown.headers['content-type']).toBe('image/png');

    // once: neither a second answer nor another photo after it
    expectRefusal(await evaluate(token, answer()), 409, 'ALREADY_EVALUATED');
    const late = await expectNothingWritten(
      () => upload(token, 'late.png', PNG, EN),
      409,
      'ALREADY_EVALUATED',
    );
    expect(late.json().message).toBe('This order has already been rated; thank you for your feedback');
  });

  it('issue 7: an evaluation without photos still goes through', async () => {
    const { id, token } = await completed();
    expect((await evaluate(token, answer())).statusCode).toBe(200);
    expect((await orderDetail(t, dispatcher, id)).evaluation.images).toEqual([]);
  });

  it('issue 7: only jpeg, png or webp images of at most 1 MB whose content fits (4xx, nothing written)', async () => {
    const { token } = await completed();
    for (const [name, content] of [
      ['report.pdf', '%PDF-1.4 x'],
      ['anim.gif', GIF],
      ['notes.txt', 'text'],
      ['tool.exe', 'MZ'],
    ] as const) {
      const res = await expectNothingWritten(() => upload(token, name, content, EN), 415, 'UNSUPPORTED_TYPE');
      expect(res.json().message).toMatch(/^File format not supported/);
    }
    await expectNothingWritten(() => upload(token, 'photo.png', 'PNGDATA'), 415, 'CONTENT_MISMATCH');
    const big = Buffer.concat([PNG, Buffer.alloc(IMAGE_MAX_BYTES)]);
    const tooBig = await expectNothingWritten(() => upload(token, 'big.png', big, EN), 413, 'TOO_LARGE');
    expect(tooBig.json().message).toBe('File size exceeds the limit (1MB at most)');
    expect(
      (
        await upload(
          token,
          'exact.jpg',
          Buffer.concat([Buffer.from('ffd8ffe0', 'hex'), Buffer.alloc(IMAGE_MAX_BYTES - 4)]),
        )
      ).statusCode,
    ).toBe(200);
    await expectNothingWritten(
      () => t.app.inject({ method: 'POST', url: `/api/public/eval/${token}/upload`, payload: { file: 'x' } }),
      400,
      'NO_FILE',
    );
  });

  it('issue 7: an unknown link is 404 and an order not completed is 409 (in the caller language, nothing written)', async () => {
    const unknown = await expectNothingWritten(
      () => upload('x'.repeat(43), 'photo.png', PNG, EN),
      404,
      'EVALUATION_NOT_FOUND',
    );
    expect(unknown.json().message).toBe('The evaluation link is not valid');
    const zh = await upload('x'.repeat(43), 'photo.png', PNG, { 'accept-language': 'zh-CN' });
    expect(zh.json().message).toBe('评价链接无效');
    expectRefusal(await upload('bad token!', 'photo.png', PNG), 400, 'VALIDATION');

    const { id, token } = await completed();
    await t.database.db.execute(sql`update orders set state = ${ORDER_STATES.inService} where id = ${id}`);
    await expectNothingWritten(() => upload(token, 'photo.png', PNG), 409, 'EVALUATION_NOT_READY');
  });

  it("issue 7: a photo must come from this order's link: another order's, a staff upload or an unknown file is 400", async () => {
    const a = await completed();
    const b = await completed();
    const ofA = await uploaded(a.token);
    const staff = await uploadImage(t, dispatcher);
    for (const images of [[ofA], [staff], ['/api/file/download/999999999']]) {
      const before = await written();
      const res = await evaluate(b.token, answer(images));
      expectRefusal(res, 400, 'EVALUATION_IMAGE_INVALID', 'images');
      expect(res.json().message).toBe(
        'The photo was not uploaded through this evaluation link; upload it again',
      );
      expect(await written()).toEqual(before);
    }
    expectRefusal(
      await evaluate(b.token, answer(['https://evil.example/x.png'])),
      400,
      'VALIDATION',
      'images.0',
    );
    // A's own photo still goes on A's evaluation
    expect((await evaluate(a.token, answer([ofA]))).statusCode).toBe(200);
  });

  it(`issue 7: at most ${EVAL_IMAGES_MAX} photos on an evaluation and ${EVAL_UPLOADS_MAX} uploads per link`, async () => {
    const { id, token } = await completed();
    const urls: string[] = [];
    for (let i = 0; i < EVAL_UPLOADS_MAX; i++) urls.push(await uploaded(token, `p${i}.png`));
    const full = await expectNothingWritten(
      () => upload(token, 'one-more.png', PNG, EN),
      409,
      'EVALUATION_UPLOADS_FULL',
    );
    expect(full.json().message).toBe(
      `This evaluation link has already taken ${EVAL_UPLOADS_MAX} photos; no more can be uploaded`,
    );
    expectRefusal(
      await evaluate(token, answer(urls.slice(0, EVAL_IMAGES_MAX + 1))),
      400,
      'VALIDATION',
      'images',
    );
    const kept = urls.slice(-EVAL_IMAGES_MAX);
    expect((await evaluate(token, answer(kept))).statusCode).toBe(200);
    expect((await orderDetail(t, dispatcher, id)).evaluation.images).toEqual(kept);
  });
});

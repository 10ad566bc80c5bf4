import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EVAL_IMAGES_MAX, EVAL_UPLOADS_MAX, IMAGE_MAX_BYTES, ORDER_STATES } from '@fieldline/domain';
import { as, expectRefusal, testApp, type TestApp } from '../../test/app';
import { EN, GIF, PNG, WEBP, answer, evalKit } from './eval-test-helpers';
import { orderDetail, uploadImage } from './test-helpers';

/** Issue 7: the customer's public evaluation (eval_url, no sign-in) takes photos, once. */
let t: TestApp;
let kit: Awaited<ReturnType<typeof evalKit>>;

beforeAll(async () => {
  t = await testApp();
  kit = await evalKit(t);
});
afterAll(() => t.close());

describe('issue 7: the public evaluation takes photos (eval_url, no sign-in)', () => {
  it('issue 7: evaluation takes images, once; the staff see them on the order detail', async () => {
    const { id, token } = await kit.completed();
    const first = await kit.upload(token, 'broken.png', PNG);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().data).toMatchObject({
      fileUrl: expect.stringMatching(/^\/api\/file\/download\/\d+$/),
      files: [{ name: 'broken.png', size: PNG.length }],
    });
    const photos = [first.json().data.fileUrl as string, await kit.uploaded(token, 'fixed.webp', WEBP)];
    const sent = await kit.evaluate(token, { ...answer(photos), suggestion: '很满意' });
    expect(sent.statusCode, sent.body).toBe(200);

    const d = await orderDetail(t, kit.dispatcher, id);
    expect(d.evaluation).toMatchObject({ solved: true, quality: 5, suggestion: '很满意', images: photos });
    const shown = await as(t, kit.dispatcher).get(photos[0]!);
    expect(shown.statusCode).toBe(200);
    expect(shown.headers['content-type']).toBe('image/png');

    // once: neither a second answer nor another photo after it
    expectRefusal(await kit.evaluate(token, answer()), 409, 'ALREADY_EVALUATED');
    const late = await kit.expectNothingWritten(
      () => kit.upload(token, 'late.png', PNG, EN),
      409,
      'ALREADY_EVALUATED',
    );
    expect(late.json().message).toBe('This order has already been rated; thank you for your feedback');
  });

  it('issue 7: an evaluation without photos still goes through', async () => {
    const { id, token } = await kit.completed();
    expect((await kit.evaluate(token, answer())).statusCode).toBe(200);
    expect((await orderDetail(t, kit.dispatcher, id)).evaluation.images).toEqual([]);
  });

  it('issue 7: only jpeg, png or webp images of at most 1 MB whose content fits (4xx, nothing written)', async () => {
    const { token } = await kit.completed();
    for (const [name, content] of [
      ['report.pdf', '%PDF-1.4 x'],
      ['anim.gif', GIF],
      ['notes.txt', 'text'],
      ['tool.exe', 'MZ'],
    ] as const) {
      const res = await kit.expectNothingWritten(
        () => kit.upload(token, name, content, EN),
        415,
        'UNSUPPORTED_TYPE',
      );
      expect(res.json().message).toMatch(/^File format not supported/);
    }
    await kit.expectNothingWritten(() => kit.upload(token, 'photo.png', 'PNGDATA'), 415, 'CONTENT_MISMATCH');
    const big = Buffer.concat([PNG, Buffer.alloc(IMAGE_MAX_BYTES)]);
    const tooBig = await kit.expectNothingWritten(
      () => kit.upload(token, 'big.png', big, EN),
      413,
      'TOO_LARGE',
    );
    expect(tooBig.json().message).toBe('File size exceeds the limit (1MB at most)');
    expect(
      (
        await kit.upload(
          token,
          'exact.jpg',
          Buffer.concat([Buffer.from('ffd8ffe0', 'hex'), Buffer.alloc(IMAGE_MAX_BYTES - 4)]),
        )
      ).statusCode,
    ).toBe(200);
    await kit.expectNothingWritten(
      () => t.app.inject({ method: 'POST', url: `/api/public/eval/${token}/upload`, payload: { file: 'x' } }),
      400,
      'NO_FILE',
    );
  });

  it('issue 7: an unknown link is 404 and an order not completed is 409 (in the caller language, nothing written)', async () => {
    const unknown = await kit.expectNothingWritten(
      () => kit.upload('x'.repeat(43), 'photo.png', PNG, EN),
      404,
      'EVALUATION_NOT_FOUND',
    );
    expect(unknown.json().message).toBe('The evaluation link is not valid');
    const zh = await kit.upload('x'.repeat(43), 'photo.png', PNG, { 'accept-language': 'zh-CN' });
    expect(zh.json().message).toBe('评价链接无效');
    expectRefusal(await kit.upload('bad token!', 'photo.png', PNG), 400, 'VALIDATION');

    const { id, token } = await kit.completed();
    await t.database.db.execute(sql`update orders set state = ${ORDER_STATES.inService} where id = ${id}`);
    await kit.expectNothingWritten(() => kit.upload(token, 'photo.png', PNG), 409, 'EVALUATION_NOT_READY');
  });

  it("issue 7: a photo must come from this order's link: another order's, a staff upload or an unknown file is 400", async () => {
    const a = await kit.completed();
    const b = await kit.completed();
    const ofA = await kit.uploaded(a.token);
    const staff = await uploadImage(t, kit.dispatcher);
    for (const images of [[ofA], [staff], ['/api/file/download/999999999']]) {
      const before = await kit.written();
      const res = await kit.evaluate(b.token, answer(images));
      expectRefusal(res, 400, 'EVALUATION_IMAGE_INVALID', 'images');
      expect(res.json().message).toBe(
        'The photo was not uploaded through this evaluation link; upload it again',
      );
      expect(await kit.written()).toEqual(before);
    }
    expectRefusal(
      await kit.evaluate(b.token, answer(['https://evil.example/x.png'])),
      400,
      'VALIDATION',
      'images.0',
    );
    // A's own photo still goes on A's evaluation
    expect((await kit.evaluate(a.token, answer([ofA]))).statusCode).toBe(200);
  });

  it(`issue 7: at most ${EVAL_IMAGES_MAX} photos on an evaluation and ${EVAL_UPLOADS_MAX} uploads per link`, async () => {
    const { id, token } = await kit.completed();
    const urls: string[] = [];
    for (let i = 0; i < EVAL_UPLOADS_MAX; i++) urls.push(await kit.uploaded(token, `p${i}.png`));
    const full = await kit.expectNothingWritten(
      () => kit.upload(token, 'one-more.png', PNG, EN),
      409,
      'EVALUATION_UPLOADS_FULL',
    );
    expect(full.json().message).toBe(
      `This evaluation link has already taken ${EVAL_UPLOADS_MAX} photos; no more can be uploaded`,
    );
    expectRefusal(
      await kit.evaluate(token, answer(urls.slice(0, EVAL_IMAGES_MAX + 1))),
      400,
      'VALIDATION',
      'images',
    );
    const kept = urls.slice(-EVAL_IMAGES_MAX);
    expect((await kit.evaluate(token, answer(kept))).statusCode).toBe(200);
    expect((await orderDetail(t, kit.dispatcher, id)).evaluation.images).toEqual(kept);
  });
});

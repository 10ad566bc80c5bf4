import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { FILE_URL_PATTERN, ORDER_STATES } from '@fieldline/domain';
import { rows } from '../../db/client';
import { multipartFile } from '../../sweeps/harness';
import { expectRefusal, loginAs, type TestApp } from '../../test/app';
import { userId } from '../../test/data';
import {
  createOrder,
  demoCustomerId,
  orderDetail,
  orderTemplateId,
  serveToCompletion,
  setTemplateSettings,
} from './test-helpers';

/** What the public evaluation tests send (issue 7): images by their first bytes, the answer. */
export const PNG = Buffer.concat([Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex'), Buffer.alloc(32)]);
export const WEBP = Buffer.concat([
  Buffer.from('RIFF'),
  Buffer.alloc(4),
  Buffer.from('WEBPVP8 '),
  Buffer.alloc(32),
]);
export const GIF = Buffer.concat([Buffer.from('GIF89a'), Buffer.alloc(32)]);
export const EN = { 'accept-language': 'en-GB' };
export const answer = (images?: string[]) => ({ solved: true, quality: 5, attitude: 5, speed: 4, images });
export const fileIdOf = (url: string) => Number(FILE_URL_PATTERN.exec(url)![1]);

/**
 * The public evaluation link, driven through HTTP as the customer: completed orders with their
 * token, uploads (optionally from a given client address), answers, and what was written.
 */
export async function evalKit(t: TestApp) {
  const dispatcher = await loginAs(t.app, 'dispatcher');
  const server = await loginAs(t.app, 'serviceStaff');
  const serverId = await userId(t, 'serviceStaff');
  const templateId = await orderTemplateId(t);
  const customerId = await demoCustomerId(t);
  // no expenses, no receipt: the server completes the order in one call
  await setTemplateSettings(t, templateId, { nodes: { collection: false, receipt: false } });

  /** A completed order and the token of its evaluation link. */
  async function completed() {
    const { id } = await createOrder(t, dispatcher, { templateId, customerId, serverUserId: serverId });
    await serveToCompletion(t, server, id);
    const d = await orderDetail(t, dispatcher, id);
    expect(d.state).toBe(ORDER_STATES.completed);
    return { id, token: (d.evalUrl as string).replace('/eval/', '') };
  }

  function upload(
    token: string,
    name: string,
    content: Buffer | string,
    headers: Record<string, string> = {},
    remoteAddress?: string,
  ) {
    const form = multipartFile(`filename="${name}"`, content);
    return t.app.inject({
      method: 'POST',
      url: `/api/public/eval/${token}/upload`,
      payload: form.payload,
      headers: { ...form.headers, ...headers },
      ...(remoteAddress ? { remoteAddress } : {}),
    });
  }

  async function uploaded(token: string, name = 'photo.png', content: Buffer = PNG, remoteAddress?: string) {
    const res = await upload(token, name, content, {}, remoteAddress);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data.fileUrl as string;
  }

  const evaluate = (token: string, body: Record<string, unknown>) =>
    t.app.inject({ method: 'POST', url: `/api/public/eval/${token}`, payload: body, headers: EN });

  function storedFiles(dir = path.join(t.app.ctx.config.dataDir, 'files')): string[] {
    if (!fs.existsSync(dir)) return [];
    return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
      const p = path.join(dir, e.name);
      return e.isDirectory() ? storedFiles(p) : [p];
    });
  }

  async function written() {
    const [row] = await rows<{ files: number; uploads: number; evaluations: number }>(
      t.database.db,
      sql`select (select count(*)::int from files) as files,
                 (select count(*)::int from order_eval_uploads) as uploads,
                 (select count(*)::int from order_evaluations) as evaluations`,
    );
    return { ...row!, stored: storedFiles().length };
  }

  /** Expects the refusal and that it wrote nothing: no file row, no upload, no evaluation, no bytes. */
  async function expectNothingWritten(send: () => ReturnType<typeof upload>, status: number, code: string) {
    const before = await written();
    const res = await send();
    expectRefusal(res, status, code);
    expect(await written()).toEqual(before);
    return res;
  }

  return { dispatcher, completed, upload, uploaded, evaluate, storedFiles, written, expectNothingWritten };
}

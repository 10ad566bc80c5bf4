import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { rows } from '../../db/client';
import { as, type Session, type TestApp } from '../../test/app';

/** A demo template of kind "order" by name (the default template has no custom fields). */
export async function orderTemplateId(t: TestApp, name = '默认模板') {
  const [row] = await rows<{ id: number }>(
    t.database.db,
    sql`select id::int as id from form_templates where enterprise_id = 1 and kind = 1 and name = ${name} and deleted_at is null`,
  );
  return row!.id;
}

/** Changes process settings of a template directly (the forms module's own tests cover its API). */
export async function setTemplateSettings(t: TestApp, templateId: number, settings: Record<string, unknown>) {
  await t.database.db.execute(
    sql`update form_templates set settings = coalesce(settings, '{}'::jsonb) || ${JSON.stringify(settings)}::jsonb
         where id = ${templateId}`,
  );
}

export async function demoCustomerId(t: TestApp, index = 0) {
  const [row] = await rows<{ id: number }>(
    t.database.db,
    sql`select id::int as id from customers where enterprise_id = 1 and deleted_at is null order by id limit 1 offset ${index}`,
  );
  return row!.id;
}

export const inHours = (h: number) => new Date(Date.now() + h * 3_600_000).toISOString();

/** Creates an order as `s` and answers its id (fails the test when refused). */
export async function createOrder(t: TestApp, s: Session, body: Record<string, unknown>) {
  const res = await as(t, s).post('/api/v2/order/create', {
    title: '空调不制冷',
    appointmentAt: inHours(2),
    ...body,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as { id: number; orderNo: string; state: number; warnings: string[] };
}

/** The order's server accepts, starts and completes it (a template with no receipt or expenses). */
export async function serveToCompletion(t: TestApp, server: Session, orderId: number) {
  for (const step of ['/order/accept', '/order/startService', '/order/serviceComplete']) {
    const res = await as(t, server).post(`/api${step}`, { orderId });
    expect(res.statusCode, `${step}: ${res.body}`).toBe(200);
  }
}

export async function orderDetail(t: TestApp, s: Session, id: number) {
  const res = await as(t, s).get(`/api/order/orderDetail?id=${id}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
}

const PNG = Buffer.concat([Buffer.from('89504e470d0a1a0a', 'hex'), Buffer.from('signature')]);

/** Uploads a small PNG through the files module as `s` and answers its URL. */
export async function uploadImage(t: TestApp, s: Session, name = 'photo.png') {
  const boundary = '----fl' + Math.random().toString(16).slice(2);
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: image/png\r\n\r\n`,
    ),
    PNG,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/file/upload?csrfToken=${s.csrfToken}`,
    headers: { token: s.token, 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.fileUrl as string;
}

/** The expenses a completion needs while the template's collection node is on. */
export const noExpenses = { sparepartAmount: '0', otherAmount: '0', preferentialAmount: '0' };

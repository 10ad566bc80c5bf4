import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { formatCents, toCents } from '@fieldline/domain';
import { rows } from '../../db/client';
import { as, expectRefusal, loginAs, testApp, type Session, type TestApp } from '../../test/app';
import { otherEnterprise } from '../../test/data';
import { createOrder, demoCustomerId, orderTemplateId, setTemplateSettings } from '../orders/test-helpers';

let t: TestApp;
let admin: Session;
let dispatcher: Session;
let staff: Session;
let finance: Session;
let customerId: number;
let templateId: number;
let itemId: number;
let cashId: number;
let transferId: number;

const post = (s: Session, url: string, body: Record<string, unknown>) => as(t, s).post(`/api${url}`, body);
const get = (s: Session, url: string) => as(t, s).get(`/api${url}`);

/** An order served to completion through the API with these expenses; the consumers have run. */
async function completed(sparepartAmount: string, opts: { template?: number } = {}) {
  const serverUserId = (
    await rows<{ id: number }>(
      t.database.db,
      sql`select id::int as id from users where phone = '13800000003'`,
    )
  )[0]!.id;
  const order = await createOrder(t, dispatcher, {
    templateId: opts.template ?? templateId,
    customerId,
    serverUserId,
  });
  for (const step of ['/order/accept', '/order/startService']) {
    const res = await post(staff, step, { orderId: order.id });
    expect(res.statusCode, res.body).toBe(200);
  }
  const done = await post(staff, '/order/serviceComplete', {
    orderId: order.id,
    payment: {
      serviceItems: [{ serviceItemId: itemId, quantity: 1 }],
      sparepartAmount,
      otherAmount: '0',
      preferentialAmount: '0',
    },
  });
  expect(done.statusCode, done.body).toBe(200);
  await t.app.ctx.events.idle();
  return order.id as number;
}

const collectionOf = async (s: Session, orderId: number) => {
  const res = await get(s, `/v2/collection/order?orderId=${orderId}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
};
const pay = (s: Session, orderId: number, amount: string, methodId = cashId) =>
  post(s, '/v2/collection/pay', { orderId, methodId, amount });
const paymentRows = async (orderId: number) =>
  rows<{ n: number; sum: string }>(
    t.database.db,
    sql`select count(*)::int as n, coalesce(sum(amount), 0)::numeric(15,2)::text as sum
          from collection_payments where order_id = ${orderId}`,
  ).then((r) => r[0]!);

/** A PNG of the given size as image-size reads it (signature and IHDR), padded to `bytes`. */
function png(width: number, height: number, bytes = 64) {
  const ihdr = Buffer.alloc(25);
  ihdr.writeUInt32BE(13, 0);
  ihdr.write('IHDR', 4, 'ascii');
  ihdr.writeUInt32BE(width, 8);
  ihdr.writeUInt32BE(height, 12);
  ihdr[16] = 8;
  ihdr[17] = 6;
  const head = Buffer.concat([Buffer.from('89504e470d0a1a0a', 'hex'), ihdr]);
  return Buffer.concat([head, Buffer.alloc(Math.max(0, bytes - head.length))]);
}
async function upload(s: Session, content: Buffer, name = 'qr.png') {
  const boundary = '----fl' + Math.random().toString(16).slice(2);
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: image/png\r\n\r\n`,
    ),
    content,
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

beforeAll(async () => {
  t = await testApp();
  [admin, dispatcher, staff, finance] = await Promise.all([
    loginAs(t.app, 'administrator'),
    loginAs(t.app, 'dispatcher'),
    loginAs(t.app, 'serviceStaff'),
    loginAs(t.app, 'finance'),
  ]);
  customerId = await demoCustomerId(t);
  templateId = await orderTemplateId(t);
  // completions here need no customer receipt; the collection node stays on
  await setTemplateSettings(t, templateId, { nodes: { receipt: false, collection: true } });
  itemId = (
    await rows<{ id: number }>(
      t.database.db,
      sql`select id::int as id from service_items where enterprise_id = 1 and deleted_at is null order by id limit 1`,
    )
  )[0]!.id;
  const methods = (await get(admin, '/v2/collection/method/list')).json().data as {
    id: number;
    kind: number;
  }[];
  cashId = methods.find((m) => m.kind === 1)!.id;
  transferId = methods.find((m) => m.kind === 2)!.id;
}, 120_000);
afterAll(() => t.close());

describe('collection node: a completed order waits for payment (issue 22 "Collection")', () => {
  it('completion opens a collection of the order total; the order state stays completed', async () => {
    const orderId = await completed('12.34');
    const c = await collectionOf(admin, orderId);
    const [o] = await rows<{ total: string; state: number }>(
      t.database.db,
      sql`select total_amount::text as total, state from orders where id = ${orderId}`,
    );
    expect(o!.state).toBe(5);
    expect(c.amountDue).toBe(o!.total);
    expect(c.amountPaid).toBe('0.00');
    expect(c.state).toBe(1);
    expect(c.methods.map((m: { kind: number }) => m.kind)).toEqual([1, 2, 3]);
    const waiting = (await get(admin, '/v2/collection/list?pageIndex=0&pageSize=50&open=1')).json().data;
    expect(waiting.list.map((r: { orderId: number }) => r.orderId)).toContain(orderId);
    expect((await get(admin, '/v2/collection/count')).json().data).toBeGreaterThanOrEqual(1);
  });

  it('with the collection node off, a completed order has nothing to collect', async () => {
    await setTemplateSettings(t, templateId, { nodes: { receipt: false, collection: false } });
    try {
      const serverUserId = (
        await rows<{ id: number }>(
          t.database.db,
          sql`select id::int as id from users where phone = '13800000003'`,
        )
      )[0]!.id;
      const order = await createOrder(t, dispatcher, { templateId, customerId, serverUserId });
      for (const step of ['/order/accept', '/order/startService', '/order/serviceComplete'])
        expect((await post(staff, step, { orderId: order.id })).statusCode).toBe(200);
      await t.app.ctx.events.idle();
      expect(await collectionOf(admin, order.id)).toBeNull();
    } finally {
      await setTemplateSettings(t, templateId, { nodes: { receipt: false, collection: true } });
    }
  });

  it('partial payments in exact decimals sum to the total exactly; then it is paid and on the timeline', async () => {
    const orderId = await completed('0.30');
    const due = (await collectionOf(staff, orderId)).amountDue as string;
    const rest = formatCents(toCents(due) - 10n - 20n);
    expect((await pay(staff, orderId, '0.1')).statusCode).toBe(200);
    const second = await pay(finance, orderId, '0.20', transferId);
    expect(second.statusCode, second.body).toBe(200);
    expect(second.json().data.state).toBe(2);
    expect(second.json().data.amountPaid).toBe('0.30');
    const last = await pay(staff, orderId, rest);
    expect(last.statusCode, last.body).toBe(200);
    const c = last.json().data;
    expect(c.state).toBe(3);
    expect(c.amountPaid).toBe(due);
    expect(c.amountLeft).toBe('0.00');
    expect(c.payments.map((p: { amount: string }) => p.amount)).toEqual(['0.10', '0.20', rest]);
    expect(c.mayCollect).toBe(false);
    expect(await paymentRows(orderId)).toEqual({ n: 3, sum: due });
    const logs = await rows<{ action: string }>(
      t.database.db,
      sql`select action from order_logs where order_id = ${orderId} and action like 'collection%' order by id`,
    );
    expect(logs.map((l) => l.action)).toEqual([
      'collectionPayment',
      'collectionPayment',
      'collectionPayment',
      'collectionPaid',
    ]);
    expectRefusal(await pay(staff, orderId, '0.01'), 409, 'ALREADY_PAID');
  });

  it('a payment over what is still due is refused and writes nothing', async () => {
    const orderId = await completed('5.00');
    const due = (await collectionOf(staff, orderId)).amountDue as string;
    expectRefusal(await pay(staff, orderId, formatCents(toCents(due) + 1n)), 409, 'OVERPAY', 'amount');
    expect((await pay(staff, orderId, '1.00')).statusCode).toBe(200);
    const res = await pay(staff, orderId, due);
    expectRefusal(res, 409, 'OVERPAY', 'amount');
    expect(res.json().message).toContain(formatCents(toCents(due) - 100n));
    expect(await paymentRows(orderId)).toEqual({ n: 1, sum: '1.00' });
  });

  it('concurrent payments never pass the total', async () => {
    const orderId = await completed('0.00');
    const due = toCents((await collectionOf(staff, orderId)).amountDue);
    const part = due / 7n + 1n; // 20 of them are far more than due
    const results = await Promise.all(
      Array.from({ length: 20 }, () => pay(staff, orderId, formatCents(part))),
    );
    const ok = results.filter((r) => r.statusCode === 200).length;
    for (const r of results) if (r.statusCode !== 200) expect(r.json().code).toMatch(/OVERPAY|ALREADY_PAID/);
    expect(BigInt(ok) * part <= due).toBe(true);
    const c = await collectionOf(staff, orderId);
    expect(c.amountPaid).toBe(formatCents(BigInt(ok) * part));
    expect((await paymentRows(orderId)).sum).toBe(c.amountPaid);
  });

  it('permission: a dispatcher sees the collection but may not record a payment', async () => {
    const orderId = await completed('1.00');
    expect((await collectionOf(dispatcher, orderId)).mayCollect).toBe(false);
    expectRefusal(await pay(dispatcher, orderId, '1.00'), 403, 'NO_COLLECT_PERMISSION');
    expect((await paymentRows(orderId)).n).toBe(0);
  });

  it("another enterprise's order answers 404 as a missing one", async () => {
    const orderId = await completed('1.00');
    const other = await otherEnterprise(t);
    expectRefusal(
      await get(other.session, `/v2/collection/order?orderId=${orderId}`),
      404,
      'ORDER_NOT_FOUND',
    );
    expectRefusal(
      await post(other.session, '/v2/collection/pay', { orderId, methodId: cashId, amount: '1.00' }),
      404,
      'ORDER_NOT_FOUND',
    );
    expect((await paymentRows(orderId)).n).toBe(0);
  });

  it('bad input: 400 naming the field, nothing written', async () => {
    const orderId = await completed('1.00');
    expectRefusal(await pay(staff, orderId, '1.234'), 400, 'VALIDATION', 'amount');
    expectRefusal(await pay(staff, orderId, '0'), 400, 'VALIDATION', 'amount');
    expectRefusal(await pay(staff, orderId, '-1'), 400, 'VALIDATION', 'amount');
    expectRefusal(
      await post(staff, '/v2/collection/pay', { orderId, amount: '1.00' }),
      400,
      'VALIDATION',
      'methodId',
    );
    expectRefusal(await pay(staff, orderId, '1.00', 999_999), 400, 'METHOD_NOT_USABLE', 'methodId');
    expectRefusal(await get(staff, '/v2/collection/order?orderId=x'), 400, 'VALIDATION', 'orderId');
    expect((await paymentRows(orderId)).n).toBe(0);
  });
});

describe('the payment QR and the local payment page (issue 22; spec D2 GET /v2/order/paymentQrCode)', () => {
  it('the QR opens a page of the product; confirming pays what was due, once', async () => {
    const orderId = await completed('3.21');
    const img = await get(staff, `/v2/order/paymentQrCode?orderId=${orderId}`);
    expect(img.statusCode).toBe(200);
    expect(img.headers['content-type']).toContain('image/svg+xml');
    expect(img.body).toContain('<svg');
    const link = (await get(staff, `/v2/order/paymentQrCode?orderId=${orderId}&format=json`)).json().data;
    const path = new URL(link.url).pathname;
    expect(path).toMatch(/^\/api\/v2\/collection\/pay\//);
    const page = await t.app.inject({ method: 'GET', url: path, headers: { 'accept-language': 'en-GB' } });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Confirm payment');
    expect(page.body).toContain(link.amount);
    const done = await t.app.inject({ method: 'POST', url: `${path}/confirm`, payload: {} });
    expect(done.statusCode, done.body).toBe(200);
    const c = await collectionOf(staff, orderId);
    expect(c.state).toBe(3);
    expect(c.payments[0]).toMatchObject({ kind: 3, source: 'online', amount: link.amount });
    expectRefusal(
      await t.app.inject({ method: 'POST', url: `${path}/confirm`, payload: {} }),
      409,
      'LINK_USED',
    );
  });

  it('a partial QR amount; a link for more than is left is refused when confirmed', async () => {
    const orderId = await completed('4.00');
    const link = (
      await get(staff, `/v2/order/paymentQrCode?orderId=${orderId}&amount=1.5&format=json`)
    ).json().data;
    expect(link.amount).toBe('1.50');
    const all = (await get(staff, `/v2/order/paymentQrCode?orderId=${orderId}&format=json`)).json().data;
    expect(
      (await t.app.inject({ method: 'POST', url: `${new URL(link.url).pathname}/confirm` })).statusCode,
    ).toBe(200);
    expectRefusal(
      await t.app.inject({ method: 'POST', url: `${new URL(all.url).pathname}/confirm` }),
      409,
      'OVERPAY',
    );
  });

  it('a forged or altered link is refused; the page says so', async () => {
    const orderId = await completed('1.00');
    const link = (await get(staff, `/v2/order/paymentQrCode?orderId=${orderId}&format=json`)).json().data;
    const path = new URL(link.url).pathname;
    const [e, payload, sig] = path.split('/').pop()!.split('.');
    const altered = JSON.parse(Buffer.from(payload!, 'base64url').toString());
    altered.a = '1';
    const forged = `/api/v2/collection/pay/${e}.${Buffer.from(JSON.stringify(altered)).toString('base64url')}.${sig}`;
    expectRefusal(await t.app.inject({ method: 'POST', url: `${forged}/confirm` }), 404, 'LINK_INVALID');
    // the page's amount must be the link's
    expectRefusal(
      await t.app.inject({ method: 'POST', url: `${path}/confirm`, payload: { amount: '9999.99' } }),
      404,
      'LINK_INVALID',
      'amount',
    );
    const page = await t.app.inject({ method: 'GET', url: forged });
    expect(page.body).toContain('pay-result');
    expect((await paymentRows(orderId)).n).toBe(0);
  });

  it('QR for an order with nothing left, or without permission, is refused', async () => {
    const orderId = await completed('1.00');
    const due = (await collectionOf(staff, orderId)).amountDue;
    await pay(staff, orderId, due);
    expectRefusal(await get(staff, `/v2/order/paymentQrCode?orderId=${orderId}`), 409, 'ALREADY_PAID');
    expectRefusal(
      await get(dispatcher, `/v2/order/paymentQrCode?orderId=${orderId}`),
      403,
      'NO_COLLECT_PERMISSION',
    );
    expectRefusal(
      await get(staff, `/v2/order/paymentQrCode?orderId=${orderId}&amount=abc`),
      400,
      'VALIDATION',
      'amount',
    );
  });
});

describe('collection methods in settings (SB:96, SB:98, SB:99)', () => {
  const save = (s: Session, body: Record<string, unknown>) => post(s, '/v2/collection/method/save', body);

  it('a method bound to a template cannot be deleted; unbound it can', async () => {
    const made = await save(admin, { name: '微信收款', kind: 3, templateIds: [templateId] });
    expect(made.statusCode, made.body).toBe(200);
    const id = made.json().data.id;
    expectRefusal(await as(t, admin).del(`/api/v2/collection/method/delete/${id}`), 409, 'METHOD_BOUND');
    expect((await save(admin, { id, name: '微信收款', kind: 3, templateIds: [] })).statusCode).toBe(200);
    expect((await as(t, admin).del(`/api/v2/collection/method/delete/${id}`)).statusCode).toBe(200);
  });

  it('name required and unique; a dispatcher may not manage methods; another enterprise 404', async () => {
    expectRefusal(await save(admin, { name: ' ', kind: 1 }), 400, 'VALIDATION', 'name');
    expectRefusal(await save(admin, { name: 'x', kind: 9 }), 400, 'VALIDATION', 'kind');
    expectRefusal(await save(admin, { name: '现金', kind: 1 }), 409, 'METHOD_NAME_TAKEN', 'name');
    expectRefusal(await save(dispatcher, { name: 'y', kind: 1 }), 403, 'NO_PERMISSION');
    const other = await otherEnterprise(t);
    expectRefusal(await save(other.session, { id: cashId, name: 'z', kind: 1 }), 404, 'METHOD_NOT_FOUND');
    expectRefusal(
      await as(t, other.session).del(`/api/v2/collection/method/delete/${cashId}`),
      404,
      'METHOD_NOT_FOUND',
    );
    expectRefusal(
      await save(admin, { name: 'w', kind: 1, templateIds: [999_999] }),
      400,
      'TEMPLATE_NOT_FOUND',
      'templateIds',
    );
  });

  it('a payment QR image is PNG or JPG, at most 200 KB, 1:1 (checked on the server)', async () => {
    const square = await upload(admin, png(300, 300));
    const ok = await save(admin, { name: '收款码', kind: 2, qrImage: square });
    expect(ok.statusCode, ok.body).toBe(200);
    expectRefusal(
      await save(admin, { name: '收款码2', kind: 2, qrImage: await upload(admin, png(300, 200)) }),
      400,
      'QR_NOT_SQUARE',
      'qrImage',
    );
    expectRefusal(
      await save(admin, {
        name: '收款码3',
        kind: 2,
        qrImage: await upload(admin, png(300, 300, 201 * 1024)),
      }),
      400,
      'QR_TOO_LARGE',
      'qrImage',
    );
    expectRefusal(
      await save(admin, { name: '收款码4', kind: 2, qrImage: 'http://x/y.png' }),
      400,
      'VALIDATION',
      'qrImage',
    );
  });
});

import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rows } from '../../db/client';
import { as, expectRefusal, loginAs, testApp, type Session, type TestApp } from '../../test/app';
import { otherEnterprise, userId } from '../../test/data';
import {
  createOrder,
  demoCustomerId,
  orderDetail,
  orderTemplateId,
  setTemplateSettings,
} from './test-helpers';

let t: TestApp;
let dispatcher: Session;
let server: Session;
let server2: Session;
let serverId: number;
let templateId: number;
let customerId: number;

beforeAll(async () => {
  t = await testApp();
  dispatcher = await loginAs(t.app, 'dispatcher');
  server = await loginAs(t.app, 'serviceStaff');
  server2 = await loginAs(t.app, 'serviceStaff2');
  serverId = await userId(t, 'serviceStaff');
  templateId = await orderTemplateId(t);
  customerId = await demoCustomerId(t);
  await setTemplateSettings(t, templateId, {
    nodes: { collection: false, receipt: true },
    receiptMode: 'either',
  });
});
afterAll(() => t.close());

const post = (s: Session, url: string, body: Record<string, unknown>) => as(t, s).post(`/api${url}`, body);

/** An order assigned to the demo server and in service (state 4). */
async function inService() {
  const { id } = await createOrder(t, dispatcher, { templateId, customerId, serverUserId: serverId });
  await post(server, '/order/accept', { orderId: id });
  expect((await post(server, '/order/startService', { orderId: id })).statusCode).toBe(200);
  return id;
}

async function lastSms(phone: string) {
  const [row] = await rows<{ content: string }>(
    t.database.db,
    sql`select content from sms_outbox where phone = ${phone} order by id desc limit 1`,
  );
  return row?.content ?? '';
}

/** A completed order with its evaluation token. */
async function completed() {
  const id = await inService();
  await post(server, '/v2/order/receipt/sendCode', { orderId: id });
  const d = await orderDetail(t, server, id);
  const code = /(?<!\d)(\d{6})(?!\d)/.exec(await lastSms(d.contactPhone))![1];
  expect((await post(server, '/order/serviceComplete', { orderId: id, receiptCode: code })).statusCode).toBe(
    200,
  );
  return { id, token: ((await orderDetail(t, dispatcher, id)).evalUrl as string).replace('/eval/', '') };
}

describe('receipt verification code (spec-business "receipt_valid_code")', () => {
  it("texts a code to the order's contact; the customer's code completes the order", async () => {
    const id = await inService();
    const sent = await post(server, '/v2/order/receipt/sendCode', { orderId: id });
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json().data.resendAfterSeconds).toBe(60);
    const d = await orderDetail(t, server, id);
    const code = /(?<!\d)(\d{6})(?!\d)/.exec(await lastSms(d.contactPhone))![1]!;
    expect(await lastSms(d.contactPhone)).toContain(d.orderNo);
    const wrong = code === '000000' ? '111111' : '000000';
    expectRefusal(
      await post(server, '/order/serviceComplete', { orderId: id, receiptCode: wrong }),
      400,
      'RECEIPT_CODE_WRONG',
      'receiptCode',
    );
    const done = await post(server, '/order/serviceComplete', { orderId: id, receiptCode: code });
    expect(done.statusCode, done.body).toBe(200);
    expect((await orderDetail(t, server, id)).receiptAt).not.toBeNull();
  });

  it('one code per 60 s; only the order server, only in service', async () => {
    const id = await inService();
    expect((await post(server, '/v2/order/receipt/sendCode', { orderId: id })).statusCode).toBe(200);
    expectRefusal(
      await post(server, '/v2/order/receipt/sendCode', { orderId: id }),
      429,
      'RECEIPT_CODE_TOO_SOON',
    );
    expectRefusal(await post(server2, '/v2/order/receipt/sendCode', { orderId: id }), 404, 'ORDER_NOT_FOUND');
    expectRefusal(
      await post(dispatcher, '/v2/order/receipt/sendCode', { orderId: id }),
      403,
      'NO_PERMISSION',
    );
    const { id: waiting } = await createOrder(t, dispatcher, {
      templateId,
      customerId,
      serverUserId: serverId,
    });
    expectRefusal(
      await post(server, '/v2/order/receipt/sendCode', { orderId: waiting }),
      409,
      'RECEIPT_NOT_IN_SERVICE',
    );
  });
});

describe('evaluation through eval_url (spec-business "eval_url"), without signing in', () => {
  it('shows the order and takes one answer; a second is refused; the timeline shows it', async () => {
    const { id, token } = await completed();
    const page = await t.app.inject({ method: 'GET', url: `/api/public/eval/${token}` });
    expect(page.statusCode, page.body).toBe(200);
    expect(page.json().data).toMatchObject({ evaluated: false, enterpriseName: expect.any(String) });
    const answer = { solved: true, quality: 5, attitude: 4, speed: 3, suggestion: '师傅很专业' };
    const first = await t.app.inject({ method: 'POST', url: `/api/public/eval/${token}`, payload: answer });
    expect(first.statusCode, first.body).toBe(200);
    const again = await t.app.inject({ method: 'POST', url: `/api/public/eval/${token}`, payload: answer });
    expectRefusal(again, 409, 'ALREADY_EVALUATED');
    const d = await orderDetail(t, dispatcher, id);
    expect(d.evaluation).toMatchObject({
      solved: true,
      quality: 5,
      attitude: 4,
      speed: 3,
      suggestion: '师傅很专业',
    });
    const logs = (await as(t, dispatcher).get(`/api/order/getOrderTab/${id}`)).json().data.logs;
    // the note is the customer's words; the scores are labelled where they are shown
    expect(logs.at(-1)).toMatchObject({ action: 'evaluated', user: null, note: '师傅很专业' });
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/public/eval/${token}` })).json().data.evaluated,
    ).toBe(true);
  });

  it('scores are 1-5 stars (400 naming the field); an unknown link is 404, in English for English callers', async () => {
    const { token } = await completed();
    const bad = await t.app.inject({
      method: 'POST',
      url: `/api/public/eval/${token}`,
      payload: { solved: true, quality: 6, attitude: 4, speed: 3 },
    });
    expectRefusal(bad, 400, 'VALIDATION', 'quality');
    const unknown = await t.app.inject({
      method: 'GET',
      url: `/api/public/eval/${'x'.repeat(43)}`,
      headers: { 'accept-language': 'en-GB' },
    });
    expectRefusal(unknown, 404, 'EVALUATION_NOT_FOUND');
    expect(unknown.json().message).toBe('The evaluation link is not valid');
  });
});

describe('print and export (spec-business §5: at most 50 orders; export needs a file name)', () => {
  it('prints the chosen orders as details; more than 50 is refused with the spec message', async () => {
    const a = await createOrder(t, dispatcher, { templateId, customerId });
    const b = await createOrder(t, dispatcher, { templateId, customerId });
    const res = await as(t, dispatcher).get(`/api/v2/order/print?ids=${a.id},${b.id}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.list.map((o: { orderNo: string }) => o.orderNo)).toEqual([a.orderNo, b.orderNo]);
    const many = Array.from({ length: 51 }, (_, i) => i + 1).join(',');
    const refused = await as(t, dispatcher).get(`/api/v2/order/print?ids=${many}`, {
      'accept-language': 'en-GB',
    });
    expectRefusal(refused, 400, 'VALIDATION', 'ids');
    expect(refused.json().message).toContain('At most 50 orders');
  });

  it("another enterprise's orders print as none (404)", async () => {
    const a = await createOrder(t, dispatcher, { templateId, customerId });
    const other = await otherEnterprise(t);
    expectRefusal(await as(t, other.session).get(`/api/v2/order/print?ids=${a.id}`), 404, 'PRINT_EMPTY');
  });

  it('export goes to the download centre under the file name; without a name it is 400', async () => {
    const a = await createOrder(t, dispatcher, { templateId, customerId });
    expectRefusal(
      await post(dispatcher, '/v2/order/export', { ids: [a.id], fileName: '' }),
      400,
      'VALIDATION',
      'fileName',
    );
    const ok = await post(dispatcher, '/v2/order/export', { ids: [a.id], fileName: '本周工单' });
    expect(ok.statusCode, ok.body).toBe(200);
    let state = 1;
    for (let i = 0; i < 50 && state === 1; i++) {
      await new Promise((r) => setTimeout(r, 100));
      const [row] = await rows<{ process_state: number; file_name: string }>(
        t.database.db,
        sql`select process_state, file_name from download_files where id = ${ok.json().data.id}`,
      );
      state = row!.process_state;
      expect(row!.file_name).toBe('本周工单');
    }
    expect(state).toBe(2);
  });
});

describe('saved filter schemes (spec-shell search/plan CRUD and default)', () => {
  const plan = (body: Record<string, unknown>) =>
    post(dispatcher, '/v2/search/plan/save', { page: 'allOrder', filters: { states: '1,2' }, ...body });

  it('name required and unique per list; one default; mine only', async () => {
    expectRefusal(await plan({ name: '' }), 400, 'VALIDATION', 'name');
    const a = (await plan({ name: '待派单', isDefault: true })).json().data.id;
    expectRefusal(await plan({ name: '待派单' }), 409, 'SEARCH_PLAN_NAME_TAKEN', 'name');
    const b = (await plan({ name: '紧急' })).json().data.id;
    expect((await as(t, dispatcher).put('/api/v2/search/plan/setDefault', { id: b })).statusCode).toBe(200);
    const list = (await as(t, dispatcher).get('/api/v2/search/plan/list?page=allOrder')).json().data;
    expect(list.map((p: { id: number; isDefault: boolean }) => [p.id, p.isDefault])).toEqual([
      [b, true],
      [a, false],
    ]);
    expect((await as(t, server).get('/api/v2/search/plan/list?page=allOrder')).json().data).toEqual([]);
    expectRefusal(
      await as(t, server).del(`/api/v2/search/plan/delete?id=${a}`),
      404,
      'SEARCH_PLAN_NOT_FOUND',
    );
    expect((await as(t, dispatcher).del(`/api/v2/search/plan/delete?id=${a}`)).statusCode).toBe(200);
    expect((await as(t, dispatcher).get('/api/v2/search/plan/list?page=allOrder')).json().data).toHaveLength(
      1,
    );
  });
});

import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rows } from '../../db/client';
import { as, expectRefusal, loginAs, testApp, type Session, type TestApp } from '../../test/app';
import { otherEnterprise, userId } from '../../test/data';
import {
  createOrder,
  demoCustomerId,
  inHours,
  orderDetail,
  orderTemplateId,
  setTemplateSettings,
  uploadImage,
} from './test-helpers';

let t: TestApp;
let admin: Session;
let dispatcher: Session;
let server: Session;
let server2: Session;
let reception: Session;
let serverId: number;
let server2Id: number;
let templateId: number;
let customerId: number;

beforeAll(async () => {
  t = await testApp();
  admin = await loginAs(t.app, 'administrator');
  dispatcher = await loginAs(t.app, 'dispatcher');
  server = await loginAs(t.app, 'serviceStaff');
  server2 = await loginAs(t.app, 'serviceStaff2');
  reception = await loginAs(t.app, 'reception');
  serverId = await userId(t, 'serviceStaff');
  server2Id = await userId(t, 'serviceStaff2');
  templateId = await orderTemplateId(t);
  customerId = await demoCustomerId(t);
  // the collection node (expenses required) is covered in payment.test.ts
  await setTemplateSettings(t, templateId, { nodes: { collection: false } });
});
afterAll(() => t.close());

const post = (s: Session, url: string, body: Record<string, unknown>) => as(t, s).post(`/api${url}`, body);
const newOrder = (body: Record<string, unknown> = {}) =>
  createOrder(t, dispatcher, { templateId, customerId, ...body });
/** What creating an order writes: orders, their timeline, members, search rows, counts and numbers. */
const written = async () =>
  (
    await rows<Record<string, number>>(
      t.database.db,
      sql`select (select count(*)::int from orders) as orders, (select count(*)::int from order_logs) as logs,
        (select count(*)::int from order_members) as members, (select count(*)::int from order_search) as search,
        (select coalesce(sum(n), 0)::int from order_state_counts) as counts,
        (select coalesce(sum(last), 0)::int from order_counters) as numbers`,
    )
  )[0];
const timeline = async (id: number) =>
  (await as(t, dispatcher).get(`/api/order/getOrderTab/${id}`)).json().data.logs as {
    action: string;
    fromState: number | null;
    toState: number | null;
    note: string | null;
    user: { name: string } | null;
  }[];

describe('create (spec-business §3 "Work order", §5)', () => {
  it('a staff order starts pending assignment (1), or pending acceptance (2) with a server chosen', async () => {
    const plain = await newOrder();
    expect(plain.state).toBe(1);
    expect(plain.orderNo).toMatch(/^\d{8}-\d{4,}$/);
    const assigned = await newOrder({ serverUserId: serverId });
    expect(assigned.state).toBe(2);
    const d = await orderDetail(t, dispatcher, assigned.id);
    expect(d.server).toEqual({ id: serverId, name: '张师傅' });
    expect(d.customerId).toBe(customerId);
    expect(d.contactPhone).toMatch(/^\d{11}$/);
  });

  it('order numbers are unique per enterprise', async () => {
    const made = await Promise.all([newOrder(), newOrder(), newOrder()]);
    expect(new Set(made.map((m) => m.orderNo)).size).toBe(3);
  });

  it('an appointment earlier than now is accepted with a warning that the order may time out', async () => {
    const made = await newOrder({ appointmentAt: inHours(-1) });
    expect(made.warnings).toEqual(['appointmentPast']);
  });

  it('bad input answers 400 naming the field, and nothing is written', async () => {
    const base = { templateId, customerId, title: 't', appointmentAt: inHours(1) };
    const before = await written();
    expect(before?.orders).toBeGreaterThan(0);
    const create = (body: Record<string, unknown>) => post(dispatcher, '/v2/order/create', body);
    expectRefusal(await create({ ...base, title: '' }), 400, 'VALIDATION', 'title');
    expectRefusal(await create({ ...base, title: 'x'.repeat(51) }), 400, 'VALIDATION', 'title');
    expectRefusal(await create({ ...base, customerId: undefined }), 400, 'VALIDATION', 'customerId');
    expectRefusal(await create({ ...base, appointmentAt: '' }), 400, 'VALIDATION', 'appointmentAt');
    expectRefusal(await create({ ...base, priority: 9 }), 400, 'VALIDATION', 'priority');
    expectRefusal(await create({ ...base, description: 'x'.repeat(501) }), 400, 'VALIDATION', 'description');
    expectRefusal(await create({ ...base, estimatedAt: inHours(-5) }), 400, 'VALIDATION', 'estimatedAt');
    expectRefusal(await create({ ...base, contactPhone: '123' }), 400, 'VALIDATION', 'contactPhone');
    expectRefusal(
      await create({ ...base, images: ['/api/file/download/999999'] }),
      400,
      'FILE_INVALID',
      'images',
    );
    expectRefusal(await create({ ...base, customerId: 99999999 }), 404, 'CUSTOMER_NOT_FOUND', 'customerId');
    expectRefusal(await create({ ...base, serverUserId: 99999999 }), 404, 'USER_NOT_FOUND', 'serverUserId');
    expect(await written()).toEqual(before);
  });

  it('the server must hold "accept and serve"', async () => {
    const receptionId = await userId(t, 'reception');
    const res = await post(dispatcher, '/v2/order/create', {
      templateId,
      customerId,
      title: 't',
      appointmentAt: inHours(1),
      serverUserId: receptionId,
    });
    expectRefusal(res, 400, 'SERVER_CANNOT_SERVE', 'serverUserId');
  });

  it('service staff without the create code get 403; English callers get English messages', async () => {
    const english = { cookie: 'lang=en_GB', 'accept-language': 'en-GB' };
    const body = { templateId, customerId, title: 't', appointmentAt: inHours(1) };
    const res = await as(t, server).post('/api/v2/order/create', body, english);
    expectRefusal(res, 403, 'NO_PERMISSION');
    expect(res.json().message).toBe('No permission');
    const missing = await as(t, server).get('/api/order/orderDetail?id=99999999', english);
    expectRefusal(missing, 404, 'ORDER_NOT_FOUND');
    expect(missing.json().message).toBe('The order does not exist');
  });

  it("another enterprise's customer and template answer 404", async () => {
    const other = await otherEnterprise(t);
    const body = { templateId, customerId, title: 't', appointmentAt: inHours(1) };
    const create = (extra: Record<string, unknown>) =>
      post(other.session, '/v2/order/create', { ...body, ...extra });
    expectRefusal(await create({}), 404, 'TEMPLATE_NOT_FOUND');
    const [own] = await rows<{ id: number }>(
      t.database.db,
      sql`select id::int as id from form_templates where enterprise_id = ${other.enterpriseId} and kind = 1 limit 1`,
    );
    expectRefusal(await create({ templateId: own!.id }), 404, 'CUSTOMER_NOT_FOUND', 'customerId');
  });
});

describe('the service path (DECISIONS.md transitions) with the timeline', () => {
  it('assign → accept → start → complete with signature; every step is a timeline row', async () => {
    const { id } = await newOrder();
    expect(
      (await post(dispatcher, '/v2/order/assign', { orderIds: [id], serverUserId: serverId })).statusCode,
    ).toBe(200);
    expect((await post(server, '/order/accept', { orderId: id })).json().data.state).toBe(3);
    const photo = await uploadImage(t, server);
    const started = await post(server, '/order/startService', {
      orderId: id,
      lng: 121.5,
      lat: 31.2,
      location: '上海市浦东新区张江路1号',
      images: [photo],
    });
    expect(started.json().data.state).toBe(4);
    const signature = await uploadImage(t, server, 'signature.png');
    const done = await post(server, '/order/serviceComplete', { orderId: id, signature, images: [photo] });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json().data.state).toBe(5);
    const d = await orderDetail(t, dispatcher, id);
    expect(d.signature).toBe(signature);
    expect(d.evalUrl).toMatch(/^\/eval\/.{20,}/);
    const logs = await timeline(id);
    expect(logs.map((l) => [l.action, l.fromState, l.toState])).toEqual([
      ['create', null, 1],
      ['assign', 1, 2],
      ['accept', 2, 3],
      ['startService', 3, 4],
      ['complete', 4, 5],
    ]);
    const start = logs.find((l) => l.action === 'startService') as unknown as Record<string, unknown>;
    expect(start).toMatchObject({
      lng: 121.5,
      lat: 31.2,
      location: '上海市浦东新区张江路1号',
      images: [photo],
    });
  });

  it('completion needs the signature or receipt code as the template says', async () => {
    const { id } = await newOrder({ serverUserId: serverId });
    await post(server, '/order/accept', { orderId: id });
    await post(server, '/order/startService', { orderId: id });
    expectRefusal(
      await post(server, '/order/serviceComplete', { orderId: id }),
      400,
      'RECEIPT_REQUIRED',
      'signature',
    );
    expectRefusal(
      await post(server, '/order/serviceComplete', { orderId: id, receiptCode: '123456' }),
      400,
      'RECEIPT_CODE_WRONG',
      'receiptCode',
    );
    expect((await orderDetail(t, server, id)).state).toBe(4);
  });

  it('refuse needs a reason and a template that allows it; the order goes back to assignment', async () => {
    const { id } = await newOrder({ serverUserId: serverId });
    expectRefusal(
      await post(server, '/order/refuseOrder', { orderId: id, reason: '' }),
      400,
      'VALIDATION',
      'reason',
    );
    const off = await post(server, '/order/refuseOrder', { orderId: id, reason: '太远' });
    expectRefusal(off, 409, 'TRANSITION_REFUSED');
    expect(off.json().data).toMatchObject({ refusal: 'refuseOff' });
    await setTemplateSettings(t, templateId, { allowRefuse: true });
    const res = await post(server, '/order/refuseOrder', { orderId: id, reason: '太远' });
    await setTemplateSettings(t, templateId, { allowRefuse: false });
    expect(res.json().data.state).toBe(1);
    expect((await orderDetail(t, dispatcher, id)).server).toBeNull();
    expect((await timeline(id)).at(-1)).toMatchObject({
      action: 'refuse',
      fromState: 2,
      toState: 1,
      note: '太远',
    });
  });

  it('completion approval: 4 → 7; reject needs a reason (7 → 4); approve (7 → 5)', async () => {
    await setTemplateSettings(t, templateId, { completionApproval: true });
    const { id } = await newOrder({ serverUserId: serverId });
    await post(server, '/order/accept', { orderId: id });
    await post(server, '/order/startService', { orderId: id });
    const signature = await uploadImage(t, server);
    expect((await post(server, '/order/serviceComplete', { orderId: id, signature })).json().data.state).toBe(
      7,
    );
    expectRefusal(
      await post(dispatcher, '/order/examine/save', { orderId: id, approved: false }),
      400,
      'VALIDATION',
      'reason',
    );
    expectRefusal(
      await post(server, '/order/examine/save', { orderId: id, approved: true }),
      403,
      'NO_PERMISSION',
    );
    const rejected = await post(dispatcher, '/order/examine/save', {
      orderId: id,
      approved: false,
      reason: '照片不清楚',
    });
    expect(rejected.json().data.state).toBe(4);
    await post(server, '/order/serviceComplete', { orderId: id, signature });
    expect(
      (await post(dispatcher, '/order/examine/save', { orderId: id, approved: true })).json().data.state,
    ).toBe(5);
    await setTemplateSettings(t, templateId, { completionApproval: false });
  });

  it('named approvers: only they may decide; examine/trans hands the approval on', async () => {
    await setTemplateSettings(t, templateId, { completionApproval: true });
    const { id } = await newOrder({ serverUserId: serverId });
    await post(server, '/order/accept', { orderId: id });
    await post(server, '/order/startService', { orderId: id });
    await post(server, '/order/serviceComplete', { orderId: id, signature: await uploadImage(t, server) });
    const adminId = await userId(t, 'administrator');
    expect(
      (await post(admin, '/order/examine/editUser', { orderId: id, userIds: [adminId] })).statusCode,
    ).toBe(200);
    expectRefusal(
      await post(dispatcher, '/order/examine/save', { orderId: id, approved: true }),
      403,
      'NOT_APPROVER',
    );
    const dispatcherId = await userId(t, 'dispatcher');
    expect(
      (await post(admin, '/order/examine/trans', { orderId: id, userId: dispatcherId })).statusCode,
    ).toBe(200);
    expect(
      (await post(dispatcher, '/order/examine/save', { orderId: id, approved: true })).json().data.state,
    ).toBe(5);
    await setTemplateSettings(t, templateId, { completionApproval: false });
  });

  it('pause and continue keep the state; a paused order cannot start', async () => {
    const { id } = await newOrder({ serverUserId: serverId });
    await post(server, '/order/accept', { orderId: id });
    expect((await post(server, '/order/pause', { orderId: id, note: '等配件' })).json().data.state).toBe(3);
    expectRefusal(await post(server, '/order/startService', { orderId: id }), 409, 'TRANSITION_REFUSED');
    expect((await post(server, '/order/continue', { orderId: id })).statusCode).toBe(200);
    expect((await post(server, '/order/startService', { orderId: id })).json().data.state).toBe(4);
  });

  it('appointments: the dispatcher keeps the date, the server makes one (states 2-3)', async () => {
    const { id } = await newOrder({ serverUserId: serverId });
    const at = inHours(30);
    expect((await post(dispatcher, '/order/keepDate', { orderId: id, appointmentAt: at })).statusCode).toBe(
      200,
    );
    const made = inHours(26);
    expect((await post(server, '/order/bespokeDate', { orderId: id, appointmentAt: made })).statusCode).toBe(
      200,
    );
    expectRefusal(
      await post(server2, '/order/bespokeDate', { orderId: id, appointmentAt: at }),
      404,
      'ORDER_NOT_FOUND',
    );
    expect((await orderDetail(t, dispatcher, id)).appointmentAt).toBe(new Date(made).toISOString());
  });

  it('cancel needs a reason under 500 characters; a completed order cannot be cancelled', async () => {
    const { id } = await newOrder();
    expectRefusal(
      await post(dispatcher, '/order/cancel', { orderId: id, reason: '' }),
      400,
      'VALIDATION',
      'reason',
    );
    expectRefusal(
      await post(dispatcher, '/order/cancel', { orderId: id, reason: 'x'.repeat(501) }),
      400,
      'VALIDATION',
      'reason',
    );
    expect(
      (await post(dispatcher, '/order/cancel', { orderId: id, reason: '客户取消' })).json().data.state,
    ).toBe(6);
    const again = await post(dispatcher, '/order/cancel', { orderId: id, reason: '再次取消' });
    expectRefusal(again, 409, 'TRANSITION_REFUSED');
    expect(again.json().message).toContain('已取消');
  });

  it('reception accepts a request or marks it invalid; an invalid one can be accepted again', async () => {
    const { id } = await newOrder();
    // portal, chat, call-centre and QR orders start at 0; a staff order is put there to stand for one
    await t.database.db.execute(sql`update orders set state = 0 where id = ${id}`);
    expectRefusal(await post(server, '/v2/order/acceptance/accept', { orderId: id }), 403, 'NO_PERMISSION');
    expect(
      (await post(reception, '/v2/order/acceptance/invalid', { orderId: id, note: '重复报修' })).json().data
        .state,
    ).toBe(0);
    expect((await orderDetail(t, reception, id)).invalid).toBe(true);
    expectRefusal(
      await post(reception, '/v2/order/acceptance/invalid', { orderId: id }),
      409,
      'TRANSITION_REFUSED',
    );
    expect((await post(reception, '/v2/order/acceptance/accept', { orderId: id })).json().data.state).toBe(1);
    expect((await orderDetail(t, reception, id)).invalid).toBe(false);
  });
});

describe('who may act, and on what', () => {
  it('only the order server may accept (403); a role without the code gets 403; another enterprise 404', async () => {
    const { id } = await newOrder({ serverUserId: serverId });
    expectRefusal(await post(admin, '/order/accept', { orderId: id }), 403, 'NOT_YOUR_ORDER');
    expectRefusal(await post(dispatcher, '/order/accept', { orderId: id }), 403, 'NO_PERMISSION');
    expectRefusal(
      await post(reception, '/v2/order/assign', { orderIds: [id], serverUserId: serverId }),
      403,
      'NO_PERMISSION',
    );
    const other = await otherEnterprise(t);
    expectRefusal(
      await post(other.session, '/order/cancel', { orderId: id, reason: 'x' }),
      404,
      'ORDER_NOT_FOUND',
    );
    expect((await as(t, other.session).get(`/api/order/orderDetail?id=${id}`)).statusCode).toBe(404);
  });

  it('an action from the wrong state is refused with the state in the message', async () => {
    const { id } = await newOrder();
    const res = await post(dispatcher, '/order/examine/save', { orderId: id, approved: true });
    expectRefusal(res, 409, 'TRANSITION_REFUSED', 'orderId');
    expect(res.json().message).toContain('待指派');
  });

  it('concurrent transitions: of two assigns one wins; of two accepts by two servers one wins', async () => {
    const { id } = await newOrder();
    const assigns = await Promise.all([
      post(dispatcher, '/v2/order/assign', { orderIds: [id], serverUserId: serverId }),
      post(admin, '/v2/order/assign', { orderIds: [id], serverUserId: server2Id }),
    ]);
    expect(assigns.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const accepts = await Promise.all([
      post(server, '/order/accept', { orderId: id }),
      post(server2, '/order/accept', { orderId: id }),
      post(server, '/order/accept', { orderId: id }),
      post(server2, '/order/accept', { orderId: id }),
    ]);
    expect(accepts.filter((r) => r.statusCode === 200)).toHaveLength(1);
    expect((await orderDetail(t, dispatcher, id)).state).toBe(3);
  });

  it('the detail lists the actions the caller may run now', async () => {
    const { id } = await newOrder({ serverUserId: serverId });
    expect((await orderDetail(t, server, id)).actions).toEqual(['accept', 'bespokeDate', 'applyAbnormal']);
    expect((await orderDetail(t, dispatcher, id)).actions).toEqual([
      'keepDate',
      'cancel',
      'returnNode',
      'split',
    ]);
  });
});

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
let staff: Session;
let staff2: Session;
let keeper: Session;
let free: Session;
let other: Session;
let staffId: number;
let templateId: number;
let customerId: number;
let customer2Id: number;

beforeAll(async () => {
  t = await testApp();
  dispatcher = await loginAs(t.app, 'dispatcher');
  staff = await loginAs(t.app, 'serviceStaff');
  staff2 = await loginAs(t.app, 'serviceStaff2');
  keeper = await loginAs(t.app, 'warehouseKeeper');
  free = await loginAs(t.app, 'freeAdministrator');
  other = (await otherEnterprise(t)).session;
  staffId = await userId(t, 'serviceStaff');
  templateId = await orderTemplateId(t);
  customerId = await demoCustomerId(t);
  customer2Id = await demoCustomerId(t, 1);
  await setTemplateSettings(t, templateId, { nodes: { collection: false, receipt: false } });
});
afterAll(() => t.close());

const post = (s: Session, url: string, body: Record<string, unknown>) => as(t, s).post(`/api${url}`, body);
const get = (s: Session, url: string) => as(t, s).get(`/api${url}`);
const ok = async <T = Record<string, unknown>>(res: {
  statusCode: number;
  body: string;
  json(): { data: unknown };
}) => {
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as T;
};
/** An order for 张师傅 taken to `state` (2, 3 or 4). */
async function orderAt(state: 1 | 2 | 3 | 4, body: Record<string, unknown> = {}) {
  const { id } = await createOrder(t, dispatcher, {
    templateId,
    customerId,
    ...(state > 1 ? { serverUserId: staffId } : {}),
    ...body,
  });
  for (const step of ['/order/accept', '/order/startService'].slice(0, Math.max(0, state - 2)))
    await ok(await post(staff, step, { orderId: id }));
  return id;
}
const orderRow = async (id: number) =>
  (
    await rows<{
      state: number;
      server: number | null;
      parent: number | null;
      closed: boolean;
      ended: boolean;
    }>(
      t.database.db,
      sql`select state, server_user_id::int as server, parent_id::int as parent, closed_at is not null as closed,
                 end_requested_at is not null as ended from orders where id = ${id}`,
    )
  )[0]!;
const timeline = async (id: number) =>
  (await get(dispatcher, `/order/getOrderTab/${id}`)).json().data.logs as {
    action: string;
    note: string | null;
  }[];

describe('copy an order (issue 22; SB:119 not on the free tier)', () => {
  it('answers the create form values of an order, without appointment or people', async () => {
    const id = await orderAt(3, { description: '外机噪音大', priority: 3 });
    const draft = await ok(await get(dispatcher, `/order/copyOrder?id=${id}`));
    expect(draft).toMatchObject({
      templateId,
      customerId,
      title: '空调不制冷',
      description: '外机噪音大',
      priority: 3,
      copiedFrom: { id },
    });
    expect(draft).not.toHaveProperty('serverUserId');
    expect(draft).not.toHaveProperty('appointmentAt');
    // the draft is a valid create body once an appointment is chosen
    const { copiedFrom: _c, ...body } = draft;
    const copy = await createOrder(t, dispatcher, {
      ...body,
      appointmentAt: new Date(Date.now() + 3_600_000).toISOString(),
    });
    expect(copy.id).not.toBe(id);
    expect((await orderRow(copy.id)).state).toBe(1);
  });
  it('is refused on the free tier, to roles without create, for another enterprise and for a bad id', async () => {
    const id = await orderAt(1);
    expectRefusal(await get(free, `/order/copyOrder?id=${id}`), 403, 'PAID_FEATURE');
    expectRefusal(await get(keeper, `/order/copyOrder?id=${id}`), 403, 'NO_PERMISSION');
    expectRefusal(await get(other, `/order/copyOrder?id=${id}`), 404, 'ORDER_NOT_FOUND');
    expectRefusal(await get(dispatcher, '/order/copyOrder?id=abc'), 400, 'VALIDATION', 'id');
  });
});

describe('pending and related orders', () => {
  it('checkOrderPending counts the open orders of a customer and of a customer product', async () => {
    const before = await ok<{ total: number }>(
      await get(dispatcher, `/order/checkOrderPending?customerId=${customer2Id}`),
    );
    const a = await createOrder(t, dispatcher, { templateId, customerId: customer2Id });
    const b = await createOrder(t, dispatcher, { templateId, customerId: customer2Id });
    const after = await ok<{ total: number; list: { id: number }[] }>(
      await get(dispatcher, `/order/checkOrderPending?customerId=${customer2Id}`),
    );
    expect(after.total).toBe(before.total + 2);
    expect(after.list.map((o) => o.id).slice(0, 2)).toEqual([b.id, a.id]);
    const excluding = await ok<{ total: number }>(
      await get(dispatcher, `/order/checkOrderPending?customerId=${customer2Id}&excludeId=${b.id}`),
    );
    expect(excluding.total).toBe(after.total - 1);
    await ok(await post(dispatcher, '/order/cancel', { orderId: a.id, reason: '重复' }));
    const cancelled = await ok<{ total: number }>(
      await get(dispatcher, `/order/checkOrderPending?customerId=${customer2Id}`),
    );
    expect(cancelled.total).toBe(after.total - 1);
  });
  it('checkOrderPending: bad input names the field; another enterprise’s customer is 404', async () => {
    expectRefusal(await get(dispatcher, '/order/checkOrderPending'), 400, 'VALIDATION', 'customerId');
    expectRefusal(
      await get(other, `/order/checkOrderPending?customerId=${customerId}`),
      404,
      'CUSTOMER_NOT_FOUND',
    );
    expectRefusal(
      await get(keeper, `/order/checkOrderPending?customerId=${customerId}`),
      403,
      'NO_PERMISSION',
    );
  });
  it('getOrderRefList lists the parent, the children and the customer’s other orders, with its count', async () => {
    const parent = await orderAt(1);
    const split = await ok<{ children: { id: number }[] }>(
      await post(dispatcher, '/order/split', { orderId: parent, childOrders: [{ title: '更换压缩机' }] }),
    );
    const child = split.children[0]!.id;
    const page = await ok<{ list: { id: number; relation: string }[]; total: number }>(
      await get(dispatcher, `/order/getOrderRefList?id=${child}&pageSize=50`),
    );
    expect(page.list[0]).toMatchObject({ id: parent, relation: 'parent' });
    expect(page.list.every((o) => o.id !== child)).toBe(true);
    expect(page.list.slice(1).every((o) => o.relation === 'customer')).toBe(true);
    expect(await ok(await get(dispatcher, `/order/getOrderRefCount?id=${child}`))).toBe(page.total);
    const ofParent = await ok<{ list: { id: number; relation: string }[] }>(
      await get(dispatcher, `/order/getOrderRefList?id=${parent}`),
    );
    expect(ofParent.list[0]).toMatchObject({ id: child, relation: 'child' });
    expectRefusal(await get(other, `/order/getOrderRefList?id=${parent}`), 404, 'ORDER_NOT_FOUND');
    expectRefusal(await get(dispatcher, '/order/getOrderRefList?id=0'), 400, 'VALIDATION', 'id');
    // 李师傅 sees only his own orders: this one is not his
    expectRefusal(await get(staff2, `/order/getOrderRefList?id=${parent}`), 404, 'ORDER_NOT_FOUND');
  });
  it('related orders and their count hold only the orders the caller may open (personal data scope)', async () => {
    const mine = await orderAt(2, { customerId: customer2Id });
    const notMine = await createOrder(t, dispatcher, { templateId, customerId: customer2Id });
    const page = await ok<{ list: { id: number }[]; total: number }>(
      await get(staff, `/order/getOrderRefList?id=${mine}&pageSize=100`),
    );
    expect(page.list.map((o) => o.id)).not.toContain(notMine.id);
    expect(await ok(await get(staff, `/order/getOrderRefCount?id=${mine}`))).toBe(page.total);
    for (const o of page.list)
      expect((await get(staff, `/order/orderDetail?id=${o.id}`)).statusCode).toBe(200);
    const all = await ok<{ list: { id: number }[] }>(
      await get(dispatcher, `/order/getOrderRefList?id=${mine}&pageSize=100`),
    );
    expect(all.list.map((o) => o.id)).toContain(notMine.id);
  });
});

describe('apply end service and check finish (docs/decisions.md)', () => {
  it('the server asks; completion waits; approving completes the order without the completion form', async () => {
    const id = await orderAt(4);
    await ok(await post(staff, '/order/applyEndService', { orderId: id, reason: '客户不再需要维修' }));
    expect((await orderRow(id)).ended).toBe(true);
    const check = await ok<{ ok: boolean; refusal: string }>(await get(staff, `/order/checkFinish?id=${id}`));
    expect(check).toMatchObject({ ok: false, refusal: 'endPending' });
    expectRefusal(
      await post(staff, '/order/serviceComplete', { orderId: id }),
      409,
      'TRANSITION_REFUSED',
      'orderId',
    );
    expectRefusal(
      await post(staff, '/order/applyEndService', { orderId: id, reason: '再次' }),
      409,
      'TRANSITION_REFUSED',
    );
    const detail = await orderDetail(t, dispatcher, id);
    expect(detail.endRequest).toMatchObject({ reason: '客户不再需要维修' });
    expect(detail.actions).toEqual(expect.arrayContaining(['approveEndService', 'rejectEndService']));
    await ok(await post(dispatcher, '/order/examineEndService', { orderId: id, approved: true }));
    expect(await orderRow(id)).toMatchObject({ state: 5, ended: false });
    expect((await timeline(id)).map((l) => l.action).slice(-2)).toEqual([
      'applyEndService',
      'approveEndService',
    ]);
  });
  it('rejecting needs a reason and leaves the order in service, completable again', async () => {
    const id = await orderAt(4);
    await ok(await post(staff, '/order/applyEndService', { orderId: id, reason: '缺少配件' }));
    expectRefusal(
      await post(dispatcher, '/order/examineEndService', { orderId: id, approved: false }),
      400,
      'VALIDATION',
      'reason',
    );
    await ok(
      await post(dispatcher, '/order/examineEndService', {
        orderId: id,
        approved: false,
        reason: '配件明天到',
      }),
    );
    expect(await orderRow(id)).toMatchObject({ state: 4, ended: false });
    expect(await ok(await get(staff, `/order/checkFinish?id=${id}`))).toMatchObject({ ok: true });
    await ok(await post(staff, '/order/serviceComplete', { orderId: id }));
  });
  it('roles: only the server asks, only approvers decide; another enterprise 404; bad input names the field', async () => {
    const id = await orderAt(4);
    expectRefusal(
      await post(dispatcher, '/order/applyEndService', { orderId: id, reason: 'x' }),
      403,
      'NO_PERMISSION',
    );
    expectRefusal(
      await post(staff2, '/order/applyEndService', { orderId: id, reason: 'x' }),
      404,
      'ORDER_NOT_FOUND',
    );
    expectRefusal(await post(staff, '/order/applyEndService', { orderId: id }), 400, 'VALIDATION', 'reason');
    expectRefusal(
      await post(other, '/order/applyEndService', { orderId: id, reason: 'x' }),
      404,
      'ORDER_NOT_FOUND',
    );
    await ok(await post(staff, '/order/applyEndService', { orderId: id, reason: '客户改主意' }));
    expectRefusal(
      await post(staff, '/order/examineEndService', { orderId: id, approved: true }),
      403,
      'NO_PERMISSION',
    );
    expectRefusal(
      await post(other, '/order/examineEndService', { orderId: id, approved: true }),
      404,
      'ORDER_NOT_FOUND',
    );
    expectRefusal(await get(other, `/order/checkFinish?id=${id}`), 404, 'ORDER_NOT_FOUND');
    expectRefusal(await get(dispatcher, `/order/checkFinish?id=${id}`), 403, 'NO_PERMISSION');
  });
});

describe('return to an earlier node', () => {
  it('back to assignment clears the engineer; back to acceptance keeps him and undoes the acceptance', async () => {
    const a = await orderAt(4);
    await ok(
      await post(dispatcher, '/order/returnNode', { orderId: a, returnTo: 1, reason: '客户要求换人' }),
    );
    expect(await orderRow(a)).toMatchObject({ state: 1, server: null });
    const b = await orderAt(3);
    await ok(await post(dispatcher, '/order/returnNode', { orderId: b, returnTo: 2, reason: '重新确认' }));
    expect(await orderRow(b)).toMatchObject({ state: 2, server: staffId });
    const logs = await timeline(b);
    expect(logs.at(-1)).toMatchObject({ action: 'returnNode', note: '重新确认' });
  });
  it('never forward or to the same step; reason required; roles; another enterprise', async () => {
    const id = await orderAt(2);
    expectRefusal(
      await post(dispatcher, '/order/returnNode', { orderId: id, returnTo: 2, reason: 'x' }),
      409,
      'TRANSITION_REFUSED',
      'orderId',
    );
    expectRefusal(
      await post(dispatcher, '/order/returnNode', { orderId: id, returnTo: 3, reason: 'x' }),
      400,
      'VALIDATION',
      'returnTo',
    );
    expectRefusal(
      await post(dispatcher, '/order/returnNode', { orderId: id, returnTo: 1 }),
      400,
      'VALIDATION',
      'reason',
    );
    expectRefusal(
      await post(staff, '/order/returnNode', { orderId: id, returnTo: 1, reason: 'x' }),
      403,
      'NO_PERMISSION',
    );
    expectRefusal(
      await post(other, '/order/returnNode', { orderId: id, returnTo: 1, reason: 'x' }),
      404,
      'ORDER_NOT_FOUND',
    );
  });
});

describe('closed', () => {
  it('closes a completed order; a closed order takes no more actions', async () => {
    const id = await orderAt(4);
    await ok(await post(staff, '/order/serviceComplete', { orderId: id }));
    expectRefusal(await post(staff, '/order/close', { orderId: id }), 403, 'NO_PERMISSION');
    expectRefusal(await post(other, '/order/close', { orderId: id }), 404, 'ORDER_NOT_FOUND');
    expectRefusal(await post(dispatcher, '/order/close', { orderId: 'x' }), 400, 'VALIDATION', 'orderId');
    await ok(await post(dispatcher, '/order/close', { orderId: id, note: '已回访确认' }));
    expect((await orderRow(id)).closed).toBe(true);
    expectRefusal(await post(dispatcher, '/order/close', { orderId: id }), 409, 'TRANSITION_REFUSED');
    const detail = await orderDetail(t, dispatcher, id);
    expect(detail.closedAt).toBeTruthy();
    expect(detail.actions).toEqual([]);
    expect((await timeline(id)).at(-1)!.action).toBe('close');
  });
  it('an open order cannot be closed (cancel it instead)', async () => {
    const id = await orderAt(3);
    expectRefusal(
      await post(dispatcher, '/order/close', { orderId: id }),
      409,
      'TRANSITION_REFUSED',
      'orderId',
    );
  });
});

describe('split (the template’s split node)', () => {
  it('makes child orders that keep a link to the parent; the parent waits for them to complete', async () => {
    const parent = await orderAt(4);
    const res = await ok<{ children: { id: number; orderNo: string; state: number }[] }>(
      await post(dispatcher, '/order/split', {
        orderId: parent,
        childOrders: [
          { title: '更换室外机电容', serverUserId: staffId },
          { title: '补充冷媒', description: 'R32' },
        ],
      }),
    );
    expect(res.children.map((c) => c.state)).toEqual([2, 1]);
    for (const c of res.children) expect((await orderRow(c.id)).parent).toBe(parent);
    const detail = await orderDetail(t, dispatcher, parent);
    expect(detail.children.map((c: { id: number }) => c.id)).toEqual(res.children.map((c) => c.id));
    const child = await orderDetail(t, staff, res.children[0]!.id);
    expect(child.parent).toMatchObject({ id: parent });
    expect(child.customerId).toBe(customerId);
    expect((await timeline(parent)).at(-1)).toMatchObject({
      action: 'split',
      note: res.children.map((c) => c.orderNo).join(', '),
    });
    // SB:142 "unfinished progress must be completed first"
    const check = await ok<{ ok: boolean; refusal: string; openChildren: unknown[] }>(
      await get(staff, `/order/checkFinish?id=${parent}`),
    );
    expect(check).toMatchObject({ ok: false, refusal: 'unfinishedChildren' });
    expect(check.openChildren).toHaveLength(2);
    expectRefusal(
      await post(staff, '/order/serviceComplete', { orderId: parent }),
      409,
      'TRANSITION_REFUSED',
    );
    for (const c of res.children)
      await ok(await post(dispatcher, '/order/cancel', { orderId: c.id, reason: '合并处理' }));
    await ok(await post(staff, '/order/serviceComplete', { orderId: parent }));
  });
  it('is refused when the node is off, to service staff, for another enterprise, and without children', async () => {
    const id = await orderAt(1);
    expectRefusal(
      await post(staff, '/order/split', { orderId: id, childOrders: [{ title: 'a' }] }),
      403,
      'NO_PERMISSION',
    );
    expectRefusal(
      await post(other, '/order/split', { orderId: id, childOrders: [{ title: 'a' }] }),
      404,
      'ORDER_NOT_FOUND',
    );
    expectRefusal(
      await post(dispatcher, '/order/split', { orderId: id, childOrders: [] }),
      400,
      'VALIDATION',
      'childOrders',
    );
    expectRefusal(
      await post(dispatcher, '/order/split', { orderId: id, childOrders: [{ title: '' }] }),
      400,
      'VALIDATION',
      'childOrders.0.title',
    );
    await setTemplateSettings(t, templateId, { nodes: { collection: false, receipt: false, split: false } });
    try {
      const res = await post(dispatcher, '/order/split', { orderId: id, childOrders: [{ title: 'a' }] });
      expectRefusal(res, 409, 'TRANSITION_REFUSED', 'orderId');
      expect(res.json().data.refusal).toBe('splitOff');
    } finally {
      await setTemplateSettings(t, templateId, { nodes: { collection: false, receipt: false } });
    }
  });
});

describe('a pooled order’s detail for staff who may grab it (issue 22, personal data scope)', () => {
  it('opens while pooled (detail and timeline) and answers 404 again once recalled', async () => {
    const id = await orderAt(1);
    expectRefusal(await get(staff2, `/order/orderDetail?id=${id}`), 404, 'ORDER_NOT_FOUND');
    await ok(await post(dispatcher, '/v2/order/pool/put', { orderIds: [id] }));
    const detail = await orderDetail(t, staff2, id);
    expect(detail).toMatchObject({ id, pooled: true });
    expect(detail.actions).toContain('grab');
    expect((await get(staff2, `/order/getOrderTab/${id}`)).statusCode).toBe(200);
    expectRefusal(await get(other, `/order/orderDetail?id=${id}`), 404, 'ORDER_NOT_FOUND');
    await ok(await post(dispatcher, '/v2/order/pool/recall', { orderId: id }));
    expectRefusal(await get(staff2, `/order/orderDetail?id=${id}`), 404, 'ORDER_NOT_FOUND');
  });
});

describe('demo data for the remaining actions', () => {
  it('has an order asking to end service, a parent with two child orders and a closed order', async () => {
    const [demo] = await rows<{ ending: number; children: number; parents: number; closed: number }>(
      t.database.db,
      sql`select count(*) filter (where end_requested_at is not null)::int as ending,
                 count(*) filter (where parent_id is not null)::int as children,
                 count(distinct parent_id)::int as parents,
                 count(*) filter (where closed_at is not null)::int as closed
            from orders where enterprise_id = 1 and created_by is not null and id <= 200`,
    );
    expect(demo).toMatchObject({ ending: 1, children: 2, parents: 1, closed: 1 });
  });
});

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
} from './test-helpers';

let t: TestApp;
let dispatcher: Session;
let staff: Session;
let staff2: Session;
let employee: Session;
let staffId: number;
let staff2Id: number;
let templateId: number;
let customerId: number;

beforeAll(async () => {
  t = await testApp();
  dispatcher = await loginAs(t.app, 'dispatcher');
  staff = await loginAs(t.app, 'serviceStaff');
  staff2 = await loginAs(t.app, 'serviceStaff2');
  employee = await loginAs(t.app, 'employee');
  staffId = await userId(t, 'serviceStaff');
  staff2Id = await userId(t, 'serviceStaff2');
  templateId = await orderTemplateId(t);
  customerId = await demoCustomerId(t);
  // completion without receipt or expenses (their rules have their own tests)
  await setTemplateSettings(t, templateId, { nodes: { collection: false, receipt: false } });
});
afterAll(() => t.close());

const post = (s: Session, url: string, body: Record<string, unknown>) => as(t, s).post(`/api${url}`, body);
const ok = async (res: { statusCode: number; body: string; json(): { data: unknown } }) => {
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as Record<string, unknown>;
};
/** An order assigned to 张师傅 and taken to `state` (2 pending acceptance, 3 pending service, 4 in service). */
async function orderAt(state: 2 | 3 | 4) {
  const { id } = await createOrder(t, dispatcher, { templateId, customerId, serverUserId: staffId });
  const steps = ['/order/accept', '/order/startService'].slice(0, state - 2);
  for (const step of steps) await ok(await post(staff, step, { orderId: id }));
  return id;
}
const apply = (orderId: number, body: Record<string, unknown>, s = staff) =>
  post(s, '/order/applyAbnormalOrder', { orderId, reason: '客户临时出差', ...body });
const decide = (requestId: number, approved: boolean, reason?: string, s = dispatcher) =>
  post(s, '/order/examineAbnormalOrder', { requestId, approved, ...(reason ? { reason } : {}) });
const orderRow = async (id: number) =>
  (
    await rows<{ state: number; server: number | null; abnormal: number | null; appointment: string }>(
      t.database.db,
      sql`select state, server_user_id::int as server, abnormal_type as abnormal,
                 to_char(appointment_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as appointment
            from orders where id = ${id}`,
    )
  )[0]!;
const timeline = async (id: number) =>
  (
    (await as(t, dispatcher).get(`/api/order/getOrderTab/${id}`)).json().data.logs as { action: string }[]
  ).map((l) => l.action);
const badge = async (s: Session) =>
  (await ok(await as(t, s).get('/api/v2/order/getAbnormalOrderCount?type=0'))) as unknown as number;

describe('abnormal requests (issue 22, SB:71, SB:96, SB:142)', () => {
  it('reschedule: the server applies, the order is blocked from completion, approval moves the appointment', async () => {
    const id = await orderAt(4);
    const before = await badge(dispatcher);
    const when = inHours(48);
    const req = await ok(await apply(id, { type: 3, appointmentAt: when }));
    expect(req.state).toBe(0);
    expect(await badge(dispatcher)).toBe(before + 1);
    expect(await badge(staff)).toBe(0);
    // SB:142 cannot complete service on an abnormal order
    const refused = await post(staff, '/order/serviceComplete', { orderId: id });
    expectRefusal(refused, 409, 'TRANSITION_REFUSED', 'orderId');
    expect(refused.json().message).toBe('异常工单不能完成服务');
    // a second request waits for the first
    expectRefusal(await apply(id, { type: 1 }), 409, 'TRANSITION_REFUSED');
    const detail = await orderDetail(t, dispatcher, id);
    expect(detail.abnormal).toMatchObject({ id: req.id, type: 3, appointmentAt: when });
    expect(detail.actions).toEqual(expect.arrayContaining(['abnormalReschedule', 'rejectAbnormal']));
    expect(detail.actions).not.toContain('abnormalCancel');

    const done = await ok(await decide(req.id as number, true));
    expect(done).toMatchObject({ state: 1, orderState: 4 });
    expect(await orderRow(id)).toMatchObject({ state: 4, abnormal: null, appointment: when });
    expect(await badge(dispatcher)).toBe(before);
    expect(await timeline(id)).toEqual(expect.arrayContaining(['applyAbnormal', 'abnormalReschedule']));
    // decided once: a second decision is refused
    expectRefusal(await decide(req.id as number, false, 'late'), 409, 'ABNORMAL_DECIDED', 'requestId');
    // and the order can be completed again
    await ok(await post(staff, '/order/serviceComplete', { orderId: id }));
  });

  it('cancel: approval cancels the order (→ 6) with the reason', async () => {
    const id = await orderAt(3);
    const req = await ok(await apply(id, { type: 1 }));
    await ok(await decide(req.id as number, true, '同意'));
    const detail = await orderDetail(t, dispatcher, id);
    expect(detail).toMatchObject({ state: 6, cancelReason: '同意', abnormal: null });
  });

  it('reassign: without a new server back to assignment (→ 1); with one to that server (→ 2)', async () => {
    const a = await orderAt(3);
    const ra = await ok(await apply(a, { type: 2 }));
    await ok(await decide(ra.id as number, true));
    expect(await orderRow(a)).toMatchObject({ state: 1, server: null, abnormal: null });

    const b = await orderAt(2);
    const rb = await ok(await apply(b, { type: 2, newServerId: staff2Id }));
    await ok(await decide(rb.id as number, true));
    expect(await orderRow(b)).toMatchObject({ state: 2, server: staff2Id });
    expect(await timeline(b)).toContain('abnormalReassign');
  });

  it('rejection (reason required) leaves the order as it was', async () => {
    const id = await orderAt(4);
    const before = await orderRow(id);
    const req = await ok(await apply(id, { type: 1 }));
    expectRefusal(await decide(req.id as number, false), 400, 'VALIDATION', 'reason');
    await ok(await decide(req.id as number, false, '请继续服务'));
    expect(await orderRow(id)).toEqual({ ...before, abnormal: null });
    expect(await timeline(id)).toContain('rejectAbnormal');
    const list = await ok(await as(t, staff).get(`/api/v2/order/abnormal/list?orderId=${id}`));
    expect(list).toMatchObject({
      total: 1,
      list: [{ state: 2, decisionReason: '请继续服务', deciderName: expect.any(String) }],
    });
  });

  it('only states 2-4: a completed order cannot apply; an unassigned one is not the staff member’s', async () => {
    const done = await orderAt(4);
    await ok(await post(staff, '/order/serviceComplete', { orderId: done }));
    expectRefusal(await apply(done, { type: 1 }), 409, 'TRANSITION_REFUSED', 'orderId');
    const { id } = await createOrder(t, dispatcher, { templateId, customerId });
    expectRefusal(await apply(id, { type: 1 }), 404, 'ORDER_NOT_FOUND');
  });

  it('roles: service staff apply but cannot decide; the dispatcher cannot apply for another’s order; employees neither', async () => {
    const id = await orderAt(3);
    expectRefusal(await apply(id, { type: 1 }, staff2), 404, 'ORDER_NOT_FOUND');
    expectRefusal(await apply(id, { type: 1 }, dispatcher), 403, 'NO_PERMISSION');
    expectRefusal(await apply(id, { type: 1 }, employee), 403, 'NO_PERMISSION');
    const req = await ok(await apply(id, { type: 1 }));
    expectRefusal(await decide(req.id as number, true, undefined, staff), 403, 'NO_PERMISSION');
    expectRefusal(await decide(req.id as number, true, undefined, employee), 403, 'NO_PERMISSION');
    expect(await badge(employee)).toBe(0);
    await ok(await decide(req.id as number, false, 'no'));
  });

  it('another enterprise: the order and the request answer 404', async () => {
    const id = await orderAt(3);
    const req = await ok(await apply(id, { type: 1 }));
    const other = await otherEnterprise(t);
    expectRefusal(await apply(id, { type: 1 }, other.session), 404, 'ORDER_NOT_FOUND');
    expectRefusal(await decide(req.id as number, true, undefined, other.session), 404, 'ABNORMAL_NOT_FOUND');
    const list = await ok(await as(t, other.session).get('/api/v2/order/abnormal/list'));
    expect(list.total).toBe(0);
    await ok(await decide(req.id as number, false, 'no'));
  });

  it('bad input: 400 naming the field', async () => {
    const id = await orderAt(3);
    expectRefusal(
      await post(staff, '/order/applyAbnormalOrder', { orderId: id, type: 1 }),
      400,
      'VALIDATION',
      'reason',
    );
    expectRefusal(await apply(id, { type: 9 }), 400, 'VALIDATION', 'type');
    expectRefusal(await apply(id, { type: 3 }), 400, 'VALIDATION', 'appointmentAt');
    expectRefusal(
      await apply(id, { type: 2, newServerId: staffId }),
      400,
      'ABNORMAL_SAME_SERVER',
      'newServerId',
    );
    expectRefusal(await apply(id, { type: 2, newServerId: 99999999 }), 404, 'USER_NOT_FOUND', 'newServerId');
    expectRefusal(await decide(99999999, true), 404, 'ABNORMAL_NOT_FOUND', 'requestId');
    expectRefusal(
      await as(t, dispatcher).get('/api/v2/order/abnormal/list?state=7'),
      400,
      'VALIDATION',
      'state',
    );
    expect(await orderRow(id)).toMatchObject({ abnormal: null });
  });

  it('an approval and a completion racing on an order with a pending request never both succeed', async () => {
    for (const type of [1, 2]) {
      const id = await orderAt(4);
      const req = await ok(await apply(id, { type }));
      const [approval, completion] = await Promise.all([
        decide(req.id as number, true),
        post(staff, '/order/serviceComplete', { orderId: id }),
      ]);
      expect([approval.statusCode, completion.statusCode].filter((s) => s === 200)).toHaveLength(1);
      expect(approval.statusCode, approval.body).toBe(200);
      expect((await orderRow(id)).state).toBe(type === 1 ? 6 : 1);
    }
  });

  it('the list pages in SQL and filters by state and type', async () => {
    const res = await ok(
      await as(t, dispatcher).get('/api/v2/order/abnormal/list?pageSize=2&pageIndex=0&state=1'),
    );
    const list = res.list as { state: number }[];
    expect(list.length).toBeLessThanOrEqual(2);
    expect(list.every((r) => r.state === 1)).toBe(true);
    expect(res.total).toBeGreaterThanOrEqual(list.length);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { ROLE_TYPES } from '@fieldline/domain';
import { rows } from '../../db/client';
import { createUser } from '../tenancy';
import { as, expectRefusal, loginAs, testApp, type Session, type TestApp } from '../../test/app';
import { otherEnterprise, userId } from '../../test/data';
import { demoCustomerId, inHours, orderTemplateId } from '../orders/test-helpers';

let t: TestApp;
let admin: Session;
let reception: Session;
let staff: Session;
let staff2: Session;
let dispatcher: Session;
let staffId: number;
let staff2Id: number;
let adminId: number;
let customerId: number;

const post = (s: Session, url: string, body: Record<string, unknown>) =>
  as(t, s).post(`/api/v2/event/${url}`, body);
const get = (s: Session, url: string) => as(t, s).get(`/api/v2/event/${url}`);

async function create(s: Session, body: Record<string, unknown> = {}) {
  const res = await post(s, 'save', { title: '空调异响', customerId, ...body });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as { id: number; eventNo: string; state: number };
}
const detail = async (s: Session, id: number) => (await get(s, `detail/${id}`)).json().data;
const logActions = async (id: number) =>
  (
    await rows<{ action: string }>(
      t.database.db,
      sql`select action from service_event_logs where event_id = ${id} order by id`,
    )
  ).map((r) => r.action);
const domainEvents = (id: number) =>
  rows<{ kind: string; payload: Record<string, unknown> }>(
    t.database.db,
    sql`select kind, payload from domain_events where object_kind = 'serviceEvent' and object_id = ${id} order by id`,
  );

beforeAll(async () => {
  t = await testApp();
  [admin, reception, staff, staff2, dispatcher] = await Promise.all([
    loginAs(t.app, 'administrator'),
    loginAs(t.app, 'reception'),
    loginAs(t.app, 'serviceStaff'),
    loginAs(t.app, 'serviceStaff2'),
    loginAs(t.app, 'dispatcher'),
  ]);
  [staffId, staff2Id, adminId] = await Promise.all([
    userId(t, 'serviceStaff'),
    userId(t, 'serviceStaff2'),
    userId(t, 'administrator'),
  ]);
  customerId = await demoCustomerId(t);
});
afterAll(() => t.close());

describe('create (POST /v2/event/save)', () => {
  it('without a main owner waits for assignment (1); with one it is assigned at once (2); numbered SJyyyymmdd-n', async () => {
    const a = await create(reception);
    expect(a.state).toBe(1);
    expect(a.eventNo).toMatch(/^SJ\d{8}-\d{4}$/);
    const b = await create(reception, { principalUserId: staffId, coordinatorIds: [staff2Id], priority: 3 });
    expect(b.state).toBe(2);
    const d = await detail(admin, b.id);
    expect(d.principal.id).toBe(staffId);
    expect(d.coordinators.map((c: { id: number }) => c.id)).toEqual([staff2Id]);
    expect(d.customerName).toBeTruthy();
    expect(d.priority).toBe(3);
    expect(await logActions(b.id)).toEqual(['create', 'assign']);
    const kinds = (await domainEvents(b.id)).map((e) => e.kind);
    expect(kinds).toEqual(['serviceEvent.created', 'serviceEvent.assigned']);
    const payload = (await domainEvents(b.id))[1]!.payload;
    expect(payload).toMatchObject({ from: 1, to: 2, priority: 3, customerId, principalUserId: staffId });
    expect(typeof payload.templateId).toBe('number');
  });

  it("bad input is a 400 naming the field in the caller's language, and nothing is written", async () => {
    const [before] = await rows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from service_events`,
    );
    expectRefusal(await post(reception, 'save', { title: '' }), 400, 'VALIDATION', 'title');
    expectRefusal(await post(reception, 'save', { title: 'x', priority: 9 }), 400, 'VALIDATION', 'priority');
    expectRefusal(
      await post(reception, 'save', { title: 'x', durationMinutes: 0 }),
      400,
      'VALIDATION',
      'durationMinutes',
    );
    expectRefusal(
      await post(reception, 'save', { title: 'x', customerId: 999999 }),
      404,
      'CUSTOMER_NOT_FOUND',
      'customerId',
    );
    expectRefusal(
      await post(reception, 'save', { title: 'x', principalUserId: 999999 }),
      404,
      'USER_NOT_FOUND',
      'principalUserId',
    );
    expectRefusal(
      await post(reception, 'save', { title: 'x', tagIds: [999999] }),
      404,
      'TAG_NOT_FOUND',
      'tagIds',
    );
    // the main owner must be able to handle events (SB:88: a real main owner)
    const financeId = await userId(t, 'finance');
    const en = await as(t, reception).post(
      '/api/v2/event/save',
      { title: 'x', principalUserId: financeId },
      { 'accept-language': 'en-GB' },
    );
    expectRefusal(en, 400, 'PRINCIPAL_CANNOT_HANDLE', 'principalUserId');
    expect(en.json().message).toContain('may not handle events');
    const [after] = await rows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from service_events`,
    );
    expect(after!.n).toBe(before!.n);
  });

  it('a role without the create code (11002) is refused', async () => {
    expectRefusal(await post(staff, 'save', { title: 'x' }), 403, 'NO_PERMISSION');
  });

  it("reception (event create 11002, no product view 10601) may not list a customer's equipment, yet saves an event with the equipment brought in", async () => {
    // spec-business §6: products are their own permission group and reception "answers calls, accepts
    // portal orders"; the new-event drawer therefore does not search equipment for reception, and an
    // equipment brought in (/newEvent?customerProductId) is checked by the customer's visibility only
    const list = `/api/v2/customerProduct/list?customerId=${customerId}&pageIndex=0&pageSize=20`;
    expectRefusal(await as(t, reception).get(list), 403, 'NO_PERMISSION');
    const [product] = (await as(t, dispatcher).get(list)).json().data.list as { id: number }[];
    expect(product).toBeDefined();
    const { id } = await create(reception, { customerProductId: product!.id });
    expect((await detail(reception, id)).customerProductId).toBe(product!.id);
  });
});

describe('the transitions (DECISIONS.md "Events") through the API', () => {
  it('assign → start → pause → continue (back to 3) → escalate → handle → complete → close → (refused reactivate from 7)', async () => {
    const { id } = await create(reception);
    expectRefusal(await post(dispatcher, 'assign', { id }), 400, 'VALIDATION', 'principalUserId'); // main owner required
    expect((await post(dispatcher, 'assign', { id, principalUserId: staffId })).statusCode).toBe(200);
    // only the main owner handles it
    expectRefusal(await post(staff2, 'start', { id }), 404, 'EVENT_NOT_FOUND'); // personal scope: not theirs
    expect((await post(staff, 'start', { id })).statusCode).toBe(200);
    expectRefusal(await post(staff, 'pause', { id }), 400, 'NOTE_REQUIRED', 'note');
    expect((await post(staff, 'pause', { id, note: '等待配件' })).statusCode).toBe(200);
    expectRefusal(await post(staff, 'start', { id }), 409, 'EVENT_STATE');
    expect((await post(staff, 'continue', { id })).json().data.state).toBe(3);
    expectRefusal(
      await post(staff, 'escalate', { id, escalateToUserId: staffId, note: 'x' }),
      400,
      'ESCALATE_TO_SELF',
    );
    expect(
      (await post(staff, 'escalate', { id, escalateToUserId: adminId, note: '需要主管支持' })).statusCode,
    ).toBe(200);
    expectRefusal(await post(staff, 'handleEscalation', { id, note: 'x' }), 403, 'NOT_ESCALATION_HANDLER');
    expect((await post(admin, 'handleEscalation', { id, note: '已安排' })).json().data.state).toBe(3);
    expect((await post(staff, 'complete', { id })).json().data.state).toBe(6);
    expectRefusal(await post(staff, 'close', { id }), 403, 'NO_PERMISSION'); // 11007
    expect((await post(admin, 'reactivate', { id, note: '客户反馈未解决' })).json().data.state).toBe(3);
    expect((await post(staff, 'complete', { id })).statusCode).toBe(200);
    expect((await post(admin, 'close', { id })).json().data.state).toBe(7);
    const en = await as(t, admin).post(
      '/api/v2/event/reactivate',
      { id, note: 'x' },
      { 'accept-language': 'en-GB' },
    );
    expectRefusal(en, 409, 'EVENT_STATE');
    expect(en.json().message).toContain('Closed');
    expect(await logActions(id)).toEqual([
      'create',
      'assign',
      'start',
      'pause',
      'continue',
      'escalate',
      'handleEscalation',
      'complete',
      'reactivate',
      'complete',
      'close',
    ]);
    expect((await domainEvents(id)).map((e) => e.kind)).toEqual([
      'serviceEvent.created',
      'serviceEvent.assigned',
      'serviceEvent.started',
      'serviceEvent.paused',
      'serviceEvent.resumed',
      'serviceEvent.escalated',
      'serviceEvent.resumed',
      'serviceEvent.completed',
      'serviceEvent.reactivated',
      'serviceEvent.completed',
      'serviceEvent.closed',
    ]);
    const log = (await get(admin, `log/${id}`)).json().data;
    expect(log[3]).toMatchObject({ action: 'pause', fromState: 3, toState: 5, note: '等待配件' });
  });

  it('reassign keeps the state and changes the main owner; a stale version is refused', async () => {
    const { id } = await create(reception, { principalUserId: staffId });
    const v = (await detail(admin, id)).version;
    expect(
      (await post(dispatcher, 'reassign', { id, principalUserId: staff2Id, version: v })).json().data.state,
    ).toBe(2);
    expectRefusal(
      await post(dispatcher, 'reassign', { id, principalUserId: staffId, version: v }),
      409,
      'EVENT_CHANGED',
    );
    expect((await detail(admin, id)).principal.id).toBe(staff2Id);
  });

  it('the principal is told through the message centre (serviceEvent.assigned, placeholders filled)', async () => {
    const { id, eventNo } = await create(reception, { principalUserId: staffId });
    await t.app.ctx.events.idle();
    const [m] = await rows<{ title: string; body: string; object_kind: string }>(
      t.database.db,
      sql`select title, body, object_kind from messages where user_id = ${staffId} and object_id = ${id} and kind = 'serviceEvent.assigned'`,
    );
    expect(m!.object_kind).toBe('serviceEvent');
    expect(m!.title).toContain(eventNo);
    expect(m!.body).toContain('张师傅');
  });
});

describe('pools and claim', () => {
  it('put in pool → claim makes the claimer main owner (2); recall; concurrent claims: exactly one wins', async () => {
    const { id } = await create(reception);
    expect((await post(dispatcher, 'putInPool', { id })).statusCode).toBe(200);
    expectRefusal(await post(dispatcher, 'assign', { id, principalUserId: staffId }), 409, 'EVENT_POOLED');
    // the pool list shows it to staff who may claim (personal scope otherwise hides it)
    const pool = (await get(staff, 'list?pool=0&pageSize=100')).json().data;
    expect(pool.list.map((e: { id: number }) => e.id)).toContain(id);
    expect((await post(dispatcher, 'recall', { id })).statusCode).toBe(200);
    expectRefusal(await post(staff, 'claim', { id }), 409, 'EVENT_ALREADY_CLAIMED');
    await post(dispatcher, 'putInPool', { id });

    const [ep] = await rows<{ role_id: number; department_id: number }>(
      t.database.db,
      sql`select u.department_id::int as department_id,
                 (select r.id::int from roles r where r.enterprise_id = u.enterprise_id and r.type = ${ROLE_TYPES.serviceStaff} and r.built_in) as role_id
            from users u where u.id = ${staffId}`,
    );
    const claimers: Session[] = [staff, staff2];
    for (let i = 0; i < 8; i++) {
      const phone = `1371000${String(i).padStart(4, '0')}`;
      await createUser(t.database.db, {
        enterpriseId: 1,
        phone,
        name: `领取${i}`,
        password: 'Claim#Pool2026',
        departmentId: ep!.department_id,
        roleIds: [ep!.role_id],
      });
      claimers.push(await loginAs(t.app, phone as `${number}`, 'Claim#Pool2026'));
    }
    const results = await Promise.all(claimers.map((s) => post(s, 'claim', { id })));
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(1);
    for (const r of results.filter((x) => x.statusCode !== 200))
      expectRefusal(r, 409, 'EVENT_ALREADY_CLAIMED');
    expect((await logActions(id)).filter((a) => a === 'claim')).toHaveLength(1);
    const [row] = await rows<{ state: number; pool: number | null }>(
      t.database.db,
      sql`select state, pool from service_events where id = ${id}`,
    );
    expect(row).toEqual({ state: 2, pool: null });
  });

  it('escalating with nobody named puts it in the escalation pool; a claimer becomes the escalation handler', async () => {
    const { id } = await create(reception, { principalUserId: staffId });
    await post(staff, 'start', { id });
    expect((await post(staff, 'escalate', { id, note: '需要专家' })).statusCode).toBe(200);
    expect((await detail(admin, id)).pool).toBe(2);
    expect((await post(staff2, 'claim', { id })).json().data.state).toBe(4);
    expect((await post(staff2, 'handleEscalation', { id, note: '已远程处理' })).json().data.state).toBe(3);
  });
});

describe('convert to a work order', () => {
  it('makes one order that keeps the link (orders.event_id) and shows on both logs; a second convert is refused', async () => {
    const { id, eventNo } = await create(reception, { principalUserId: adminId });
    expect((await post(admin, 'escalate', { id, escalateToUserId: staffId, note: '升级' })).statusCode).toBe(
      200,
    );
    const orderTemplate = await orderTemplateId(t);
    expectRefusal(
      await post(staff, 'convert', { id, orderTemplateId: orderTemplate, appointmentAt: inHours(3) }),
      403,
      'NO_PERMISSION',
    );
    expectRefusal(
      await post(admin, 'convert', { id, orderTemplateId: orderTemplate, appointmentAt: 'x' }),
      400,
      'VALIDATION',
      'appointmentAt',
    );
    const res = await post(admin, 'convert', {
      id,
      orderTemplateId: orderTemplate,
      appointmentAt: inHours(3),
    });
    expect(res.statusCode, res.body).toBe(200);
    const { orderId, orderNo, state } = res.json().data;
    expect(state).toBe(6);
    const [order] = await rows<{ event_id: number; customer_id: number; title: string }>(
      t.database.db,
      sql`select event_id::int as event_id, customer_id::int as customer_id, title from orders where id = ${orderId}`,
    );
    expect(order).toEqual({ event_id: id, customer_id: customerId, title: '空调异响' });
    const log = (await get(admin, `log/${id}`)).json().data;
    expect(log.at(-1)).toMatchObject({ action: 'convert', fromState: 4, toState: 6, orderId, note: orderNo });
    const [orderLog] = await rows<{ note: string }>(
      t.database.db,
      sql`select note from order_logs where order_id = ${orderId} and action = 'fromEvent'`,
    );
    expect(orderLog!.note).toBe(eventNo);
    expect((await detail(admin, id)).orderNo).toBe(orderNo);
    expectRefusal(
      await post(admin, 'convert', { id, orderTemplateId: orderTemplate, appointmentAt: inHours(3) }),
      409,
      'EVENT_CONVERTED',
    );
    const converted = (await domainEvents(id)).at(-1)!;
    expect(converted).toMatchObject({ kind: 'serviceEvent.converted', payload: { from: 4, to: 6, orderId } });
  });
});

describe('lists, badges, detail, messages, print, delete', () => {
  it('list pages in SQL with filters; count by state; badges', async () => {
    const { id } = await create(reception, { title: '独特关键字事件', principalUserId: staff2Id });
    const page = (await get(admin, 'list?pageSize=2&pageIndex=0')).json().data;
    expect(page.list).toHaveLength(2);
    expect(page.total).toBeGreaterThan(2);
    const kw = (await get(admin, `list?keyword=${encodeURIComponent('独特关键字')}`)).json().data;
    expect(kw.list.map((e: { id: number }) => e.id)).toEqual([id]);
    const mine = (await get(staff2, 'list?mine=principal&states=2,3')).json().data;
    expect(mine.list.every((e: { principal: { id: number } }) => e.principal.id === staff2Id)).toBe(true);
    const counts = (await get(admin, 'count')).json().data;
    expect(counts.total).toBe([1, 2, 3, 4, 5, 6, 7].reduce((n, s) => n + counts[`s${s}`], 0));
    expectRefusal(await get(admin, 'list?states=8'), 400, 'VALIDATION', 'states.0');
    expectRefusal(await get(admin, 'list?pageSize=0'), 400, 'VALIDATION', 'pageSize');
    const badge = (
      await get(staff2, 'getPrincipalEventListCount?sortType=1&processStates=0,1&close_state=0')
    ).json().data;
    expect(badge).toBeGreaterThanOrEqual(1);
    const unassigned = (await get(admin, 'getUnDeliverEventListCount?sortType=1')).json().data;
    expect(unassigned).toBe(counts.s1);
  });

  it('another enterprise answers 404 for every read and action; a customer filter shows the customer tab', async () => {
    const { id } = await create(reception, { principalUserId: staffId });
    const other = await otherEnterprise(t);
    expectRefusal(await get(other.session, `detail/${id}`), 404, 'EVENT_NOT_FOUND');
    expectRefusal(await get(other.session, `log/${id}`), 404, 'EVENT_NOT_FOUND');
    expectRefusal(await post(other.session, 'start', { id }), 404, 'EVENT_NOT_FOUND');
    expectRefusal(await post(other.session, 'claim', { id }), 404, 'EVENT_NOT_FOUND');
    expectRefusal(
      await post(other.session, 'message', { eventId: id, kind: 'note', content: 'x' }),
      404,
      'EVENT_NOT_FOUND',
    );
    expect((await get(other.session, 'list')).json().data.total).toBe(0);
    const tab = (await get(admin, `list?customerId=${customerId}&pageSize=100`)).json().data;
    expect(tab.list.every((e: { customerId: number }) => e.customerId === customerId)).toBe(true);
  });

  it('internal notes and replies; print takes at most 50 events', async () => {
    const { id } = await create(reception, { principalUserId: staffId });
    expect(
      (await post(staff, 'message', { eventId: id, kind: 'note', content: '内部备注' })).statusCode,
    ).toBe(200);
    expect(
      (await post(reception, 'message', { eventId: id, kind: 'reply', content: '已为您安排' })).statusCode,
    ).toBe(200);
    expectRefusal(
      await post(staff, 'message', { eventId: id, kind: 'other', content: 'x' }),
      400,
      'VALIDATION',
      'kind',
    );
    const msgs = (await get(staff, `messages/${id}`)).json().data;
    expect(msgs.map((m: { kind: string }) => m.kind)).toEqual(['note', 'reply']);
    expect((await get(admin, `print?ids=${id}`)).json().data.list).toHaveLength(1);
    const ids = Array.from({ length: 51 }, (_, i) => i + 1).join(',');
    expectRefusal(await get(admin, `print?ids=${ids}`), 400, 'VALIDATION', 'ids');
  });

  it('delete: only pending assignment or closed events; the reception role lacks 11004', async () => {
    const { id } = await create(reception);
    expectRefusal(await as(t, reception).del(`/api/v2/event/delete/${id}`), 403, 'NO_PERMISSION');
    expect((await as(t, admin).del(`/api/v2/event/delete/${id}`)).statusCode).toBe(200);
    expectRefusal(await get(admin, `detail/${id}`), 404, 'EVENT_NOT_FOUND');
    const b = await create(reception, { principalUserId: staffId });
    expectRefusal(await as(t, admin).del(`/api/v2/event/delete/${b.id}`), 409, 'EVENT_NOT_DELETABLE');
  });

  it('the demo has events in every state and in both pools', async () => {
    const states = await rows<{ state: number; pool: number | null }>(
      t.database.db,
      sql`select distinct state, pool from service_events where enterprise_id = 1 and created_by = (select id from users where phone = '13800000005' limit 1)`,
    );
    for (const s of [1, 2, 3, 4, 5, 6, 7]) expect(states.some((r) => r.state === s)).toBe(true);
    expect(states.some((r) => r.pool === 1)).toBe(true);
    expect(states.some((r) => r.pool === 2)).toBe(true);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import {
  FORM_KINDS,
  RETURN_VISIT_STATES,
  RETURN_VISIT_TIME_ZONE,
  dateIn,
  type DomainEventKind,
} from '@fieldline/domain';
import { rows } from '../../db/client';
import { asTenant } from '../../core/tenant';
import { as, expectRefusal, loginAs, testApp, type Session, type TestApp } from '../../test/app';
import { otherEnterprise, userId } from '../../test/data';
import {
  createOrder,
  demoCustomerId,
  orderTemplateId,
  serveToCompletion,
  setTemplateSettings,
} from '../orders/test-helpers';
import { returnVisitConsumer } from './consumer';

let t: TestApp;
let admin: Session;
let dispatcher: Session;
let staff: Session;
let visitor: Session;
let visitorId: number;
let adminId: number;
let customerId: number;
let defaultTemplate: number;
let satisfaction: string;

const tasksOf = async (orderId: number) =>
  rows<{
    id: number;
    state: number;
    visit_type: number;
    plan_id: number | null;
    visitor_user_id: number | null;
  }>(
    t.database.db,
    sql`select id::int as id, state, visit_type, plan_id::int as plan_id, visitor_user_id::int as visitor_user_id
          from return_visit_tasks where enterprise_id = 1 and order_id = ${orderId} order by id`,
  );

/** A completed order served through the API; its completion event handed to the consumers. */
async function completedOrder(templateId = defaultTemplate, priority = 1) {
  const serverUserId = await userId(t, 'serviceStaff');
  const order = await createOrder(t, dispatcher, { templateId, customerId, serverUserId, priority });
  await serveToCompletion(t, staff, order.id);
  await t.app.ctx.events.idle();
  return order;
}

/** Completed demo orders with no visit yet, oldest first (of one template, when given). */
const unvisitedOrders = (n: number, templateId?: number) =>
  rows<{ id: number }>(
    t.database.db,
    sql`select o.id::int as id from orders o where o.enterprise_id = 1 and o.state = 5 and o.deleted_at is null
          ${templateId ? sql`and o.template_id = ${templateId}` : sql``}
          and not exists (select 1 from return_visit_tasks k where k.enterprise_id = 1 and k.order_id = o.id)
        order by o.id limit ${n}`,
  ).then((r) => r.map((o) => o.id));

let eventSeq = 9_000_000;
/** Hands the consumer one event as the dispatcher does (in a transaction, as the enterprise). */
const consume = (orderId: number, kind: DomainEventKind = 'order.completed', toState = 5) =>
  asTenant(1, () =>
    t.database.db.transaction((tx) =>
      returnVisitConsumer.handle(
        { db: tx, enterpriseId: 1 },
        {
          enterpriseId: 1,
          id: ++eventSeq,
          kind,
          objectKind: 'order',
          objectId: orderId,
          actorUserId: null,
          payload: { toState },
          createdAt: new Date(),
        },
      ),
    ),
  );

const savePlan = (s: Session, body: Record<string, unknown>) =>
  as(t, s).post('/api/v2/returnVisitPlan/save', { name: 'P', visitType: 1, sampleMode: 'all', ...body });

/** Only the given plan decides (the demo plan and earlier tests' plans are switched off). */
async function onlyPlan(body: Record<string, unknown>) {
  await t.database.db.execute(sql`update return_visit_plans set enabled = false where enterprise_id = 1`);
  const res = await savePlan(admin, { name: `plan ${++eventSeq}`, ...body });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.id as number;
}

async function pendingTask(designated: number | null = null, templateId?: number) {
  const [orderId] = await unvisitedOrders(1, templateId);
  const res = await as(t, admin).post('/api/v2/returnvisitTask/create', {
    orderId,
    visitorUserId: designated,
  });
  expect(res.statusCode, res.body).toBe(200);
  return { id: res.json().data.id as number, orderId: orderId! };
}

beforeAll(async () => {
  t = await testApp();
  [admin, dispatcher, staff, visitor] = await Promise.all([
    loginAs(t.app, 'administrator'),
    loginAs(t.app, 'dispatcher'),
    loginAs(t.app, 'serviceStaff'),
    loginAs(t.app, 'returnVisit'),
  ]);
  visitorId = await userId(t, 'returnVisit');
  adminId = await userId(t, 'administrator');
  customerId = await demoCustomerId(t);
  defaultTemplate = await orderTemplateId(t);
  // completions here need no customer receipt (the orders module's own tests cover it)
  await setTemplateSettings(t, defaultTemplate, { nodes: { receipt: false, collection: false } });
  const set = await as(t, admin).get(`/api/v2/temp/cusTempField?kind=${FORM_KINDS.returnVisit}`);
  expect(set.statusCode, set.body).toBe(200);
  const fields = set.json().data.fields as { id: string; code: string }[];
  satisfaction = fields.find((f) => f.code === 'satisfaction')!.id;
}, 120_000);
afterAll(() => t.close());

describe('creation from domain events', () => {
  it('rule: completing an order whose template has the return-visit node on creates one pending task', async () => {
    const order = await completedOrder();
    const tasks = await tasksOf(order.id);
    expect(tasks).toHaveLength(1);
    expect(tasks[0]).toMatchObject({ state: RETURN_VISIT_STATES.pending, visit_type: 1 });
    // the same completion handed over again (a redelivery) creates nothing more
    await consume(order.id);
    expect(await tasksOf(order.id)).toHaveLength(1);
  });

  it('rule: with the return-visit node off, completing creates no task', async () => {
    const repair = await orderTemplateId(t, '上门维修');
    await setTemplateSettings(t, repair, { nodes: { returnVisit: false } });
    try {
      const [orderId] = await rows<{ id: number }>(
        t.database.db,
        sql`select id::int as id from orders where enterprise_id = 1 and state = 5 and template_id = ${repair}
              and id not in (select order_id from return_visit_tasks where enterprise_id = 1) limit 1`,
      );
      await consume(orderId!.id);
      expect(await tasksOf(orderId!.id)).toHaveLength(0);
    } finally {
      await setTemplateSettings(t, repair, { nodes: {} });
    }
  });

  it('a completion that went to approval (state 7) is not yet a completion; its approval is', async () => {
    const [orderId] = await unvisitedOrders(1);
    await consume(orderId!, 'order.completed', 7);
    expect(await tasksOf(orderId!)).toHaveLength(0);
    await consume(orderId!, 'order.approved', 5);
    expect(await tasksOf(orderId!)).toHaveLength(1);
  });

  it('rule: sampling by ratio visits exactly ⌊n·r/100⌋ of n matched orders, deterministically', async () => {
    const planId = await onlyPlan({ sampleMode: 'ratio', sampleRatio: 50 });
    const ids = await unvisitedOrders(6);
    for (const id of ids) await consume(id);
    const visited = [];
    for (const id of ids) if ((await tasksOf(id)).length) visited.push(id);
    expect(visited).toEqual([ids[1], ids[3], ids[5]]);
    const plan = (await as(t, admin).get(`/api/v2/returnVisitPlan/detail/${planId}`)).json().data;
    expect(plan).toMatchObject({ matched: 6, created: 3 });
  });

  it('rule: sampling by count visits the first c matched orders of the day', async () => {
    await onlyPlan({ sampleMode: 'count', sampleCount: 2 });
    const ids = await unvisitedOrders(4);
    for (const id of ids) await consume(id);
    const visited = [];
    for (const id of ids) if ((await tasksOf(id)).length) visited.push(id);
    expect(visited).toEqual([ids[0], ids[1]]);
  });

  it('a plan applies to its templates and priorities only; designated visitors take turns', async () => {
    const planId = await onlyPlan({ priorities: [3], visitorIds: [visitorId, adminId] });
    const [a, b, c] = await unvisitedOrders(3);
    await t.database.db.execute(
      sql`update orders set priority = 3 where enterprise_id = 1 and id in (${a}, ${b})`,
    );
    for (const id of [a!, b!, c!]) await consume(id);
    expect((await tasksOf(a!))[0]).toMatchObject({ plan_id: planId, visitor_user_id: visitorId });
    expect((await tasksOf(b!))[0]).toMatchObject({ plan_id: planId, visitor_user_id: adminId });
    expect(await tasksOf(c!)).toHaveLength(0);
  });

  it("rule: the customer's evaluation through the public link appends order.evaluated, and an evaluation plan visits it", async () => {
    await onlyPlan({ visitType: 6 });
    const order = await completedOrder();
    const detail = (await as(t, admin).get(`/api/order/orderDetail?id=${order.id}`)).json().data;
    const token = (detail.evalUrl as string).replace('/eval/', '');
    const rated = await t.app.inject({
      method: 'POST',
      url: `/api/public/eval/${token}`,
      payload: { solved: true, quality: 5, attitude: 5, speed: 4 },
    });
    expect(rated.statusCode, rated.body).toBe(200);
    await t.app.ctx.events.idle();
    const [event] = await rows<{ actor: number | null }>(
      t.database.db,
      sql`select actor_user_id::int as actor from domain_events
           where enterprise_id = 1 and kind = 'order.evaluated' and object_id = ${order.id}`,
    );
    expect(event).toEqual({ actor: null });
    expect(await tasksOf(order.id)).toMatchObject([{ visit_type: 6 }]);
    await t.database.db.execute(sql`update return_visit_plans set enabled = false where enterprise_id = 1`);
  });

  it('an evaluation creates a type-6 visit only under an evaluation plan', async () => {
    const [orderId] = await unvisitedOrders(1);
    await consume(orderId!, 'order.evaluated');
    expect(await tasksOf(orderId!)).toHaveLength(0);
    await onlyPlan({ visitType: 6 });
    await consume(orderId!, 'order.evaluated');
    expect(await tasksOf(orderId!)).toMatchObject([{ visit_type: 6 }]);
    await t.database.db.execute(sql`update return_visit_plans set enabled = false where enterprise_id = 1`);
  });
});

describe('plans', () => {
  it('rule: several designated visitors are refused for the free tier, allowed for a paid one', async () => {
    const free = await loginAs(t.app, 'freeAdministrator');
    const refused = await savePlan(free, { visitorIds: [1, 2] });
    expectRefusal(refused, 403, 'PAID_FEATURE');
    const one = await savePlan(free, { name: 'one visitor', visitorIds: [] });
    expect(one.statusCode, one.body).toBe(200);
    const paid = await savePlan(admin, { name: 'two visitors', visitorIds: [visitorId, adminId] });
    expect(paid.statusCode, paid.body).toBe(200);
  });

  it('visitors must be enabled users who may perform visits; names are unique', async () => {
    const staffId = await userId(t, 'serviceStaff');
    expectRefusal(
      await savePlan(admin, { name: 'x1', visitorIds: [staffId] }),
      400,
      'VISITOR_NOT_ALLOWED',
      'visitorIds',
    );
    expectRefusal(
      await savePlan(admin, { name: 'x2', visitorIds: [99_999_999] }),
      400,
      'VISITOR_NOT_FOUND',
      'visitorIds',
    );
    expectRefusal(await savePlan(admin, { name: 'two visitors' }), 409, 'PLAN_NAME_TAKEN', 'name');
  });

  it('bad input answers 400 naming the field, in the caller language, and writes nothing', async () => {
    const res = await savePlan(admin, { name: 'ratio', sampleMode: 'ratio' });
    expectRefusal(res, 400, 'VALIDATION', 'sampleRatio');
    expect(res.json().message).toContain('抽样比例');
    expectRefusal(
      await savePlan(admin, { name: 'ratio', sampleMode: 'ratio', sampleRatio: 101 }),
      400,
      'VALIDATION',
      'sampleRatio',
    );
    const [{ n }] = (await rows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from return_visit_plans where name = 'ratio'`,
    )) as [{ n: number }];
    expect(n).toBe(0);
  });

  it('rule: the return-visit staff may not manage plans; the administrator may; delete is soft', async () => {
    expectRefusal(await savePlan(visitor, { name: 'mine' }), 403, 'NO_PERMISSION');
    const id = (await savePlan(admin, { name: 'to delete' })).json().data.id;
    const del = await as(t, admin).del(`/api/v2/returnVisitPlan/delete/${id}`);
    expect(del.statusCode, del.body).toBe(200);
    expectRefusal(await as(t, admin).get(`/api/v2/returnVisitPlan/detail/${id}`), 404, 'PLAN_NOT_FOUND');
  });
});

describe('visiting', () => {
  it('rule: the return-visit staff submits a pending visit as passed, once; the order timeline says so', async () => {
    const task = await pendingTask();
    const res = await as(t, visitor).post('/api/v2/returnvisitTask/submit', {
      id: task.id,
      result: 'passed',
      values: { [satisfaction]: '满意' },
      note: '客户满意',
    });
    expect(res.statusCode, res.body).toBe(200);
    const detail = (await as(t, visitor).get(`/api/v2/returnvisitTask/detail/${task.id}`)).json().data;
    expect(detail).toMatchObject({
      state: RETURN_VISIT_STATES.passed,
      note: '客户满意',
      visitor: { id: visitorId },
      submittedBy: { id: visitorId },
      canSubmit: false,
      canFollowUp: false,
    });
    expect(detail.values[satisfaction]).toBe('满意');
    const again = await as(t, admin).post('/api/v2/returnvisitTask/submit', {
      id: task.id,
      result: 'failed',
      values: { [satisfaction]: '满意' },
    });
    expectRefusal(again, 409, 'TASK_DONE');
    const log = await as(t, admin).get(`/api/order/getOrderTab/${task.orderId}`);
    expect(log.body).toContain('returnVisitPassed');
  });

  it('rule: the visit form is checked by the forms engine (a required answer missing is 400 naming it)', async () => {
    const task = await pendingTask();
    const res = await as(t, visitor).post('/api/v2/returnvisitTask/submit', {
      id: task.id,
      result: 'passed',
      values: {},
    });
    expectRefusal(res, 400, 'FIELD_INVALID', satisfaction);
    expect((await tasksOf(task.orderId))[0]!.state).toBe(RETURN_VISIT_STATES.pending);
  });

  it('rule: a failed visit raises one follow-up order for the same customer, linked to the task', async () => {
    const task = await pendingTask(null, defaultTemplate);
    const failed = await as(t, visitor).post('/api/v2/returnvisitTask/submit', {
      id: task.id,
      result: 'failed',
      values: { [satisfaction]: '不满意' },
      note: '仍有异响',
    });
    expect(failed.statusCode, failed.body).toBe(200);
    const res = await as(t, visitor).post('/api/v2/returnvisitTask/followUp', { id: task.id });
    expect(res.statusCode, res.body).toBe(200);
    const followUp = res.json().data as { id: number; orderNo: string };
    const detail = (await as(t, visitor).get(`/api/v2/returnvisitTask/detail/${task.id}`)).json().data;
    expect(detail).toMatchObject({
      followUpOrderId: followUp.id,
      followUpOrderNo: followUp.orderNo,
      canFollowUp: false,
    });
    const [original, raised] = await rows<{ customer_id: number; description: string | null }>(
      t.database.db,
      sql`select customer_id::int as customer_id, description from orders
           where enterprise_id = 1 and id in (${task.orderId}, ${followUp.id}) order by id`,
    );
    expect(raised!.customer_id).toBe(original!.customer_id);
    expect(raised!.description).toBe('仍有异响');
    expectRefusal(
      await as(t, visitor).post('/api/v2/returnvisitTask/followUp', { id: task.id }),
      409,
      'FOLLOW_UP_EXISTS',
    );
  });

  it("the follow-up order passes its template's checks: a refusal names the field and releases the claim", async () => {
    const repair = await orderTemplateId(t, '上门维修');
    const task = await pendingTask(null, repair);
    await as(t, visitor).post('/api/v2/returnvisitTask/submit', {
      id: task.id,
      result: 'failed',
      values: { [satisfaction]: '一般' },
    });
    const refused = await as(t, visitor).post('/api/v2/returnvisitTask/followUp', { id: task.id });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().code).toBe('FIELD_INVALID');
    const fieldId = refused.json().field as string;
    const res = await as(t, visitor).post('/api/v2/returnvisitTask/followUp', {
      id: task.id,
      customValues: { [fieldId]: '漏水' },
    });
    expect(res.statusCode, res.body).toBe(200);
  });

  it('only a failed visit raises a follow-up order', async () => {
    const task = await pendingTask();
    expectRefusal(
      await as(t, visitor).post('/api/v2/returnvisitTask/followUp', { id: task.id }),
      409,
      'FOLLOW_UP_NOT_FAILED',
    );
  });

  it('rule: a visit designated to another visitor is refused; service staff may not see or submit visits', async () => {
    const task = await pendingTask(adminId);
    expectRefusal(
      await as(t, visitor).post('/api/v2/returnvisitTask/submit', {
        id: task.id,
        result: 'passed',
        values: { [satisfaction]: '满意' },
      }),
      403,
      'NOT_YOUR_TASK',
    );
    expectRefusal(await as(t, staff).get('/api/v2/returnvisitTask/list'), 403, 'NO_PERMISSION');
    expectRefusal(
      await as(t, staff).post('/api/v2/returnvisitTask/submit', { id: task.id, result: 'passed' }),
      403,
      'NO_PERMISSION',
    );
  });

  it('rule: another enterprise’s task answers 404 like one that does not exist', async () => {
    const task = await pendingTask();
    const other = await otherEnterprise(t);
    for (const res of [
      await as(t, other.session).get(`/api/v2/returnvisitTask/detail/${task.id}`),
      await as(t, other.session).get(`/api/v2/returnvisitTask/visitOrderDetail/${task.id}`),
      await as(t, other.session).post('/api/v2/returnvisitTask/submit', { id: task.id, result: 'passed' }),
      await as(t, other.session).post('/api/v2/returnvisitTask/sendSms', { id: task.id, content: 'hi' }),
    ])
      expectRefusal(res, 404, 'TASK_NOT_FOUND', 'id');
    const list = (await as(t, other.session).get('/api/v2/returnvisitTask/list')).json().data;
    expect(list.total).toBe(0);
  });

  it('bad input answers 400 naming the field', async () => {
    expectRefusal(
      await as(t, visitor).post('/api/v2/returnvisitTask/submit', { id: 1, result: 'maybe' }),
      400,
      'VALIDATION',
      'result',
    );
    expectRefusal(
      await as(t, visitor).get('/api/v2/returnvisitTask/list?state=9'),
      400,
      'VALIDATION',
      'state',
    );
    expectRefusal(
      await as(t, visitor).post('/api/v2/returnvisitTask/sendSms', { id: 1, content: '' }),
      400,
      'VALIDATION',
      'content',
    );
    expectRefusal(
      await as(t, visitor).get('/api/v2/returnVisitReport?from=2026-02-01&to=2026-01-01'),
      400,
      'VALIDATION',
      'to',
    );
  });

  it('the visitor messages the customer through the SMS provider, at most five times', async () => {
    const task = await pendingTask();
    const [phone] = await rows<{ p: string | null }>(
      t.database.db,
      sql`select contact_phone as p from return_visit_tasks where enterprise_id = 1 and id = ${task.id}`,
    );
    if (!phone?.p) {
      expectRefusal(
        await as(t, visitor).post('/api/v2/returnvisitTask/sendSms', { id: task.id, content: '您好' }),
        409,
        'NO_PHONE',
      );
      return;
    }
    for (let i = 0; i < 5; i++) {
      const res = await as(t, visitor).post('/api/v2/returnvisitTask/sendSms', {
        id: task.id,
        content: `您好 ${i}`,
      });
      expect(res.statusCode, res.body).toBe(200);
    }
    const sent = await rows<{ content: string }>(
      t.database.db,
      sql`select content from sms_outbox where phone = ${phone.p} and template = 'return_visit' order by id`,
    );
    expect(sent.map((s) => s.content)).toContain('您好 4');
    expectRefusal(
      await as(t, visitor).post('/api/v2/returnvisitTask/sendSms', { id: task.id, content: 'x' }),
      429,
      'SMS_LIMIT',
    );
  });

  it('a visit added by hand needs a completed order, once per order', async () => {
    const [open] = await rows<{ id: number }>(
      t.database.db,
      sql`select id::int as id from orders where enterprise_id = 1 and state = 2 and deleted_at is null limit 1`,
    );
    expectRefusal(
      await as(t, visitor).post('/api/v2/returnvisitTask/create', { orderId: open!.id }),
      409,
      'ORDER_NOT_VISITABLE',
      'orderId',
    );
    const task = await pendingTask();
    expectRefusal(
      await as(t, visitor).post('/api/v2/returnvisitTask/create', { orderId: task.orderId }),
      409,
      'TASK_EXISTS',
      'orderId',
    );
  });
});

describe('lists, badge and report', () => {
  it('the list filters in SQL and the counts add up; the badge counts the caller’s pending work', async () => {
    const counts = (await as(t, visitor).get('/api/v2/returnvisitTask/count')).json().data;
    expect(counts.total).toBe(counts.pending + counts.failed + counts.passed);
    const pending = (await as(t, visitor).get('/api/v2/returnvisitTask/list?state=1&pageSize=5')).json().data;
    expect(pending.total).toBe(counts.pending);
    expect(pending.list.every((r: { state: number }) => r.state === 1)).toBe(true);
    const mine = (await as(t, visitor).get('/api/v2/returnvisitTask/count?mine=1')).json().data;
    const badge = (await as(t, visitor).get('/api/v2/order/getAllVisitCount?dataType=0')).json().data;
    expect(badge).toBe(mine.pending);
    const designated = (await as(t, visitor).get('/api/v2/order/getAllVisitCount?dataType=1')).json().data;
    expect(designated).toBeLessThanOrEqual(badge);
  });

  it('the report counts visits and rates by period and visitor', async () => {
    // the report's dates are the enterprise's (China time), not UTC: after 16:00 UTC today is tomorrow there
    const today = dateIn(RETURN_VISIT_TIME_ZONE);
    const from = dateIn(RETURN_VISIT_TIME_ZONE, new Date(Date.now() - 180 * 86_400_000));
    const res = await as(t, admin).get(`/api/v2/returnVisitReport?from=${from}&to=${today}&period=month`);
    expect(res.statusCode, res.body).toBe(200);
    const r = res.json().data;
    const { created, pending, failed, passed, doneRate, passRate, followUps } = r.totals;
    expect(created).toBe(pending + failed + passed);
    expect(doneRate).toBe(Math.round((1000 * (failed + passed)) / created) / 10);
    expect(passRate).toBe(Math.round((1000 * passed) / (failed + passed)) / 10);
    expect(followUps).toBeGreaterThanOrEqual(1);
    expect(r.byPeriod.reduce((s: number, p: { created: number }) => s + p.created, 0)).toBe(created);
    expect(r.byVisitor.reduce((s: number, p: { created: number }) => s + p.created, 0)).toBe(created);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { TAG_OBJECT_KINDS, addDays, dueDatesBetween } from '@fieldline/domain';
import { rows } from '../../db/client';
import { asTenant } from '../../core/tenant';
import { as, expectRefusal, loginAs, testApp, type Session, type TestApp } from '../../test/app';
import { otherEnterprise, userId } from '../../test/data';
import { orderTemplateId, serveToCompletion, setTemplateSettings } from '../orders/test-helpers';
import { produce } from './production';
import { tasksOfPlan, today } from './test-helpers';

let t: TestApp;
let admin: Session;
let staff: Session;
let dispatcher: Session;
let staffId: number;
let customers: number[];
let tagId: number;

const body = (extra: Record<string, unknown>) => ({
  name: '季度回访',
  cycleUnit: 'month',
  cycleValue: 1,
  startDate: today(),
  endDate: addDays(today(), 300),
  startTime: '10:00',
  aheadDays: 30,
  frequency: 'daily',
  staffUserId: staffId,
  ...extra,
});

async function savePlan(extra: Record<string, unknown>) {
  const res = await as(t, admin).post('/api/v2/cyclePlan/save', body(extra));
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.id as number;
}

const windowDues = () =>
  dueDatesBetween(
    { startDate: today(), endDate: addDays(today(), 300), cycleUnit: 'month', cycleValue: 1 },
    today(),
    addDays(today(), 30),
  );

beforeAll(async () => {
  t = await testApp();
  [admin, staff, dispatcher] = await Promise.all([
    loginAs(t.app, 'administrator'),
    loginAs(t.app, 'serviceStaff'),
    loginAs(t.app, 'dispatcher'),
  ]);
  staffId = await userId(t, 'serviceStaff');
  customers = (
    await rows<{ id: number }>(
      t.database.db,
      sql`select id::int as id from customers where enterprise_id = 1 and deleted_at is null order by id limit 3`,
    )
  ).map((r) => r.id);
  const [tag] = await rows<{ id: number }>(
    t.database.db,
    sql`insert into tags (enterprise_id, object_kind, name) values (1, ${TAG_OBJECT_KINDS.customer}, '季度回访客户')
        returning id::int as id`,
  );
  tagId = tag!.id;
  await t.database.db.execute(
    sql`insert into object_tags (enterprise_id, object_kind, object_id, tag_id)
        values (1, ${TAG_OBJECT_KINDS.customer}, ${customers[1]!}, ${tagId}),
               (1, ${TAG_OBJECT_KINDS.customer}, ${customers[2]!}, ${tagId})`,
  );
  await setTemplateSettings(t, await orderTemplateId(t), { nodes: { receipt: false, collection: false } });
}, 120_000);
afterAll(() => t?.close());

describe('customer service plans: saving (/cyclePlan)', () => {
  it('exactly one of customer or customer tag (400 naming customerId, both languages)', async () => {
    const none = await as(t, admin).post('/api/v2/cyclePlan/save', body({}));
    expectRefusal(none, 400, 'VALIDATION', 'customerId');
    const both = await as(t, admin).post(
      '/api/v2/cyclePlan/save',
      body({ customerId: customers[0], customerTagId: tagId }),
      { 'accept-language': 'en-GB', lang: 'en_GB' },
    );
    expect(both.statusCode).toBe(400);
    expect(both.json().field).toBe('customerId');
    expect(both.json().message).toMatch(/either one customer or one customer tag/);
  });

  it('task span at most one year (400 naming endDate); staff or team (400 naming staffUserId)', async () => {
    expectRefusal(
      await as(t, admin).post(
        '/api/v2/cyclePlan/save',
        body({ customerId: customers[0], endDate: addDays(today(), 400) }),
      ),
      400,
      'VALIDATION',
      'endDate',
    );
    expectRefusal(
      await as(t, admin).post(
        '/api/v2/cyclePlan/save',
        body({ customerId: customers[0], staffUserId: null }),
      ),
      400,
      'VALIDATION',
      'staffUserId',
    );
    expectRefusal(
      await as(t, admin).post(
        '/api/v2/cyclePlan/save',
        body({ customerId: customers[0], cycleUnit: 'week' }),
      ),
      400,
      'VALIDATION',
      'cycleUnit',
    );
  });

  it('an order tag or unknown tag is refused (400 naming customerTagId); an unknown customer 404 naming customerId', async () => {
    const [orderTag] = await rows<{ id: number }>(
      t.database.db,
      sql`insert into tags (enterprise_id, object_kind, name) values (1, ${TAG_OBJECT_KINDS.order}, '工单标签X')
          returning id::int as id`,
    );
    expectRefusal(
      await as(t, admin).post('/api/v2/cyclePlan/save', body({ customerTagId: orderTag!.id })),
      400,
      'TAG_NOT_FOUND',
      'customerTagId',
    );
    expectRefusal(
      await as(t, admin).post('/api/v2/cyclePlan/save', body({ customerId: 99_999_999 })),
      404,
      'CUSTOMER_NOT_FOUND',
      'customerId',
    );
  });

  it('saves, lists (also by a customer reached through its tag), counts, details, changes and deletes', async () => {
    const own = await savePlan({ customerId: customers[0], name: '单客户计划' });
    const byTag = await savePlan({ customerTagId: tagId, name: '标签计划' });
    const list = (await as(t, admin).get('/api/v2/cyclePlan/list?pageSize=50')).json().data;
    expect(list.list.map((p: { id: number }) => p.id)).toEqual(expect.arrayContaining([own, byTag]));
    const tagged = (await as(t, admin).get(`/api/v2/cyclePlan/list?customerId=${customers[1]}`)).json().data;
    expect(tagged.list.map((p: { id: number }) => p.id)).toContain(byTag);
    expect(tagged.list.map((p: { id: number }) => p.id)).not.toContain(own);
    const count = (await as(t, admin).get(`/api/v2/cyclePlan/count?customerId=${customers[0]}`)).json().data;
    expect(count.total).toBeGreaterThanOrEqual(1);
    const detail = (await as(t, admin).get(`/api/v2/cyclePlan/detail/${byTag}`)).json().data;
    expect(detail).toMatchObject({ customerTagId: tagId, tagName: '季度回访客户', customersReached: 2 });
    const reached = (await as(t, admin).get(`/api/v2/cyclePlan/customers?id=${byTag}`)).json().data;
    expect(reached.list.map((c: { id: number }) => c.id).sort()).toEqual([customers[1], customers[2]].sort());
    const changed = await as(t, admin).post(
      '/api/v2/cyclePlan/save',
      body({ id: own, customerId: customers[0], name: '改名' }),
    );
    expect(changed.statusCode, changed.body).toBe(200);
    expect((await as(t, admin).get(`/api/v2/cyclePlan/detail/${own}`)).json().data.name).toBe('改名');
    // a maintenance plan list never shows them, and their ids are not maintenance plans
    expectRefusal(await as(t, admin).get(`/api/v2/maintenance/plan/detail/${own}`), 404, 'PLAN_NOT_FOUND');
    expect((await as(t, admin).del(`/api/v2/cyclePlan/delete/${own}`)).statusCode).toBe(200);
    expectRefusal(await as(t, admin).get(`/api/v2/cyclePlan/detail/${own}`), 404, 'SERVICE_PLAN_NOT_FOUND');
  });

  it('per role: dispatcher (no 11801) 403 on the list; service staff (no 11803) 403 on save', async () => {
    expect((await as(t, dispatcher).get('/api/v2/cyclePlan/list')).statusCode).toBe(403);
    expect(
      (await as(t, staff).post('/api/v2/cyclePlan/save', body({ customerId: customers[0] }))).statusCode,
    ).toBe(403);
    expect((await as(t, dispatcher).get('/api/v2/cyclePlan/remind/list')).statusCode).toBe(403);
  });

  it("another enterprise's plan and reminder answer 404", async () => {
    const id = await savePlan({ customerId: customers[0] });
    await as(t, admin).post('/api/v2/cyclePlan/production', { id });
    const [task] = await tasksOfPlan(t, id);
    const other = await otherEnterprise(t);
    expectRefusal(
      await as(t, other.session).get(`/api/v2/cyclePlan/detail/${id}`),
      404,
      'SERVICE_PLAN_NOT_FOUND',
    );
    expectRefusal(
      await as(t, other.session).post('/api/v2/cyclePlan/production', { id }),
      404,
      'SERVICE_PLAN_NOT_FOUND',
    );
    expectRefusal(
      await as(t, other.session).post('/api/v2/cyclePlan/remind/done', { id: task!.id }),
      404,
      'TASK_NOT_FOUND',
    );
    expect((await as(t, other.session).get('/api/v2/cyclePlan/remind/list')).json().data.total).toBe(0);
  });
});

describe('customer service plans: production (follow-up reminders and orders)', () => {
  it('a tag plan gives one reminder per tagged customer and due date; /followRemind lists them; done closes one', async () => {
    const id = await savePlan({ customerTagId: tagId });
    const res = await as(t, admin).post('/api/v2/cyclePlan/production', { id });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toEqual({ tasks: windowDues().length * 2, orders: 0 });
    const again = await as(t, admin).post('/api/v2/cyclePlan/production', { id });
    expect(again.json().data).toEqual({ tasks: 0, orders: 0 });
    const reminders = (await as(t, admin).get(`/api/v2/cyclePlan/remind/list?planId=${id}`)).json().data;
    expect(reminders.total).toBe(windowDues().length * 2);
    expect(new Set(reminders.list.map((r: { customerId: number }) => r.customerId))).toEqual(
      new Set([customers[1], customers[2]]),
    );
    expect(reminders.list[0]).toMatchObject({ planKind: 'service', contractId: null, orderId: null });
    // a maintenance task list leaves them out
    const maintenance = (await as(t, admin).get(`/api/v2/maintenance/task/list?planId=${id}`)).json().data;
    expect(maintenance.total).toBe(0);
    const first = reminders.list[0] as { id: number };
    const done = await as(t, admin).post('/api/v2/cyclePlan/remind/done', {
      id: first.id,
      note: '已电话回访',
    });
    expect(done.statusCode, done.body).toBe(200);
    expectRefusal(
      await as(t, admin).post('/api/v2/cyclePlan/remind/done', { id: first.id }),
      409,
      'REMIND_NOT_OPEN',
    );
    const counts = (await as(t, admin).get(`/api/v2/cyclePlan/remind/count?planId=${id}`)).json().data;
    expect(counts).toMatchObject({ completed: 1, incomplete: windowDues().length * 2 - 1 });
    expectRefusal(
      await as(t, admin).post('/api/v2/cyclePlan/remind/done', { id: 'x' }),
      400,
      'VALIDATION',
      'id',
    );
  });

  it('a customer tagged later is reached by the next run, each due date once', async () => {
    const id = await savePlan({ customerTagId: tagId, name: '后加标签' });
    await as(t, admin).post('/api/v2/cyclePlan/production', { id });
    await t.database.db.execute(
      sql`insert into object_tags (enterprise_id, object_kind, object_id, tag_id)
          values (1, ${TAG_OBJECT_KINDS.customer}, ${customers[0]!}, ${tagId})`,
    );
    const next = (await as(t, admin).post('/api/v2/cyclePlan/production', { id })).json().data;
    expect(next.tasks).toBe(windowDues().length);
    await t.database.db.execute(
      sql`delete from object_tags where enterprise_id = 1 and tag_id = ${tagId} and object_id = ${customers[0]!}`,
    );
  });

  it('a plan raising orders: each due date an order for the customer; completing the order completes the reminder', async () => {
    const id = await savePlan({ customerId: customers[0], autoOrder: true, name: '上门保养' });
    const res = (await as(t, admin).post('/api/v2/cyclePlan/production', { id })).json().data;
    expect(res).toEqual({ tasks: windowDues().length, orders: windowDues().length });
    const [task] = await tasksOfPlan(t, id);
    expect(task!.order_id).toBeTruthy();
    const [order] = await rows<{ customer_id: number; server_user_id: number; title: string }>(
      t.database.db,
      sql`select customer_id::int as customer_id, server_user_id::int as server_user_id, title
            from orders where enterprise_id = 1 and id = ${task!.order_id}`,
    );
    expect(order).toMatchObject({ customer_id: customers[0], server_user_id: staffId });
    expect(order!.title).toContain('上门保养');
    expectRefusal(
      await as(t, admin).post('/api/v2/cyclePlan/remind/done', { id: task!.id }),
      409,
      'TASK_HAS_ORDER',
    );
    expectRefusal(await as(t, admin).del(`/api/v2/cyclePlan/delete/${id}`), 409, 'PLAN_HAS_ORDERS');
    await serveToCompletion(t, staff, task!.order_id!);
    await t.app.ctx.events.idle();
    const [after] = await tasksOfPlan(t, id);
    expect(after!.state).toBe(1);
  });

  it('idempotent: two runs at once create each reminder and order once', async () => {
    const id = await savePlan({ customerTagId: tagId, autoOrder: true, name: '并发' });
    const ep = { db: t.database.db, enterpriseId: 1 };
    const runs = await asTenant(1, () =>
      Promise.all([produce(ep, { planIds: [id] }), produce(ep, { planIds: [id] })]),
    );
    expect(runs[0]!.tasks + runs[1]!.tasks).toBe(windowDues().length * 2);
    expect(runs[0]!.orders + runs[1]!.orders).toBe(windowDues().length * 2);
    const tasks = await tasksOfPlan(t, id);
    expect(tasks).toHaveLength(windowDues().length * 2);
    expect(new Set(tasks.map((k) => k.order_id)).size).toBe(tasks.length);
  });

  it('a disabled plan is not produced (409 on demand)', async () => {
    const id = await savePlan({ customerId: customers[0], enabled: false });
    expectRefusal(await as(t, admin).post('/api/v2/cyclePlan/production', { id }), 409, 'PLAN_DISABLED');
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { addDays, dueDatesBetween, producesOn, spanWithinYear } from '@fieldline/domain';
import { rows } from '../../db/client';
import { asTenant } from '../../core/tenant';
import { as, expectRefusal, loginAs, testApp, type Session, type TestApp } from '../../test/app';
import { otherEnterprise, userId } from '../../test/data';
import { orderTemplateId, serveToCompletion, setTemplateSettings } from '../orders/test-helpers';
import { produce, produceAll } from './production';
import { customerWithDevices, planBody, saveContract, savePlan, tasksOfPlan, today } from './test-helpers';

let t: TestApp;
let admin: Session;
let staff: Session;
let dispatcher: Session;
let staffId: number;
let customerId: number;
let deviceIds: number[];

beforeAll(async () => {
  t = await testApp();
  [admin, staff, dispatcher] = await Promise.all([
    loginAs(t.app, 'administrator'),
    loginAs(t.app, 'serviceStaff'),
    loginAs(t.app, 'dispatcher'),
  ]);
  staffId = await userId(t, 'serviceStaff');
  ({ customerId, deviceIds } = await customerWithDevices(t));
  await setTemplateSettings(t, await orderTemplateId(t), { nodes: { receipt: false, collection: false } });
}, 120_000);
afterAll(() => t?.close());

describe('schedule rules (packages/domain)', () => {
  it('task span at most one year (SB:95)', () => {
    expect(spanWithinYear('2026-01-31', '2027-01-31')).toBe(true);
    expect(spanWithinYear('2026-01-31', '2027-02-01')).toBe(false);
    expect(spanWithinYear('2026-03-01', '2026-02-28')).toBe(false);
  });
  it('monthly cycles count from the start (31 Jan → 28 Feb → 31 Mar), never before the window', () => {
    const plan = {
      startDate: '2026-01-31',
      endDate: '2026-12-31',
      cycleUnit: 'month' as const,
      cycleValue: 1,
    };
    expect(dueDatesBetween(plan, '2026-01-01', '2026-04-01')).toEqual([
      '2026-01-31',
      '2026-02-28',
      '2026-03-31',
    ]);
    expect(dueDatesBetween(plan, '2026-02-01', '2026-03-01')).toEqual(['2026-02-28']);
    expect(dueDatesBetween({ ...plan, cycleUnit: 'day', cycleValue: 7 }, '2026-02-01', '2026-02-14')).toEqual(
      ['2026-02-07', '2026-02-14'],
    );
  });
  it('the scheduled run: daily every day, weekly on Sunday, monthly on the 1st (SB:156)', () => {
    expect(producesOn('daily', '2026-11-25')).toBe(true);
    expect(producesOn('weekly', '2026-11-29')).toBe(true); // a Sunday
    expect(producesOn('weekly', '2026-11-30')).toBe(false);
    expect(producesOn('monthly', '2026-12-01')).toBe(true);
    expect(producesOn('monthly', '2026-12-02')).toBe(false);
  });
});

describe('maintenance contracts', () => {
  it('name, customer, date and amount are required (400 naming the field, both languages)', async () => {
    const res = await as(t, admin).post('/api/v2/maintenance/contract/save', { name: 'X', customerId });
    expectRefusal(res, 400, 'VALIDATION', 'contractDate');
    const en = await as(t, admin).post(
      '/api/v2/maintenance/contract/save',
      { customerId, contractDate: today(), amount: '1' },
      { 'accept-language': 'en-GB', lang: 'en_GB' },
    );
    expect(en.statusCode).toBe(400);
    expect(en.json().field).toBe('name');
    const amount = await as(t, admin).post('/api/v2/maintenance/contract/save', {
      name: 'X',
      customerId,
      contractDate: today(),
      amount: '1.234',
    });
    expectRefusal(amount, 400, 'VALIDATION', 'amount');
    const before = await rows(t.database.db, sql`select 1 from maintenance_contracts where name = 'X'`);
    expect(before).toHaveLength(0);
  });

  it('saves, lists, counts, details and deletes; money stays exact', async () => {
    const id = await saveContract(t, admin, { name: '列表合同', customerId, amount: '0.10' });
    const list = await as(t, admin).get(
      '/api/v2/maintenance/contract/list?pageSize=10&pageIndex=0&keyword=列表',
    );
    expect(list.json().data.total).toBe(1);
    expect(list.json().data.list[0]).toMatchObject({ id, amount: '0.10', customerId });
    const count = await as(t, admin).get('/api/v2/maintenance/contract/count?keyword=列表');
    expect(count.json().data.total).toBe(1);
    const detail = await as(t, admin).get(`/api/v2/maintenance/contract/detail/${id}`);
    expect(detail.json().data).toMatchObject({ name: '列表合同', planCount: 0 });
    expect((await as(t, admin).del(`/api/v2/maintenance/contract/delete/${id}`)).statusCode).toBe(200);
    expectRefusal(
      await as(t, admin).get(`/api/v2/maintenance/contract/detail/${id}`),
      404,
      'CONTRACT_NOT_FOUND',
    );
  });

  it("another enterprise's contract answers like a missing one (404); staff without 11802 is refused (403)", async () => {
    const id = await saveContract(t, admin, { customerId });
    const other = await otherEnterprise(t);
    expectRefusal(
      await as(t, other.session).get(`/api/v2/maintenance/contract/detail/${id}`),
      404,
      'CONTRACT_NOT_FOUND',
    );
    const res = await as(t, other.session).post(
      '/api/v2/maintenance/plan/save',
      planBody({ contractId: id, staffUserId: 1 }),
    );
    expect(res.statusCode).toBe(404);
    const denied = await as(t, staff).post('/api/v2/maintenance/contract/save', {
      name: 'N',
      customerId,
      contractDate: today(),
      amount: '1',
    });
    expect(denied.statusCode).toBe(403);
  });
});

describe('maintenance plans', () => {
  it('task span at most one year; staff or team; devices of the contract customer', async () => {
    const contractId = await saveContract(t, admin, { customerId });
    const span = await as(t, admin).post(
      '/api/v2/maintenance/plan/save',
      planBody({ contractId, staffUserId: staffId, endDate: addDays(today(), 400) }),
    );
    expectRefusal(span, 400, 'VALIDATION', 'endDate');
    const nobody = await as(t, admin).post('/api/v2/maintenance/plan/save', planBody({ contractId }));
    expectRefusal(nobody, 400, 'VALIDATION', 'staffUserId');
    const [foreign] = await rows<{ id: number }>(
      t.database.db,
      sql`select id::int as id from customer_products where enterprise_id = 1 and customer_id <> ${customerId} limit 1`,
    );
    const device = await as(t, admin).post(
      '/api/v2/maintenance/plan/save',
      planBody({ contractId, staffUserId: staffId, equipmentIds: [foreign!.id] }),
    );
    expectRefusal(device, 400, 'EQUIPMENT_NOT_FOUND', 'equipmentIds');
    const ahead = await as(t, admin).post(
      '/api/v2/maintenance/plan/save',
      planBody({ contractId, staffUserId: staffId, aheadDays: 10 }),
    );
    expectRefusal(ahead, 400, 'VALIDATION', 'aheadDays');
    const id = await savePlan(t, admin, { contractId, staffUserId: staffId, equipmentIds: deviceIds });
    const detail = (await as(t, admin).get(`/api/v2/maintenance/plan/detail/${id}`)).json().data;
    expect(detail.equipment.map((e: { id: number }) => e.id)).toEqual(deviceIds);
    const covering = await as(t, admin).get(
      `/api/v2/maintenance/plan/list?pageSize=10&pageIndex=0&equipmentId=${deviceIds[0]}`,
    );
    expect(covering.json().data.list.map((p: { id: number }) => p.id)).toContain(id);
    // the equipment detail's plans tab names each plan's contract
    const mine = covering.json().data.list.find((p: { id: number }) => p.id === id);
    expect(mine.contractName).toEqual(expect.any(String));
    expect(mine.contractId).toBe(contractId);
  });
});

describe('production: tasks ahead and their orders', () => {
  it('a monthly plan for two devices produces the window’s tasks; one becomes an order; completing the order completes the task', async () => {
    const contractId = await saveContract(t, admin, { customerId });
    const planId = await savePlan(t, admin, {
      contractId,
      staffUserId: staffId,
      equipmentIds: deviceIds,
      aheadDays: 30,
    });
    const res = await as(t, admin).post('/api/v2/maintenance/plan/production', { id: planId });
    expect(res.statusCode, res.body).toBe(200);
    const expected = dueDatesBetween(
      { startDate: today(), endDate: addDays(today(), 300), cycleUnit: 'month', cycleValue: 1 },
      today(),
      addDays(today(), 30),
    );
    expect(res.json().data.tasks).toBe(expected.length);
    const [task] = await tasksOfPlan(t, planId);
    const made = await as(t, admin).post('/api/v2/maintenance/task/production', { id: task!.id });
    expect(made.statusCode, made.body).toBe(200);
    const orderId = made.json().data.orderId as number;
    expectRefusal(
      await as(t, admin).post('/api/v2/maintenance/task/production', { id: task!.id }),
      409,
      'TASK_HAS_ORDER',
    );
    const detail = (await as(t, admin).get(`/api/v2/maintenance/task/detail/${task!.id}`)).json().data;
    expect(detail).toMatchObject({ orderId, state: 0, customerId });
    expect(detail.equipment).toHaveLength(2);
    await serveToCompletion(t, staff, orderId);
    await t.app.ctx.events.idle();
    const after = (await as(t, admin).get(`/api/v2/maintenance/task/detail/${task!.id}`)).json().data;
    expect(after.state).toBe(1);
    const counts = (await as(t, admin).get(`/api/v2/maintenance/task/count?planId=${planId}`)).json().data;
    expect(counts).toMatchObject({ total: expected.length, completed: 1 });
  });

  it('idempotent: two runs at once create each task and order once', async () => {
    const contractId = await saveContract(t, admin, { customerId });
    const planId = await savePlan(t, admin, {
      contractId,
      staffUserId: staffId,
      cycleUnit: 'day',
      cycleValue: 3,
      autoOrder: true,
      aheadDays: 14,
    });
    const ep = { db: t.database.db, enterpriseId: 1 };
    const runs = await asTenant(1, () =>
      Promise.all([produce(ep, { planIds: [planId] }), produce(ep, { planIds: [planId] })]),
    );
    const tasks = await tasksOfPlan(t, planId);
    expect(tasks.length).toBe(5); // today + 3, 6, 9, 12
    expect(runs[0]!.tasks + runs[1]!.tasks).toBe(5);
    expect(runs[0]!.orders + runs[1]!.orders).toBe(5);
    expect(new Set(tasks.map((k) => k.order_id)).size).toBe(5);
    expect(tasks.every((k) => k.order_id)).toBe(true);
  });

  it('idempotent: a run that crashes half-way and reruns creates each task and order once', async () => {
    const contractId = await saveContract(t, admin, { customerId });
    const planId = await savePlan(t, admin, {
      contractId,
      teamId: null,
      staffUserId: staffId,
      cycleUnit: 'day',
      cycleValue: 2,
      autoOrder: true,
      aheadDays: 7,
    });
    const ep = { db: t.database.db, enterpriseId: 1 };
    let made = 0;
    const crash = asTenant(1, () =>
      produce(ep, {
        planIds: [planId],
        afterOrder: () => {
          if (++made === 2) throw new Error('simulated crash');
        },
      }),
    );
    await expect(crash).rejects.toThrow('simulated crash');
    const half = await tasksOfPlan(t, planId);
    expect(half.filter((k) => k.order_id)).toHaveLength(2);
    const rerun = await asTenant(1, () => produce(ep, { planIds: [planId] }));
    expect(rerun).toEqual({ tasks: 0, orders: 2 });
    const tasks = await tasksOfPlan(t, planId);
    expect(tasks).toHaveLength(4); // today + 2, 4, 6
    expect(new Set(tasks.map((k) => k.order_id)).size).toBe(4);
    const [orders] = await rows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from orders where enterprise_id = 1
           and id in (select order_id from maintenance_tasks where enterprise_id = 1 and plan_id = ${planId})`,
    );
    expect(orders!.n).toBe(4);
  });

  it('the scheduled job produces only plans whose frequency falls on the day', async () => {
    const contractId = await saveContract(t, admin, { customerId });
    const sunday = '2026-11-29';
    const weekly = await savePlan(t, admin, {
      contractId,
      staffUserId: staffId,
      startDate: sunday,
      endDate: addDays(sunday, 100),
      frequency: 'weekly',
      cycleUnit: 'day',
      cycleValue: 7,
      aheadDays: 7,
    });
    const monthly = await savePlan(t, admin, {
      contractId,
      staffUserId: staffId,
      startDate: sunday,
      endDate: addDays(sunday, 100),
      frequency: 'monthly',
      aheadDays: 7,
    });
    await produceAll(t.database.db, sunday);
    expect((await tasksOfPlan(t, weekly)).map((k) => k.due_date)).toEqual([sunday, addDays(sunday, 7)]);
    expect(await tasksOfPlan(t, monthly)).toHaveLength(0);
  });

  it('tasks: disable, refuse changes once an order exists; another enterprise 404; dispatcher without 11804 403', async () => {
    const contractId = await saveContract(t, admin, { customerId });
    const planId = await savePlan(t, admin, { contractId, staffUserId: staffId });
    await as(t, admin).post('/api/v2/maintenance/contract/production', { id: contractId });
    const [task] = await tasksOfPlan(t, planId);
    const off = await as(t, admin).post('/api/v2/maintenance/task/save', { id: task!.id, state: 2 });
    expect(off.statusCode, off.body).toBe(200);
    expectRefusal(
      await as(t, admin).post('/api/v2/maintenance/task/production', { id: task!.id }),
      409,
      'TASK_NOT_OPEN',
    );
    const other = await otherEnterprise(t);
    expectRefusal(
      await as(t, other.session).get(`/api/v2/maintenance/task/detail/${task!.id}`),
      404,
      'TASK_NOT_FOUND',
    );
    expect(
      (await as(t, dispatcher).post('/api/v2/maintenance/task/save', { id: task!.id, state: 0 })).statusCode,
    ).toBe(403);
    expectRefusal(
      await as(t, admin).del(`/api/v2/maintenance/contract/delete/${contractId}`),
      409,
      'CONTRACT_HAS_PLANS',
    );
  });
});

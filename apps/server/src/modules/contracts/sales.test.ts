import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { SALES_TRANSITIONS, canSales, instalmentState } from '@fieldline/domain';
import { rows } from '../../db/client';
import { as, expectRefusal, loginAs, testApp, type Session, type TestApp } from '../../test/app';
import { otherEnterprise } from '../../test/data';
import { demoCustomerId } from '../orders/test-helpers';
import { addDays, today } from './test-helpers';
import { notifyExpiringContracts, notifyOverduePayments } from './reminders';

let t: TestApp;
let admin: Session;
let sales: Session;
let staff: Session;
let customerId: number;
let seq = 0;

beforeAll(async () => {
  t = await testApp();
  [admin, sales, staff] = await Promise.all([
    loginAs(t.app, 'administrator'),
    loginAs(t.app, 'salesperson'),
    loginAs(t.app, 'serviceStaff'),
  ]);
  customerId = await demoCustomerId(t);
}, 120_000);
afterAll(() => t?.close());

const body = (extra: Record<string, unknown> = {}) => ({
  contractNo: `SC-T-${++seq}`,
  name: '空调采购合同',
  customerId,
  contractDate: today(),
  products: [
    { name: '空调', quantity: 3, price: '1999.99' },
    { name: '安装', quantity: 1, price: '0.03' },
  ],
  ...extra,
});

async function create(s: Session, extra: Record<string, unknown> = {}) {
  const res = await as(t, s).post('/api/v2/salesContract/save', body(extra));
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as { id: number; amount: string };
}

const detail = async (s: Session, id: number) =>
  (await as(t, s).get(`/api/v2/salesContract/detail/${id}`)).json().data;

describe('sales contracts', () => {
  it('states 1 → 2 → 3 as a transitions table (SB:77)', () => {
    expect(SALES_TRANSITIONS.submit).toEqual({ from: 1, to: 2 });
    expect(canSales(1, 'approve')).toBe(false);
    expect(canSales(2, 'reject')).toBe(true);
    expect(instalmentState(100n, 0n)).toBe(1);
    expect(instalmentState(100n, 40n)).toBe(2);
    expect(instalmentState(100n, 100n)).toBe(3);
  });

  it('the amount is the products total in exact decimals; number unique; customer required (400 naming the field)', async () => {
    const { id, amount } = await create(sales);
    expect(amount).toBe('6000.00');
    expect((await detail(sales, id)).products[0]).toMatchObject({
      quantity: 3,
      price: '1999.99',
      amount: '5999.97',
    });
    const dup = await as(t, sales).post('/api/v2/salesContract/save', body({ contractNo: `SC-T-${seq}` }));
    expectRefusal(dup, 409, 'CONTRACT_NO_TAKEN', 'contractNo');
    expectRefusal(
      await as(t, sales).post('/api/v2/salesContract/save', body({ customerId: undefined })),
      400,
      'VALIDATION',
      'customerId',
    );
    expectRefusal(
      await as(t, sales).post('/api/v2/salesContract/save', body({ products: [] })),
      400,
      'VALIDATION',
      'products',
    );
    const huge = await as(t, sales).post(
      '/api/v2/salesContract/save',
      body({ products: [{ name: 'x', quantity: 1000, price: '9999999999999.00' }] }),
    );
    expectRefusal(huge, 400, 'AMOUNT_TOO_LARGE', 'products');
    const price = await as(t, sales).post(
      '/api/v2/salesContract/save',
      body({ products: [{ name: 'x', quantity: 1, price: '1.001' }] }),
    );
    expect(price.statusCode).toBe(400);
    expect(price.json().field).toContain('products');
  });

  it('approval: submit, reject needs a reason, approve; only from the allowed state; the log records each', async () => {
    const { id } = await create(sales);
    expectRefusal(await as(t, admin).post('/api/v2/salesContract/approve', { id }), 409, 'SALES_STATE');
    expect((await as(t, sales).post('/api/v2/salesContract/submit', { id })).statusCode).toBe(200);
    expect((await as(t, sales).post('/api/v2/salesContract/approve', { id })).statusCode).toBe(403);
    expectRefusal(
      await as(t, admin).post('/api/v2/salesContract/reject', { id, reason: ' ' }),
      400,
      'VALIDATION',
      'reason',
    );
    expect(
      (await as(t, admin).post('/api/v2/salesContract/reject', { id, reason: '价格有误' })).statusCode,
    ).toBe(200);
    let d = await detail(sales, id);
    expect(d).toMatchObject({ state: 1, rejectReason: '价格有误', actions: ['submit'] });
    await as(t, sales).post('/api/v2/salesContract/submit', { id });
    expect((await as(t, admin).post('/api/v2/salesContract/approve', { id })).statusCode).toBe(200);
    d = await detail(sales, id);
    expect(d.state).toBe(3);
    expect(d.log.map((l: { action: string }) => l.action)).toEqual([
      'create',
      'submit',
      'reject',
      'submit',
      'approve',
    ]);
    expectRefusal(
      await as(t, sales).post('/api/v2/salesContract/save', { ...body(), id }),
      409,
      'SALES_STATE',
    );
  });

  it('payment plans and payments: instalments within the amount, payments within what is due, states', async () => {
    const { id } = await create(sales);
    const plan = (amount: string, dueDate: string) =>
      as(t, sales).post('/api/v2/salesContract/paymentPlan/save', { contractId: id, amount, dueDate });
    const first = (await plan('4000.00', addDays(today(), -10))).json().data.id;
    const second = (await plan('2000.00', addDays(today(), 20))).json().data.id;
    expectRefusal(await plan('0.01', today()), 400, 'PAYMENT_PLANS_OVER', 'amount');
    const early = await as(t, sales).post('/api/v2/salesContract/payment/add', {
      paymentPlanId: first,
      amount: '1',
      paidOn: today(),
    });
    expectRefusal(early, 409, 'SALES_NOT_APPROVED', 'paymentPlanId');
    await as(t, sales).post('/api/v2/salesContract/submit', { id });
    await as(t, admin).post('/api/v2/salesContract/approve', { id });
    const pay = (paymentPlanId: number, amount: string) =>
      as(t, sales).post('/api/v2/salesContract/payment/add', { paymentPlanId, amount, paidOn: today() });
    expect((await pay(first, '1000.00')).statusCode).toBe(200);
    expectRefusal(await pay(first, '3000.01'), 400, 'PAYMENT_OVER', 'amount');
    let d = await detail(sales, id);
    expect(d.paymentPlans.map((p: { state: number; overdue: boolean }) => [p.state, p.overdue])).toEqual([
      [2, true],
      [1, false],
    ]);
    expect(d).toMatchObject({ received: '1000.00', paymentState: 2 });
    await pay(first, '3000.00');
    await pay(second, '2000.00');
    d = await detail(sales, id);
    expect(d).toMatchObject({ received: '6000.00', paymentState: 3 });
    expectRefusal(
      await as(t, sales).del(`/api/v2/salesContract/paymentPlan/delete/${second}`),
      409,
      'PAYMENT_PLAN_RECEIVED',
    );
    const status = await as(t, sales).post('/api/v2/salesContract/status', {
      id,
      shippingState: 3,
      signingState: 2,
    });
    expect(status.statusCode).toBe(200);
    expect(await detail(sales, id)).toMatchObject({ shippingState: 3, signingState: 2 });
  });

  it('the salesperson (type 5) sees their own contracts; another enterprise 404; staff without 11901 403', async () => {
    const { id } = await create(admin);
    expectRefusal(await as(t, sales).get(`/api/v2/salesContract/detail/${id}`), 404, 'CONTRACT_NOT_FOUND');
    const mine = (await as(t, sales).get('/api/v2/salesContract/list?pageSize=50&pageIndex=0')).json().data;
    expect(mine.list.every((c: { id: number }) => c.id !== id)).toBe(true);
    const all = (await as(t, admin).get('/api/v2/salesContract/list?pageSize=50&pageIndex=0')).json().data;
    expect(all.list.some((c: { id: number }) => c.id === id)).toBe(true);
    const other = await otherEnterprise(t);
    expectRefusal(
      await as(t, other.session).get(`/api/v2/salesContract/detail/${id}`),
      404,
      'CONTRACT_NOT_FOUND',
    );
    expect((await as(t, staff).get('/api/v2/salesContract/list?pageSize=10&pageIndex=0')).statusCode).toBe(
      403,
    );
    const [left] = await rows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from sales_contracts where enterprise_id <> 1`,
    );
    expect(left!.n).toBe(0);
  });
});

describe('demo data', () => {
  it('a maintenance contract with a monthly plan whose next-week task is produced; a sales contract with one paid and one overdue instalment', async () => {
    const [plan] = await rows<{ id: number; cycle_unit: string; tasks: number; soonest: string }>(
      t.database.db,
      sql`select p.id::int as id, p.cycle_unit, count(k.id)::int as tasks, min(k.due_date)::text as soonest
            from maintenance_plans p left join maintenance_tasks k on k.enterprise_id = p.enterprise_id and k.plan_id = p.id
           where p.enterprise_id = 1 and p.name = '月度保养' group by p.id, p.cycle_unit`,
    );
    expect(plan).toMatchObject({ cycle_unit: 'month', tasks: 1 });
    expect(plan!.soonest <= addDays(today(), 7)).toBe(true);
    const list = (
      await as(t, admin).get('/api/v2/salesContract/list?pageSize=10&pageIndex=0&keyword=SC-2026-0001')
    ).json().data;
    const d = await detail(admin, list.list[0].id);
    expect(d.paymentPlans.map((p: { state: number; overdue: boolean }) => [p.state, p.overdue])).toEqual([
      [3, false],
      [1, true],
    ]);
  });
});

describe('overdue payments raise messages', () => {
  it('each overdue instalment of an approved contract tells its creator once (the job may rerun)', async () => {
    const { id } = await create(sales);
    const plan = await as(t, sales).post('/api/v2/salesContract/paymentPlan/save', {
      contractId: id,
      amount: '100.00',
      dueDate: addDays(today(), -1),
    });
    await as(t, sales).post('/api/v2/salesContract/submit', { id });
    await as(t, admin).post('/api/v2/salesContract/approve', { id });
    const first = await notifyOverduePayments(t.database.db);
    const again = await notifyOverduePayments(t.database.db);
    expect(first.told).toBeGreaterThanOrEqual(1);
    expect(again.told).toBe(0);
    const [told] = await rows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from messages where kind = 'salesContract.paymentOverdue' and object_id = ${id}`,
    );
    expect(told!.n).toBe(1);
    expect(plan.statusCode).toBe(200);
  });
});

describe('contracts about to end raise messages (issue 25)', () => {
  const toldOf = async (objectKind: string, id: number) =>
    (
      await rows<{ n: number; users: number[] }>(
        t.database.db,
        sql`select count(*)::int as n, array_agg(user_id::int) as users from messages
             where kind = 'contract.expiring' and object_kind = ${objectKind} and object_id = ${id}`,
      )
    )[0]!.n;

  it('an approved sales contract ending within 30 days tells its people once; a draft or a later end does not', async () => {
    const soon = await create(sales, { startDate: today(), endDate: addDays(today(), 10) });
    const later = await create(sales, { startDate: today(), endDate: addDays(today(), 60) });
    const draft = await create(sales, { startDate: today(), endDate: addDays(today(), 5) });
    for (const { id } of [soon, later]) {
      await as(t, sales).post('/api/v2/salesContract/submit', { id });
      await as(t, admin).post('/api/v2/salesContract/approve', { id });
    }
    const first = await notifyExpiringContracts(t.database.db);
    const again = await notifyExpiringContracts(t.database.db);
    expect(first.told).toBeGreaterThanOrEqual(1);
    expect(again.told).toBe(0);
    expect(await toldOf('salesContract', soon.id)).toBe(1);
    expect(await toldOf('salesContract', later.id)).toBe(0);
    expect(await toldOf('salesContract', draft.id)).toBe(0);
  });

  it('a maintenance contract is told when its last plan ends within 30 days', async () => {
    const [plan] = await rows<{ contract_id: number }>(
      t.database.db,
      sql`update maintenance_plans set end_date = current_date + 5
           where enterprise_id = 1 and id = (select min(id) from maintenance_plans where enterprise_id = 1 and deleted_at is null)
         returning contract_id::int as contract_id`,
    );
    await t.database.db.execute(
      sql`update maintenance_plans set end_date = least(end_date, current_date + 5)
           where enterprise_id = 1 and contract_id = ${plan!.contract_id}`,
    );
    await notifyExpiringContracts(t.database.db);
    await notifyExpiringContracts(t.database.db);
    expect(await toldOf('maintenanceContract', plan!.contract_id)).toBe(1);
  });
});

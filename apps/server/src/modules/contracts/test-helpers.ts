import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { addDays, dateIn, CONTRACTS_TIME_ZONE } from '@fieldline/domain';
import { rows } from '../../db/client';
import { as, type Session, type TestApp } from '../../test/app';

export const today = () => dateIn(CONTRACTS_TIME_ZONE);
export { addDays };

/** A demo customer with at least two devices, and two of them. */
export async function customerWithDevices(t: TestApp) {
  const [row] = await rows<{ customer_id: number; ids: number[] }>(
    t.database.db,
    sql`select customer_id::int as customer_id, (array_agg(id::int order by id))[1:2] as ids
          from customer_products where enterprise_id = 1 and deleted_at is null
         group by customer_id having count(*) >= 2 order by customer_id limit 1`,
  );
  expect(row, 'the demo has a customer with two devices').toBeTruthy();
  return { customerId: row!.customer_id, deviceIds: row!.ids };
}

export async function saveContract(t: TestApp, s: Session, body: Record<string, unknown>) {
  const res = await as(t, s).post('/api/v2/maintenance/contract/save', {
    name: '年度维保合同',
    contractDate: today(),
    amount: '12000.00',
    ...body,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.id as number;
}

export async function savePlan(t: TestApp, s: Session, body: Record<string, unknown>) {
  const res = await as(t, s).post('/api/v2/maintenance/plan/save', planBody(body));
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.id as number;
}

export const planBody = (body: Record<string, unknown>) => ({
  name: '月度保养',
  cycleUnit: 'month',
  cycleValue: 1,
  startDate: today(),
  endDate: addDays(today(), 300),
  startTime: '09:30',
  aheadDays: 30,
  frequency: 'daily',
  ...body,
});

export const tasksOfPlan = (t: TestApp, planId: number) =>
  rows<{ id: number; due_date: string; state: number; order_id: number | null }>(
    t.database.db,
    sql`select id::int as id, due_date::text as due_date, state, order_id::int as order_id
          from maintenance_tasks where enterprise_id = 1 and plan_id = ${planId} order by due_date`,
  );

import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { rows } from '../../db/client';
import { as, type Session, type TestApp } from '../../test/app';

/** 'YYYY-MM-DD' of today plus `days` (UTC calendar; tests keep well away from the day's edges). */
export const day = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/** The first demo customer and catalogue product of the demo enterprise. */
export async function demoRefs(t: TestApp) {
  const [customer] = await rows<{ id: number }>(
    t.database.db,
    sql`select c.id::int as id from customers c join enterprises e on e.id = c.enterprise_id
         where c.deleted_at is null order by e.id, c.id limit 1`,
  );
  const [product] = await rows<{ id: number }>(
    t.database.db,
    sql`select p.id::int as id from products p join enterprises e on e.id = p.enterprise_id
         where p.deleted_at is null order by e.id, p.id limit 1`,
  );
  return { customerId: Number(customer!.id), productId: Number(product!.id) };
}

let serial = 0;
/** A serial number unique in the test run. */
export const uniqueSerial = (prefix = 'TSN') => `${prefix}${Date.now() % 1_000_000}${++serial}`;

/** Adds a customer product and answers its id (fails the test when refused). */
export async function addEquipment(t: TestApp, s: Session, body: Record<string, unknown>) {
  const res = await as(t, s).post('/api/v2/customerProduct/save', body);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.id as number;
}

export async function equipmentDetail(t: TestApp, s: Session, id: number) {
  const res = await as(t, s).get(`/api/v2/customerProduct/detail?id=${id}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
}

/** Ids of the list as the session sees it with a query (one big page; the total agrees). */
export async function listIds(t: TestApp, s: Session, query = '') {
  const res = await as(t, s).get(`/api/v2/customerProduct/list?pageSize=1000${query}`);
  expect(res.statusCode, res.body).toBe(200);
  const { list, total } = res.json().data as { list: { id: number }[]; total: number };
  expect(list).toHaveLength(total);
  return list.map((r) => r.id);
}

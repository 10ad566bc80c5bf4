import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ORDER_STATE_LIST, ORDER_TYPES, ORDER_VIEWS, type OrderRow } from '@fieldline/domain';
import { rows } from '../../db/client';
import { as, loginAs, testApp, type Session, type TestApp } from '../../test/app';
import { phoneOf } from '../../test/accounts';
import { DEMO_POOLED } from './demo';

let t: TestApp;
let admin: Session;

beforeAll(async () => {
  t = await testApp();
  admin = await loginAs(t.app, 'administrator');
});
afterAll(() => t.close());

describe('demo orders (issue 7: 200 orders across every state, so each list can be tried at once)', () => {
  it('has 200 orders in every state with unique readable numbers and a timeline each', async () => {
    const [stats] = await rows<{ n: number; states: number; numbers: number; without_log: number }>(
      t.database.db,
      sql`select count(*)::int as n, count(distinct state)::int as states, count(distinct order_no)::int as numbers,
            count(*) filter (where not exists (select 1 from order_logs l where l.enterprise_id = o.enterprise_id and l.order_id = o.id))::int as without_log
          from orders o where enterprise_id = 1
            -- the orders module's demo orders: the contracts demo also raises orders from plans' tasks
            and not exists (select 1 from maintenance_tasks mt where mt.enterprise_id = o.enterprise_id and mt.order_id = o.id)`,
    );
    expect(stats).toEqual({ n: 200, states: ORDER_STATE_LIST.length, numbers: 200, without_log: 0 });
    const numbers = await rows<{ order_no: string }>(t.database.db, sql`select order_no from orders limit 5`);
    for (const { order_no } of numbers) expect(order_no).toMatch(/^\d{8}-\d{4}$/);
  });

  it('every list view shows orders to the administrator', async () => {
    for (const view of ORDER_VIEWS.filter((v) => !['my', 'sendMe', 'teamwork'].includes(v))) {
      const res = await as(t, admin).get(`/api/v2/order/list?view=${view}&pageSize=5&pageIndex=0`);
      expect(res.statusCode, `${view}: ${res.body}`).toBe(200);
      expect(res.json().data.total, view).toBeGreaterThan(0);
    }
  });

  it('has internal orders an ordinary employee raised without a customer, in their own list', async () => {
    const employee = await loginAs(t.app, 'employee');
    const res = await as(t, employee).get(
      `/api/v2/order/list?view=all&orderType=${ORDER_TYPES.internal}&pageSize=50`,
    );
    expect(res.statusCode, res.body).toBe(200);
    const { list, total } = res.json().data as { list: OrderRow[]; total: number };
    expect(total).toBeGreaterThan(5);
    for (const row of list) {
      expect(row.customerId).toBeNull();
      expect(row.createdBy?.name).toBe('郑员工');
      expect(row.contactPhone).toBe(phoneOf('employee'));
    }
    expect(new Set(list.map((r) => r.state)).size).toBeGreaterThan(3);
  });

  it('has orders in the open pool that service staff can grab at once (issue 22)', async () => {
    const staff = await loginAs(t.app, 'serviceStaff');
    const res = await as(t, staff).get('/api/v2/order/pool/list?pageSize=20&pageIndex=0');
    expect(res.statusCode, res.body).toBe(200);
    const page = res.json().data as { list: { block: string | null }[]; total: number };
    expect(page.total).toBe(DEMO_POOLED);
    expect(page.list.every((r) => r.block === null)).toBe(true);
  });

  it('has a pending abnormal request (reschedule) waiting for the dispatcher (issue 22)', async () => {
    const dispatcher = await loginAs(t.app, 'dispatcher');
    const res = await as(t, dispatcher).get('/api/v2/order/abnormal/list?state=0&pageSize=5&pageIndex=0');
    expect(res.statusCode, res.body).toBe(200);
    const page = res.json().data as { list: { type: number; orderState: number }[]; total: number };
    expect(page.total).toBe(1);
    expect(page.list[0]).toMatchObject({ type: 3, orderState: 3 });
    const badge = await as(t, dispatcher).get('/api/v2/order/getAbnormalOrderCount?type=0');
    expect(badge.json().data).toBe(1);
  });
});

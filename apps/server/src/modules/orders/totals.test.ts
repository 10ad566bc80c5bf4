import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { KEYWORD_COUNT_PAGES_AHEAD, TOTAL_COUNT_CAP } from '@fieldline/domain';
import { rows } from '../../db/client';
import { as, loginAs, testApp, type Session, type TestApp } from '../../test/app';
import { userId } from '../../test/data';
import { createOrder, demoCustomerId, orderTemplateId } from './test-helpers';

let t: TestApp;
let admin: Session;
let server: Session;

beforeAll(async () => {
  t = await testApp();
  admin = await loginAs(t.app, 'administrator');
  server = await loginAs(t.app, 'serviceStaff');
});
afterAll(() => t.close());

/** The counters against a real count, per enterprise, shelf and state. */
async function countersMatch() {
  const diff = await rows<{ enterprise_id: number }>(
    t.database.db,
    sql`with real as (select enterprise_id, order_shelf(deleted_at, archived_at) as shelf, state, count(*)::int as n
                        from orders group by 1, 2, 3),
             kept as (select enterprise_id, shelf, state, sum(n)::int as n from order_state_counts group by 1, 2, 3 having sum(n) <> 0)
        select coalesce(r.enterprise_id, k.enterprise_id) as enterprise_id from real r
          full join kept k using (enterprise_id, shelf, state) where r.n is distinct from k.n`,
  );
  expect(diff).toEqual([]);
}

describe('exact list totals from counters (issue 7: exact totals must not dominate the list cost)', () => {
  it('the counters follow create, transitions, archive, recycle bin and restore', async () => {
    await countersMatch();
    const templateId = await orderTemplateId(t);
    const customerId = await demoCustomerId(t);
    const serverId = await userId(t, 'serviceStaff');
    const a = await createOrder(t, admin, { templateId, customerId, serverUserId: serverId });
    const b = await createOrder(t, admin, { templateId, customerId });
    await as(t, server).post('/api/order/accept', { orderId: a.id });
    await as(t, admin).put('/api/v2/order/archive', { ids: [a.id], archived: true });
    await as(t, admin).del(`/api/v2/order/delete?ids=${b.id}`);
    await countersMatch();
    await as(t, admin).put('/api/v2/order/restore', { ids: [b.id] });
    await as(t, admin).put('/api/v2/order/archive', { ids: [a.id], archived: false });
    await countersMatch();
    const total = (await as(t, admin).get('/api/v2/order/list?pageSize=1&pageIndex=0')).json().data.total;
    const [real] = await rows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from orders where enterprise_id = 1 and deleted_at is null and archived_at is null`,
    );
    expect(total).toBe(real!.n);
  });

  it('counted totals of a view with states, of several states, and of states the view excludes', async () => {
    const real = async (states: number[]) => {
      const [row] = await rows<{ n: number }>(
        t.database.db,
        sql`select count(*)::int as n from orders where enterprise_id = 1 and deleted_at is null
              and archived_at is null and state = any(${`{${states.join(',')}}`}::int[])`,
      );
      return row!.n;
    };
    const totalOf = async (query: string) =>
      (await as(t, admin).get(`/api/v2/order/list?pageSize=1&pageIndex=0&${query}`)).json().data.total;
    expect(await totalOf('orderStateList=3,5')).toBe(await real([3, 5]));
    expect(await totalOf('orderStateList=5')).toBe(await real([5]));
    expect(await totalOf('view=assign')).toBe(await real([1]));
    expect(await totalOf('view=assign&orderStateList=5')).toBe(0);
    expect(await real([3, 5])).toBeGreaterThan(0);
  });
});

describe(`filtered totals stop at TOTAL_COUNT_CAP (${TOTAL_COUNT_CAP})`, () => {
  const listAt = async (pageIndex: number, query: string) =>
    (await as(t, admin).get(`/api/v2/order/list?pageIndex=${pageIndex}&pageSize=5&${query}`)).json().data;
  const list = (query: string) => listAt(0, query);

  it('a broad keyword counts a few pages past the one asked for, at most the cap (totalCapped); fewer answer exactly', async () => {
    const templateId = await orderTemplateId(t);
    const customerId = await demoCustomerId(t);
    const { id } = await createOrder(t, admin, { templateId, customerId, title: '蒸汽锅炉 capped' });
    // copies of that order, one statement: enough to pass the cap
    await t.database.db.execute(sql`
      insert into orders (enterprise_id, order_no, template_id, title, state, customer_id, customer_name,
                          appointment_at, search_text, created_by)
      select enterprise_id, order_no || '-c' || g, template_id, title, state, customer_id, customer_name,
             appointment_at, search_text || ' ' || order_no || '-c' || g, created_by
        from orders, generate_series(1, ${TOTAL_COUNT_CAP}) g
       where enterprise_id = 1 and id = ${id}`);
    // KEYWORD_COUNT_PAGES_AHEAD: a keyword page counts only so many pages past itself
    const broad = await list('keyword=capped');
    expect(broad).toMatchObject({ total: (1 + KEYWORD_COUNT_PAGES_AHEAD) * 5, totalCapped: true });
    expect(broad.list).toHaveLength(5);
    const further = await listAt(100, 'keyword=capped');
    expect(further).toMatchObject({ total: (101 + KEYWORD_COUNT_PAGES_AHEAD) * 5, totalCapped: true });
    expect(further.list).toHaveLength(5);
    const far = await listAt(3000, 'keyword=capped');
    expect(far).toMatchObject({ total: TOTAL_COUNT_CAP, totalCapped: true });
    // the count call (badges, tabs) counts to the cap
    const count = (await as(t, admin).get('/api/v2/order/getOrderListCount?keyword=capped')).json().data;
    expect(count).toBe(TOTAL_COUNT_CAP);
    const narrow = await list('keyword=-c7777');
    expect(narrow).toMatchObject({ total: 1, totalCapped: false });
    // the working shelf without filters is still exact, from the counters
    const all = await list('');
    expect(all.totalCapped).toBe(false);
    expect(all.total).toBeGreaterThan(TOTAL_COUNT_CAP);
  });
});

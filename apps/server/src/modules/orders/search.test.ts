import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rows } from '../../db/client';
import { as, loginAs, testApp, type Session, type TestApp } from '../../test/app';
import { createOrder, demoCustomerId, orderTemplateId } from './test-helpers';
import { phoneOf } from '../../test/accounts';

let t: TestApp;
let admin: Session;
let dispatcher: Session;
let server: Session;

beforeAll(async () => {
  t = await testApp();
  admin = await loginAs(t.app, 'administrator');
  dispatcher = await loginAs(t.app, 'dispatcher');
  server = await loginAs(t.app, 'serviceStaff');
});
afterAll(() => t.close());

type Row = { id: number; state: number };
const found = async (s: Session, keyword: string, query = '') => {
  const res = await as(t, s).get(
    `/api/v2/order/list?pageSize=200&pageIndex=0&keyword=${encodeURIComponent(keyword)}${query}`,
  );
  expect(res.statusCode, res.body).toBe(200);
  return (res.json().data.list as Row[]).map((r) => r.id);
};
const put = (s: Session, url: string, body: Record<string, unknown>) => as(t, s).put(`/api/${url}`, body);

/** Orders whose search row is missing, extra, or differs from the order (text, shelf, shelf time). */
const driftedSearchRows = async () =>
  (
    await rows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from orders o
          full join order_search s on s.enterprise_id = o.enterprise_id and s.order_id = o.id
          where o.id is null or s.order_id is null or s.search_text <> o.search_text
             or s.shelf <> order_shelf(o.deleted_at, o.archived_at)
             or s.shelved_at is distinct from coalesce(o.deleted_at, o.archived_at)`,
    )
  )[0]!.n;

const newOrder = async (title: string) =>
  (
    await createOrder(t, dispatcher, {
      templateId: await orderTemplateId(t),
      customerId: await demoCustomerId(t),
      title,
    })
  ).id;

describe('keyword search on order_search, kept by triggers (decisions: keyword search)', () => {
  it('the demo orders and every new one have a search row equal to the order', async () => {
    await newOrder('Search row check');
    expect(await driftedSearchRows()).toBe(0);
  });

  it('an edited title is found by its new words and no longer by the old', async () => {
    const id = await newOrder('Kettle descaling');
    expect(await found(admin, 'kettle desc')).toContain(id);
    expect((await put(dispatcher, 'v2/order/edit', { id, title: 'Furnace tune-up' })).statusCode).toBe(200);
    expect(await found(admin, 'kettle desc')).not.toContain(id);
    expect(await found(admin, 'FURNACE tune')).toContain(id);
    expect(await driftedSearchRows()).toBe(0);
  });

  it('archive and recycle bin move an order between the keyword lists of their shelves, and back', async () => {
    const id = await newOrder('Chiller shelf probe');
    const shelves = async () => ({
      working: (await found(admin, 'chiller shelf')).includes(id),
      archived: (await found(admin, 'chiller shelf', '&view=archived')).includes(id),
      rubbish: (await found(admin, 'chiller shelf', '&view=rubbish')).includes(id),
    });
    expect(await shelves()).toEqual({ working: true, archived: false, rubbish: false });
    expect((await put(admin, 'v2/order/archive', { ids: [id], archived: true })).statusCode).toBe(200);
    expect(await shelves()).toEqual({ working: false, archived: true, rubbish: false });
    expect((await as(t, admin).del(`/api/v2/order/delete?ids=${id}`)).statusCode).toBe(200);
    expect(await shelves()).toEqual({ working: false, archived: false, rubbish: true });
    expect((await put(admin, 'v2/order/restore', { ids: [id] })).statusCode).toBe(200);
    expect((await put(admin, 'v2/order/archive', { ids: [id], archived: false })).statusCode).toBe(200);
    expect(await shelves()).toEqual({ working: true, archived: false, rubbish: false });
    expect(await driftedSearchRows()).toBe(0);
  });

  it('a keyword list of the archive or the bin keeps that list order (newest shelved first)', async () => {
    const ids = [];
    for (const n of [1, 2, 3]) ids.push(await newOrder(`Binned heater ${n}`));
    for (const id of ids)
      expect((await as(t, admin).del(`/api/v2/order/delete?ids=${id}`)).statusCode).toBe(200);
    expect(await found(admin, 'binned heater', '&view=rubbish')).toEqual([...ids].reverse());
  });

  it('a keyword combines with the other filters and with the caller’s data scope, as without one', async () => {
    const [mine] = await rows<{ id: number; title: string; state: number }>(
      t.database.db,
      sql`select o.id::int, o.title, o.state from orders o join users u on u.enterprise_id = o.enterprise_id
          and u.id = o.server_user_id where o.enterprise_id = 1 and u.phone = ${phoneOf('serviceStaff')}
          and o.deleted_at is null and o.archived_at is null order by o.id limit 1`,
    );
    const keyword = mine!.title.slice(0, 4).toLowerCase();
    const matching = async (ids: number[]) =>
      (
        await rows<{ id: number }>(
          t.database.db,
          sql`select id::int from orders where enterprise_id = 1 and id = any(${`{${ids.join(',')}}`}::bigint[])
              and search_text like ${`%${keyword}%`} order by id desc`,
        )
      ).map((r) => r.id);
    // The staff member's keyword list is their list without it, less the orders not matching it.
    const scoped = (await as(t, server).get('/api/v2/order/list?pageSize=200&pageIndex=0')).json().data;
    expect(scoped.total).toBeLessThan(200);
    const staff = await found(server, keyword);
    expect(staff).toContain(mine!.id);
    expect(staff).toEqual(await matching(scoped.list.map((r: Row) => r.id)));
    expect(staff.length).toBeLessThan((await found(admin, keyword)).length);
    const inState = await as(t, admin).get(
      `/api/v2/order/list?pageSize=200&pageIndex=0&states=${mine!.state}`,
    );
    expect(inState.json().data.total).toBeLessThan(200);
    expect(await found(admin, keyword, `&states=${mine!.state}`)).toEqual(
      await matching(inState.json().data.list.map((r: Row) => r.id)),
    );
  });
});

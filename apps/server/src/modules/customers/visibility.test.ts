import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CUSTOMER_VISIBILITY } from '@fieldline/domain';
import { rows } from '../../db/client';
import { as, expectRefusal, loginAs, testApp, type Session, type TestApp } from '../../test/app';
import { idOf, userId } from '../../test/data';
import { addCustomer, visibleIds } from './test-helpers';

let t: TestApp;
let admin: Session;
let allIds: number[];

beforeAll(async () => {
  t = await testApp();
  admin = await loginAs(t.app, 'administrator');
  allIds = await visibleIds(t, admin);
});
afterAll(() => t.close());

const ids = async (query: ReturnType<typeof sql>) =>
  (await rows<{ id: number }>(t.database.db, query)).map((r) => Number(r.id)).sort((a, b) => b - a);
/** Customers of the working orders these users serve or `me` collaborates on (served.test.ts covers the rule). */
const served = (serverIds: number[], me: number) =>
  ids(sql`select id from customers c where deleted_at is null and id in (select o.customer_id from orders o
    where o.deleted_at is null and o.archived_at is null and (o.server_user_id in (${sql.join(serverIds, sql`, `)})
      or exists (select 1 from order_members om where om.order_id = o.id and om.user_id = ${me} and om.role = 1)))`);
const union = (...lists: number[][]) => [...new Set(lists.flat())].sort((a, b) => b - a);
const setVisibility = (visibility: number) => as(t, admin).put('/api/v2/customer/setting', { visibility });

describe('spec-business §6: customer visibility by data scope and the visibility parameter', () => {
  it('the demo enterprise starts with visibility by data scope; all-scope roles see all 30 customers', async () => {
    expect((await as(t, admin).get('/api/v2/customer/setting')).json().data).toEqual({
      visibility: CUSTOMER_VISIBILITY.dataScope,
    });
    expect(allIds).toHaveLength(30);
    const dispatcher = await loginAs(t.app, 'dispatcher');
    expect(await visibleIds(t, dispatcher)).toEqual(allIds);
  });

  it('personal scope: only the customers I own, was granted, or whose orders I serve; others answer 404', async () => {
    const salesId = await userId(t, 'salesperson');
    const sales = await loginAs(t.app, 'salesperson');
    const expected =
      await ids(sql`select id from customers c where deleted_at is null and (owner_user_id = ${salesId}
      or exists (select 1 from customer_permissions p where p.customer_id = c.id and p.user_id = ${salesId}))`);
    expect(expected.length).toBeGreaterThan(10);
    expect(await visibleIds(t, sales)).toEqual(expected);
    const hidden = allIds.find((id) => !expected.includes(id))!;
    const res = await as(t, sales).get(`/api/v2/customer/detail?id=${hidden}`);
    expectRefusal(res, 404, 'CUSTOMER_NOT_FOUND');
    expect(res.json()).toEqual((await as(t, sales).get('/api/v2/customer/detail?id=99999999')).json());
    expectRefusal(
      await as(t, sales).put('/api/v2/customer/update', { id: hidden, name: 'x' }),
      404,
      'CUSTOMER_NOT_FOUND',
    );
    // a customer the salesperson adds is theirs, so visible at once
    const mine = await addCustomer(t, sales);
    expect(await visibleIds(t, sales)).toContain(mine);
    // contacts follow the customers' visibility
    const contacts = (await as(t, sales).get('/api/v2/customer/epLinkPersonList?pageSize=1000')).json().data;
    expect(new Set(contacts.list.map((c: { customerId: number }) => c.customerId))).toEqual(
      new Set([...expected, mine]),
    );
    // service staff own and were granted nothing: they see the customers of the orders they serve
    const staffId = await userId(t, 'serviceStaff');
    const staff = await loginAs(t.app, 'serviceStaff');
    const serving = await served([staffId], staffId);
    expect(serving.length).toBeGreaterThan(0);
    expect(await visibleIds(t, staff)).toEqual(serving);
  });

  it("team scope: the customers served by my teams (and sub-teams), owned by my teams' users, or of their orders", async () => {
    const role = (
      await as(t, admin).post('/api/role', { name: '客户团队', permissions: ['10401'], dataScope: 2 })
    ).json().data.id;
    await as(t, admin).put(`/api/user/${await userId(t, 'serviceStaff')}`, { roleIds: [role] });
    // 13800000003 is in the headquarters team; the East China branch is its sub-team
    const hq = await idOf(t, sql`select id from service_teams where name = '总部服务团队'`);
    const teamCustomers =
      await ids(sql`select id from customers where deleted_at is null and service_team_id in
      (select id from service_teams where id = ${hq} or parent_id = ${hq})`);
    expect(teamCustomers.length).toBeGreaterThan(0);
    const teamUsers = (
      await rows<{ id: number }>(
        t.database.db,
        sql`select distinct user_id as id from team_members where team_id in
          (select id from service_teams where id = ${hq} or parent_id = ${hq})`,
      )
    ).map((r) => Number(r.id));
    const expected = union(teamCustomers, await served(teamUsers, await userId(t, 'serviceStaff')));
    const lead = await loginAs(t.app, 'serviceStaff');
    expect(await visibleIds(t, lead)).toEqual(expected);
    // a customer owned by a team member (the dispatcher, in the headquarters team) is the team's too
    const owned = await addCustomer(t, admin, { ownerUserId: await userId(t, 'dispatcher') });
    expect(await visibleIds(t, lead)).toContain(owned);
  });

  it('grants: savePermission, batchAddPermission and batchRemovePermission change who sees a customer', async () => {
    const staffId = await userId(t, 'serviceStaff2');
    const staff = await loginAs(t.app, 'serviceStaff2'); // personal scope, owns nothing, serves orders
    const serving = await served([staffId], staffId);
    expect(await visibleIds(t, staff)).toEqual(serving);
    const [a, b, c] = allIds.filter((id) => !serving.includes(id)) as [number, number, number];
    expect(c).toBeDefined();
    const save = await as(t, admin).post('/api/v2/customer/savePermission', {
      customerId: a,
      userIds: [staffId],
    });
    expect(save.json().data).toEqual({ count: 1 });
    expect(await visibleIds(t, staff)).toEqual(union(serving, [a]));
    expect((await as(t, admin).get(`/api/v2/customer/permission/list?id=${a}`)).json().data).toEqual([
      expect.objectContaining({ userId: staffId, name: '赵师傅' }),
    ]);
    const added = await as(t, admin).post('/api/v2/customer/batchAddPermission', {
      customerIds: [a, b, c],
      userIds: [staffId],
    });
    expect(added.json().data).toEqual({ count: 2 });
    expect(await visibleIds(t, staff)).toEqual(union(serving, [a, b, c]));
    const removed = await as(t, admin).post('/api/v2/customer/batchRemovePermission', {
      customerIds: [a, b],
      userIds: [staffId],
    });
    expect(removed.json().data).toEqual({ count: 2 });
    expect(await visibleIds(t, staff)).toEqual(union(serving, [c]));
    expect(
      (await as(t, admin).post('/api/v2/customer/savePermission', { customerId: c, userIds: [] })).statusCode,
    ).toBe(200);
    expect(await visibleIds(t, staff)).toEqual(serving);
    expectRefusal(
      await as(t, admin).post('/api/v2/customer/batchAddPermission', {
        customerIds: [a],
        userIds: [99999999],
      }),
      404,
      'USER_NOT_FOUND',
      'userIds',
    );
    expectRefusal(
      await as(t, admin).post('/api/v2/customer/batchAddPermission', {
        customerIds: [99999999],
        userIds: [staffId],
      }),
      404,
      'CUSTOMER_NOT_FOUND',
      'customerIds',
    );
  });

  it('parameter "everyone sees every customer": personal scope sees all; only the settings permission sets it', async () => {
    const sales = await loginAs(t.app, 'salesperson');
    expectRefusal(
      await as(t, sales).put('/api/v2/customer/setting', { visibility: 1 }),
      403,
      'NO_PERMISSION',
    );
    expectRefusal(await setVisibility(3), 400, 'VALIDATION', 'visibility');
    expect((await setVisibility(CUSTOMER_VISIBILITY.all)).statusCode).toBe(200);
    const staff = await loginAs(t.app, 'serviceStaff2');
    const seen = await visibleIds(t, staff);
    expect(seen.length).toBe((await visibleIds(t, admin)).length);
    expect((await setVisibility(CUSTOMER_VISIBILITY.dataScope)).statusCode).toBe(200);
    const staffId = await userId(t, 'serviceStaff2');
    expect(await visibleIds(t, staff)).toEqual(await served([staffId], staffId));
  });
});

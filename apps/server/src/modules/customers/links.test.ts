import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AddressRow, LinkPersonRow } from '@fieldline/domain';
import { rows } from '../../db/client';
import { phoneOf } from '../../test/accounts';
import { as, expectRefusal, loginAs, testApp, type Session, type TestApp } from '../../test/app';
import { otherEnterprise, userId } from '../../test/data';
import { addCustomer, address, contact } from './test-helpers';

let t: TestApp;
let admin: Session;

beforeAll(async () => {
  t = await testApp();
  admin = await loginAs(t.app, 'administrator');
});
afterAll(() => t.close());

const page = async <T>(url: string, s = admin) => {
  const res = await as(t, s).get(url);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as { list: T[]; total: number };
};
const contacts = (query: string, s = admin) =>
  page<LinkPersonRow>(`/api/customer/linkperson/list?${query}`, s);
const addresses = (query: string, s = admin) => page<AddressRow>(`/api/customer/address/list?${query}`, s);
const q = encodeURIComponent;

describe('issue 6 /contactManage: contacts across the customers I may see', () => {
  it('searches by contact name, phone or customer name, each row naming its customer', async () => {
    const id = await addCustomer(t, admin, {
      name: '联系人页客户',
      contacts: [contact('诸葛亮', '13966660001'), contact('庞统', '13966660002')],
    });
    expect((await contacts(`keyword=${q('诸葛')}`)).list).toEqual([
      expect.objectContaining({
        customerId: id,
        customerName: '联系人页客户',
        name: '诸葛亮',
        isDefault: true,
      }),
    ]);
    expect((await contacts('keyword=13966660002')).list.map((c) => c.name)).toEqual(['庞统']);
    const byCustomer = await contacts(`keyword=${q('联系人页客户')}`);
    expect(byCustomer.list.map((c) => c.name).sort()).toEqual(['庞统', '诸葛亮'].sort());
    expect(byCustomer.total).toBe(2);
  });

  it('pages in SQL, newest first, with the total of every match', async () => {
    const all = await contacts('pageSize=1000');
    const [n] = await rows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from customer_contacts cc join customers c on c.id = cc.customer_id
           where c.enterprise_id = cc.enterprise_id and c.deleted_at is null and cc.enterprise_id =
           (select enterprise_id from users where phone = ${phoneOf('administrator')} order by enterprise_id limit 1)`,
    );
    expect(all.total).toBe(n!.n);
    const ids = all.list.map((c) => c.id);
    expect([...ids].sort((a, b) => b - a)).toEqual(ids);
    const third = await contacts('pageSize=5&pageIndex=2');
    expect(third.total).toBe(all.total);
    expect(third.list.map((c) => c.id)).toEqual(ids.slice(10, 15));
    expectRefusal(
      await as(t, admin).get('/api/customer/linkperson/list?pageSize=0'),
      400,
      'VALIDATION',
      'pageSize',
    );
  });

  it('leaves out contacts of customers in the recycle bin, of customers I may not see and of other enterprises', async () => {
    const id = await addCustomer(t, admin, { contacts: [contact('回收站联系人', '13966660003')] });
    expect((await contacts(`keyword=${q('回收站联系人')}`)).total).toBe(1);
    expect((await as(t, admin).del(`/api/v2/customer/delete?ids=${id}`)).statusCode).toBe(200);
    expect((await contacts(`keyword=${q('回收站联系人')}`)).total).toBe(0);

    const hidden = await addCustomer(t, admin, { contacts: [contact('不可见联系人', '13966660004')] });
    const sales = await loginAs(t.app, 'salesperson');
    expect((await contacts(`keyword=${q('不可见联系人')}`, sales)).total).toBe(0);
    expect((await contacts(`customerId=${hidden}`, sales)).total).toBe(0);
    const other = await otherEnterprise(t);
    expect((await contacts('pageSize=1000', other.session)).total).toBe(0);
  });
});

describe('issue 6 /addressManage: addresses across the customers I may see', () => {
  it('searches by address or customer name and shows the coordinates (or none)', async () => {
    const id = await addCustomer(t, admin, {
      name: '地址页客户',
      addresses: [address('世纪大道100号'), { type: 2, province: '亚特兰蒂斯', detail: '珊瑚路9号' }],
    });
    const found = await addresses(`keyword=${q('世纪大道100')}`);
    expect(found.list).toEqual([
      expect.objectContaining({
        customerId: id,
        customerName: '地址页客户',
        detail: '世纪大道100号',
        lng: 121.4737,
        lat: 31.2304,
        isDefault: true,
      }),
    ]);
    const byCustomer = await addresses(`keyword=${q('地址页客户')}`);
    expect(byCustomer.list.map((a) => [a.detail, a.lng, a.isDefault])).toEqual([
      ['珊瑚路9号', null, false],
      ['世纪大道100号', 121.4737, true],
    ]);
    expect((await addresses(`customerId=${id}`)).total).toBe(2);
  });

  it('filters addresses with (located=1) or without (located=0) coordinates', async () => {
    const id = await addCustomer(t, admin, {
      addresses: [address('定位一号'), { type: 1, province: '亚特兰蒂斯', detail: '无坐标一号' }],
    });
    const without = await addresses(`customerId=${id}&located=0`);
    expect(without.list.map((a) => a.detail)).toEqual(['无坐标一号']);
    const withCoords = await addresses(`customerId=${id}&located=true`);
    expect(withCoords.list.map((a) => a.detail)).toEqual(['定位一号']);
    const all = await addresses('pageSize=1000');
    const unlocated = await addresses('pageSize=1000&located=0');
    const located = await addresses('pageSize=1000&located=1');
    expect(unlocated.total + located.total).toBe(all.total);
    expect(unlocated.list.every((a) => a.lng === null || a.lat === null)).toBe(true);
    expectRefusal(
      await as(t, admin).get('/api/customer/address/list?located=maybe'),
      400,
      'VALIDATION',
      'located',
    );
  });

  it('pages in SQL, newest first; set default and delete act on the rows it lists', async () => {
    const id = await addCustomer(t, admin, { addresses: [address('甲号'), address('乙号')] });
    const listed = (await addresses(`customerId=${id}`)).list;
    const [second, first] = listed;
    expect([first!.detail, second!.detail]).toEqual(['甲号', '乙号']);
    expect(first!.isDefault).toBe(true);
    const one = await addresses(`customerId=${id}&pageSize=1&pageIndex=1`);
    expect(one).toEqual({ list: [first], total: 2 });
    expectRefusal(
      await as(t, admin).del(`/api/customer/address/delete?id=${first!.id}`),
      400,
      'DEFAULT_ADDRESS_UNDELETABLE',
    );
    expect((await as(t, admin).post('/api/customer/address/setDefault', { id: second!.id })).statusCode).toBe(
      200,
    );
    expect((await as(t, admin).del(`/api/customer/address/delete?id=${first!.id}`)).statusCode).toBe(200);
    expect((await addresses(`customerId=${id}`)).list).toEqual([{ ...second, isDefault: true }]);
  });

  it('shows a personal-scope user only the addresses of their customers; other enterprises none', async () => {
    const salesId = await userId(t, 'salesperson');
    const sales = await loginAs(t.app, 'salesperson');
    const mine = await addCustomer(t, sales, { addresses: [address('销售的地址')] });
    const theirs = await addCustomer(t, admin, { addresses: [address('别人的地址')] });
    const seen = (await addresses('pageSize=1000', sales)).list;
    expect(seen.some((a) => a.customerId === mine)).toBe(true);
    expect(seen.some((a) => a.customerId === theirs)).toBe(false);
    const owned = await rows<{ id: number }>(
      t.database.db,
      sql`select id from customers c where deleted_at is null and (owner_user_id = ${salesId}
           or exists (select 1 from customer_permissions p where p.customer_id = c.id and p.user_id = ${salesId}))`,
    );
    const ownedIds = new Set(owned.map((r) => Number(r.id)));
    expect(seen.every((a) => ownedIds.has(a.customerId))).toBe(true);
    const other = await otherEnterprise(t);
    expect((await addresses('pageSize=1000', other.session)).total).toBe(0);
  });
});

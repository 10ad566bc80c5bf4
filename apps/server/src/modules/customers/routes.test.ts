import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTACT_NAME_MAX } from '@fieldline/domain';
import { rows } from '../../db/client';
import { as, expectRefusal, loginAs, testApp, type Session, type TestApp } from '../../test/app';
import { idOf, otherEnterprise, userId } from '../../test/data';
import { addCustomer, address, contact, detail, uniqueName, visibleIds } from './test-helpers';

let t: TestApp;
let admin: Session;

beforeAll(async () => {
  t = await testApp();
  admin = await loginAs(t.app, 'administrator');
});
afterAll(() => t.close());

const add = (body: Record<string, unknown>, s = admin) => as(t, s).post('/api/v2/customer/addCustomer', body);

describe('spec-business §5: required customer name, contact name and phone; phone 11 digits', () => {
  it('refuses a customer without a name, contacts, contact name or an 11-digit phone, naming the field', async () => {
    expectRefusal(await add({ contacts: [contact()] }), 400, 'VALIDATION', 'name');
    expectRefusal(await add({ name: '  ', contacts: [contact()] }), 400, 'VALIDATION', 'name');
    expectRefusal(await add({ name: uniqueName() }), 400, 'VALIDATION', 'contacts');
    expectRefusal(await add({ name: uniqueName(), contacts: [] }), 400, 'VALIDATION', 'contacts');
    expectRefusal(
      await add({ name: uniqueName(), contacts: [{ phone: '13912345678' }] }),
      400,
      'VALIDATION',
      'contacts.0.name',
    );
    expectRefusal(
      await add({ name: uniqueName(), contacts: [contact('李四', '')] }),
      400,
      'VALIDATION',
      'contacts.0.phone',
    );
    for (const phone of ['1391234567', '139123456789', '2391234567a'])
      expectRefusal(
        await add({ name: uniqueName(), contacts: [contact('李四', phone)] }),
        400,
        'VALIDATION',
        'contacts.0.phone',
      );
    expectRefusal(
      await add({ name: uniqueName(), contacts: [contact('x'.repeat(CONTACT_NAME_MAX + 1))] }),
      400,
      'VALIDATION',
      'contacts.0.name',
    );
    expectRefusal(
      await add({ name: uniqueName(), contacts: [contact()], enterpriseId: 2 }),
      400,
      'VALIDATION',
      'enterpriseId',
    );
  });

  it('adds a customer; the caller owns it; the first contact and address are the defaults', async () => {
    const name = uniqueName();
    const id = await addCustomer(t, admin, {
      name,
      contacts: [contact('王五', '13911110000'), contact('赵六', '13911110001')],
      addresses: [address('A路1号'), address('B路2号')],
    });
    const c = await detail(t, admin, id);
    expect(c).toMatchObject({ name, ownerUserId: await userId(t, 'administrator'), customValues: {} });
    expect(c.contacts.map((x: { name: string; isDefault: boolean }) => [x.name, x.isDefault])).toEqual([
      ['王五', true],
      ['赵六', false],
    ]);
    expect(c.addresses.filter((a: { isDefault: boolean }) => a.isDefault)).toHaveLength(1);
    expect(c.addresses[0]).toMatchObject({ detail: 'A路1号', isDefault: true });
  });
});

describe('spec-business §5: exactly one default contact and default address', () => {
  it('refuses two defaults in one list; a marked default wins over the first', async () => {
    expectRefusal(
      await add({
        name: uniqueName(),
        contacts: [contact('甲', '13900000001', true), contact('乙', '13900000002', true)],
      }),
      400,
      'VALIDATION',
      'contacts.1.isDefault',
    );
    expectRefusal(
      await add({
        name: uniqueName(),
        contacts: [contact()],
        addresses: [address('1', true), address('2', true)],
      }),
      400,
      'VALIDATION',
      'addresses.1.isDefault',
    );
    const id = await addCustomer(t, admin, {
      contacts: [contact('甲', '13900000001'), contact('乙', '13900000002', true)],
    });
    const c = await detail(t, admin, id);
    expect(c.contacts.find((x: { isDefault: boolean }) => x.isDefault).name).toBe('乙');
  });

  it('the default contact cannot be deleted; another can be made default, then the old one deleted', async () => {
    const id = await addCustomer(t, admin, { contacts: [contact('甲', '13900000001')] });
    const [first] = (await detail(t, admin, id)).contacts;
    const del = (cid: number) => as(t, admin).del(`/api/customer/linkperson/delete?id=${cid}`);
    expectRefusal(await del(first.id), 400, 'DEFAULT_CONTACT_UNDELETABLE');

    const saved = await as(t, admin).post('/api/customer/linkperson/save', {
      customerId: id,
      name: '乙',
      phone: '13900000002',
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const second = saved.json().data.id;
    expectRefusal(
      await as(t, admin).post('/api/customer/linkperson/save', {
        id: first.id,
        customerId: id,
        ...contact('甲', '13900000001', false),
      }),
      400,
      'DEFAULT_REQUIRED',
      'isDefault',
    );
    expect((await as(t, admin).post('/api/customer/linkperson/setDefault', { id: second })).statusCode).toBe(
      200,
    );
    const after = (await detail(t, admin, id)).contacts;
    expect(after.map((x: { id: number; isDefault: boolean }) => [x.id, x.isDefault])).toEqual([
      [second, true],
      [first.id, false],
    ]);
    expect((await del(first.id)).statusCode).toBe(200);
    expectRefusal(await del(second), 400, 'DEFAULT_CONTACT_UNDELETABLE');
    expectRefusal(await del(first.id), 404, 'CONTACT_NOT_FOUND');
  });

  it('the default address cannot be deleted; the first address added becomes the default', async () => {
    const id = await addCustomer(t, admin);
    const save = (body: Record<string, unknown>) =>
      as(t, admin).post('/api/customer/address/save', { customerId: id, ...address(), ...body });
    const a = (await save({ detail: '一号' })).json().data.id;
    const b = (await save({ detail: '二号' })).json().data.id;
    const c = (await save({ detail: '三号', isDefault: true })).json().data.id;
    let list = (await detail(t, admin, id)).addresses;
    expect(list.filter((x: { isDefault: boolean }) => x.isDefault).map((x: { id: number }) => x.id)).toEqual([
      c,
    ]);
    const del = (aid: number) => as(t, admin).del(`/api/customer/address/delete?id=${aid}`);
    expectRefusal(await del(c), 400, 'DEFAULT_ADDRESS_UNDELETABLE');
    expect((await as(t, admin).post('/api/customer/address/setDefault', { id: a })).statusCode).toBe(200);
    expect((await del(c)).statusCode).toBe(200);
    expect((await save({ id: b, detail: '二号改' })).statusCode).toBe(200);
    list = (await detail(t, admin, id)).addresses;
    expect(
      list.map((x: { id: number; detail: string; isDefault: boolean }) => [x.id, x.detail, x.isDefault]),
    ).toEqual([
      [a, '一号', true],
      [b, '二号改', false],
    ]);
    expectRefusal(await save({ province: '' }), 400, 'VALIDATION', 'province');
    expectRefusal(await save({ type: 9 }), 400, 'VALIDATION', 'type');
    // the database keeps at most one default per customer
    const [n] = await rows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from customer_addresses where customer_id = ${id} and is_default`,
    );
    expect(n!.n).toBe(1);
  });
});

describe('spec-business §3: duplicate customer names are refused within the enterprise', () => {
  it('refuses a second customer of the same name (not deleted), on add and on rename', async () => {
    const name = uniqueName('重名');
    const id = await addCustomer(t, admin, { name });
    expectRefusal(await add({ name, contacts: [contact()] }), 409, 'CUSTOMER_NAME_TAKEN', 'name');
    const other = await addCustomer(t, admin);
    expectRefusal(
      await as(t, admin).put('/api/v2/customer/update', { id: other, name }),
      409,
      'CUSTOMER_NAME_TAKEN',
      'name',
    );
    // renaming to its own name is not a duplicate
    expect((await as(t, admin).put('/api/v2/customer/update', { id, name })).statusCode).toBe(200);
  });

  it('another enterprise may use the same name', async () => {
    const name = uniqueName('跨企业');
    await addCustomer(t, admin, { name });
    const other = await otherEnterprise(t);
    expect((await add({ name, contacts: [contact()] }, other.session)).statusCode).toBe(200);
  });
});

describe('recycle bin: delete, restore and purge', () => {
  it('delete moves to the recycle bin; restore brings it back unless the name was taken meanwhile', async () => {
    const name = uniqueName('回收');
    const id = await addCustomer(t, admin, { name });
    expect((await as(t, admin).del(`/api/v2/customer/delete?ids=${id}`)).json().data).toEqual({ count: 1 });
    expect(await visibleIds(t, admin)).not.toContain(id);
    expectRefusal(await as(t, admin).get(`/api/v2/customer/detail?id=${id}`), 404, 'CUSTOMER_NOT_FOUND');
    const bin = (await as(t, admin).get('/api/v2/customer/recycleBin?pageSize=100')).json().data;
    expect(bin.list.map((c: { id: number }) => c.id)).toContain(id);
    const deletedAt = bin.list.find((c: { id: number }) => c.id === id).deletedAt as string;
    expect(Math.abs(Date.parse(deletedAt) - Date.now())).toBeLessThan(60_000);
    expectRefusal(
      await as(t, admin).del(`/api/v2/customer/delete?ids=${id}`),
      404,
      'CUSTOMER_NOT_FOUND',
      'ids',
    );

    // the name is free while the customer is in the recycle bin
    const twin = await addCustomer(t, admin, { name });
    expectRefusal(
      await as(t, admin).put('/api/v2/customer/reduction', { ids: [id] }),
      409,
      'CUSTOMER_NAME_TAKEN',
      'name',
    );
    await as(t, admin).put('/api/v2/customer/update', { id: twin, name: uniqueName() });
    expect((await as(t, admin).put('/api/v2/customer/reduction', { ids: [id] })).json().data).toEqual({
      count: 1,
    });
    expect((await detail(t, admin, id)).name).toBe(name);
    expectRefusal(
      await as(t, admin).put('/api/v2/customer/reduction', { ids: [id] }),
      404,
      'NOT_IN_RECYCLE_BIN',
    );
  });

  it('only administrators purge, and only customers in the recycle bin', async () => {
    const id = await addCustomer(t, admin, {
      tagIds: [await idOf(t, sql`select id from tags where name = 'VIP'`)],
    });
    expectRefusal(await as(t, admin).del(`/api/v2/customer/purge?ids=${id}`), 404, 'NOT_IN_RECYCLE_BIN');
    await as(t, admin).del(`/api/v2/customer/delete?ids=${id}`);
    // a role with the recycle-bin permission but not an administrator
    const role = (
      await as(t, admin).post('/api/role', {
        name: '回收站管理',
        permissions: ['10401', '10407'],
        dataScope: 1,
      })
    ).json().data.id;
    await as(t, admin).put(`/api/user/${await userId(t, 'employee')}`, { roleIds: [role] });
    const keeper = await loginAs(t.app, 'employee');
    expect((await as(t, keeper).get('/api/v2/customer/recycleBin')).statusCode).toBe(200);
    expectRefusal(await as(t, keeper).del(`/api/v2/customer/purge?ids=${id}`), 403, 'NO_PERMISSION');
    expect((await as(t, admin).del(`/api/v2/customer/purge?ids=${id}`)).json().data).toEqual({ count: 1 });
    const [left] = await rows<{ n: number }>(
      t.database.db,
      sql`select (select count(*) from customers where id = ${id}) + (select count(*) from customer_contacts where customer_id = ${id})
           + (select count(*) from object_tags where object_kind = 2 and object_id = ${id}) as n`,
    );
    expect(Number(left!.n)).toBe(0);
  });
});

describe('the customer list', () => {
  it('searches name, contact name and contact phone; filters by owner, team and tag; pages', async () => {
    const vip = await idOf(t, sql`select id from tags where name = 'VIP'`);
    const branch = await idOf(t, sql`select id from service_teams where name = '华东分部'`);
    const sales = await userId(t, 'salesperson');
    const id = await addCustomer(t, admin, {
      name: uniqueName('检索公司'),
      contacts: [contact('欧阳修', '13977778888')],
      ownerUserId: sales,
      serviceTeamId: branch,
      tagIds: [vip],
    });
    expect(await visibleIds(t, admin, '&keyword=检索公司')).toEqual([id]);
    expect(await visibleIds(t, admin, '&keyword=欧阳')).toEqual([id]);
    expect(await visibleIds(t, admin, '&keyword=77778888')).toEqual([id]);
    expect(await visibleIds(t, admin, `&keyword=%25_`)).toEqual([]);
    expect(await visibleIds(t, admin, `&ownerUserId=${sales}`)).toContain(id);
    expect(await visibleIds(t, admin, `&serviceGroupId=${branch}`)).toContain(id);
    expect(await visibleIds(t, admin, `&tagId=${vip}&keyword=欧阳`)).toEqual([id]);
    expect(await visibleIds(t, admin, `&tagId=${vip}&ownerUserId=${await userId(t, 'dispatcher')}`)).toEqual(
      [],
    );

    const page = (await as(t, admin).get(`/api/v2/customer/epCustomerList?keyword=欧阳`)).json().data;
    expect(page.list[0]).toMatchObject({
      id,
      contactName: '欧阳修',
      contactPhone: '13977778888',
      ownerName: '吴销售',
      serviceTeamName: '华东分部',
      tags: [{ id: vip, name: 'VIP' }],
    });
    const all = await visibleIds(t, admin);
    const second = (await as(t, admin).get('/api/v2/customer/epCustomerList?pageSize=5&pageIndex=1')).json()
      .data;
    expect(second.total).toBe(all.length);
    expect(second.list.map((c: { id: number }) => c.id)).toEqual(all.slice(5, 10));
    // newest first
    expect([...all].sort((a, b) => b - a)).toEqual(all);
    expectRefusal(
      await as(t, admin).get('/api/v2/customer/epCustomerList?pageSize=0'),
      400,
      'VALIDATION',
      'pageSize',
    );
  });

  it('lists contacts across customers (epLinkPersonList, /customer/linkperson/list) by name or phone', async () => {
    const id = await addCustomer(t, admin, { contacts: [contact('司马光', '13955556666')] });
    for (const url of ['/api/v2/customer/epLinkPersonList', '/api/customer/linkperson/list']) {
      const res = (await as(t, admin).get(`${url}?keyword=司马`)).json().data;
      expect(res.total).toBe(1);
      expect(res.list[0]).toMatchObject({
        customerId: id,
        name: '司马光',
        phone: '13955556666',
        isDefault: true,
      });
      expect((await as(t, admin).get(`${url}?keyword=55556666`)).json().data.total).toBe(1);
    }
    const ofOne = (await as(t, admin).get(`/api/customer/linkperson/list?customerId=${id}`)).json().data;
    expect(ofOne.list).toHaveLength(1);
    const all = (await as(t, admin).get('/api/v2/customer/epLinkPersonList?pageSize=1000')).json().data;
    expect(all.total).toBeGreaterThanOrEqual(30);
    const addresses = (await as(t, admin).get('/api/customer/address/list?keyword=上海市')).json().data;
    expect(addresses.total).toBeGreaterThan(0);
  });
});

describe('spec-business §6: permissions of the customer group', () => {
  it('refuses a user without the customer permissions with 403', async () => {
    const keeper = await loginAs(t.app, 'warehouseKeeper'); // warehouse keeper: no customer codes
    for (const url of [
      '/api/v2/customer/epCustomerList',
      '/api/v2/customer/customerListCount',
      '/api/v2/customer/detail?id=1',
      '/api/v2/customer/epLinkPersonList',
      '/api/v2/customer/cusTemplate',
      '/api/v2/customer/recycleBin',
    ])
      expectRefusal(await as(t, keeper).get(url), 403, 'NO_PERMISSION');
    expectRefusal(await add({ name: uniqueName(), contacts: [contact()] }, keeper), 403, 'NO_PERMISSION');
    // service staff see customers but may not add, edit or delete them
    const staff = await loginAs(t.app, 'serviceStaff');
    expect((await as(t, staff).get('/api/v2/customer/epCustomerList')).statusCode).toBe(200);
    expectRefusal(await add({ name: uniqueName(), contacts: [contact()] }, staff), 403, 'NO_PERMISSION');
    expectRefusal(
      await as(t, staff).put('/api/v2/customer/update', { id: 1, name: 'x' }),
      403,
      'NO_PERMISSION',
    );
    expectRefusal(await as(t, staff).del('/api/v2/customer/delete?ids=1'), 403, 'NO_PERMISSION');
    expectRefusal(
      await as(t, staff).post('/api/v2/customer/savePermission', { customerId: 1, userIds: [] }),
      403,
      'NO_PERMISSION',
    );
  });

  it('spec-business §6 "administrator sets customer owners and teams": others may not', async () => {
    const sales = await loginAs(t.app, 'salesperson'); // may add and edit customers, not assign them
    const dispatcher = await userId(t, 'dispatcher');
    expectRefusal(
      await add({ name: uniqueName(), contacts: [contact()], ownerUserId: dispatcher }, sales),
      403,
      'ASSIGN_FORBIDDEN',
      'ownerUserId',
    );
    const branch = await idOf(t, sql`select id from service_teams where name = '华东分部'`);
    expectRefusal(
      await add({ name: uniqueName(), contacts: [contact()], serviceTeamId: branch }, sales),
      403,
      'ASSIGN_FORBIDDEN',
      'serviceTeamId',
    );
    const id = await addCustomer(t, sales);
    expect((await detail(t, sales, id)).ownerUserId).toBe(await userId(t, 'salesperson'));
    expectRefusal(
      await as(t, sales).put('/api/v2/customer/update', { id, ownerUserId: dispatcher }),
      403,
      'ASSIGN_FORBIDDEN',
    );
    expect(
      (await as(t, admin).put('/api/v2/customer/update', { id, ownerUserId: dispatcher })).statusCode,
    ).toBe(200);
    expectRefusal(
      await as(t, admin).put('/api/v2/customer/update', { id, ownerUserId: 99999999 }),
      404,
      'OWNER_NOT_FOUND',
      'ownerUserId',
    );
    expectRefusal(
      await as(t, admin).put('/api/v2/customer/update', { id, serviceTeamId: 99999999 }),
      404,
      'TEAM_NOT_FOUND',
      'serviceTeamId',
    );
  });
});

describe('tenancy', () => {
  it("answers 404 for another enterprise's customer, contact or address, exactly like a missing one", async () => {
    const id = await addCustomer(t, admin, { addresses: [address()] });
    const c = await detail(t, admin, id);
    const other = await otherEnterprise(t);
    const them = as(t, other.session);
    const missing = await them.get('/api/v2/customer/detail?id=99999999');
    const foreign = await them.get(`/api/v2/customer/detail?id=${id}`);
    expectRefusal(foreign, 404, 'CUSTOMER_NOT_FOUND');
    expect(foreign.json()).toEqual(missing.json());
    expectRefusal(await them.put('/api/v2/customer/update', { id, name: 'x' }), 404, 'CUSTOMER_NOT_FOUND');
    expectRefusal(await them.del(`/api/v2/customer/delete?ids=${id}`), 404, 'CUSTOMER_NOT_FOUND');
    expectRefusal(
      await them.post('/api/customer/linkperson/save', { customerId: id, ...contact() }),
      404,
      'CUSTOMER_NOT_FOUND',
      'customerId',
    );
    expectRefusal(
      await them.del(`/api/customer/linkperson/delete?id=${c.contacts[0].id}`),
      404,
      'CONTACT_NOT_FOUND',
    );
    expectRefusal(
      await them.post('/api/customer/address/setDefault', { id: c.addresses[0].id }),
      404,
      'ADDRESS_NOT_FOUND',
    );
    expectRefusal(
      await them.post('/api/v2/customer/savePermission', { customerId: id, userIds: [] }),
      404,
      'CUSTOMER_NOT_FOUND',
    );
    expect((await them.get('/api/v2/customer/epCustomerList')).json().data.total).toBe(0);
    expect((await them.get('/api/v2/customer/epLinkPersonList')).json().data.total).toBe(0);
  });
});

describe('handover', () => {
  it("a departing salesperson's customers go to the receiving user", async () => {
    const from = await userId(t, 'salesperson');
    const to = await userId(t, 'dispatcher');
    const [before] = await rows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from customers where owner_user_id = ${from}`,
    );
    const res = await as(t, admin).put('/api/user/handover', { fromUserId: from, toUserId: to });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.moved.customers).toBe(before!.n);
    expect(before!.n).toBeGreaterThan(0);
  });
});

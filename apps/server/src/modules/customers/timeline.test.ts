import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CustomerChangeRow } from '@fieldline/domain';
import { rows } from '../../db/client';
import { as, expectRefusal, loginAs, testApp, type Session, type TestApp } from '../../test/app';
import { otherEnterprise, userId } from '../../test/data';
import { addCustomer, address, contact, detail } from './test-helpers';

let t: TestApp;
let admin: Session;
let adminId: number;
let adminName: string;

beforeAll(async () => {
  t = await testApp();
  admin = await loginAs(t.app, 'administrator');
  adminId = await userId(t, 'administrator');
  adminName = (
    await rows<{ name: string }>(t.database.db, sql`select name from users where id = ${adminId}`)
  )[0]!.name;
});
afterAll(() => t.close());

const timeline = async (id: number, s = admin, page = 'pageSize=100') => {
  const res = await as(t, s).get(`/api/v2/customer/timeline?id=${id}&${page}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as { list: CustomerChangeRow[]; total: number };
};
/** The timeline oldest first, as [action, summary]. */
const history = async (id: number) =>
  (await timeline(id)).list.reverse().map((r) => [r.action, r.summary] as const);
const ok = (res: { statusCode: number; body: string }) => expect(res.statusCode, res.body).toBe(200);

describe('issue 6 "timeline of changes" on the customer detail', () => {
  it('records the creation and profile edits with who and when, newest first', async () => {
    const before = Date.now();
    const id = await addCustomer(t, admin, { name: '时间线客户甲' });
    ok(await as(t, admin).put('/api/v2/customer/update', { id, name: '时间线客户乙' }));
    // an edit that changes nothing records nothing
    ok(await as(t, admin).put('/api/v2/customer/update', { id, name: '时间线客户乙' }));
    const { list, total } = await timeline(id);
    expect(total).toBe(2);
    expect(list.map((r) => r.action)).toEqual(['edited', 'created']);
    for (const row of list) {
      expect(row).toMatchObject({ userId: adminId, userName: adminName });
      expect(new Date(row.at).getTime()).toBeGreaterThanOrEqual(before - 1000);
      expect(new Date(row.at).getTime()).toBeLessThanOrEqual(Date.now() + 1000);
    }
    expect(list[0]!.summary).toEqual({
      changes: [{ field: 'name', from: '时间线客户甲', to: '时间线客户乙' }],
    });
  });

  it('records contacts added, edited, made default and deleted, naming the contact', async () => {
    const id = await addCustomer(t, admin, { contacts: [contact('甲', '13900000001')] });
    const first = (await detail(t, admin, id)).contacts[0].id;
    const saved = await as(t, admin).post('/api/customer/linkperson/save', {
      customerId: id,
      ...contact('乙', '13900000002'),
    });
    const second = saved.json().data.id;
    ok(
      await as(t, admin).post('/api/customer/linkperson/save', {
        id: second,
        customerId: id,
        ...contact('乙', '13900000003'),
      }),
    );
    ok(await as(t, admin).post('/api/customer/linkperson/setDefault', { id: second }));
    ok(await as(t, admin).del(`/api/customer/linkperson/delete?id=${first}`));
    // a refused change leaves nothing behind
    expectRefusal(
      await as(t, admin).del(`/api/customer/linkperson/delete?id=${second}`),
      400,
      'DEFAULT_CONTACT_UNDELETABLE',
    );
    expect(await history(id)).toEqual([
      ['created', {}],
      ['contactAdded', { subject: '乙 13900000002' }],
      [
        'contactEdited',
        {
          subject: '乙 13900000003',
          changes: [{ field: 'contactPhone', from: '13900000002', to: '13900000003' }],
        },
      ],
      ['contactDefault', { subject: '乙 13900000003' }],
      ['contactDeleted', { subject: '甲 13900000001' }],
    ]);
  });

  it('records addresses added, edited, made default and deleted, naming the address', async () => {
    const id = await addCustomer(t, admin);
    const save = (body: Record<string, unknown>) =>
      as(t, admin).post('/api/customer/address/save', { customerId: id, ...address(), ...body });
    const a = (await save({ detail: '一号' })).json().data.id;
    const b = (await save({ detail: '二号' })).json().data.id;
    ok(await save({ id: b, detail: '二号改', type: 2 }));
    ok(await as(t, admin).post('/api/customer/address/setDefault', { id: b }));
    ok(await as(t, admin).del(`/api/customer/address/delete?id=${a}`));
    expectRefusal(
      await as(t, admin).del(`/api/customer/address/delete?id=${b}`),
      400,
      'DEFAULT_ADDRESS_UNDELETABLE',
    );
    expect(await history(id)).toEqual([
      ['created', {}],
      ['addressAdded', { subject: '上海市 上海市 浦东新区 一号' }],
      ['addressAdded', { subject: '上海市 上海市 浦东新区 二号' }],
      [
        'addressEdited',
        {
          subject: '上海市 上海市 浦东新区 二号改',
          changes: [
            { field: 'address', from: '上海市 上海市 浦东新区 二号', to: '上海市 上海市 浦东新区 二号改' },
            { field: 'addressType', from: '1', to: '2' },
          ],
        },
      ],
      ['addressDefault', { subject: '上海市 上海市 浦东新区 二号改' }],
      ['addressDeleted', { subject: '上海市 上海市 浦东新区 一号' }],
    ]);
  });

  it('names whoever made each change', async () => {
    const sales = await loginAs(t.app, 'salesperson');
    const salesId = await userId(t, 'salesperson');
    const id = await addCustomer(t, sales);
    ok(await as(t, admin).put('/api/v2/customer/update', { id, name: `${id}号客户` }));
    const { list } = await timeline(id, sales);
    expect(list.map((r) => [r.action, r.userId])).toEqual([
      ['edited', adminId],
      ['created', salesId],
    ]);
    expect(list[1]!.userName).toBe('吴销售');
  });

  it('pages on the server, newest first', async () => {
    const id = await addCustomer(t, admin);
    for (const name of ['页一', '页二', '页三', '页四']) {
      ok(await as(t, admin).put('/api/v2/customer/update', { id, name: `${name}${id}` }));
    }
    const all = (await timeline(id)).list.map((r) => r.id);
    expect(all).toHaveLength(5);
    expect([...all].sort((x, y) => y - x)).toEqual(all);
    const second = await timeline(id, admin, 'pageSize=2&pageIndex=1');
    expect(second.total).toBe(5);
    expect(second.list.map((r) => r.id)).toEqual(all.slice(2, 4));
    expectRefusal(
      await as(t, admin).get(`/api/v2/customer/timeline?id=${id}&pageSize=0`),
      400,
      'VALIDATION',
      'pageSize',
    );
  });

  it('is scoped like the detail: another enterprise, an invisible or a deleted customer answer 404', async () => {
    const id = await addCustomer(t, admin);
    const other = await otherEnterprise(t);
    const foreign = await as(t, other.session).get(`/api/v2/customer/timeline?id=${id}`);
    expectRefusal(foreign, 404, 'CUSTOMER_NOT_FOUND');
    const missing = await as(t, other.session).get('/api/v2/customer/timeline?id=99999999');
    expect(foreign.json()).toEqual(missing.json());
    // the salesperson (personal scope) does not own this customer
    const sales = await loginAs(t.app, 'salesperson');
    expectRefusal(await as(t, sales).get(`/api/v2/customer/timeline?id=${id}`), 404, 'CUSTOMER_NOT_FOUND');
    ok(await as(t, admin).del(`/api/v2/customer/delete?ids=${id}`));
    expectRefusal(await as(t, admin).get(`/api/v2/customer/timeline?id=${id}`), 404, 'CUSTOMER_NOT_FOUND');
    ok(await as(t, admin).put('/api/v2/customer/reduction', { ids: [id] }));
    expect((await timeline(id)).list.map((r) => r.action)).toEqual(['restored', 'deleted', 'created']);
  });
});

import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rows } from '../../db/client';
import { as, expectRefusal, loginAs, testApp, type Session, type TestApp } from '../../test/app';
import { otherEnterprise, userId } from '../../test/data';
import { createOrder, orderDetail, orderTemplateId, setTemplateSettings } from '../orders/test-helpers';

let t: TestApp;
let admin: Session;
let dispatcher: Session;
let staff: Session;
let staffId: number;
let templateId: number;
/** A demo customer product under 空调 (its customer and its top category). */
let aircon: { customerId: number; customerProductId: number; topId: number };
let heaterTopId: number;

const list = async (s: Session, q = '') =>
  (await as(t, s).get(`/api/v2/fault/phenomenon/list?pageSize=100${q}`)).json().data as {
    list: {
      id: number;
      name: string;
      categoryId: number | null;
      categoryPath: string | null;
      uses: number;
    }[];
    total: number;
  };
const add = (s: Session, body: Record<string, unknown>) => as(t, s).post('/api/v2/fault/phenomenon', body);
const ok = async (res: { statusCode: number; body: string; json(): { data: unknown } }) => {
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as Record<string, unknown>;
};

beforeAll(async () => {
  t = await testApp();
  admin = await loginAs(t.app, 'administrator');
  dispatcher = await loginAs(t.app, 'dispatcher');
  staff = await loginAs(t.app, 'serviceStaff');
  staffId = await userId(t, 'serviceStaff');
  templateId = await orderTemplateId(t);
  await setTemplateSettings(t, templateId, { nodes: { collection: false, receipt: false } });
  const [row] = await rows<{ customerId: number; customerProductId: number; topId: number }>(
    t.database.db,
    sql`select cp.customer_id::int as "customerId", cp.id::int as "customerProductId", top.id::int as "topId"
          from customer_products cp
          join products p on p.enterprise_id = cp.enterprise_id and p.id = cp.product_id
          join product_categories c on c.enterprise_id = p.enterprise_id and c.id = p.category_id
          join product_categories top on top.enterprise_id = c.enterprise_id and top.name = '空调' and top.parent_id is null
         where cp.enterprise_id = 1 and cp.deleted_at is null and p.number like 'KT-%'
         order by cp.id limit 1`,
  );
  aircon = row!;
  const [heater] = await rows<{ id: number }>(
    t.database.db,
    sql`select id::int as id from product_categories where enterprise_id = 1 and name = '热水器' and parent_id is null`,
  );
  heaterTopId = heater!.id;
});
afterAll(() => t.close());

/** An order of 张师傅 in service (state 4), optionally for a customer product. */
async function inService(body: Record<string, unknown> = {}) {
  const { id } = await createOrder(t, dispatcher, {
    templateId,
    customerId: aircon.customerId,
    serverUserId: staffId,
    ...body,
  });
  for (const step of ['/order/accept', '/order/startService'])
    await ok(await as(t, staff).post(`/api${step}`, { orderId: id }));
  return id;
}

describe('fault dictionary (issue 28, SB:92 "fault phenomenon name 8")', () => {
  it('the demo has general and per-category phenomena, with picks on completed orders', async () => {
    const { list: all } = await list(admin);
    expect(all.some((f) => f.categoryId === null && f.name === '无法开机')).toBe(true);
    expect(all.find((f) => f.name === '不制冷')?.categoryPath).toBe('空调');
    expect(all.reduce((n, f) => n + f.uses, 0)).toBeGreaterThan(0);
  });

  it('a name of more than 8 characters is refused naming the field, and nothing is written', async () => {
    const before = (await list(admin)).total;
    expectRefusal(await add(admin, { name: '一二三四五六七八九' }), 400, 'VALIDATION', 'name');
    expect((await list(admin)).total).toBe(before);
    await ok(await add(admin, { name: '一二三四五六七八', categoryId: heaterTopId }));
  });

  it('names are unique within a category, free across categories', async () => {
    await ok(await add(admin, { name: '漏气', categoryId: aircon.topId }));
    expectRefusal(await add(admin, { name: '漏气', categoryId: aircon.topId }), 409, 'NAME_TAKEN', 'name');
    await ok(await add(admin, { name: '漏气', categoryId: heaterTopId }));
  });

  it('a role with product view may list but not add, change or delete (10602-10604)', async () => {
    expect((await list(dispatcher)).total).toBeGreaterThan(0);
    expectRefusal(await add(dispatcher, { name: '冒烟' }), 403, 'NO_PERMISSION');
    const id = (await list(admin)).list[0]!.id;
    expectRefusal(
      await as(t, dispatcher).put(`/api/v2/fault/phenomenon/${id}`, { name: '冒烟' }),
      403,
      'NO_PERMISSION',
    );
    expectRefusal(await as(t, dispatcher).del(`/api/v2/fault/phenomenon/${id}`), 403, 'NO_PERMISSION');
  });

  it("another enterprise's phenomenon answers 404; its category 400 naming categoryId", async () => {
    const other = await otherEnterprise(t);
    const id = (await list(admin)).list[0]!.id;
    expectRefusal(
      await as(t, other.session).put(`/api/v2/fault/phenomenon/${id}`, { name: '冒烟' }),
      404,
      'FAULT_NOT_FOUND',
    );
    expectRefusal(await as(t, other.session).del(`/api/v2/fault/phenomenon/${id}`), 404, 'FAULT_NOT_FOUND');
    expectRefusal(
      await as(t, other.session).post('/api/v2/fault/phenomenon', { name: '冒烟', categoryId: aircon.topId }),
      400,
      'CATEGORY_NOT_FOUND',
      'categoryId',
    );
    expect((await list(other.session)).total).toBe(0);
  });

  it('change, disable and delete; a deleted name is free again', async () => {
    const { id } = (await ok(await add(admin, { name: '跳闸', categoryId: heaterTopId }))) as { id: number };
    await ok(await as(t, admin).put(`/api/v2/fault/phenomenon/${id}`, { name: '频繁跳闸', enabled: false }));
    const changed = (await list(admin, '&keyword=频繁跳闸')).list[0]!;
    expect(changed).toMatchObject({ id, enabled: false, categoryId: heaterTopId });
    await ok(await as(t, admin).del(`/api/v2/fault/phenomenon/${id}`));
    expect((await list(admin, '&keyword=频繁跳闸')).total).toBe(0);
    await ok(await add(admin, { name: '频繁跳闸', categoryId: heaterTopId }));
  });

  it("options fit the customer product's category lineage and include the general ones", async () => {
    const opts = (
      await as(t, staff).get(`/api/v2/fault/phenomenon/options?customerProductId=${aircon.customerProductId}`)
    ).json().data as { name: string; categoryId: number | null }[];
    expect(opts.some((o) => o.name === '不制冷')).toBe(true);
    expect(opts.some((o) => o.name === '无法开机')).toBe(true);
    expect(opts.some((o) => o.name === '不出热水')).toBe(false);
    const general = (await as(t, staff).get('/api/v2/fault/phenomenon/options')).json().data as {
      categoryId: number | null;
    }[];
    expect(general.length).toBeGreaterThan(0);
    expect(general.every((o) => o.categoryId === null)).toBe(true);
  });
});

describe('the completion names its faults (issue 28)', () => {
  const idOf = async (name: string) =>
    (await list(admin, `&keyword=${encodeURIComponent(name)}`)).list.find((f) => f.name === name)!.id;

  it('picked faults show on the order detail and count in the day aggregate', async () => {
    const id = await inService({ customerProductId: aircon.customerProductId });
    const cold = await idOf('不制冷');
    const noPower = await idOf('无法开机');
    const sumBefore = await aggregateTotal();
    await ok(
      await as(t, staff).post('/api/order/serviceComplete', { orderId: id, faultIds: [cold, noPower] }),
    );
    const detail = await orderDetail(t, dispatcher, id);
    expect((detail.faults as { name: string }[]).map((f) => f.name).sort()).toEqual(
      ['不制冷', '无法开机'].sort(),
    );
    expect(await aggregateTotal()).toBe(sumBefore + 2);
    expect(await aggregateTotal()).toBe(await picksTotal());
    // the coarse aggregate (day, phenomenon, template) holds the same count
    const [coarse] = await rows<{ n: number }>(
      t.database.db,
      sql`select coalesce(sum(n), 0)::int as n from fault_daily_totals where enterprise_id = 1`,
    );
    expect(coarse!.n).toBe(await picksTotal());
  });

  it("a fault of another category, a disabled or another enterprise's one is refused naming faultIds; nothing is written", async () => {
    const id = await inService({ customerProductId: aircon.customerProductId });
    const hot = await idOf('不出热水');
    const before = await aggregateTotal();
    expectRefusal(
      await as(t, staff).post('/api/order/serviceComplete', { orderId: id, faultIds: [hot] }),
      400,
      'FAULT_NOT_APPLICABLE',
      'faultIds',
    );
    expectRefusal(
      await as(t, staff).post('/api/order/serviceComplete', { orderId: id, faultIds: [999_999] }),
      400,
      'FAULT_NOT_APPLICABLE',
      'faultIds',
    );
    const [state] = await rows<{ state: number }>(
      t.database.db,
      sql`select state from orders where id = ${id}`,
    );
    expect(state!.state).toBe(4);
    expect(await aggregateTotal()).toBe(before);
    expectRefusal(
      await as(t, staff).post('/api/order/serviceComplete', { orderId: id, faultIds: 'x' }),
      400,
      'VALIDATION',
      'faultIds',
    );
  });

  it('an order without a customer product takes general faults only', async () => {
    const id = await inService();
    expectRefusal(
      await as(t, staff).post('/api/order/serviceComplete', {
        orderId: id,
        faultIds: [await idOf('不制冷')],
      }),
      400,
      'FAULT_NOT_APPLICABLE',
      'faultIds',
    );
    await ok(
      await as(t, staff).post('/api/order/serviceComplete', { orderId: id, faultIds: [await idOf('异响')] }),
    );
  });
});

const aggregateTotal = async () =>
  (
    await rows<{ n: number }>(
      t.database.db,
      sql`select coalesce(sum(n), 0)::int as n from fault_daily where enterprise_id = 1`,
    )
  )[0]!.n;
const picksTotal = async () =>
  (
    await rows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from order_faults where enterprise_id = 1`,
    )
  )[0]!.n;

import { sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rows } from '../../db/client';
import { as, type Session, type TestApp } from '../../test/app';
import { otherEnterprise, userId } from '../../test/data';
import { createOrder, demoCustomerId, orderTemplateId, setTemplateSettings } from '../orders/test-helpers';
import { FAULT_REPLACE_URL } from './fault-replace';
import { day, reportTestKit, twoYears, type ReportData } from './test-kit';

let t: TestApp;
let admin: Session;
let director: Session;
let dispatcher: Session;
let keeper: Session;
let staff: Session;
let staffId: number;
let templateId: number;
let part: (code: string) => number;

const kit = reportTestKit(FAULT_REPLACE_URL);
const report = kit.report;
type Result = ReportData;

/**
 * The direct count: the orders of enterprise 1 with a fault picked on a day of the period (by the
 * orders' own template and server), those with parts recorded, and the quantity of those parts.
 */
async function direct(from: string, to: string, extra: SQL = sql`true`) {
  const ids = sql`select distinct f.order_id from order_faults f
                    join orders o on o.enterprise_id = f.enterprise_id and o.id = f.order_id
                   where f.enterprise_id = 1 and f.day between ${from}::date and ${to}::date and ${extra}`;
  const [r] = await rows<{ orders: number; replaced: number; qty: string }>(
    t.database.db,
    sql`select (select count(*) from (${ids}) x)::int as orders,
               (select count(distinct l.order_id) from order_spare_parts l
                 where l.enterprise_id = 1 and l.order_id in (${ids}))::int as replaced,
               (select coalesce(sum(l.quantity), 0) from order_spare_parts l
                 where l.enterprise_id = 1 and l.order_id in (${ids}))::text as qty`,
  );
  return { orders: r!.orders, replaced: r!.replaced, qty: Number(r!.qty) };
}
const totalsOf = (r: Result) => ({
  orders: r.table.totals.orders,
  replaced: r.table.totals.replaced,
  qty: r.table.totals.qty,
});

beforeAll(async () => {
  [admin, director, dispatcher, keeper, staff] = await kit.start(
    'administrator',
    'director',
    'dispatcher',
    'warehouseKeeper',
    'serviceStaff',
  );
  t = kit.t;
  staffId = await userId(t, 'serviceStaff');
  templateId = await orderTemplateId(t);
  await setTemplateSettings(t, templateId, {
    nodes: { collection: false, receipt: false },
    completionApproval: false,
  });
  const parts = (await as(t, keeper).get('/api/v2/spare/sparePart/spareList?pageSize=50')).json().data.list;
  const ids = new Map<string, number>(parts.map((p: { code: string; id: number }) => [p.code, p.id]));
  part = (code) => ids.get(code)!;
  const stores = (await as(t, keeper).get('/api/warehouse/list')).json().data.list as {
    name: string;
    id: number;
  }[];
  const given = await as(t, keeper).post('/api/v2/spare/stock/allocate', {
    warehouseId: stores.find((w) => w.name === '总仓')!.id,
    userId: staffId,
    items: [
      { partId: part('BJ-004'), quantity: '10' },
      { partId: part('BJ-006'), quantity: '5' },
    ],
  });
  expect(given.statusCode, given.body).toBe(200);
});
afterAll(() => kit.close());

/** 张师傅 serves an order: parts recorded on it, then completed naming the faults. */
async function served(faultIds: number[], partsUsed: [string, string][]) {
  const { id } = await createOrder(t, dispatcher, {
    templateId,
    customerId: await demoCustomerId(t),
    serverUserId: staffId,
  });
  for (const step of ['/order/accept', '/order/startService'])
    expect((await as(t, staff).post(`/api${step}`, { orderId: id })).statusCode).toBe(200);
  for (const [code, quantity] of partsUsed) {
    const res = await as(t, staff).post('/api/v2/order/spareParts', {
      orderId: id,
      partId: part(code),
      quantity,
    });
    expect(res.statusCode, res.body).toBe(200);
  }
  const done = await as(t, staff).post('/api/order/serviceComplete', { orderId: id, faultIds });
  expect(done.statusCode, done.body).toBe(200);
  return id;
}

describe('fault replacement (issue 28, D9 /FaultReplace)', () => {
  it("the totals equal a direct count over the demo's faults and parts for each period", async () => {
    const all = await direct(day(-700), day());
    expect(all.orders).toBeGreaterThan(0);
    expect(totalsOf(await report(director, twoYears))).toEqual(all);
    expect(totalsOf(await report(director, 'window=30'))).toEqual(await direct(day(-29), day()));
    expect(totalsOf(await report(director, 'window=7'))).toEqual(await direct(day(-6), day()));
  });

  it('after completions with faults and parts, each fault shows its parts and the totals follow', async () => {
    const general = await rows<{ id: number; name: string }>(
      t.database.db,
      sql`select id::int as id, name from fault_phenomena where enterprise_id = 1 and category_id is null
           and deleted_at is null and enabled order by sort, id limit 2`,
    );
    const [a, b] = general as [{ id: number; name: string }, { id: number; name: string }];
    const before = await direct(day(-700), day());
    await served([a.id], [['BJ-004', '2']]);
    await served([a.id, b.id], [['BJ-006', '1']]);
    await served([b.id], []);
    const after = await direct(day(-700), day());
    expect(after).toEqual({
      orders: before.orders + 3,
      replaced: before.replaced + 2,
      qty: before.qty + 3,
    });
    const r = await report(director, twoYears);
    expect(totalsOf(r)).toEqual(after);
    // per fault: its own orders and parts, counted directly
    for (const fault of [a, b]) {
      const own = await direct(day(-700), day(), sql`f.fault_id = ${fault.id}`);
      const row = r.table.rows.find((x) => x.fault === fault.name)!;
      expect({ orders: row.orders, replaced: row.replaced, qty: row.qty }).toEqual({
        orders: own.orders,
        replaced: own.replaced,
        qty: own.qty,
      });
    }
    const stacked = r.charts.find((c) => c.kind === 'stackedBar')!;
    const i = stacked.categories!.indexOf(a.name);
    expect(stacked.series!.reduce((sum, s) => sum + s.data[i]!, 0)).toBe(
      r.table.rows.find((x) => x.fault === a.name)!.qty,
    );
  });

  it('filters by engineer, template and team count as the direct query does', async () => {
    const byStaff = await direct(day(-700), day(), sql`o.server_user_id = ${staffId}`);
    expect(byStaff.replaced).toBeGreaterThan(0);
    expect(totalsOf(await report(director, `${twoYears}&engineerId=${staffId}`))).toEqual(byStaff);
    expect(totalsOf(await report(director, `${twoYears}&templateId=${templateId}`))).toEqual(
      await direct(day(-700), day(), sql`o.template_id = ${templateId}`),
    );
    const [team] = await rows<{ id: number }>(
      t.database.db,
      sql`select team_id::int as id from team_members where enterprise_id = 1 and user_id = ${staffId} limit 1`,
    );
    expect(totalsOf(await report(director, `${twoYears}&teamId=${team!.id}`))).toEqual(
      await direct(
        day(-700),
        day(),
        sql`o.server_user_id in (select user_id from team_members where enterprise_id = 1 and team_id = ${team!.id})`,
      ),
    );
  });

  it('needs 10801; another enterprise sees none of these', async () => {
    await kit.refuses(staff);
    const other = await otherEnterprise(t);
    expect(totalsOf(await report(other.session, twoYears))).toEqual({ orders: 0, replaced: 0, qty: 0 });
  });

  it('both languages: the titles follow the asker’s language', async () => {
    expect(await kit.titleIn('en_GB')).toBe('Fault phenomenon');
    expect(await kit.titleIn('zh_CN')).toBe('故障现象');
  });

  it('exports the table to the download centre (10802)', async () => {
    await kit.exports(admin, twoYears, '故障更换');
  });
});

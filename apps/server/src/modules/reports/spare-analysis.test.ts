import { sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rows } from '../../db/client';
import { as, expectRefusal, type Session, type TestApp } from '../../test/app';
import { otherEnterprise, userId } from '../../test/data';
import { createOrder, demoCustomerId, orderTemplateId } from '../orders/test-helpers';
import { SPARE_ANALYSIS_URL } from './spare-analysis';
import { day, reportTestKit, twoYears, type ReportData } from './test-kit';

let t: TestApp;
let admin: Session;
let director: Session;
let dispatcher: Session;
let keeper: Session;
let staff: Session;
let staffId: number;
let templateId: number;
let main: number;
let scrapStore: number;
let part: (code: string) => number;

const kit = reportTestKit(SPARE_ANALYSIS_URL);
const report = kit.report;
type Result = ReportData;

/**
 * The direct count over the ledger of enterprise 1 (quantities as numbers): stock in, parts used on
 * orders net of lines taken back, stock out, scrap out of its holder; `order` narrows to movements
 * of orders matching it (alias o).
 */
async function direct(from: string, to: string, order?: SQL) {
  const [r] = await rows<{ stockIn: string; used: string; stockOut: string; scrapped: string }>(
    t.database.db,
    sql`select coalesce(sum(delta) filter (where kind = 1), 0)::text as "stockIn",
               coalesce(-sum(delta) filter (where kind in (10, 11)), 0)::text as used,
               coalesce(-sum(delta) filter (where kind = 2), 0)::text as "stockOut",
               coalesce(-sum(delta) filter (where kind = 7 and delta < 0), 0)::text as scrapped
          from spare_movements m
         where enterprise_id = 1
           and (created_at at time zone 'Asia/Shanghai')::date between ${from}::date and ${to}::date
           ${order ? sql`and kind in (10, 11) and doc_kind = 'order' and doc_id in (select o.id from orders o where o.enterprise_id = 1 and ${order})` : sql``}`,
  );
  const n = (x: string) => Number(x);
  const out = {
    stockIn: n(r!.stockIn),
    used: n(r!.used),
    stockOut: n(r!.stockOut),
    scrapped: n(r!.scrapped),
  };
  return { ...out, consumed: Math.round((out.used + out.stockOut + out.scrapped) * 100) / 100 };
}
const totalsOf = (r: Result) => {
  const x = r.table.totals;
  return {
    stockIn: x.stockIn,
    used: x.used,
    stockOut: x.stockOut,
    scrapped: x.scrapped,
    consumed: x.consumed,
  };
};

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
  const stores = (await as(t, keeper).get('/api/warehouse/list')).json().data.list as {
    name: string;
    id: number;
  }[];
  main = stores.find((w) => w.name === '总仓')!.id;
  scrapStore = stores.find((w) => w.name === '废品库')!.id;
  const parts = (await as(t, keeper).get('/api/v2/spare/sparePart/spareList?pageSize=50')).json().data.list;
  const ids = new Map<string, number>(parts.map((p: { code: string; id: number }) => [p.code, p.id]));
  part = (code) => ids.get(code)!;
});
afterAll(() => kit.close());

describe('spare-part analysis (issue 28, D9 /spareAnalysis)', () => {
  it("the table's totals equal a direct sum over the demo's ledger for each period", async () => {
    const all = await direct(day(-700), day());
    expect(all.stockIn).toBeGreaterThan(0);
    expect(all.used).toBeGreaterThan(0); // the demo's sensor used on 张师傅's done order
    expect(totalsOf(await report(director, twoYears))).toEqual(all);
    expect(totalsOf(await report(director, 'window=30'))).toEqual(await direct(day(-29), day()));
    expect(totalsOf(await report(director, 'window=7'))).toEqual(await direct(day(-6), day()));
  });

  it('after stock out, scrap and parts used on an order, the totals follow the ledger', async () => {
    const before = await direct(day(-700), day());
    const out = await as(t, keeper).post('/api/v2/spare/stock/out', {
      warehouseId: main,
      reason: 'sale',
      items: [{ partId: part('BJ-005'), quantity: '2.5' }],
    });
    expect(out.statusCode, out.body).toBe(200);
    const scrap = await as(t, keeper).post('/api/v2/spare/stock/scrap', {
      warehouseId: main,
      scrapWarehouseId: scrapStore,
      reason: '受潮',
      items: [{ partId: part('BJ-001'), quantity: 1 }],
    });
    expect(scrap.statusCode, scrap.body).toBe(200);
    const { id } = await createOrder(t, dispatcher, {
      templateId,
      customerId: await demoCustomerId(t),
      serverUserId: staffId,
    });
    for (const step of ['/order/accept', '/order/startService'])
      expect((await as(t, staff).post(`/api${step}`, { orderId: id })).statusCode).toBe(200);
    const used = await as(t, staff).post('/api/v2/order/spareParts', {
      orderId: id,
      partId: part('BJ-004'),
      quantity: '1',
    });
    expect(used.statusCode, used.body).toBe(200);

    const after = await direct(day(-700), day());
    expect(after.stockOut).toBe(before.stockOut + 2.5);
    expect(after.scrapped).toBe(before.scrapped + 1);
    expect(after.used).toBe(before.used + 1);
    const r = await report(director, twoYears);
    expect(totalsOf(r)).toEqual(after);
    // the part's own row and the trend's last day hold the new movements
    expect(r.table.rows.find((x) => x.code === 'BJ-005')!.stockOut).toBeGreaterThanOrEqual(2.5);
    const trend = r.charts.find((c) => c.kind === 'line')!;
    const series = (i: number) => trend.series![i]!.data.reduce((a, n) => a + n, 0);
    expect([series(0), series(1), series(2)]).toEqual([after.used, after.stockOut, after.scrapped]);
  });

  it('the order filters (engineer, template, team) count the parts used on matching orders only', async () => {
    const byStaff = await direct(day(-700), day(), sql`o.server_user_id = ${staffId}`);
    expect(byStaff.used).toBeGreaterThan(0);
    const r = await report(director, `${twoYears}&engineerId=${staffId}`);
    expect(r.table.totals.used).toBe(byStaff.used);
    expect(r.table.columns.map((c) => c.key)).toEqual(['code', 'name', 'type', 'unit', 'used']);
    const byTemplate = await direct(day(-700), day(), sql`o.template_id = ${templateId}`);
    expect((await report(director, `${twoYears}&templateId=${templateId}`)).table.totals.used).toBe(
      byTemplate.used,
    );
    const [team] = await rows<{ id: number }>(
      t.database.db,
      sql`select team_id::int as id from team_members where enterprise_id = 1 and user_id = ${staffId} limit 1`,
    );
    const byTeam = await direct(
      day(-700),
      day(),
      sql`o.server_user_id in (select user_id from team_members where enterprise_id = 1 and team_id = ${team!.id})`,
    );
    expect((await report(director, `${twoYears}&teamId=${team!.id}`)).table.totals.used).toBe(byTeam.used);
  });

  it('needs 10801: a service person without it is refused', async () => {
    await kit.refuses(staff);
  });

  it('over two years is refused naming the field', async () => {
    expectRefusal(
      await as(t, director).get(`/api${SPARE_ANALYSIS_URL}?window=range&from=${day(-800)}&to=${day()}`),
      400,
      'VALIDATION',
      'to',
    );
  });

  it('another enterprise sees none of these movements', async () => {
    const other = await otherEnterprise(t);
    const r = await report(other.session, twoYears);
    expect(r.table.rows).toEqual([]);
    expect(r.table.totals.consumed).toBe(0);
  });

  it("both languages: the titles follow the asker's language", async () => {
    expect(await kit.titleIn('zh_CN')).toBe('备件编号');
    expect(await kit.titleIn('en_GB')).toBe('Part code');
    await kit.titleIn('zh_CN');
  });

  it('exports the table to the download centre (10802)', async () => {
    await kit.exports(admin, twoYears, '备件分析');
  });
});

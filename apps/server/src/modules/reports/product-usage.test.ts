import { sql, type SQL } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rows } from '../../db/client';
import { asTenant } from '../../core/tenant';
import { syncOrderStats } from '../stats';
import type { Session, TestApp } from '../../test/app';
import { otherEnterprise, userId } from '../../test/data';
import { createOrder, orderTemplateId, serveToCompletion, setTemplateSettings } from '../orders/test-helpers';
import { PRODUCT_USAGE_URL } from './product-usage';
import { day, reportTestKit, twoYears, type ReportData } from './test-kit';

let t: TestApp;
let admin: Session;
let director: Session;
let dispatcher: Session;
let staff: Session;
let staffId: number;
let templateId: number;

// the report reads the aggregates the order events keep: each read lets the consumers finish first
const kit = reportTestKit(PRODUCT_USAGE_URL, { settle: (t) => t.app.ctx.events.idle() });
const report = kit.report;
type Result = ReportData;

/** The direct count: orders of enterprise 1 on equipment, created in the period, not deleted. */
async function direct(from: string, to: string, extra: SQL = sql`true`) {
  const [r] = await rows<{ orders: number; completed: number; units: number }>(
    t.database.db,
    sql`select count(*)::int as orders, count(*) filter (where o.state = 5)::int as completed,
               count(distinct o.customer_product_id)::int as units
          from orders o
         where o.enterprise_id = 1 and o.deleted_at is null and o.customer_product_id is not null
           and (o.created_at at time zone 'Asia/Shanghai')::date between ${from}::date and ${to}::date
           and ${extra}`,
  );
  return r!;
}
const totalsOf = (r: Result) => ({
  orders: r.table.totals.orders,
  completed: r.table.totals.completed,
  units: r.table.totals.units,
});

const sync = (id: number) => asTenant(1, () => syncOrderStats({ db: t.database.db, enterpriseId: 1 }, id));

let made = 0;
/** An order of enterprise 1 written straight into the table (no event), `daysAgo` China-time days back. */
async function insertOrder(o: { daysAgo: number; unitId: number | null; customerId: number; state: number }) {
  made++;
  const [r] = await rows<{ id: number }>(
    t.database.db,
    sql`insert into orders (enterprise_id, order_no, template_id, title, state, customer_id, customer_name, customer_product_id,
                            server_user_id, created_at, updated_at)
        values (1, ${`PU${Date.now()}-${made}`}, ${templateId}, 'usage', ${o.state}, ${o.customerId}, 'usage', ${o.unitId},
                ${made % 2 ? staffId : null}, now() - make_interval(days => ${o.daysAgo}), now())
        returning id::int as id`,
  );
  return r!.id;
}

/** The report computed raw, from orders: per product, the totals, the trend by bucket, the share on equipment. */
async function rawUsage(from: string, to: string) {
  const period = sql`o.enterprise_id = 1 and o.deleted_at is null
    and (o.created_at at time zone 'Asia/Shanghai')::date between ${from}::date and ${to}::date`;
  const products = await rows<Record<string, unknown>>(
    t.database.db,
    sql`select p.name as product, count(*)::int as orders, count(*) filter (where o.state = 5)::int as completed,
               count(distinct o.customer_product_id)::int as units, count(distinct o.customer_id)::int as customers
          from orders o join customer_products cp on cp.enterprise_id = o.enterprise_id and cp.id = o.customer_product_id
          join products p on p.enterprise_id = cp.enterprise_id and p.id = cp.product_id
         where ${period} group by p.id, p.name order by p.id`,
  );
  const [totals] = await rows<Record<string, number>>(
    t.database.db,
    sql`select count(*) filter (where o.customer_product_id is not null)::int as orders,
               count(*) filter (where o.customer_product_id is not null and o.state = 5)::int as completed,
               count(distinct o.customer_product_id)::int as units,
               count(distinct o.customer_id) filter (where o.customer_product_id is not null)::int as customers,
               count(*)::int as overall
          from orders o where ${period}`,
  );
  const days = await rows<{ day: string; n: number }>(
    t.database.db,
    sql`select to_char((o.created_at at time zone 'Asia/Shanghai')::date, 'YYYY-MM-DD') as day, count(*)::int as n
          from orders o where ${period} and o.customer_product_id is not null group by 1`,
  );
  const { orders, completed, units, customers, overall } = totals!;
  return {
    products: products.sort(byProduct),
    totals: { orders, completed, units, customers },
    share: overall ? Math.round((orders! * 10_000) / overall) / 100 : 0,
    trend: (buckets: string[]) =>
      Object.fromEntries(
        buckets.map((b) => [b, days.filter((d) => d.day.startsWith(b)).reduce((a, d) => a + d.n, 0)]),
      ),
  };
}
const byProduct = (a: Record<string, unknown>, b: Record<string, unknown>) =>
  String(a.product).localeCompare(String(b.product)) || Number(a.orders) - Number(b.orders);
const rowsOf = (r: Result) =>
  r.table.rows
    .map(({ product, orders, completed, units, customers }) => ({
      product,
      orders,
      completed,
      units,
      customers,
    }))
    .sort(byProduct);
const totalsOf2 = (r: Result) => {
  const { orders, completed, units, customers } = r.table.totals;
  return { orders, completed, units, customers };
};

beforeAll(async () => {
  [admin, director, dispatcher, staff] = await kit.start(
    'administrator',
    'director',
    'dispatcher',
    'serviceStaff',
  );
  t = kit.t;
  staffId = await userId(t, 'serviceStaff');
  templateId = await orderTemplateId(t);
  await setTemplateSettings(t, templateId, { nodes: { collection: false, receipt: false } });
  // orders on the demo's equipment: three units of different customers, one order completed
  const units = await rows<{ id: number; customerId: number }>(
    t.database.db,
    sql`select id::int as id, customer_id::int as "customerId" from customer_products
         where enterprise_id = 1 and deleted_at is null order by id limit 3`,
  );
  expect(units.length).toBe(3);
  for (const [i, u] of [units[0]!, units[0]!, units[1]!, units[2]!].entries()) {
    const { id } = await createOrder(t, dispatcher, {
      templateId,
      customerId: u.customerId,
      customerProductId: u.id,
      serverUserId: staffId,
    });
    if (i === 0) await serveToCompletion(t, staff, id);
  }
});
afterAll(() => kit.close());

describe('product usage (issue 28, D9 /ProductUsageAnalysis)', () => {
  it("the demo shows product usage at once: most of its external orders are on customers' equipment", async () => {
    const [demo] = await rows<{ orders: number; units: number }>(
      t.database.db,
      sql`select count(*)::int as orders, count(distinct customer_product_id)::int as units from orders
           where enterprise_id = 1 and deleted_at is null and customer_product_id is not null
             and created_at > now() - interval '29 days'`,
    );
    // the demo's (the test adds four of its own)
    expect(demo!.orders).toBeGreaterThan(40);
    expect(demo!.units).toBeGreaterThan(10);
    const r = await report(director, 'window=30');
    expect(Number(r.table.totals.orders)).toBeGreaterThan(10);
    expect(r.table.rows.length).toBeGreaterThan(3);
  });

  it("the table's totals equal a direct count of the orders on equipment for each period", async () => {
    const all = await direct(day(-700), day());
    expect(all.orders).toBeGreaterThanOrEqual(4);
    expect(all.completed).toBeGreaterThanOrEqual(1);
    expect(totalsOf(await report(director, twoYears))).toEqual(all);
    expect(totalsOf(await report(director, 'window=30'))).toEqual(await direct(day(-29), day()));
    expect(totalsOf(await report(director, 'window=7'))).toEqual(await direct(day(-6), day()));
  });

  it('each product row counts its own orders; the trend and the categories add up to the total', async () => {
    const r = await report(director, twoYears);
    const perProduct = await rows<{ name: string; n: number }>(
      t.database.db,
      sql`select p.name, count(*)::int as n from orders o
            join customer_products cp on cp.enterprise_id = o.enterprise_id and cp.id = o.customer_product_id
            join products p on p.enterprise_id = cp.enterprise_id and p.id = cp.product_id
           where o.enterprise_id = 1 and o.deleted_at is null
             and (o.created_at at time zone 'Asia/Shanghai')::date between ${day(-700)}::date and ${day()}::date
           group by p.id, p.name`,
    );
    for (const p of perProduct) expect(r.table.rows.find((x) => x.product === p.name)!.orders).toBe(p.n);
    const total = r.table.totals.orders;
    const trend = r.charts.find((c) => c.kind === 'line')!;
    expect(trend.series![0]!.data.reduce((a, n) => a + n, 0)).toBe(total);
    const pie = r.charts.find((c) => c.kind === 'pie')!;
    expect(pie.data!.reduce((a, d) => a + d.value, 0)).toBe(total);
  });

  it('filters by engineer, template, team and customer tag count as the direct query does', async () => {
    const byStaff = await direct(day(-700), day(), sql`o.server_user_id = ${staffId}`);
    expect(byStaff.orders).toBeGreaterThan(0);
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
    const [tag] = await rows<{ id: number }>(
      t.database.db,
      sql`select tag_id::int as id from object_tags where enterprise_id = 1 and object_kind = 2
           group by tag_id order by count(*) desc limit 1`,
    );
    if (tag)
      expect(totalsOf(await report(director, `${twoYears}&customerTagId=${tag.id}`))).toEqual(
        await direct(
          day(-700),
          day(),
          sql`o.customer_id in (select object_id from object_tags where enterprise_id = 1 and object_kind = 2 and tag_id = ${tag.id})`,
        ),
      );
  });

  it('a deleted order no longer counts', async () => {
    const before = (await report(director, twoYears)).table.totals.orders as number;
    const [o] = await rows<{ id: number }>(
      t.database.db,
      sql`select id::int as id from orders where enterprise_id = 1 and customer_product_id is not null
           and deleted_at is null and state <> 5 order by id desc limit 1`,
    );
    await t.database.db.execute(
      sql`update orders set deleted_at = now() where enterprise_id = 1 and id = ${o!.id}`,
    );
    await sync(o!.id);
    expect((await report(director, twoYears)).table.totals.orders).toBe(before - 1);
    await t.database.db.execute(
      sql`update orders set deleted_at = null where enterprise_id = 1 and id = ${o!.id}`,
    );
    await sync(o!.id);
    expect((await report(director, twoYears)).table.totals.orders).toBe(before);
  });

  it('reads the aggregates: orders written without an event count once their order is synced (as an event syncs it)', async () => {
    const before = await report(director, twoYears);
    const [u] = await rows<{ id: number; customerId: number }>(
      t.database.db,
      sql`select id::int as id, customer_id::int as "customerId" from customer_products
           where enterprise_id = 1 and deleted_at is null order by id limit 1`,
    );
    const id = await insertOrder({ daysAgo: 3, unitId: u!.id, customerId: u!.customerId, state: 1 });
    expect((await report(director, twoYears)).table.totals.orders).toBe(before.table.totals.orders);
    await sync(id);
    expect((await report(director, twoYears)).table.totals.orders).toBe(
      Number(before.table.totals.orders) + 1,
    );
  });

  it('equals the raw computation over orders for any orders on several days, units and customers, moved after', async () => {
    const units = await rows<{ id: number }>(
      t.database.db,
      sql`select id::int as id from customer_products where enterprise_id = 1 and deleted_at is null order by id limit 6`,
    );
    const customers = await rows<{ id: number }>(
      t.database.db,
      sql`select id::int as id from customers where enterprise_id = 1 and deleted_at is null order by id limit 4`,
    );
    expect(units.length).toBeGreaterThan(3);
    const order = fc.record({
      daysAgo: fc.nat(150),
      unit: fc.option(fc.nat(units.length - 1), { nil: null }),
      customer: fc.nat(customers.length - 1),
      state: fc.constantFrom(1, 3, 5),
      // afterwards: completed, moved to another unit, or moved to the recycle bin
      then: fc.constantFrom('none', 'complete', 'move', 'delete'),
    });
    await fc.assert(
      fc.asyncProperty(fc.array(order, { minLength: 1, maxLength: 8 }), async (made) => {
        const ids: number[] = [];
        for (const m of made) {
          const id = await insertOrder({
            daysAgo: m.daysAgo,
            unitId: m.unit == null ? null : units[m.unit]!.id,
            customerId: customers[m.customer]!.id,
            state: m.state,
          });
          await sync(id);
          ids.push(id);
        }
        for (const [i, m] of made.entries()) {
          if (m.then === 'none') continue;
          const set =
            m.then === 'complete'
              ? sql`state = 5`
              : m.then === 'move'
                ? sql`customer_product_id = ${units[((m.unit ?? 0) + 1) % units.length]!.id}`
                : sql`deleted_at = now()`;
          await t.database.db.execute(
            sql`update orders set ${set} where enterprise_id = 1 and id = ${ids[i]!}`,
          );
          await sync(ids[i]!);
        }
        // a monthly trend (whole months from the monthly table) and a daily one
        for (const [from, to] of [
          [day(-170), day()],
          [day(-40), day(-2)],
        ] as const) {
          const r = await report(director, `window=range&from=${from}&to=${to}`);
          const raw = await rawUsage(from, to);
          expect(rowsOf(r)).toEqual(raw.products);
          expect(totalsOf2(r)).toEqual(raw.totals);
          const trend = r.charts.find((c) => c.kind === 'line')!;
          expect(Object.fromEntries(trend.categories!.map((c, i) => [c, trend.series![0]!.data[i]]))).toEqual(
            raw.trend(trend.categories!),
          );
          expect(r.figures.find((x) => x.key === 'withEquipment')!.value).toBe(raw.share);
        }
      }),
      { numRuns: 6 },
    );
  });

  it('needs 10801; another enterprise sees none of these orders', async () => {
    await kit.refuses(staff);
    const other = await otherEnterprise(t);
    const r = await report(other.session, twoYears);
    expect(r.table.rows).toEqual([]);
    expect(r.table.totals.orders).toBe(0);
  });

  it('both languages: the titles follow the asker’s language', async () => {
    expect(await kit.titleIn('en_GB')).toBe('Product');
    expect(await kit.titleIn('zh_CN')).toBe('产品名称');
  });

  it('exports the table to the download centre (10802)', async () => {
    await kit.exports(admin, twoYears, '产品使用分析');
  });
});

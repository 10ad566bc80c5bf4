import { sql, type SQL } from 'drizzle-orm';
import type { Messages, ReportResult } from '@fieldline/domain';
import { rows } from '../../db/client';
import { mineSql } from '../../core/tenant';
import { aggWhere, defineReport, monthsOf, type ReportScope, type ResolvedReportFilter } from '../stats';
import { bucketOfDay, bucketsOf, monthly, percentOf } from './report-util';

/**
 * /ProductUsageAnalysis (issue 28, spec D9 "settings menu", SS:79): the orders raised on customers'
 * equipment in the period (created in the enterprise's days, outside the recycle bin, as the order
 * reports count them), per catalogue product: orders, completed, the equipment units and customers
 * they served, and their share; by top-level product category and day. Filters: team, template,
 * engineer (the order's server) and customer tag; the asker's data scope as the order reports apply
 * it (the order's server). Read from the per-day aggregates by customer and equipment unit
 * (stat_unit_days and stat_unit_months, modules/stats/aggregates.ts), kept by the order events.
 */

const L = (zh_CN: string, en_GB: string): Messages => ({ zh_CN, en_GB });
const TEXT = {
  title: L('产品使用分析', 'Product usage'),
  product: L('产品名称', 'Product'),
  model: L('型号', 'Model'),
  category: L('产品分类', 'Product category'),
  noCategory: L('未分类', 'No category'),
  orders: L('工单数', 'Orders'),
  completed: L('已完成', 'Completed'),
  units: L('服务设备数', 'Units served'),
  customers: L('客户数', 'Customers'),
  share: L('占比', 'Share'),
  products: L('涉及产品', 'Products'),
  withEquipment: L('关联设备的工单占比', 'Share of orders on equipment'),
  top: L('工单最多的产品', 'Products with most orders'),
  byCategory: L('按产品分类', 'By product category'),
  trend: L('设备工单趋势', 'Orders on equipment'),
  total: L('合计', 'Total'),
};
const TOP = 10;

/**
 * The per-day aggregate rows of the period (stat_unit_days, alias `a`; issue 28: reports read
 * aggregates, not orders): over a monthly trend its whole months from stat_unit_months (`month` read
 * as `day`) and the days around them from the daily table, as the order reports read theirs.
 */
function unitRows(s: ReportScope, f: ResolvedReportFilter): SQL {
  const span = monthsOf(f.from, f.to);
  if (!monthly(f.from, f.to) || !span.months) return sql`stat_unit_days a`;
  const cols = sql.raw('enterprise_id, template_id, engineer_id, customer_id, unit_id, orders, completed');
  const parts = span.days.map(
    ([from, to]) =>
      sql`select day, ${cols} from stat_unit_days x
           where ${mineSql(s, 'x')} and x.day between ${from}::date and ${to}::date`,
  );
  parts.push(
    sql`select month as day, ${cols} from stat_unit_months x
         where ${mineSql(s, 'x')} and x.month between ${span.months[0]}::date and ${span.months[1]}::date`,
  );
  return sql`(${sql.join(parts, sql` union all `)}) a`;
}

/**
 * The rows' conditions: the period, filters and scope as the order reports apply them to their
 * aggregates (the order's server), and the customer tag on the order's customer.
 */
export function unitsWhere(s: ReportScope, f: ResolvedReportFilter): SQL {
  const parts: SQL[] = [aggWhere(s, f)];
  if (f.customerTagId)
    parts.push(sql`exists (select 1 from object_tags ot where ${mineSql(s, 'ot')} and ot.object_kind = 2
                     and ot.object_id = a.customer_id and ot.tag_id = ${f.customerTagId})`);
  return sql.join(parts, sql` and `);
}

interface ProductRow {
  productId: number | null;
  name: string;
  model: string | null;
  category: string | null;
  orders: number;
  completed: number;
  units: number;
  customers: number;
}

export async function productUsage(s: ReportScope, f: ResolvedReportFilter): Promise<ReportResult> {
  const l = s.locale;
  const src = unitRows(s, f);
  const where = unitsWhere(s, f);
  // the product's top-level category (categories nest at most three levels)
  const top = sql`left join product_categories c1 on c1.enterprise_id = p.enterprise_id and c1.id = p.category_id
                  left join product_categories c2 on c2.enterprise_id = c1.enterprise_id and c2.id = c1.parent_id
                  left join product_categories c3 on c3.enterprise_id = c2.enterprise_id and c3.id = c2.parent_id`;
  // two statements side by side. Per product and over all: the period's rows summed per unit and
  // customer first (hashed: a few rows each however many days), those joined to the units for their
  // product, then per product the sums, its units and its customers, each a count of groups (no
  // sort of the period's rows for the distinct counts); over all, the units are the products' (a
  // unit is of one product) and the customers counted once. Per day, with the period's orders on no
  // equipment. Pairs whose rows fell to nothing (an order moved on) count no unit or customer.
  const [[found], days] = await Promise.all([
    rows<{ products: ProductRow[] | null; customers: number }>(
      s.db,
      sql`with u as materialized (
               select a.unit_id, a.customer_id, sum(a.orders)::int as orders, sum(a.completed)::int as completed
                 from ${src} where ${where} and a.unit_id <> 0
                group by a.unit_id, a.customer_id having sum(a.orders) <> 0),
             j as materialized (
               select cp.product_id, u.unit_id, u.customer_id, u.orders, u.completed
                 from u join customer_products cp on cp.enterprise_id = ${s.enterpriseId} and cp.id = u.unit_id),
             pc as (
               select product_id, count(*)::int as customers
                 from (select product_id, customer_id from j where customer_id <> 0 group by product_id, customer_id) x
                group by product_id),
             t as (
               select x.product_id, count(*)::int as units, sum(x.orders)::int as orders,
                      sum(x.completed)::int as completed, coalesce(max(pc.customers), 0) as customers
                 from (select product_id, unit_id, sum(orders) as orders, sum(completed) as completed
                         from j group by product_id, unit_id) x
                 left join pc on pc.product_id = x.product_id
                group by x.product_id)
        select (select json_agg(json_build_object('productId', p.id, 'name', p.name, 'model', p.model,
                          'category', coalesce(c3.name, c2.name, c1.name), 'orders', t.orders,
                          'completed', t.completed, 'units', t.units, 'customers', t.customers)
                        order by t.orders desc, p.name, p.id)
                  from t join products p on p.enterprise_id = ${s.enterpriseId} and p.id = t.product_id ${top}) as products,
               (select count(*) from (select customer_id from j where customer_id <> 0 group by customer_id) c)::int
                 as customers`,
    ),
    rows<{ day: string; n: number; total: number }>(
      s.db,
      sql`select to_char(a.day, 'YYYY-MM-DD') as day,
                 coalesce(sum(a.orders) filter (where a.unit_id <> 0), 0)::int as n, sum(a.orders)::int as total
            from ${src} where ${where} group by a.day order by a.day`,
    ),
  ]);
  const products = found?.products ?? [];
  const all = { units: products.reduce((a, r) => a + r.units, 0), customers: found?.customers ?? 0 };
  const overall = days.reduce((a, d) => a + d.total, 0);
  const orders = products.reduce((a, r) => a + r.orders, 0);
  const completed = products.reduce((a, r) => a + r.completed, 0);
  const byCategory = new Map<string, number>();
  for (const r of products) {
    const c = r.category ?? TEXT.noCategory[l];
    byCategory.set(c, (byCategory.get(c) ?? 0) + r.orders);
  }
  const buckets = bucketsOf(f.from, f.to);
  const perBucket = new Map<string, number>();
  for (const d of days) {
    const b = bucketOfDay(f.from, f.to, d.day);
    perBucket.set(b, (perBucket.get(b) ?? 0) + d.n);
  }
  const head = products.slice(0, TOP);
  return {
    from: f.from,
    to: f.to,
    figures: [
      { key: 'orders', title: TEXT.orders[l], value: orders, kind: 'count' },
      { key: 'units', title: TEXT.units[l], value: all?.units ?? 0, kind: 'count' },
      { key: 'products', title: TEXT.products[l], value: products.length, kind: 'count' },
      {
        key: 'withEquipment',
        title: TEXT.withEquipment[l],
        value: percentOf(orders, overall),
        kind: 'percent',
      },
    ],
    charts: [
      {
        kind: 'hbar',
        title: TEXT.top[l],
        categories: head.map((r) => r.name).reverse(),
        series: [
          { name: TEXT.orders[l], data: head.map((r) => r.orders).reverse() },
          { name: TEXT.completed[l], data: head.map((r) => r.completed).reverse() },
        ],
      },
      {
        kind: 'pie',
        title: TEXT.byCategory[l],
        data: [...byCategory].map(([name, value]) => ({ name, value })),
      },
      {
        kind: 'line',
        title: TEXT.trend[l],
        categories: buckets,
        series: [{ name: TEXT.orders[l], data: buckets.map((b) => perBucket.get(b) ?? 0) }],
      },
    ],
    table: {
      columns: [
        { key: 'product', title: TEXT.product[l] },
        { key: 'model', title: TEXT.model[l] },
        { key: 'category', title: TEXT.category[l] },
        { key: 'orders', title: TEXT.orders[l], kind: 'count' },
        { key: 'completed', title: TEXT.completed[l], kind: 'count' },
        { key: 'units', title: TEXT.units[l], kind: 'count' },
        { key: 'customers', title: TEXT.customers[l], kind: 'count' },
        { key: 'share', title: TEXT.share[l], kind: 'percent' },
      ],
      rows: products.map((r) => ({
        product: r.name,
        model: r.model,
        category: r.category ?? TEXT.noCategory[l],
        orders: r.orders,
        completed: r.completed,
        units: r.units,
        customers: r.customers,
        share: percentOf(r.orders, orders),
      })),
      // units and customers counted once each over all products (an order names one unit)
      totals: {
        product: TEXT.total[l],
        model: null,
        category: null,
        orders,
        completed,
        units: all?.units ?? 0,
        customers: all?.customers ?? 0,
        share: orders ? 100 : 0,
      },
    },
  };
}

export const PRODUCT_USAGE_URL = '/v2/report/product/usage';

export const productUsageRoutes = defineReport({
  name: 'productUsage',
  url: PRODUCT_USAGE_URL,
  summary:
    "Product usage: orders raised on customers' equipment in the period per product (orders, completed, units, customers), by category and day",
  title: TEXT.title,
  build: productUsage,
});

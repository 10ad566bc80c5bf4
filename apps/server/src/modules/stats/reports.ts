import { sql } from 'drizzle-orm';
import { STATS_TIME_ZONE, toCents, type ReportCell, type ReportResult } from '@fieldline/domain';
import type { ReportDefinition, ReportScope, ResolvedReportFilter } from '../../core/report-route';
import { rows } from '../../db/client';
import { mineSql } from '../../core/tenant';
import { label } from './labels';
import { ordersLink } from './links';
import { createdBy, doneBy, sumDone, type DoneRow } from './queries';
import { bucketSql, templateNames } from './series';
import { byBucket, col, money } from './report-kit';
import {
  orderArriveReport,
  orderNumReport,
  orderSatisfactionReport,
  orderTimeReport,
} from './reports-orders';
import { assignReport, efficiencyReport, evaluationReport, serviceStaffReport } from './reports-staff';

/**
 * The order reports of spec D9 on the shared frame (core/report-route.ts), each read from the
 * per-day aggregates: orders by number, time, arrival and satisfaction; evaluation; service staff;
 * assignment; efficiency; customers; income. This file: income and customers, and the list.
 */

export const incomeReport: ReportDefinition = {
  name: 'income',
  url: '/v2/report/income',
  summary: 'Income: amounts of the orders completed per period and per template (exact decimals)',
  title: { zh_CN: '收入统计', en_GB: 'Income' },
  async build(s, f) {
    const series = byBucket(f, await doneBy(s, f, 'bucket'), (r) => r.k);
    const perTemplate = (await doneBy(s, f, 'template')).sort((a, b) => money(b.amount) - money(a.amount));
    const names = await templateNames(
      s,
      perTemplate.map((r) => Number(r.k)),
    );
    const all = sumDone(perTemplate);
    const per = (r: DoneRow): ReportCell =>
      r.completed ? (Number(toCents(r.amount) / BigInt(r.completed)) / 100).toFixed(2) : null;
    return {
      from: f.from,
      to: f.to,
      figures: [
        { key: 'amount', title: label('income', s.locale), value: all.amount, kind: 'money' },
        { key: 'completed', title: label('completed', s.locale), value: all.completed, kind: 'count' },
        { key: 'avgIncome', title: label('avgIncome', s.locale), value: per(all), kind: 'money' },
      ],
      charts: [
        {
          kind: 'bar',
          title: label('income', s.locale),
          categories: series.map((b) => b.bucket),
          series: [
            { name: label('income', s.locale), data: series.map((b) => (b.row ? money(b.row.amount) : 0)) },
          ],
        },
        {
          kind: 'pie',
          title: label('byTemplate', s.locale),
          data: perTemplate.map((r) => ({
            name: names.get(Number(r.k)) ?? `#${r.k}`,
            value: money(r.amount),
          })),
        },
      ],
      table: {
        columns: [
          col('template', s, 'template', 'text'),
          col('completed', s, 'completed', 'count'),
          col('amount', s, 'income', 'money'),
          col('avgIncome', s, 'avgIncome', 'money'),
        ],
        rows: perTemplate.map((r) => ({
          template: names.get(Number(r.k)) ?? `#${r.k}`,
          completed: r.completed,
          amount: r.amount,
          avgIncome: per(r),
        })),
        totals: {
          template: label('total', s.locale),
          completed: all.completed,
          amount: all.amount,
          avgIncome: per(all),
        },
        links: perTemplate.map((r) => ({
          completed: ordersLink(f, { states: [5], templateId: Number(r.k) }),
        })),
      },
    } satisfies ReportResult;
  },
};

/** New customers per period (customers table, by creation), with the customer tag filter. */
export async function newCustomers(s: ReportScope, f: ResolvedReportFilter) {
  const tag = f.customerTagId
    ? sql` and exists (select 1 from object_tags ot where ${mineSql(s, 'ot')} and ot.object_kind = 2
        and ot.object_id = c.id and ot.tag_id = ${f.customerTagId})`
    : sql``;
  const day = sql`(c.created_at at time zone ${STATS_TIME_ZONE})::date`;
  const r = await rows<{ k: string; n: number }>(
    s.db,
    sql`select ${bucketSql(f.from, f.to, 'd')} as k, count(*)::int as n
    from (select ${day} as d from customers c where ${mineSql(s, 'c')} and c.deleted_at is null
      and c.created_at >= (${f.from}::date::timestamp at time zone ${STATS_TIME_ZONE})
      and c.created_at < ((${f.to}::date + 1)::timestamp at time zone ${STATS_TIME_ZONE})${tag}) x group by 1`,
  );
  return r.map((row) => ({ k: String(row.k), n: Number(row.n) }));
}

export const customersReport: ReportDefinition = {
  name: 'customers',
  url: '/v2/report/customers',
  summary:
    'Customers: new customers per period (customer tag filter) and orders, completions and income by area',
  title: { zh_CN: '客户统计', en_GB: 'Customers' },
  async build(s, f) {
    const fresh = await newCustomers(s, f);
    const series = byBucket(f, fresh, (r) => r.k);
    const created = await createdBy(s, f, ['city']);
    const done = new Map((await doneBy(s, f, 'city')).map((r) => [r.k, r]));
    const cityName = (c: string) => c || label('noCity', s.locale);
    const rows = created
      .sort((a, b) => b.orders - a.orders)
      .map((r) => ({
        city: cityName(r.k1),
        orders: r.orders,
        completed: done.get(r.k1)?.completed ?? 0,
        amount: done.get(r.k1)?.amount ?? '0.00',
      }));
    const all = sumDone([...done.values()]);
    return {
      from: f.from,
      to: f.to,
      figures: [
        {
          key: 'newCustomers',
          title: label('newCustomers', s.locale),
          value: fresh.reduce((a, r) => a + r.n, 0),
          kind: 'count',
        },
      ],
      charts: [
        {
          kind: 'line',
          title: label('newCustomers', s.locale),
          categories: series.map((b) => b.bucket),
          series: [{ name: label('newCustomers', s.locale), data: series.map((b) => b.row?.n ?? 0) }],
        },
        {
          kind: 'pie',
          title: label('byCity', s.locale),
          data: rows.slice(0, 12).map((r) => ({ name: r.city, value: r.orders })),
        },
      ],
      table: {
        columns: [
          col('city', s, 'city', 'text'),
          col('orders', s, 'created', 'count'),
          col('completed', s, 'completed', 'count'),
          col('amount', s, 'income', 'money'),
        ],
        rows,
        totals: {
          city: label('total', s.locale),
          orders: rows.reduce((a, r) => a + r.orders, 0),
          completed: all.completed,
          amount: all.amount,
        },
      },
    } satisfies ReportResult;
  },
};

/** The order reports, in the menu's order. */
export const ORDER_REPORTS: ReportDefinition[] = [
  orderNumReport,
  orderTimeReport,
  orderArriveReport,
  orderSatisfactionReport,
  evaluationReport,
  serviceStaffReport,
  assignReport,
  efficiencyReport,
  customersReport,
  incomeReport,
];

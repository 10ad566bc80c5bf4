import { sql } from 'drizzle-orm';
import type { Messages, ReportChart, ReportResult } from '@fieldline/domain';
import { rows } from '../../db/client';
import { faultOrdersSql } from '../faults';
import { partsOnOrdersSql } from '../spare-parts';
import { defineReport, type ReportScope, type ResolvedReportFilter } from '../stats';
import { percentOf } from './report-util';

/**
 * /FaultReplace (issue 28, spec D9 fault reports, D6 "Reports /spareAnalysis, /FaultReplace"): the
 * parts replaced per fault phenomenon. The orders are those of the period's fault picks (the
 * completion day, as the other fault reports count them; the faults module's face), the parts those
 * recorded on them (the spare-parts module's face: the lines each taken out of stock by the ledger).
 * Per phenomenon: orders, orders with parts replaced, the replacement rate, the quantity replaced and
 * the part replaced most. An order naming two phenomena counts under each; the totals row counts each
 * order and part once. Filters: team, template, engineer (the order's server).
 */

const L = (zh_CN: string, en_GB: string): Messages => ({ zh_CN, en_GB });
const TEXT = {
  title: L('故障更换', 'Fault replacement'),
  fault: L('故障现象', 'Fault phenomenon'),
  orders: L('故障工单', 'Orders with the fault'),
  replaced: L('更换备件的工单', 'Orders with parts replaced'),
  rate: L('更换率', 'Replacement rate'),
  qty: L('更换数量', 'Parts replaced'),
  topPart: L('最常更换的备件', 'Part replaced most'),
  byFault: L('各故障的备件更换', 'Parts replaced per fault'),
  byPart: L('更换的备件构成', 'Parts replaced'),
  others: L('其他', 'Others'),
  total: L('合计', 'Total'),
};
/** Faults drawn one by one and parts stacked in the bars; the rest are summed as "others". */
const FAULTS_DRAWN = 10;
const PARTS_STACKED = 5;

const h = (text: string | number) => Math.round(Number(text) * 100);
const q = (hundredths: number) => hundredths / 100;

export async function faultReplace(s: ReportScope, f: ResolvedReportFilter): Promise<ReportResult> {
  const l = s.locale;
  const actor = { dataScope: s.dataScope, user: { id: s.userId, enterpriseId: s.enterpriseId } };
  const fo = faultOrdersSql(actor, f);
  const parts = partsOnOrdersSql(s.enterpriseId, sql`select x.order_id from (${fo}) x`);
  // one statement. The fault orders and their part lines are joined once (j: a row per order, fault
  // and part; the faces inline, so the planner sees the tables' statistics and joins by hash) and
  // every table of the report is folded from j as JSON. A join of two CTEs is estimated blind (200
  // distinct keys a side: millions of rows), which pushed the plan past jit_above_cost and cost
  // seconds of JIT compilation; the faces' fault name, a lookup per row, is read once per fault.
  type Fault = { faultId: number; name: string | null; orders: number; replaced: number; qty: string };
  type Cell = { faultId: number; partId: number; code: string; name: string; qty: string };
  type Part = { partId: number; code: string; name: string; qty: string };
  const [found] = await rows<{
    faults: Fault[] | null;
    cells: Cell[] | null;
    overall: Part[] | null;
    orders: number;
    replaced: number;
    qty: string;
  }>(
    s.db,
    sql`with j as materialized (
             select fo.order_id, fo.fault_id, op.part_id, op.code, op.name, op.qty
               from (${fo}) fo left join (${parts}) op on op.order_id = fo.order_id),
           -- per fault and order (the face gives one row per order and phenomenon): its parts' quantity
           fault_orders as materialized (select fault_id, order_id, sum(qty) as qty from j group by fault_id, order_id),
           -- per order and part, once however many faults the order names
           order_parts as materialized (
             select order_id, part_id, code, name, min(qty) as qty from j where part_id is not null
              group by order_id, part_id, code, name)
        select
          (select json_agg(json_build_object('faultId', x.fault_id,
                    'name', (select y.fault_name from (${fo}) y where y.fault_id = x.fault_id limit 1),
                    'orders', x.orders, 'replaced', x.replaced, 'qty', x.qty) order by x.orders desc, x.fault_id)
             from (select fault_id::int as fault_id, count(*)::int as orders, count(qty)::int as replaced,
                          coalesce(sum(qty), 0)::text as qty
                     from fault_orders group by fault_id) x) as faults,
          (select json_agg(json_build_object('faultId', x.fault_id, 'partId', x.part_id, 'code', x.code,
                    'name', x.name, 'qty', x.qty))
             from (select fault_id::int as fault_id, part_id::int as part_id, code, name, sum(qty)::text as qty
                     from j where part_id is not null group by fault_id, part_id, code, name) x) as cells,
          (select json_agg(json_build_object('partId', x.part_id, 'code', x.code, 'name', x.name,
                    'qty', x.qty::text) order by x.qty desc, x.code)
             from (select part_id::int as part_id, code, name, sum(qty) as qty
                     from order_parts group by part_id, code, name) x) as overall,
          (select count(distinct order_id) from fault_orders)::int as orders,
          (select count(distinct order_id) from order_parts)::int as replaced,
          (select coalesce(sum(qty), 0) from order_parts)::text as qty`,
  );
  const faults = found?.faults ?? [];
  const cells = found?.cells ?? [];
  const overall = found?.overall ?? [];
  const all = found && { orders: found.orders, replaced: found.replaced, qty: found.qty };
  const faultName = (r: { faultId: number; name: string | null }) => r.name ?? `#${r.faultId}`;
  const partTotals = new Map<number, { name: string; code: string; qty: number }>();
  const partOfFault = new Map<number, Map<number, number>>();
  for (const c of cells) {
    const m = partOfFault.get(c.faultId) ?? new Map<number, number>();
    m.set(c.partId, h(c.qty));
    partOfFault.set(c.faultId, m);
  }
  // parts overall (each order's parts once), most replaced first
  for (const p of overall) partTotals.set(p.partId, { name: p.name, code: p.code, qty: h(p.qty) });
  const topParts = overall.slice(0, PARTS_STACKED);
  const drawn = faults.filter((r) => r.replaced > 0).slice(0, FAULTS_DRAWN);
  const topPartOf = (faultId: number) => {
    const m = partOfFault.get(faultId);
    if (!m?.size) return null;
    const [partId] = [...m].sort((a, b) => b[1] - a[1] || a[0] - b[0])[0]!;
    return partTotals.get(partId)?.name ?? `#${partId}`;
  };
  const stacked: ReportChart = {
    kind: 'stackedBar',
    title: TEXT.byFault[l],
    categories: drawn.map(faultName),
    series: [
      ...topParts.map((p) => ({
        name: p.name,
        data: drawn.map((r) => q(partOfFault.get(r.faultId)?.get(p.partId) ?? 0)),
      })),
      {
        name: TEXT.others[l],
        data: drawn.map((r) =>
          q(h(r.qty) - topParts.reduce((a, p) => a + (partOfFault.get(r.faultId)?.get(p.partId) ?? 0), 0)),
        ),
      },
    ],
  };
  const restQty = overall.slice(PARTS_STACKED).reduce((a, p) => a + h(p.qty), 0);
  return {
    from: f.from,
    to: f.to,
    figures: [
      { key: 'orders', title: TEXT.orders[l], value: all?.orders ?? 0, kind: 'count' },
      { key: 'replaced', title: TEXT.replaced[l], value: all?.replaced ?? 0, kind: 'count' },
      {
        key: 'rate',
        title: TEXT.rate[l],
        value: percentOf(all?.replaced ?? 0, all?.orders ?? 0),
        kind: 'percent',
      },
      { key: 'qty', title: TEXT.qty[l], value: q(h(all?.qty ?? 0)), kind: 'count' },
    ],
    charts: [
      stacked,
      {
        kind: 'pie',
        title: TEXT.byPart[l],
        data: [
          ...topParts.map((p) => ({ name: p.name, value: q(h(p.qty)) })),
          ...(restQty ? [{ name: TEXT.others[l], value: q(restQty) }] : []),
        ],
      },
    ],
    table: {
      columns: [
        { key: 'fault', title: TEXT.fault[l] },
        { key: 'orders', title: TEXT.orders[l], kind: 'count' },
        { key: 'replaced', title: TEXT.replaced[l], kind: 'count' },
        { key: 'rate', title: TEXT.rate[l], kind: 'percent' },
        { key: 'qty', title: TEXT.qty[l], kind: 'count' },
        { key: 'topPart', title: TEXT.topPart[l] },
      ],
      rows: faults.map((r) => ({
        fault: faultName(r),
        orders: r.orders,
        replaced: r.replaced,
        rate: percentOf(r.replaced, r.orders),
        qty: q(h(r.qty)),
        topPart: topPartOf(r.faultId),
      })),
      totals: {
        fault: TEXT.total[l],
        orders: all?.orders ?? 0,
        replaced: all?.replaced ?? 0,
        rate: percentOf(all?.replaced ?? 0, all?.orders ?? 0),
        qty: q(h(all?.qty ?? 0)),
        topPart: overall[0]?.name ?? null,
      },
    },
  };
}

export const FAULT_REPLACE_URL = '/v2/report/fault/replace';

export const faultReplaceRoutes = defineReport({
  name: 'faultReplace',
  url: FAULT_REPLACE_URL,
  summary:
    'Fault replacement: per fault phenomenon of the period, the orders, those with parts replaced, the rate, the quantity and the part replaced most',
  title: TEXT.title,
  build: faultReplace,
});

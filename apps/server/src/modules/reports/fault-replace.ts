import { sql } from 'drizzle-orm';
import type { Messages, ReportChart, ReportResult } from '@fieldline/domain';
import { rows } from '../../db/client';
import { idList } from '../../core/sql';
import { mineSql } from '../../core/tenant';
import { faultPartSums } from '../faults';
import { defineReport, type ReportScope, type ResolvedReportFilter } from '../stats';
import { percentOf } from './report-util';

/**
 * /FaultReplace (issue 28, spec D9 fault reports, D6 "Reports /spareAnalysis, /FaultReplace"): the
 * parts replaced per fault phenomenon. The orders are those of the period's fault picks (the
 * completion day, as the other fault reports count them; the faults module's face), the parts those
 * recorded on them (the spare-parts module's face: the lines each taken out of stock by the ledger).
 * Per phenomenon: orders, orders with parts replaced, the replacement rate, the quantity replaced and
 * the part replaced most. An order naming two phenomena counts under each; the totals row counts each
 * order and part once. Filters: team, template, engineer (the order's server). Read from the per-day
 * and per-month sums per phenomenon and part (fault_part_daily/monthly, modules/faults/replacements.ts).
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
  const actor = { dataScope: s.dataScope, user: { id: s.userId, enterpriseId: s.enterpriseId }, db: s.db };
  // the period's sums per phenomenon and part (fault_part_daily/monthly, kept with the picks and the
  // part lines): fault 0 counts each order once, part 0 an order's parts together
  const sums = await faultPartSums(actor, f);
  type Part = { partId: number; code: string; name: string; qty: string };
  const partIds = [...new Set(sums.filter((r) => r.partId).map((r) => r.partId))];
  const faultIds = [...new Set(sums.filter((r) => r.faultId).map((r) => r.faultId))];
  const [partNames, faultNames] = await Promise.all([
    partIds.length
      ? rows<{ id: number; code: string; name: string }>(
          s.db,
          sql`select p.id::int as id, p.code, p.name from spare_parts p
               where ${mineSql(s, 'p')} and p.id in (${idList(partIds)})`,
        )
      : [],
    faultIds.length
      ? rows<{ id: number; name: string }>(
          s.db,
          sql`select p.id::int as id, p.name from fault_phenomena p
               where ${mineSql(s, 'p')} and p.id in (${idList(faultIds)})`,
        )
      : [],
  ]);
  const partOf = new Map(partNames.map((p) => [p.id, p]));
  const nameOf = new Map(faultNames.map((p) => [p.id, p.name]));
  const faults = sums
    .filter((r) => r.faultId && !r.partId)
    .map((r) => ({
      faultId: r.faultId,
      name: nameOf.get(r.faultId) ?? null,
      orders: r.orders,
      replaced: r.replaced,
      qty: r.qty,
    }))
    .sort((a, b) => b.orders - a.orders || a.faultId - b.faultId);
  const cells = sums
    .filter((r) => r.faultId && r.partId && partOf.has(r.partId))
    .map((r) => ({ faultId: r.faultId, partId: r.partId, qty: r.qty }));
  const overall: Part[] = sums
    .filter((r) => !r.faultId && r.partId && partOf.has(r.partId))
    .map((r) => ({
      partId: r.partId,
      code: partOf.get(r.partId)!.code,
      name: partOf.get(r.partId)!.name,
      qty: r.qty,
    }))
    .sort((a, b) => h(b.qty) - h(a.qty) || (a.code < b.code ? -1 : a.code > b.code ? 1 : 0));
  const whole = sums.find((r) => !r.faultId && !r.partId);
  const all = whole && { orders: whole.orders, replaced: whole.replaced, qty: whole.qty };
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

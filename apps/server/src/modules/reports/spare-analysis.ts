import type { Messages, ReportResult } from '@fieldline/domain';
import { partUsageByDay, partUsageByPart, usageNarrowed, type PartUsageByPart } from '../spare-parts';
import { defineReport, type ReportScope, type ResolvedReportFilter } from '../stats';
import { bucketOfDay, bucketsOf, percentOf } from './report-util';

/**
 * /spareAnalysis (issue 28, spec D9 "spare parts"): the parts consumed in the period, per part and
 * per day, read from the spare-parts ledger through its face (used on orders net of lines taken
 * back, stock out, scrapped; stock in beside them). Filters: team, template, engineer (the order's
 * server); with any of them only the order use counts (stock in, out and scrap belong to no order).
 */

const L = (zh_CN: string, en_GB: string): Messages => ({ zh_CN, en_GB });
const TEXT = {
  title: L('备件分析', 'Spare-part analysis'),
  code: L('备件编号', 'Part code'),
  name: L('备件名称', 'Part name'),
  type: L('备件类型', 'Part type'),
  unit: L('单位', 'Unit'),
  stockIn: L('入库数量', 'Stocked in'),
  used: L('工单使用', 'Used on orders'),
  stockOut: L('出库数量', 'Stocked out'),
  scrapped: L('报废数量', 'Scrapped'),
  consumed: L('消耗合计', 'Consumed'),
  kinds: L('消耗备件种类', 'Parts consumed'),
  trend: L('备件消耗趋势', 'Consumption trend'),
  top: L('消耗排行', 'Most consumed parts'),
  byType: L('按备件类型', 'By part type'),
  noType: L('未分类', 'No type'),
  usedShare: L('工单使用占比', 'Share used on orders'),
  total: L('合计', 'Total'),
};
const TOP = 10;

/** Quantities in hundredths (exact to the ledger's two places), and back. */
const h = (text: string) => Math.round(Number(text) * 100);
const q = (hundredths: number) => hundredths / 100;

interface Line {
  part: PartUsageByPart;
  stockIn: number;
  used: number;
  stockOut: number;
  scrapped: number;
  consumed: number;
}
const lineOf = (part: PartUsageByPart): Line => {
  const [stockIn, used, stockOut, scrapped] = [part.stockIn, part.used, part.stockOut, part.scrapped].map(
    h,
  ) as [number, number, number, number];
  return { part, stockIn, used, stockOut, scrapped, consumed: used + stockOut + scrapped };
};
const KEYS = ['stockIn', 'used', 'stockOut', 'scrapped', 'consumed'] as const;

export async function spareAnalysis(s: ReportScope, f: ResolvedReportFilter): Promise<ReportResult> {
  const l = s.locale;
  const scope = { db: s.db, dataScope: s.dataScope, user: { id: s.userId, enterpriseId: s.enterpriseId } };
  const [parts, days] = await Promise.all([partUsageByPart(scope, f), partUsageByDay(scope, f)]);
  const lines = parts
    .map(lineOf)
    .sort((a, b) => b.consumed - a.consumed || a.part.code.localeCompare(b.part.code));
  const sumOf = (key: (typeof KEYS)[number]) => lines.reduce((a, r) => a + r[key], 0);
  const totals = Object.fromEntries(KEYS.map((k) => [k, sumOf(k)])) as Record<(typeof KEYS)[number], number>;
  const consumedLines = lines.filter((r) => r.consumed > 0);
  const top = consumedLines.slice(0, TOP);
  const byType = new Map<string, number>();
  for (const r of consumedLines) {
    const type = r.part.typeName ?? TEXT.noType[l];
    byType.set(type, (byType.get(type) ?? 0) + r.consumed);
  }
  // per day, or per month over 92 days
  const dates = bucketsOf(f.from, f.to);
  const perBucket = new Map<string, Record<'used' | 'stockOut' | 'scrapped', number>>();
  for (const d of days) {
    const b = bucketOfDay(f.from, f.to, d.day);
    const acc = perBucket.get(b) ?? { used: 0, stockOut: 0, scrapped: 0 };
    acc.used += h(d.used);
    acc.stockOut += h(d.stockOut);
    acc.scrapped += h(d.scrapped);
    perBucket.set(b, acc);
  }
  const series = (key: 'used' | 'stockOut' | 'scrapped') => dates.map((d) => q(perBucket.get(d)?.[key] ?? 0));
  // a filtered analysis holds the order use only: the columns that cannot answer are left out
  const narrowed = usageNarrowed(scope, f);
  const shown = narrowed ? (['used'] as const) : KEYS;
  return {
    from: f.from,
    to: f.to,
    figures: [
      ...shown.map((k) => ({ key: k, title: TEXT[k][l], value: q(totals[k]), kind: 'count' as const })),
      { key: 'kinds', title: TEXT.kinds[l], value: consumedLines.length, kind: 'count' },
      ...(narrowed
        ? []
        : [
            {
              key: 'share',
              title: TEXT.usedShare[l],
              value: percentOf(totals.used, totals.consumed),
              kind: 'percent' as const,
            },
          ]),
    ],
    charts: [
      {
        kind: 'line',
        title: TEXT.trend[l],
        categories: dates,
        series: (narrowed ? (['used'] as const) : (['used', 'stockOut', 'scrapped'] as const)).map((k) => ({
          name: TEXT[k][l],
          data: series(k),
        })),
      },
      {
        kind: 'hbar',
        title: TEXT.top[l],
        categories: top.map((r) => r.part.name).reverse(),
        series: [{ name: TEXT.consumed[l], data: top.map((r) => q(r.consumed)).reverse() }],
      },
      {
        kind: 'pie',
        title: TEXT.byType[l],
        data: [...byType].map(([name, value]) => ({ name, value: q(value) })),
      },
    ],
    table: {
      columns: [
        { key: 'code', title: TEXT.code[l] },
        { key: 'name', title: TEXT.name[l] },
        { key: 'type', title: TEXT.type[l] },
        { key: 'unit', title: TEXT.unit[l] },
        ...shown.map((k) => ({ key: k, title: TEXT[k][l], kind: 'count' as const })),
      ],
      rows: lines.map((r) => ({
        code: r.part.code,
        name: r.part.name,
        type: r.part.typeName ?? TEXT.noType[l],
        unit: r.part.unit,
        ...Object.fromEntries(shown.map((k) => [k, q(r[k])])),
      })),
      totals: {
        code: TEXT.total[l],
        name: null,
        type: null,
        unit: null,
        ...Object.fromEntries(shown.map((k) => [k, q(totals[k])])),
      },
    },
  };
}

export const SPARE_ANALYSIS_URL = '/v2/report/spare/analysis';

export const spareAnalysisRoutes = defineReport({
  name: 'spareAnalysis',
  url: SPARE_ANALYSIS_URL,
  summary:
    'Spare-part analysis: parts consumed in the period (used on orders, stocked out, scrapped; stock in beside), per part and per day',
  title: TEXT.title,
  build: spareAnalysis,
});

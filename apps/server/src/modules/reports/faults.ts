import type { Messages, ReportCell, ReportChart, ReportResult } from '@fieldline/domain';
import {
  faultDaysOf,
  faultTallies,
  faultsByCategory,
  type FaultTally,
  type FaultTallyScope,
} from '../faults';
import { defineReport, type ReportScope, type ResolvedReportFilter } from '../stats';

/**
 * The fault reports (issue 28, spec D9 /FaultMode, /FaultStatistics, /FaultDistribution,
 * /faultAnalysis) on the shared frame. Each reads the faults module's per-day aggregate of the
 * phenomena picked at completion (fault_daily), never the orders. Filters: team, template, engineer
 * (the order's server); the customer-tag filter is not offered (the aggregate has no customer).
 */

const L = (zh_CN: string, en_GB: string): Messages => ({ zh_CN, en_GB });
const TEXT = {
  mode: L('故障模式', 'Fault modes'),
  statistics: L('故障统计', 'Fault statistics'),
  distribution: L('故障分布', 'Fault distribution'),
  analysis: L('故障分析', 'Fault analysis'),
  fault: L('故障现象', 'Fault phenomenon'),
  picks: L('故障次数', 'Faults recorded'),
  kinds: L('故障现象种类', 'Phenomena seen'),
  share: L('占比', 'Share'),
  top: L('故障次数排行', 'Most frequent faults'),
  shareChart: L('故障构成', 'Share of faults'),
  engineer: L('服务人员', 'Engineer'),
  byEngineer: L('按服务人员', 'By engineer'),
  byTemplate: L('按工单模板', 'By order template'),
  template: L('工单模板', 'Order template'),
  category: L('产品分类', 'Product category'),
  byCategory: L('按产品分类', 'By product category'),
  categoryFaults: L('各分类的主要故障', 'Main faults per category'),
  noCategory: L('未关联产品', 'No product'),
  nobody: L('未指派', 'Unassigned'),
  day: L('日期', 'Day'),
  trend: L('故障趋势', 'Fault trend'),
  weekday: L('按星期分布', 'By weekday'),
  others: L('其他', 'Others'),
  total: L('合计', 'Total'),
  busiestDay: L('单日最多', 'Busiest day'),
};
const WEEKDAYS = {
  zh_CN: ['周一', '周二', '周三', '周四', '周五', '周六', '周日'],
  en_GB: ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'],
};
/** Phenomena drawn one by one in the bars and lines; the rest are summed as "others". */
const TOP = 10;
const TREND_SERIES = 5;

const tallyScope = (s: ReportScope): FaultTallyScope => ({
  db: s.db,
  dataScope: s.dataScope,
  user: { id: s.userId, enterpriseId: s.enterpriseId },
});
const sum = (list: { n: number }[]) => list.reduce((a, r) => a + r.n, 0);
const percent = (n: number, total: number) => (total ? Math.round((n * 10_000) / total) / 100 : 0);

/** A table of named counts with their share, and the totals row. */
function shareTable(
  s: ReportScope,
  head: Messages,
  list: FaultTally[],
  nameOf: (r: FaultTally) => string,
): ReportResult['table'] {
  const l = s.locale;
  const total = sum(list);
  return {
    columns: [
      { key: 'name', title: head[l] },
      { key: 'n', title: TEXT.picks[l], kind: 'count' },
      { key: 'share', title: TEXT.share[l], kind: 'percent' },
    ],
    rows: list.map((r) => ({ name: nameOf(r), n: r.n, share: percent(r.n, total) })),
    totals: { name: TEXT.total[l], n: total, share: total ? 100 : 0 },
  };
}

const topWithOthers = (s: ReportScope, list: FaultTally[], nameOf: (r: FaultTally) => string) => {
  const head = list.slice(0, TOP).map((r) => ({ name: nameOf(r), value: r.n }));
  const rest = sum(list.slice(TOP));
  return rest ? [...head, { name: TEXT.others[s.locale], value: rest }] : head;
};
const faultName = (r: FaultTally) => r.name ?? `#${r.key}`;

/** /FaultMode: the phenomena of the period, most frequent first, and their share. */
async function faultMode(s: ReportScope, f: ResolvedReportFilter): Promise<ReportResult> {
  const l = s.locale;
  const faults = await faultTallies(tallyScope(s), f, 'fault');
  const top = faults.slice(0, TOP);
  return {
    from: f.from,
    to: f.to,
    figures: [
      { key: 'picks', title: TEXT.picks[l], value: sum(faults), kind: 'count' },
      { key: 'kinds', title: TEXT.kinds[l], value: faults.length, kind: 'count' },
    ],
    charts: [
      {
        kind: 'hbar',
        title: TEXT.top[l],
        categories: top.map(faultName).reverse(),
        series: [{ name: TEXT.picks[l], data: top.map((r) => r.n).reverse() }],
      },
      { kind: 'pie', title: TEXT.shareChart[l], data: topWithOthers(s, faults, faultName) },
    ],
    table: shareTable(s, TEXT.fault, faults, faultName),
  };
}

/** /FaultStatistics: who met the faults and on which order templates. */
async function faultStatistics(s: ReportScope, f: ResolvedReportFilter): Promise<ReportResult> {
  const l = s.locale;
  const scope = tallyScope(s);
  const [engineers, templates] = await Promise.all([
    faultTallies(scope, f, 'engineer'),
    faultTallies(scope, f, 'template'),
  ]);
  const engineerName = (r: FaultTally) => (r.key ? (r.name ?? `#${r.key}`) : TEXT.nobody[l]);
  return {
    from: f.from,
    to: f.to,
    figures: [{ key: 'picks', title: TEXT.picks[l], value: sum(engineers), kind: 'count' }],
    charts: [
      {
        kind: 'bar',
        title: TEXT.byEngineer[l],
        categories: engineers.map(engineerName),
        series: [{ name: TEXT.picks[l], data: engineers.map((r) => r.n) }],
      },
      {
        kind: 'pie',
        title: TEXT.byTemplate[l],
        data: templates.map((r) => ({ name: faultName(r), value: r.n })),
      },
    ],
    table: shareTable(s, TEXT.engineer, engineers, engineerName),
  };
}

/** /FaultDistribution: the faults by the product's top-level category, and the main faults of each. */
async function faultDistribution(s: ReportScope, f: ResolvedReportFilter): Promise<ReportResult> {
  const l = s.locale;
  const scope = tallyScope(s);
  const [categories, faults, cells] = await Promise.all([
    faultTallies(scope, f, 'topCategory'),
    faultTallies(scope, f, 'fault'),
    faultsByCategory(scope, f),
  ]);
  const categoryName = (r: FaultTally) => (r.key ? (r.name ?? `#${r.key}`) : TEXT.noCategory[l]);
  const top = faults.slice(0, TREND_SERIES);
  const cell = new Map(cells.map((c) => [`${c.categoryId}:${c.faultId}`, c.n]));
  const stacked: ReportChart = {
    kind: 'stackedBar',
    title: TEXT.categoryFaults[l],
    categories: categories.map(categoryName),
    series: [
      ...top.map((fault) => ({
        name: faultName(fault),
        data: categories.map((c) => cell.get(`${c.key}:${fault.key}`) ?? 0),
      })),
      {
        name: TEXT.others[l],
        data: categories.map(
          (c) => c.n - top.reduce((a, fault) => a + (cell.get(`${c.key}:${fault.key}`) ?? 0), 0),
        ),
      },
    ],
  };
  return {
    from: f.from,
    to: f.to,
    figures: [{ key: 'picks', title: TEXT.picks[l], value: sum(categories), kind: 'count' }],
    charts: [
      {
        kind: 'pie',
        title: TEXT.byCategory[l],
        data: categories.map((r) => ({ name: categoryName(r), value: r.n })),
      },
      stacked,
    ],
    table: shareTable(s, TEXT.category, categories, categoryName),
  };
}

/** /faultAnalysis: the trend of the main faults day by day, and when in the week they come. */
async function faultAnalysis(s: ReportScope, f: ResolvedReportFilter): Promise<ReportResult> {
  const l = s.locale;
  const scope = tallyScope(s);
  const faults = await faultTallies(scope, f, 'fault');
  const top = faults.slice(0, TREND_SERIES);
  // per day only the main faults and the rest together (not every phenomenon of every day)
  const days = await faultDaysOf(
    scope,
    f,
    top.map((r) => Number(r.key)),
  );
  const dates = datesBetween(f.from, f.to);
  const byDay = new Map<string, Map<number, number>>();
  for (const d of days) {
    const m = byDay.get(String(d.key)) ?? new Map<number, number>();
    m.set(d.faultId, d.n);
    byDay.set(String(d.key), m);
  }
  const dayTotal = (day: string) => [...(byDay.get(day)?.values() ?? [])].reduce((a, n) => a + n, 0);
  const weekday = (day: string) => (new Date(`${day}T00:00:00Z`).getUTCDay() + 6) % 7;
  const heat: [number, number, number][] = [];
  top.forEach((fault, y) => {
    const perWeekday = [0, 0, 0, 0, 0, 0, 0];
    for (const d of days) if (d.faultId === fault.key) perWeekday[weekday(String(d.key))]! += d.n;
    perWeekday.forEach((n, x) => heat.push([x, y, n]));
  });
  const busiest = dates.reduce((best, d) => (dayTotal(d) > dayTotal(best) ? d : best), dates[0]!);
  const cells = (day: string): Record<string, ReportCell> => {
    const m = byDay.get(day);
    const out: Record<string, ReportCell> = { day, total: dayTotal(day) };
    top.forEach((fault, i) => (out[`f${i}`] = m?.get(Number(fault.key)) ?? 0));
    return out;
  };
  const active = dates.filter((d) => byDay.has(d));
  return {
    from: f.from,
    to: f.to,
    figures: [
      { key: 'picks', title: TEXT.picks[l], value: sum(faults), kind: 'count' },
      { key: 'busiest', title: TEXT.busiestDay[l], value: dayTotal(busiest) ? busiest : null },
    ],
    charts: [
      {
        kind: 'line',
        title: TEXT.trend[l],
        categories: dates,
        series: top.map((fault) => ({
          name: faultName(fault),
          data: dates.map((d) => byDay.get(d)?.get(Number(fault.key)) ?? 0),
        })),
      },
      { kind: 'heatmap', title: TEXT.weekday[l], x: WEEKDAYS[l], y: top.map(faultName), data: heat },
    ],
    table: {
      columns: [
        { key: 'day', title: TEXT.day[l] },
        ...top.map((fault, i) => ({ key: `f${i}`, title: faultName(fault), kind: 'count' as const })),
        { key: 'total', title: TEXT.total[l], kind: 'count' },
      ],
      rows: active.map(cells),
      totals: {
        day: TEXT.total[l],
        ...Object.fromEntries(top.map((fault, i) => [`f${i}`, fault.n])),
        total: sum(faults),
      },
    },
  };
}

/** The ISO days from `from` to `to`, both included. */
function datesBetween(from: string, to: string) {
  const out: string[] = [];
  for (let t = Date.parse(`${from}T00:00:00Z`); t <= Date.parse(`${to}T00:00:00Z`); t += 86_400_000)
    out.push(new Date(t).toISOString().slice(0, 10));
  return out;
}

export const FAULT_REPORT_URLS = {
  mode: '/v2/report/fault/mode',
  statistics: '/v2/report/fault/statistics',
  distribution: '/v2/report/fault/distribution',
  analysis: '/v2/report/fault/analysis',
} as const;

/** The builders themselves, for the bench (bench/src/fault-report-scale.ts). */
export const FAULT_REPORT_BUILDERS = { faultMode, faultStatistics, faultDistribution, faultAnalysis };

export const faultReportRoutes = [
  ...defineReport({
    name: 'faultMode',
    url: FAULT_REPORT_URLS.mode,
    summary:
      'Fault modes: the phenomena picked at completion in the period, most frequent first, with their share',
    title: TEXT.mode,
    build: faultMode,
  }),
  ...defineReport({
    name: 'faultStatistics',
    url: FAULT_REPORT_URLS.statistics,
    summary: 'Fault statistics: faults recorded per engineer (the table) and per order template',
    title: TEXT.statistics,
    build: faultStatistics,
  }),
  ...defineReport({
    name: 'faultDistribution',
    url: FAULT_REPORT_URLS.distribution,
    summary: "Fault distribution: faults by the product's top-level category, with the main faults of each",
    title: TEXT.distribution,
    build: faultDistribution,
  }),
  ...defineReport({
    name: 'faultAnalysis',
    url: FAULT_REPORT_URLS.analysis,
    summary: 'Fault analysis: the main faults day by day (the table) and by weekday',
    title: TEXT.analysis,
    build: faultAnalysis,
  }),
];

import { SLA_STEP_LABELS, type Messages, type ReportResult, type SlaStep } from '@fieldline/domain';
import { overtimeNarrowed, overtimeTallies, type OvertimeTally } from '../sla';
import { defineReport, type ReportScope, type ResolvedReportFilter } from '../stats';
import { bucketOfDay, bucketsOf, percentOf } from './report-util';

/**
 * The overtime statistics (issue 28, spec D9 "/overtimeLog (work order timeout)"; D5 SLA): the
 * SLA warnings and breaches logged in the period, read from the SLA module's overtime log through its
 * face: per policy (the table), per step of orders and events, and over time. The log itself stays
 * the SLA module's list page (/overtimeLog); this is its chart companion (/overtimeStatistics).
 * Filters: team, template, engineer (the order's server); with any of them only orders count.
 */

const L = (zh_CN: string, en_GB: string): Messages => ({ zh_CN, en_GB });
const TEXT = {
  title: L('超时统计', 'Overtime statistics'),
  policy: L('SLA 策略', 'SLA policy'),
  warned: L('预警次数', 'Warnings'),
  breached: L('超时次数', 'Breaches'),
  ordersBreached: L('超时工单', 'Orders breached'),
  eventsBreached: L('超时事件', 'Events breached'),
  breachShare: L('超时占比', 'Share of breaches'),
  trend: L('预警与超时趋势', 'Warnings and breaches'),
  byStep: L('按环节', 'By step'),
  byPolicy: L('按策略', 'By policy'),
  order: L('工单', 'Order'),
  serviceEvent: L('事件', 'Event'),
  total: L('合计', 'Total'),
};

export async function overtime(s: ReportScope, f: ResolvedReportFilter): Promise<ReportResult> {
  const l = s.locale;
  const scope = { db: s.db, dataScope: s.dataScope, user: { id: s.userId, enterpriseId: s.enterpriseId } };
  const [policies, steps, days, [all]] = await Promise.all([
    overtimeTallies(scope, f, 'policy'),
    overtimeTallies(scope, f, 'step'),
    overtimeTallies(scope, f, 'day'),
    overtimeTallies(scope, f, 'all'),
  ]);
  const narrowed = overtimeNarrowed(scope, f);
  const zero: OvertimeTally = {
    key: 'all',
    name: null,
    warned: 0,
    breached: 0,
    ordersBreached: 0,
    eventsBreached: 0,
  };
  const total = all ?? zero;
  const buckets = bucketsOf(f.from, f.to);
  const perBucket = new Map<string, { warned: number; breached: number }>();
  for (const d of days) {
    const b = bucketOfDay(f.from, f.to, d.key);
    const acc = perBucket.get(b) ?? { warned: 0, breached: 0 };
    acc.warned += d.warned;
    acc.breached += d.breached;
    perBucket.set(b, acc);
  }
  const stepName = (key: string) => {
    const [kind, step] = key.split(':') as ['order' | 'serviceEvent', SlaStep];
    return `${TEXT[kind]?.[l] ?? kind} · ${SLA_STEP_LABELS[step]?.[l] ?? step}`;
  };
  const stepRows = [...steps].sort((a, b) => a.key.localeCompare(b.key));
  const policyName = (r: OvertimeTally) => r.name ?? `#${r.key}`;
  return {
    from: f.from,
    to: f.to,
    figures: [
      { key: 'breached', title: TEXT.breached[l], value: total.breached, kind: 'count' },
      { key: 'warned', title: TEXT.warned[l], value: total.warned, kind: 'count' },
      { key: 'ordersBreached', title: TEXT.ordersBreached[l], value: total.ordersBreached, kind: 'count' },
      ...(narrowed
        ? []
        : [
            {
              key: 'eventsBreached',
              title: TEXT.eventsBreached[l],
              value: total.eventsBreached,
              kind: 'count' as const,
            },
          ]),
    ],
    charts: [
      {
        kind: 'line',
        title: TEXT.trend[l],
        categories: buckets,
        series: [
          { name: TEXT.warned[l], data: buckets.map((b) => perBucket.get(b)?.warned ?? 0) },
          { name: TEXT.breached[l], data: buckets.map((b) => perBucket.get(b)?.breached ?? 0) },
        ],
      },
      {
        kind: 'stackedBar',
        title: TEXT.byStep[l],
        categories: stepRows.map((r) => stepName(r.key)),
        series: [
          { name: TEXT.warned[l], data: stepRows.map((r) => r.warned) },
          { name: TEXT.breached[l], data: stepRows.map((r) => r.breached) },
        ],
      },
      {
        kind: 'pie',
        title: TEXT.byPolicy[l],
        data: policies.filter((r) => r.breached > 0).map((r) => ({ name: policyName(r), value: r.breached })),
      },
    ],
    table: {
      columns: [
        { key: 'policy', title: TEXT.policy[l] },
        { key: 'warned', title: TEXT.warned[l], kind: 'count' },
        { key: 'breached', title: TEXT.breached[l], kind: 'count' },
        { key: 'ordersBreached', title: TEXT.ordersBreached[l], kind: 'count' },
        ...(narrowed
          ? []
          : [{ key: 'eventsBreached', title: TEXT.eventsBreached[l], kind: 'count' as const }]),
        { key: 'share', title: TEXT.breachShare[l], kind: 'percent' },
      ],
      rows: policies.map((r) => ({
        policy: policyName(r),
        warned: r.warned,
        breached: r.breached,
        ordersBreached: r.ordersBreached,
        eventsBreached: r.eventsBreached,
        share: percentOf(r.breached, total.breached),
      })),
      // the orders and events breached counted once each over all policies
      totals: {
        policy: TEXT.total[l],
        warned: total.warned,
        breached: total.breached,
        ordersBreached: total.ordersBreached,
        eventsBreached: total.eventsBreached,
        share: total.breached ? 100 : 0,
      },
    },
  };
}

export const OVERTIME_URL = '/v2/report/overtime';

export const overtimeRoutes = defineReport({
  name: 'overtime',
  url: OVERTIME_URL,
  summary:
    'Overtime statistics: SLA warnings and breaches logged in the period per policy, per step of orders and events, and over time',
  title: TEXT.title,
  build: overtime,
});

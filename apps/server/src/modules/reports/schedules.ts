import { SCHEDULE_KIND_LABELS, type Messages, type ReportResult } from '@fieldline/domain';
import { scheduleTallies, type ScheduleTally } from '../dispatch-map';
import { defineReport, type ReportScope, type ResolvedReportFilter } from '../stats';
import { datesOf, percentOf } from './report-util';

/**
 * /ReportSchedule (issue 28, spec D9 "Schedules"): the engineers' schedules (map dispatch: one entry
 * per engineer and day, on duty, off or on leave) over the period: per engineer the days of each
 * kind and the share on duty (the table), and the engineers on duty each day. Filters: team,
 * engineer (schedules belong to no order or template).
 */

const L = (zh_CN: string, en_GB: string): Messages => ({ zh_CN, en_GB });
const TEXT = {
  title: L('排班统计', 'Schedules'),
  engineer: L('服务人员', 'Engineer'),
  scheduled: L('已排班天数', 'Days scheduled'),
  dutyShare: L('值班占比', 'Share on duty'),
  people: L('已排班人员', 'People scheduled'),
  perDay: L('每日值班人数', 'On duty per day'),
  byKind: L('排班构成', 'Days by kind'),
  total: L('合计', 'Total'),
};
const KINDS = ['duty', 'off', 'leave'] as const;
const LABEL = { duty: SCHEDULE_KIND_LABELS[1], off: SCHEDULE_KIND_LABELS[2], leave: SCHEDULE_KIND_LABELS[3] };

export async function schedules(s: ReportScope, f: ResolvedReportFilter): Promise<ReportResult> {
  const l = s.locale;
  const scope = { db: s.db, dataScope: s.dataScope, user: { id: s.userId, enterpriseId: s.enterpriseId } };
  const [people, days] = await Promise.all([
    scheduleTallies(scope, f, 'user'),
    scheduleTallies(scope, f, 'day'),
  ]);
  // every entry is an engineer's: the totals are the people's sums (a third pass over the period saved)
  const total: ScheduleTally = { key: 'all', name: null, duty: 0, off: 0, leave: 0 };
  for (const r of people) for (const k of KINDS) total[k] += r[k];
  const scheduled = (r: ScheduleTally) => r.duty + r.off + r.leave;
  const name = (r: ScheduleTally) => r.name ?? `#${r.key}`;
  // a schedule is planned ahead by the day: the axis is every day of the period
  const dates = datesOf(f.from, f.to);
  const perDay = new Map(days.map((d) => [d.key, d]));
  return {
    from: f.from,
    to: f.to,
    figures: [
      ...KINDS.map((k) => ({ key: k, title: LABEL[k][l], value: total[k], kind: 'count' as const })),
      { key: 'people', title: TEXT.people[l], value: people.length, kind: 'count' },
    ],
    charts: [
      {
        kind: 'stackedBar',
        title: TEXT.perDay[l],
        categories: dates,
        series: KINDS.map((k) => ({ name: LABEL[k][l], data: dates.map((d) => perDay.get(d)?.[k] ?? 0) })),
      },
      {
        kind: 'pie',
        title: TEXT.byKind[l],
        data: KINDS.filter((k) => total[k] > 0).map((k) => ({ name: LABEL[k][l], value: total[k] })),
      },
    ],
    table: {
      columns: [
        { key: 'engineer', title: TEXT.engineer[l] },
        ...KINDS.map((k) => ({ key: k, title: LABEL[k][l], kind: 'count' as const })),
        { key: 'scheduled', title: TEXT.scheduled[l], kind: 'count' },
        { key: 'dutyShare', title: TEXT.dutyShare[l], kind: 'percent' },
      ],
      rows: people.map((r) => ({
        engineer: name(r),
        duty: r.duty,
        off: r.off,
        leave: r.leave,
        scheduled: scheduled(r),
        dutyShare: percentOf(r.duty, scheduled(r)),
      })),
      totals: {
        engineer: TEXT.total[l],
        duty: total.duty,
        off: total.off,
        leave: total.leave,
        scheduled: scheduled(total),
        dutyShare: percentOf(total.duty, scheduled(total)),
      },
    },
  };
}

export const SCHEDULES_URL = '/v2/report/schedules';

export const schedulesRoutes = defineReport({
  name: 'schedules',
  url: SCHEDULES_URL,
  summary: "Schedules: the engineers' days on duty, off and on leave in the period, per engineer and per day",
  title: TEXT.title,
  build: schedules,
});

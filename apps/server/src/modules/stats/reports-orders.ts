import type { ReportDefinition } from '../../core/report-route';
import type { ReportResult } from '@fieldline/domain';
import { label, weekdays } from './labels';
import { bucketRange, ordersLink } from './links';
import { createdBy, doneBy, sumDone, type DoneRow } from './queries';
import { avg, rate, templateNames } from './series';
import { byBucket, col, hours, OPEN, perEngineer, scoreOf5 } from './report-kit';

/** Orders by number, time, arrival and satisfaction (spec D9 /StatisticsOrder*). */

export const orderNumReport: ReportDefinition = {
  name: 'orderNum',
  url: '/v2/report/orderNum',
  summary: 'Orders by number: created per day or month by state group, by template, by weekday',
  title: { zh_CN: '工单数量统计', en_GB: 'Orders by number' },
  async build(s, f) {
    const [byState, byTemplate] = await Promise.all([
      createdBy(s, f, ['bucket', 'state']),
      createdBy(s, f, ['template', 'weekday']),
    ]);
    const names = await templateNames(
      s,
      byTemplate.map((r) => Number(r.k1)),
    );
    const groups = byBucket(f, [...new Set(byState.map((r) => r.k1))], (k) => k).map(({ bucket }) => {
      const of = (pred: (state: number) => boolean) =>
        byState.filter((r) => r.k1 === bucket && pred(Number(r.k2))).reduce((a, r) => a + r.orders, 0);
      return {
        bucket,
        created: of(() => true),
        completed: of((st) => st === 5),
        cancelled: of((st) => st === 6),
        open: of((st) => OPEN.includes(st)),
      };
    });
    const templates = [...new Set(byTemplate.map((r) => Number(r.k1)))];
    const tname = (id: number) => names.get(id) ?? `#${id}`;
    const total = (k: 'created' | 'completed' | 'cancelled' | 'open') => groups.reduce((a, g) => a + g[k], 0);
    const rows = groups.filter((g) => g.created > 0);
    return {
      from: f.from,
      to: f.to,
      figures: (['created', 'completed', 'open', 'cancelled'] as const).map((k) => ({
        key: k,
        title: label(k, s.locale),
        value: total(k),
        kind: 'count' as const,
      })),
      charts: [
        {
          kind: 'stackedBar',
          title: label('trend', s.locale),
          categories: groups.map((g) => g.bucket),
          series: (['completed', 'open', 'cancelled'] as const).map((k) => ({
            name: label(k, s.locale),
            data: groups.map((g) => g[k]),
          })),
        },
        {
          kind: 'pie',
          title: label('byTemplate', s.locale),
          data: templates.map((id) => ({
            name: tname(id),
            value: byTemplate.filter((r) => Number(r.k1) === id).reduce((a, r) => a + r.orders, 0),
          })),
        },
        {
          kind: 'heatmap',
          title: label('heat', s.locale),
          x: weekdays(s.locale),
          y: templates.map(tname),
          data: byTemplate.map((r) => [Number(r.k2) - 1, templates.indexOf(Number(r.k1)), r.orders]),
        },
      ],
      table: {
        columns: [
          col('bucket', s, 'period', 'text'),
          col('created', s, 'created', 'count'),
          col('completed', s, 'completed', 'count'),
          col('open', s, 'open', 'count'),
          col('cancelled', s, 'cancelled', 'count'),
        ],
        rows,
        totals: {
          bucket: label('total', s.locale),
          created: total('created'),
          completed: total('completed'),
          open: total('open'),
          cancelled: total('cancelled'),
        },
        links: rows.map((g) => {
          const range = bucketRange(g.bucket, f);
          return {
            created: ordersLink(f, range),
            completed: ordersLink(f, { ...range, states: [5] }),
            open: ordersLink(f, { ...range, states: OPEN }),
            cancelled: ordersLink(f, { ...range, states: [6] }),
          };
        }),
      },
    } satisfies ReportResult;
  },
};

export const orderTimeReport: ReportDefinition = {
  name: 'orderTime',
  url: '/v2/report/orderTime',
  summary:
    'Orders by time: average time from creation to completion and service time, per period and template',
  title: { zh_CN: '工单时效统计', en_GB: 'Orders by time' },
  async build(s, f) {
    const series = byBucket(f, await doneBy(s, f, 'bucket'), (r) => r.k);
    const perTemplate = (await doneBy(s, f, 'template')).sort((a, b) => b.completed - a.completed);
    const names = await templateNames(
      s,
      perTemplate.map((r) => Number(r.k)),
    );
    const all = sumDone(perTemplate);
    const line = (r: DoneRow) => ({
      completed: r.completed,
      leadHours: hours(r.leadMinutes, r.completed),
      serviceMinutes: avg(r.serviceMinutes, r.completed),
    });
    return {
      from: f.from,
      to: f.to,
      figures: [
        { key: 'completed', title: label('completed', s.locale), value: all.completed, kind: 'count' },
        {
          key: 'leadHours',
          title: label('leadHours', s.locale),
          value: hours(all.leadMinutes, all.completed),
        },
        {
          key: 'serviceMinutes',
          title: label('serviceMinutes', s.locale),
          value: avg(all.serviceMinutes, all.completed),
        },
      ],
      charts: [
        {
          kind: 'line',
          title: label('leadHours', s.locale),
          categories: series.map((b) => b.bucket),
          series: [
            {
              name: label('leadHours', s.locale),
              data: series.map((b) => (b.row ? (hours(b.row.leadMinutes, b.row.completed) ?? 0) : 0)),
            },
            {
              name: label('serviceMinutes', s.locale),
              data: series.map((b) => (b.row ? (avg(b.row.serviceMinutes, b.row.completed) ?? 0) : 0)),
            },
          ],
        },
      ],
      table: {
        columns: [
          col('template', s, 'template', 'text'),
          col('completed', s, 'completed', 'count'),
          col('leadHours', s, 'leadHours', 'count'),
          col('serviceMinutes', s, 'serviceMinutes', 'count'),
        ],
        rows: perTemplate.map((r) => ({ template: names.get(Number(r.k)) ?? `#${r.k}`, ...line(r) })),
        totals: { template: label('total', s.locale), ...line(all) },
        links: perTemplate.map((r) => ({
          completed: ordersLink(f, { states: [5], templateId: Number(r.k) }),
        })),
      },
    } satisfies ReportResult;
  },
};

export const orderArriveReport: ReportDefinition = {
  name: 'orderArrive',
  url: '/v2/report/orderArrive',
  summary: 'Orders by arrival: arrivals on time and late against the appointment, per period and engineer',
  title: { zh_CN: '到达准时统计', en_GB: 'Orders by arrival' },
  async build(s, f) {
    const series = byBucket(f, await doneBy(s, f, 'bucket'), (r) => r.k);
    const { rows, name } = await perEngineer(s, f);
    const all = sumDone(rows);
    const line = (r: DoneRow) => ({
      completed: r.completed,
      onTime: r.onTime,
      late: r.late,
      onTimeRate: rate(r.onTime, r.onTime + r.late),
    });
    return {
      from: f.from,
      to: f.to,
      figures: [
        { key: 'onTime', title: label('onTime', s.locale), value: all.onTime, kind: 'count' },
        { key: 'late', title: label('late', s.locale), value: all.late, kind: 'count' },
        {
          key: 'onTimeRate',
          title: label('onTimeRate', s.locale),
          value: rate(all.onTime, all.onTime + all.late),
          kind: 'percent',
        },
      ],
      charts: [
        {
          kind: 'stackedBar',
          title: label('onTimeRate', s.locale),
          categories: series.map((b) => b.bucket),
          series: [
            { name: label('onTime', s.locale), data: series.map((b) => b.row?.onTime ?? 0) },
            { name: label('late', s.locale), data: series.map((b) => b.row?.late ?? 0) },
            {
              name: label('onTimeRate', s.locale),
              data: series.map((b) => (b.row ? (rate(b.row.onTime, b.row.onTime + b.row.late) ?? 0) : 0)),
            },
          ],
          percentSeries: [label('onTimeRate', s.locale)],
        },
      ],
      table: {
        columns: [
          col('engineer', s, 'engineer', 'text'),
          col('completed', s, 'completed', 'count'),
          col('onTime', s, 'onTime', 'count'),
          col('late', s, 'late', 'count'),
          col('onTimeRate', s, 'onTimeRate', 'percent'),
        ],
        rows: rows.map((r) => ({ engineer: name(Number(r.k)), ...line(r) })),
        totals: { engineer: label('total', s.locale), ...line(all) },
      },
    } satisfies ReportResult;
  },
};

export const orderSatisfactionReport: ReportDefinition = {
  name: 'orderSatisfaction',
  url: '/v2/report/orderSatisfaction',
  summary: "Orders by satisfaction: customers' evaluations of completed orders per period",
  title: { zh_CN: '满意度统计', en_GB: 'Orders by satisfaction' },
  async build(s, f) {
    const rows = await doneBy(s, f, 'bucket');
    const series = byBucket(f, rows, (r) => r.k);
    const all = sumDone(rows);
    const line = (r: DoneRow) => ({
      completed: r.completed,
      evaluated: r.evaluated,
      satisfied: r.satisfied,
      satisfiedRate: rate(r.satisfied, r.evaluated),
      avgScore: scoreOf5(r),
    });
    const kept = series.filter((b) => b.row && b.row.completed > 0);
    return {
      from: f.from,
      to: f.to,
      figures: [
        { key: 'evaluated', title: label('evaluated', s.locale), value: all.evaluated, kind: 'count' },
        {
          key: 'satisfiedRate',
          title: label('satisfiedRate', s.locale),
          value: rate(all.satisfied, all.evaluated),
          kind: 'percent',
        },
        { key: 'avgScore', title: label('avgScore', s.locale), value: scoreOf5(all) },
      ],
      charts: [
        {
          kind: 'line',
          title: label('satisfiedRate', s.locale),
          categories: series.map((b) => b.bucket),
          series: [
            {
              name: label('satisfiedRate', s.locale),
              data: series.map((b) => (b.row ? (rate(b.row.satisfied, b.row.evaluated) ?? 0) : 0)),
            },
          ],
        },
        {
          kind: 'pie',
          title: label('satisfied', s.locale),
          data: [
            { name: label('satisfied', s.locale), value: all.satisfied },
            { name: label('notSatisfied', s.locale), value: all.evaluated - all.satisfied },
          ],
        },
      ],
      table: {
        columns: [
          col('bucket', s, 'period', 'text'),
          col('completed', s, 'completed', 'count'),
          col('evaluated', s, 'evaluated', 'count'),
          col('satisfied', s, 'satisfied', 'count'),
          col('satisfiedRate', s, 'satisfiedRate', 'percent'),
          col('avgScore', s, 'avgScore', 'count'),
        ],
        rows: kept.map((b) => ({ bucket: b.bucket, ...line(b.row!) })),
        totals: { bucket: label('total', s.locale), ...line(all) },
      },
    } satisfies ReportResult;
  },
};

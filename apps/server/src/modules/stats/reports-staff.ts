import type { ReportDefinition } from '../../core/report-route';
import type { ReportResult } from '@fieldline/domain';
import { sql } from 'drizzle-orm';
import { label } from './labels';
import { ordersLink } from './links';
import { createdBy, sumDone, type DoneRow } from './queries';
import { avg, rate, userNames } from './series';
import { byBucket, col, hours, perEngineer, scoreOf5 } from './report-kit';

/** Evaluation, service staff, assignment and efficiency (spec D9). */

export const evaluationReport: ReportDefinition = {
  name: 'evaluation',
  url: '/v2/report/evaluation',
  summary: 'Evaluations per engineer: evaluation rate, average score, satisfaction and solved rates',
  title: { zh_CN: '评价统计', en_GB: 'Evaluations' },
  async build(s, f) {
    const { rows, name } = await perEngineer(s, f);
    const all = sumDone(rows);
    const line = (r: DoneRow) => ({
      completed: r.completed,
      evaluated: r.evaluated,
      evalRate: rate(r.evaluated, r.completed),
      avgScore: scoreOf5(r),
      satisfiedRate: rate(r.satisfied, r.evaluated),
      solvedRate: rate(r.solved, r.evaluated),
    });
    const rated = rows.filter((r) => r.evaluated > 0).slice(0, 20);
    return {
      from: f.from,
      to: f.to,
      figures: [
        {
          key: 'evalRate',
          title: label('evalRate', s.locale),
          value: rate(all.evaluated, all.completed),
          kind: 'percent',
        },
        { key: 'avgScore', title: label('avgScore', s.locale), value: scoreOf5(all) },
        {
          key: 'solvedRate',
          title: label('solvedRate', s.locale),
          value: rate(all.solved, all.evaluated),
          kind: 'percent',
        },
      ],
      charts: [
        {
          kind: 'hbar',
          title: label('avgScore', s.locale),
          categories: rated.map((r) => name(Number(r.k))),
          series: [{ name: label('avgScore', s.locale), data: rated.map((r) => scoreOf5(r) ?? 0) }],
        },
      ],
      table: {
        columns: [
          col('engineer', s, 'engineer', 'text'),
          col('completed', s, 'completed', 'count'),
          col('evaluated', s, 'evaluated', 'count'),
          col('evalRate', s, 'evalRate', 'percent'),
          col('avgScore', s, 'avgScore', 'count'),
          col('satisfiedRate', s, 'satisfiedRate', 'percent'),
          col('solvedRate', s, 'solvedRate', 'percent'),
        ],
        rows: rows.map((r) => ({ engineer: name(Number(r.k)), ...line(r) })),
        totals: { engineer: label('total', s.locale), ...line(all) },
      },
    } satisfies ReportResult;
  },
};

export const serviceStaffReport: ReportDefinition = {
  name: 'serviceStaff',
  url: '/v2/report/serviceStaff',
  summary: 'Service staff: orders in hand, completed, income and average score per engineer',
  title: { zh_CN: '服务人员统计', en_GB: 'Service staff' },
  async build(s, f) {
    const [{ rows, name }, held] = await Promise.all([
      perEngineer(s, f),
      createdBy(s, f, ['engineer'], { where: sql`a.state in (2, 3, 4, 7)` }),
    ]);
    const heldOf = new Map(held.map((r) => [r.k1, r.orders]));
    const ids = [...new Set([...rows.map((r) => r.k), ...held.map((r) => r.k1)])].filter((k) => k !== '0');
    const names = await userNames(s, ids.map(Number));
    const done = new Map(rows.map((r) => [r.k, r]));
    const list = ids
      .map((k) => {
        const r = done.get(k);
        return {
          id: Number(k),
          engineer: names.get(Number(k)) ?? name(Number(k)),
          held: heldOf.get(k) ?? 0,
          completed: r?.completed ?? 0,
          amount: r?.amount ?? '0.00',
          avgScore: r ? scoreOf5(r) : null,
        };
      })
      .sort((a, b) => b.completed - a.completed || b.held - a.held);
    const top = list.slice(0, 20);
    const all = sumDone(rows.filter((r) => r.k !== '0'));
    return {
      from: f.from,
      to: f.to,
      charts: [
        {
          kind: 'hbar',
          title: label('completed', s.locale),
          categories: top.map((r) => r.engineer),
          series: [
            { name: label('completed', s.locale), data: top.map((r) => r.completed) },
            { name: label('held', s.locale), data: top.map((r) => r.held) },
          ],
        },
      ],
      table: {
        columns: [
          col('engineer', s, 'engineer', 'text'),
          col('held', s, 'held', 'count'),
          col('completed', s, 'completed', 'count'),
          col('amount', s, 'income', 'money'),
          col('avgScore', s, 'avgScore', 'count'),
        ],
        rows: list.map(({ id: _id, ...r }) => r),
        totals: {
          engineer: label('total', s.locale),
          held: list.reduce((a, r) => a + r.held, 0),
          completed: all.completed,
          amount: all.amount,
          avgScore: scoreOf5(all),
        },
        links: list.map((r) => ({
          held: ordersLink(f, { engineerId: r.id, states: [2, 3, 4, 7] }),
          completed: ordersLink(f, { engineerId: r.id, states: [5] }),
        })),
      },
    } satisfies ReportResult;
  },
};

export const assignReport: ReportDefinition = {
  name: 'assign',
  url: '/v2/report/assign',
  summary: 'Assignment: orders created per period waiting for assignment and assigned, and per engineer',
  title: { zh_CN: '派单统计', en_GB: 'Assignment' },
  async build(s, f) {
    const rows = await createdBy(s, f, ['bucket', 'engineer']);
    const buckets = byBucket(f, [...new Set(rows.map((r) => r.k1))], (k) => k);
    const per = (b: string, assigned: boolean) =>
      rows.filter((r) => r.k1 === b && (r.k2 !== '0') === assigned).reduce((a, r) => a + r.orders, 0);
    const engineers = new Map<string, number>();
    for (const r of rows) if (r.k2 !== '0') engineers.set(r.k2, (engineers.get(r.k2) ?? 0) + r.orders);
    const names = await userNames(s, [...engineers.keys()].map(Number));
    const assigned = rows.filter((r) => r.k2 !== '0').reduce((a, r) => a + r.orders, 0);
    const waiting = rows.filter((r) => r.k2 === '0').reduce((a, r) => a + r.orders, 0);
    const list = [...engineers].sort((a, b) => b[1] - a[1]);
    return {
      from: f.from,
      to: f.to,
      figures: [
        { key: 'assigned', title: label('assigned', s.locale), value: assigned, kind: 'count' },
        { key: 'waiting', title: label('waiting', s.locale), value: waiting, kind: 'count' },
        {
          key: 'assignRate',
          title: label('assignRate', s.locale),
          value: rate(assigned, assigned + waiting),
          kind: 'percent',
        },
      ],
      charts: [
        {
          kind: 'stackedBar',
          title: label('assigned', s.locale),
          categories: buckets.map((b) => b.bucket),
          series: [
            { name: label('assigned', s.locale), data: buckets.map((b) => per(b.bucket, true)) },
            { name: label('waiting', s.locale), data: buckets.map((b) => per(b.bucket, false)) },
          ],
        },
      ],
      table: {
        columns: [col('engineer', s, 'engineer', 'text'), col('orders', s, 'assigned', 'count')],
        rows: list.map(([id, n]) => ({ engineer: names.get(Number(id)) ?? `#${id}`, orders: n })),
        totals: { engineer: label('total', s.locale), orders: assigned },
        links: list.map(([id]) => ({ orders: ordersLink(f, { engineerId: Number(id) }) })),
      },
    } satisfies ReportResult;
  },
};

export const efficiencyReport: ReportDefinition = {
  name: 'efficiency',
  url: '/v2/report/efficiency',
  summary: 'Efficiency per engineer: completed, average time to complete, service time, on-time rate',
  title: { zh_CN: '效率报表', en_GB: 'Efficiency' },
  async build(s, f) {
    const { rows, name } = await perEngineer(s, f);
    const all = sumDone(rows);
    const line = (r: DoneRow) => ({
      completed: r.completed,
      leadHours: hours(r.leadMinutes, r.completed),
      serviceMinutes: avg(r.serviceMinutes, r.completed),
      onTimeRate: rate(r.onTime, r.onTime + r.late),
    });
    const top = rows.filter((r) => r.k !== '0').slice(0, 20);
    return {
      from: f.from,
      to: f.to,
      charts: [
        {
          kind: 'hbar',
          title: label('leadHours', s.locale),
          categories: top.map((r) => name(Number(r.k))),
          series: [
            {
              name: label('leadHours', s.locale),
              data: top.map((r) => hours(r.leadMinutes, r.completed) ?? 0),
            },
          ],
        },
      ],
      table: {
        columns: [
          col('engineer', s, 'engineer', 'text'),
          col('completed', s, 'completed', 'count'),
          col('leadHours', s, 'leadHours', 'count'),
          col('serviceMinutes', s, 'serviceMinutes', 'count'),
          col('onTimeRate', s, 'onTimeRate', 'percent'),
        ],
        rows: rows.map((r) => ({ engineer: name(Number(r.k)), ...line(r) })),
        totals: { engineer: label('total', s.locale), ...line(all) },
      },
    } satisfies ReportResult;
  },
};

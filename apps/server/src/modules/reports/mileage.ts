import type { Messages, ReportResult } from '@fieldline/domain';
import { travelDays, travelTallies, type TravelTally } from '../users';
import { defineReport, type ReportScope, type ResolvedReportFilter } from '../stats';
import { bucketOfDay, bucketsOf, percentOf } from './report-util';

/**
 * /mileageStatistics (issue 28, spec D9 "Staff: /mileageStatistics (source: built
 * /user/object/travelled/*)"): the distance the service staff travelled in the period, from the
 * travelled-distance records (map dispatch records a straight-line leg between two positions reported
 * on an order), per engineer (the table) and over time. Filters: team, template (legs on its orders),
 * engineer.
 */

const L = (zh_CN: string, en_GB: string): Messages => ({ zh_CN, en_GB });
const TEXT = {
  title: L('里程统计', 'Mileage'),
  engineer: L('服务人员', 'Engineer'),
  km: L('里程（公里）', 'Distance (km)'),
  legs: L('行程段数', 'Legs'),
  orders: L('途经工单', 'Orders travelled for'),
  perOrder: L('单均里程（公里）', 'Distance per order (km)'),
  share: L('占比', 'Share'),
  people: L('有里程的人员', 'People travelling'),
  top: L('里程排行', 'Most travelled'),
  trend: L('里程趋势', 'Distance over time'),
  total: L('合计', 'Total'),
};
const TOP = 15;
/** Kilometres with one decimal, from whole metres. */
const km = (metres: number) => Math.round(metres / 100) / 10;

export async function mileage(s: ReportScope, f: ResolvedReportFilter): Promise<ReportResult> {
  const l = s.locale;
  const scope = { db: s.db, dataScope: s.dataScope, user: { id: s.userId, enterpriseId: s.enterpriseId } };
  const [people, days, [all]] = await Promise.all([
    travelTallies(scope, f, 'user'),
    travelDays(scope, f),
    travelTallies(scope, f, 'all'),
  ]);
  const total: TravelTally = all ?? { key: 'all', name: null, metres: 0, legs: 0, orders: 0 };
  const name = (r: TravelTally) => r.name ?? `#${r.key}`;
  const buckets = bucketsOf(f.from, f.to);
  const perBucket = new Map<string, number>();
  for (const d of days) {
    const b = bucketOfDay(f.from, f.to, d.day);
    perBucket.set(b, (perBucket.get(b) ?? 0) + d.metres);
  }
  const head = people.slice(0, TOP);
  const perOrder = (r: TravelTally) => (r.orders ? Math.round(r.metres / r.orders / 100) / 10 : null);
  return {
    from: f.from,
    to: f.to,
    figures: [
      { key: 'km', title: TEXT.km[l], value: km(total.metres), kind: 'count' },
      { key: 'legs', title: TEXT.legs[l], value: total.legs, kind: 'count' },
      { key: 'orders', title: TEXT.orders[l], value: total.orders, kind: 'count' },
      { key: 'people', title: TEXT.people[l], value: people.length, kind: 'count' },
    ],
    charts: [
      {
        kind: 'hbar',
        title: TEXT.top[l],
        categories: head.map(name).reverse(),
        series: [{ name: TEXT.km[l], data: head.map((r) => km(r.metres)).reverse() }],
      },
      {
        kind: 'line',
        title: TEXT.trend[l],
        categories: buckets,
        series: [{ name: TEXT.km[l], data: buckets.map((b) => km(perBucket.get(b) ?? 0)) }],
      },
    ],
    table: {
      columns: [
        { key: 'engineer', title: TEXT.engineer[l] },
        { key: 'km', title: TEXT.km[l], kind: 'count' },
        { key: 'legs', title: TEXT.legs[l], kind: 'count' },
        { key: 'orders', title: TEXT.orders[l], kind: 'count' },
        { key: 'perOrder', title: TEXT.perOrder[l], kind: 'count' },
        { key: 'share', title: TEXT.share[l], kind: 'percent' },
      ],
      rows: people.map((r) => ({
        engineer: name(r),
        km: km(r.metres),
        legs: r.legs,
        orders: r.orders,
        perOrder: perOrder(r),
        share: percentOf(r.metres, total.metres),
      })),
      totals: {
        engineer: TEXT.total[l],
        km: km(total.metres),
        legs: total.legs,
        orders: total.orders,
        perOrder: perOrder(total),
        share: total.metres ? 100 : 0,
      },
    },
  };
}

export const MILEAGE_URL = '/v2/report/mileage';

export const mileageRoutes = defineReport({
  name: 'mileage',
  url: MILEAGE_URL,
  summary:
    'Mileage: the distance the service staff travelled in the period (travelled-distance records), per engineer and over time',
  title: TEXT.title,
  build: mileage,
});

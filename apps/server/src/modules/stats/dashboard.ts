import { rows } from '../../db/client';
import { sql, type SQL } from 'drizzle-orm';
import {
  DATA_SCOPES,
  OPEN_ORDER_STATES,
  STATS_ACCESS,
  STATS_TIME_ZONE,
  dateIn,
  type DashboardQuery,
} from '@fieldline/domain';
import { resolveFilter, type ReportScope, type ResolvedReportFilter } from '../../core/report-route';
import { coreErrors } from '../../core/errors';
import { mineSql, type Tenant } from '../../core/tenant';
import { countBreachedOrders } from '../sla';
import { label, stateLabel } from './labels';
import { ordersLink } from './links';
import { createdBy, doneBy, sumDone } from './queries';
import { newCustomers } from './reports';
import { bucketsOf, templateNames, userNames } from './series';

/**
 * The dashboard (/guideOne; spec D9 "/databoard/*"): a manager's figures for the enterprise (10801,
 * within their data scope), a team leader's for their teams (12804), or, with `mine`, a service
 * person's own. Every count carries the order-list link that shows the orders behind it.
 */

export interface Board {
  scope: ReportScope;
  f: ResolvedReportFilter;
  engineerOnly?: number;
}

/** Who sees what: `mine` → own orders; 10801 → the data scope; 12804 → own teams; else refused. */
export function boardOf(t: Tenant, q: DashboardQuery): Board {
  const f = resolveFilter(q);
  const scope: ReportScope = {
    app: t.app,
    db: t.db,
    enterpriseId: t.enterpriseId,
    userId: t.user.id,
    dataScope: t.dataScope,
    locale: t.locale,
  };
  if (q.mine) return { scope, f, engineerOnly: t.user.id };
  if (t.powers.includes(STATS_ACCESS.view)) return { scope, f };
  if (t.powers.includes(STATS_ACCESS.teamDashboard))
    return { scope: { ...scope, dataScope: DATA_SCOPES.team }, f };
  throw coreErrors.NO_PERMISSION();
}

/** The live condition over `orders o` matching the board's scope and filters (overdue, SLA). */
function liveOrders(b: Board): SQL {
  const { scope: s, f } = b;
  const parts: SQL[] = [sql`o.deleted_at is null and o.archived_at is null`];
  parts.push(sql`o.state in (${sql.raw(OPEN_ORDER_STATES.join(', '))})`);
  if (f.templateId) parts.push(sql`o.template_id = ${f.templateId}`);
  if (f.engineerId) parts.push(sql`o.server_user_id = ${f.engineerId}`);
  if (f.teamId)
    parts.push(
      sql`o.server_user_id in (select tm.user_id from team_members tm where ${mineSql(s, 'tm')} and tm.team_id = ${f.teamId})`,
    );
  if (b.engineerOnly) parts.push(sql`o.server_user_id = ${b.engineerOnly}`);
  else if (s.dataScope === DATA_SCOPES.personal) parts.push(sql`o.server_user_id = ${s.userId}`);
  else if (s.dataScope === DATA_SCOPES.team)
    parts.push(sql`o.server_user_id in (select tm.user_id from team_members tm where ${mineSql(s, 'tm')}
      and tm.team_id in (select mt.team_id from team_members mt where ${mineSql(s, 'mt')} and mt.user_id = ${s.userId}))`);
  return sql.join(parts, sql` and `);
}

const mineLink = (b: Board) => (b.engineerOnly ? { engineerId: b.engineerOnly } : {});

/** GET /databoard/baseinfo: today's and the period's orders by state, overdue, SLA breached, income, new customers. */
export async function baseInfo(b: Board) {
  const { scope: s, f } = b;
  const today = dateIn(STATS_TIME_ZONE);
  const todayF = { ...f, from: today, to: today };
  const opts = { engineerOnly: b.engineerOnly };
  // side by side: the overdue count (live, over the open orders' index) is the longest of them
  const [periodStates, todayStates, periodDone, todayDone, overdueRow, slaBreached, fresh] =
    await Promise.all([
      createdBy(s, f, ['state'], opts),
      createdBy(s, todayF, ['state'], opts),
      doneBy(s, f, null, opts),
      doneBy(s, todayF, null, opts),
      rows<{ n: number }>(
        s.db,
        sql`select count(*)::int as n from orders o where ${mineSql(s, 'o')} and ${liveOrders(b)} and o.estimated_at < now()`,
      ),
      countBreachedOrders(s, liveOrders(b)),
      b.engineerOnly ? null : newCustomers(s, f),
    ]);
  const customers = fresh ? fresh.reduce((a, r) => a + r.n, 0) : null;
  const states = (rows: { k1: string; orders: number }[], range: { from: string; to: string }) =>
    rows
      .map((r) => ({
        state: Number(r.k1),
        name: stateLabel(Number(r.k1), s.locale),
        orders: r.orders,
        link: ordersLink(f, { ...range, ...mineLink(b), states: [Number(r.k1)] }),
      }))
      .sort((x, y) => x.state - y.state);
  const sum = (rows: { orders: number }[]) => rows.reduce((a, r) => a + r.orders, 0);
  const done = sumDone(periodDone);
  return {
    from: f.from,
    to: f.to,
    today: {
      created: sum(todayStates),
      completed: sumDone(todayDone).completed,
      byState: states(todayStates, todayF),
      link: ordersLink(f, { ...todayF, ...mineLink(b) }),
    },
    period: {
      created: sum(periodStates),
      completed: done.completed,
      byState: states(periodStates, f),
      link: ordersLink(f, mineLink(b)),
    },
    overdue: {
      count: Number(overdueRow[0]?.n ?? 0),
      link: ordersLink(f, { ...mineLink(b), overdue: true, anyTime: true }),
    },
    slaBreached: { count: slaBreached, link: '/overtimeLog' },
    income: {
      amount: done.amount,
      completed: done.completed,
      link: ordersLink(f, { ...mineLink(b), states: [5] }),
    },
    newCustomers: customers,
  };
}

/** GET /databoard/areaDatas: orders created in the period by city. */
export async function areaData(b: Board) {
  const rows = await createdBy(b.scope, b.f, ['city'], { engineerOnly: b.engineerOnly });
  return rows
    .sort((x, y) => y.orders - x.orders)
    .map((r) => ({ city: r.k1 || label('noCity', b.scope.locale), orders: r.orders }));
}

/** GET /databoard/ordertmplinfo: orders created in the period by template, each linking to its list. */
export async function templateInfo(b: Board) {
  const rows = await createdBy(b.scope, b.f, ['template'], { engineerOnly: b.engineerOnly });
  const names = await templateNames(
    b.scope,
    rows.map((r) => Number(r.k1)),
  );
  return rows
    .sort((x, y) => y.orders - x.orders)
    .map((r) => ({
      templateId: Number(r.k1),
      name: names.get(Number(r.k1)) ?? `#${r.k1}`,
      orders: r.orders,
      link: ordersLink(b.f, { ...mineLink(b), templateId: Number(r.k1) }),
    }));
}

/** GET /databoard/userorderinfo: the top engineers of the period by orders completed (10). */
export async function userOrderInfo(b: Board) {
  const rows = (await doneBy(b.scope, b.f, 'engineer', { engineerOnly: b.engineerOnly }))
    .filter((r) => r.k !== '0')
    .sort((x, y) => y.completed - x.completed)
    .slice(0, 10);
  const names = await userNames(
    b.scope,
    rows.map((r) => Number(r.k)),
  );
  return rows.map((r) => ({
    userId: Number(r.k),
    name: names.get(Number(r.k)) ?? `#${r.k}`,
    completed: r.completed,
    amount: r.amount,
    avgScore: r.evaluated ? Math.round((r.evalScore / r.evaluated / 3) * 10) / 10 : null,
    link: ordersLink(b.f, { engineerId: Number(r.k), states: [5] }),
  }));
}

/** GET /databoard/incomeinfo: income of the orders completed, per day (or month past 92 days). */
export async function incomeInfo(b: Board) {
  const rows = new Map(
    (await doneBy(b.scope, b.f, 'bucket', { engineerOnly: b.engineerOnly })).map((r) => [r.k, r]),
  );
  return bucketsOf(b.f.from, b.f.to).map((k) => ({
    period: k,
    amount: rows.get(k)?.amount ?? '0.00',
    completed: rows.get(k)?.completed ?? 0,
  }));
}

/** GET /databoard/ordertrendinfo: orders created and completed per day (or month). */
export async function orderTrendInfo(b: Board) {
  const opts = { engineerOnly: b.engineerOnly };
  const [createdRows, doneRows] = await Promise.all([
    createdBy(b.scope, b.f, ['bucket'], opts),
    doneBy(b.scope, b.f, 'bucket', opts),
  ]);
  const created = new Map(createdRows.map((r) => [r.k1, r.orders]));
  const done = new Map(doneRows.map((r) => [r.k, r.completed]));
  return bucketsOf(b.f.from, b.f.to).map((k) => ({
    period: k,
    created: created.get(k) ?? 0,
    completed: done.get(k) ?? 0,
  }));
}

/** GET /databoard/customerinfo: new customers per day (or month), and the customers in all. */
export async function customerInfo(b: Board) {
  if (b.engineerOnly) return { total: null, series: [] };
  const s = b.scope;
  const fresh = new Map((await newCustomers(s, b.f)).map((r) => [r.k, r.n]));
  const total = await rows<{ n: number }>(
    s.db,
    sql`select count(*)::int as n from customers c where ${mineSql(s, 'c')} and c.deleted_at is null`,
  );
  return {
    total: Number(total[0]?.n ?? 0),
    series: bucketsOf(b.f.from, b.f.to).map((k) => ({ period: k, customers: fresh.get(k) ?? 0 })),
  };
}

/** The seven calls by their spec names (the routes and the bench use them). */
export const DASHBOARD_PARTS = {
  baseinfo: baseInfo,
  areaDatas: areaData,
  ordertmplinfo: templateInfo,
  userorderinfo: userOrderInfo,
  incomeinfo: incomeInfo,
  ordertrendinfo: orderTrendInfo,
  customerinfo: customerInfo,
} as const;

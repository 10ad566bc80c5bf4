import { sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, dateIn, STATS_TIME_ZONE } from '@fieldline/domain';
import { rows } from '../../db/client';
import { asTenant } from '../../core/tenant';
import { as, expectRefusal, loginAs, testApp, type Session, type TestApp } from '../../test/app';
import { otherEnterprise, userId } from '../../test/data';
import {
  createOrder,
  demoCustomerId,
  orderTemplateId,
  serveToCompletion,
  setTemplateSettings,
} from '../orders/test-helpers';
import { idArray } from '../../core/sql';
import { rebuildStats, syncOrderStats, syncOrdersStats } from './aggregates';
import { pushDailyFigures } from './jobs';

let t: TestApp;
let admin: Session;
let director: Session;
let dispatcher: Session;
let server: Session;
let employee: Session;
let serverId: number;
let templateId: number;
let customerId: number;

const today = () => dateIn(STATS_TIME_ZONE);
/** The eight aggregates and the measure that is zero on a row counting nothing. */
const AGGREGATES = [
  ['stat_order_days', 'orders'],
  ['stat_order_totals', 'orders'],
  ['stat_order_months', 'orders'],
  ['stat_order_month_totals', 'orders'],
  ['stat_done_days', 'completed'],
  ['stat_done_totals', 'completed'],
  ['stat_done_months', 'completed'],
  ['stat_done_month_totals', 'completed'],
  ['stat_unit_days', 'orders'],
  ['stat_unit_months', 'orders'],
] as const;
/** Two years to today: every demo order. */
const TWO_YEARS = () => `window=range&from=${addDays(today(), -730)}&to=${today()}`;

beforeAll(async () => {
  t = await testApp();
  admin = await loginAs(t.app, 'administrator');
  director = await loginAs(t.app, 'director');
  dispatcher = await loginAs(t.app, 'dispatcher');
  server = await loginAs(t.app, 'serviceStaff');
  employee = await loginAs(t.app, 'employee');
  serverId = await userId(t, 'serviceStaff');
  templateId = await orderTemplateId(t);
  customerId = await demoCustomerId(t);
  await setTemplateSettings(t, templateId, { nodes: { collection: false, receipt: false } });
});
afterAll(() => t.close());

const report = async (s: Session, name: string, query: string) => {
  const res = await as(t, s).get(`/api/v2/report/${name}?${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as {
    table: { rows: Record<string, unknown>[]; totals?: Record<string, unknown> };
    figures?: { key: string; value: unknown }[];
  };
};
const figure = (r: { figures?: { key: string; value: unknown }[] }, key: string) =>
  r.figures?.find((f) => f.key === key)?.value;

/** Direct SQL over orders (the truth the aggregates must equal), enterprise 1, China days. */
const TZ = sql.raw(`'${STATS_TIME_ZONE}'`);
async function direct(filter: {
  from: string;
  to: string;
  templateId?: number;
  engineerId?: number;
  teamId?: number;
}) {
  const narrow: SQL[] = [sql`o.enterprise_id = 1 and o.deleted_at is null`];
  if (filter.templateId) narrow.push(sql`o.template_id = ${filter.templateId}`);
  if (filter.engineerId) narrow.push(sql`o.server_user_id = ${filter.engineerId}`);
  if (filter.teamId)
    narrow.push(
      sql`o.server_user_id in (select user_id from team_members where enterprise_id = 1 and team_id = ${filter.teamId})`,
    );
  const w = sql.join(narrow, sql` and `);
  const created = sql`(o.created_at at time zone ${TZ})::date between ${filter.from}::date and ${filter.to}::date`;
  const done = sql`o.state = 5 and o.completed_at is not null
    and (o.completed_at at time zone ${TZ})::date between ${filter.from}::date and ${filter.to}::date`;
  const [r] = await rows<Record<string, string | number>>(
    t.database.db,
    sql`select
      (select count(*)::int from orders o where ${w} and ${created}) as created,
      (select count(*)::int from orders o where ${w} and ${created} and o.state = 5) as created_completed,
      (select count(*)::int from orders o where ${w} and ${created} and o.state = 6) as cancelled,
      (select count(*)::int from orders o where ${w} and ${created} and o.state in (0, 1, 2, 3, 4, 7)) as open,
      (select count(*)::int from orders o where ${w} and ${created} and o.state in (2, 3, 4, 7)) as held,
      (select count(*)::int from orders o where ${w} and ${created} and o.server_user_id is not null) as assigned,
      (select count(*)::int from orders o where ${w} and ${done}) as completed,
      (select coalesce(sum(o.total_amount), 0)::numeric(15, 2)::text from orders o where ${w} and ${done}) as amount,
      (select count(*)::int from orders o where ${w} and ${done} and o.started_at <= o.appointment_at) as on_time,
      (select count(*)::int from orders o where ${w} and ${done} and o.started_at > o.appointment_at) as late,
      (select count(*)::int from orders o join order_evaluations e on e.enterprise_id = o.enterprise_id and e.order_id = o.id
        where ${w} and ${done}) as evaluated,
      (select count(*)::int from orders o join order_evaluations e on e.enterprise_id = o.enterprise_id and e.order_id = o.id
        where ${w} and ${done} and e.quality + e.attitude + e.speed >= 12) as satisfied`,
  );
  return r!;
}

/** Every order report's totals against the direct counts, for one filter. */
async function expectReportsEqualDirect(query: string, filter: Parameters<typeof direct>[0]) {
  const d = await direct(filter);
  const num = await report(admin, 'orderNum', query);
  expect(num.table.totals).toMatchObject({
    created: d.created,
    completed: d.created_completed,
    cancelled: d.cancelled,
    open: d.open,
  });
  const income = await report(admin, 'income', query);
  expect(income.table.totals).toMatchObject({ completed: d.completed, amount: d.amount });
  expect(figure(income, 'amount')).toBe(d.amount);
  expect((await report(admin, 'orderTime', query)).table.totals).toMatchObject({ completed: d.completed });
  expect((await report(admin, 'orderArrive', query)).table.totals).toMatchObject({
    onTime: d.on_time,
    late: d.late,
  });
  expect((await report(admin, 'orderSatisfaction', query)).table.totals).toMatchObject({
    evaluated: d.evaluated,
    satisfied: d.satisfied,
  });
  expect((await report(admin, 'evaluation', query)).table.totals).toMatchObject({ evaluated: d.evaluated });
  expect((await report(admin, 'efficiency', query)).table.totals).toMatchObject({ completed: d.completed });
  expect((await report(admin, 'serviceStaff', query)).table.totals).toMatchObject({ held: d.held });
  expect((await report(admin, 'assign', query)).table.totals).toMatchObject({ orders: d.assigned });
  expect((await report(admin, 'customers', query)).table.totals).toMatchObject({
    orders: d.created,
    completed: d.completed,
    amount: d.amount,
  });
  return d;
}

describe('reports equal a direct count over the same filters (issue 28 acceptance)', () => {
  it('on the demo data: two years, then by template, engineer and team', async () => {
    const from = addDays(today(), -730);
    const d = await expectReportsEqualDirect(TWO_YEARS(), { from, to: today() });
    expect(d.created).toBeGreaterThan(0);
    expect(d.completed).toBeGreaterThan(0);
    await expectReportsEqualDirect(`${TWO_YEARS()}&templateId=${templateId}`, {
      from,
      to: today(),
      templateId,
    });
    await expectReportsEqualDirect(`${TWO_YEARS()}&engineerId=${serverId}`, {
      from,
      to: today(),
      engineerId: serverId,
    });
    const [team] = await rows<{ id: number }>(
      t.database.db,
      sql`select team_id::int as id from team_members where enterprise_id = 1 and user_id = ${serverId} limit 1`,
    );
    await expectReportsEqualDirect(`${TWO_YEARS()}&teamId=${team!.id}`, {
      from,
      to: today(),
      teamId: team!.id,
    });
    // the last 7 days
    await expectReportsEqualDirect('window=7', { from: addDays(today(), -6), to: today() });
    // periods read partly from the monthly aggregates: from a month's first day, and from inside a month
    for (const from of [
      `${addDays(today(), -40).slice(0, 8)}01`,
      addDays(today(), -100),
      addDays(today(), -45),
    ])
      await expectReportsEqualDirect(`window=range&from=${from}&to=${today()}`, { from, to: today() });
  });

  it('after a batch of new orders, once the events are consumed', async () => {
    const before = await direct({ from: today(), to: today() });
    const made = [];
    for (let i = 0; i < 6; i++)
      made.push(
        await createOrder(t, dispatcher, {
          templateId,
          customerId,
          serverUserId: i % 2 ? serverId : undefined,
        }),
      );
    for (const o of made.filter((_, i) => i % 2)) await serveToCompletion(t, server, o.id);
    await t.app.ctx.events.idle();
    const after = await expectReportsEqualDirect('window=7', { from: addDays(today(), -6), to: today() });
    const now = await direct({ from: today(), to: today() });
    expect(now.created).toBe(Number(before.created) + 6);
    expect(now.completed).toBe(Number(before.completed) + 3);
    expect(after.completed).toBeGreaterThanOrEqual(3);
  });

  it('syncing an order twice moves nothing the second time; a rebuild gives the same aggregates', async () => {
    const [o] = await rows<{ id: number }>(
      t.database.db,
      sql`select id::int as id from orders where enterprise_id = 1 limit 1`,
    );
    const tenant = { db: t.database.db, enterpriseId: 1 };
    expect(await asTenant(1, () => syncOrderStats(tenant, o!.id))).toBe(false);
    // every aggregate, daily and monthly, without the rows that sum to nothing
    const snapshot = async () => {
      const out: Record<string, unknown[]> = {};
      for (const [table, measure] of AGGREGATES)
        out[table] = (
          await rows(
            t.database.db,
            sql`select * from ${sql.identifier(table)} where enterprise_id = 1 and ${sql.raw(measure)} <> 0`,
          )
        )
          .map((r) => JSON.stringify(r))
          .sort();
      return out;
    };
    const kept = await snapshot();
    expect(kept.stat_order_months!.length).toBeGreaterThan(0);
    expect(kept.stat_done_month_totals!.length).toBeGreaterThan(0);
    await asTenant(1, () =>
      t.database.db.transaction((tx) => rebuildStats({ db: tx as never, enterpriseId: 1 })),
    );
    expect(await snapshot()).toEqual(kept);
  });

  it("a dispatch batch's orders synced at once count as each synced alone (a rebuild agrees); again, nothing moves", async () => {
    const picked = (
      await rows<{ id: number }>(
        t.database.db,
        sql`select id::int as id from orders where enterprise_id = 1 and deleted_at is null order by id desc limit 5`,
      )
    ).map((r) => r.id);
    expect(picked).toHaveLength(5);
    const changed = picked.slice(0, 3).sort((a, b) => a - b);
    // three of the five changed behind the events' back; one listed twice, as a batch's two events
    await t.database.db.execute(
      sql`update orders set total_amount = coalesce(total_amount, 0) + 7
           where enterprise_id = 1 and id = any(${idArray(changed)})`,
    );
    const tenant = { db: t.database.db, enterpriseId: 1 };
    const batch = [...picked, picked[0]!];
    expect(await asTenant(1, () => syncOrdersStats(tenant, batch))).toEqual(changed);
    expect(await asTenant(1, () => syncOrdersStats(tenant, batch))).toEqual([]);
    const snapshot = async () => {
      const out: Record<string, unknown[]> = {};
      for (const [table, measure] of AGGREGATES)
        out[table] = (
          await rows(
            t.database.db,
            sql`select * from ${sql.identifier(table)} where enterprise_id = 1 and ${sql.raw(measure)} <> 0`,
          )
        )
          .map((r) => JSON.stringify(r))
          .sort();
      return out;
    };
    const synced = await snapshot();
    await asTenant(1, () =>
      t.database.db.transaction((tx) => rebuildStats({ db: tx as never, enterpriseId: 1 })),
    );
    expect(await snapshot()).toEqual(synced);
  });

  it('the monthly aggregates equal the daily ones summed by month, after orders moved by events', async () => {
    const o = await createOrder(t, dispatcher, { templateId, customerId, serverUserId: serverId });
    await serveToCompletion(t, server, o.id);
    await t.app.ctx.events.idle();
    const pairs: [string, string, string][] = [
      ['stat_order_days', 'stat_order_months', 'state, template_id, engineer_id'],
      ['stat_order_totals', 'stat_order_month_totals', 'state, template_id'],
      ['stat_done_days', 'stat_done_months', 'template_id, engineer_id'],
      ['stat_done_totals', 'stat_done_month_totals', 'template_id'],
      ['stat_unit_days', 'stat_unit_months', 'template_id, engineer_id, customer_id, unit_id'],
    ];
    for (const [daily, monthly, keys] of pairs) {
      const measures = daily.startsWith('stat_order')
        ? 'sum(orders)::int as orders'
        : daily.startsWith('stat_unit')
          ? 'sum(orders)::int as orders, sum(completed)::int as completed'
          : `sum(completed)::int as completed, sum(amount)::text as amount, sum(service_minutes)::int as service,
           sum(lead_minutes)::int as lead, sum(on_time)::int as on_time, sum(late)::int as late,
           sum(evaluated)::int as evaluated, sum(eval_score)::int as score, sum(satisfied)::int as satisfied,
           sum(solved)::int as solved`;
      const read = (table: string, month: string) =>
        rows(
          t.database.db,
          sql`select * from (select ${sql.raw(month)} as month, ${sql.raw(keys)}, ${sql.raw(measures)}
                from ${sql.identifier(table)} where enterprise_id = 1 group by 1, ${sql.raw(keys)}) s
               where ${sql.raw(daily.startsWith('stat_done') ? 'completed' : 'orders')} <> 0
               order by ${sql.raw(daily.startsWith('stat_unit') ? '1, 2, 3, 4, 5' : '1, 2, 3, 4')}`,
        );
      const byDay = await read(daily, `to_char(day, 'YYYY-MM')`);
      expect(byDay.length).toBeGreaterThan(0);
      expect(await read(monthly, `to_char(month, 'YYYY-MM')`)).toEqual(byDay);
    }
  });
});

describe('the report frame (core/report-route.ts)', () => {
  it('refuses a range without its dates, or longer than two years, naming the field', async () => {
    expectRefusal(
      await as(t, admin).get('/api/v2/report/orderNum?window=range&to=2026-01-01'),
      400,
      'VALIDATION',
      'from',
    );
    expectRefusal(
      await as(t, admin).get('/api/v2/report/orderNum?window=range&from=2023-01-01&to=2026-01-01'),
      400,
      'VALIDATION',
      'to',
    );
    expectRefusal(await as(t, admin).get('/api/v2/report/orderNum?window=5'), 400, 'VALIDATION', 'window');
  });

  it('10801 sees reports, 10802 exports them through the download centre; others are refused', async () => {
    await report(director, 'income', 'window=90');
    expectRefusal(await as(t, employee).get('/api/v2/report/income?window=30'), 403, 'NO_PERMISSION');
    const queued = await as(t, director).post(`/api/v2/report/orderNum/export?${TWO_YEARS()}`, {
      fileName: '工单数量',
    });
    expect(queued.statusCode, queued.body).toBe(200);
    expect(queued.json().data.id).toBeGreaterThan(0);
    expectRefusal(
      await as(t, director).post('/api/v2/report/orderNum/export?window=30', { fileName: 'a/b' }),
      400,
      'VALIDATION',
      'fileName',
    );
    expectRefusal(
      await as(t, employee).post('/api/v2/report/orderNum/export?window=30', { fileName: 'x' }),
      403,
      'NO_PERMISSION',
    );
  });

  it("another enterprise's reports count only its own orders", async () => {
    const other = await otherEnterprise(t);
    const r = await report(other.session, 'orderNum', TWO_YEARS());
    expect(r.table.totals).toMatchObject({ created: 0 });
    // A's template, engineer or team named in B's filters: 404 naming the field, like a missing one
    expectRefusal(
      await as(t, other.session).get(`/api/v2/report/orderNum?window=30&templateId=${templateId}`),
      404,
      'REPORT_FILTER_NOT_FOUND',
      'templateId',
    );
    expectRefusal(
      await as(t, other.session).get(`/api/databoard/baseinfo?window=30&engineerId=${serverId}`),
      404,
      'REPORT_FILTER_NOT_FOUND',
      'engineerId',
    );
  });
});

describe('the dashboard (/databoard/*)', () => {
  it('baseinfo: overdue equals the open orders past their estimated time, and links to that list', async () => {
    const res = await as(t, director).get('/api/databoard/baseinfo?window=30');
    expect(res.statusCode, res.body).toBe(200);
    const b = res.json().data;
    const [d] = await rows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from orders where enterprise_id = 1 and deleted_at is null and archived_at is null
          and state in (0, 1, 2, 3, 4, 7) and estimated_at < now()`,
    );
    expect(b.overdue.count).toBe(d!.n);
    expect(b.overdue.link).toBe('/allOrder?orderExceed=1');
    const list = await as(t, director).get('/api/v2/order/list?orderExceed=1&pageSize=1&pageIndex=0');
    expect(list.json().data.total).toBe(d!.n);
    const period = await direct({ from: addDays(today(), -29), to: today() });
    expect(b.period.created).toBe(period.created);
    expect(b.income.amount).toBe(period.amount);
    expect(b.slaBreached.count).toBeGreaterThanOrEqual(0);
  });

  it('the seven calls answer; a service person gets their own figures with mine=1 and nothing more', async () => {
    for (const name of [
      'areaDatas',
      'ordertmplinfo',
      'userorderinfo',
      'incomeinfo',
      'ordertrendinfo',
      'customerinfo',
    ]) {
      const res = await as(t, director).get(`/api/databoard/${name}?window=7`);
      expect(res.statusCode, `${name}: ${res.body}`).toBe(200);
    }
    const trend = (await as(t, director).get('/api/databoard/ordertrendinfo?window=7')).json().data;
    expect(trend).toHaveLength(7);
    expectRefusal(await as(t, server).get('/api/databoard/baseinfo?window=30'), 403, 'NO_PERMISSION');
    const mine = await as(t, server).get('/api/databoard/baseinfo?window=30&mine=1');
    expect(mine.statusCode, mine.body).toBe(200);
    const own = await direct({ from: addDays(today(), -29), to: today(), engineerId: serverId });
    expect(mine.json().data.period.created).toBe(own.created);
    expect(mine.json().data.newCustomers).toBeNull();
  });
});

describe('the statistics push at 08:30', () => {
  it("tells the managers yesterday's figures once, however often the job runs", async () => {
    const tenant = { db: t.database.db, enterpriseId: 1 };
    const day = addDays(today(), -1);
    const told = await asTenant(1, () => pushDailyFigures(t.app.ctx, tenant, day));
    expect(told).toBeGreaterThan(0);
    expect(await asTenant(1, () => pushDailyFigures(t.app.ctx, tenant, day))).toBe(0);
    const directorId = await userId(t, 'director');
    const [m] = await rows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from messages where enterprise_id = 1 and user_id = ${directorId} and kind = 'stats.daily'`,
    );
    expect(m!.n).toBe(1);
  });
});

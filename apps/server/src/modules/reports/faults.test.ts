import { sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rows } from '../../db/client';
import { as, expectRefusal, loginAs, testApp, type Session, type TestApp } from '../../test/app';
import { otherEnterprise, userId } from '../../test/data';
import { createOrder, demoCustomerId, orderTemplateId, setTemplateSettings } from '../orders/test-helpers';
import { asTenant } from '../../core/tenant';
import { setOrderFaults } from '../faults';
import { FAULT_REPORT_URLS } from './faults';

let t: TestApp;
let admin: Session;
let director: Session;
let dispatcher: Session;
let staff: Session;
let staffId: number;
let templateId: number;

/** The statistics' days are Shanghai days. */
const day = (offsetDays = 0) =>
  new Date(Date.now() + 8 * 3_600_000 + offsetDays * 86_400_000).toISOString().slice(0, 10);
const twoYears = `window=range&from=${day(-700)}&to=${day()}`;

interface Result {
  figures: { key: string; value: number | string | null }[];
  charts: { kind: string; data?: unknown[]; series?: { data: number[] }[] }[];
  table: { rows: Record<string, number | string>[]; totals: Record<string, number | string> };
}
const report = async (s: Session, url: string, query: string) => {
  const res = await as(t, s).get(`/api${url}?${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as Result;
};
/** Every fault report's grand total (its table's totals row). */
const totals = async (s: Session, query: string) => {
  const [mode, statistics, distribution, analysis] = await Promise.all([
    report(s, FAULT_REPORT_URLS.mode, query),
    report(s, FAULT_REPORT_URLS.statistics, query),
    report(s, FAULT_REPORT_URLS.distribution, query),
    report(s, FAULT_REPORT_URLS.analysis, query),
  ]);
  return [
    mode.table.totals.n,
    statistics.table.totals.n,
    distribution.table.totals.n,
    analysis.table.totals.total,
  ];
};
/** The direct count: faults named on orders of enterprise 1, by the orders' own template and server. */
const direct = async (from: string, to: string, extra: SQL = sql`true`) =>
  (
    await rows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from order_faults f
            join orders o on o.enterprise_id = f.enterprise_id and o.id = f.order_id
           where f.enterprise_id = 1 and f.day between ${from}::date and ${to}::date and ${extra}`,
    )
  )[0]!.n;

beforeAll(async () => {
  t = await testApp();
  [admin, director, dispatcher, staff] = await Promise.all([
    loginAs(t.app, 'administrator'),
    loginAs(t.app, 'director'),
    loginAs(t.app, 'dispatcher'),
    loginAs(t.app, 'serviceStaff'),
  ]);
  staffId = await userId(t, 'serviceStaff');
  templateId = await orderTemplateId(t);
});
afterAll(() => t.close());

describe('fault reports (issue 28, D9 /FaultMode, /FaultStatistics, /FaultDistribution, /faultAnalysis)', () => {
  it("every report's total equals a direct count of the demo's faults over the same period", async () => {
    const n = await direct(day(-700), day());
    expect(n).toBeGreaterThan(0);
    expect(await totals(director, twoYears)).toEqual([n, n, n, n]);
    const d30 = await direct(day(-29), day());
    expect(await totals(director, 'window=30')).toEqual([d30, d30, d30, d30]);
    const d7 = await direct(day(-6), day());
    expect(await totals(director, 'window=7')).toEqual([d7, d7, d7, d7]);
  });

  it('filters by engineer, template and team count as the direct query does', async () => {
    const byStaff = await direct(day(-700), day(), sql`o.server_user_id = ${staffId}`);
    expect(byStaff).toBeGreaterThan(0);
    expect(await totals(director, `${twoYears}&engineerId=${staffId}`)).toEqual([
      byStaff,
      byStaff,
      byStaff,
      byStaff,
    ]);
    const byTemplate = await direct(day(-700), day(), sql`o.template_id = ${templateId}`);
    expect(await totals(director, `${twoYears}&templateId=${templateId}`)).toEqual([
      byTemplate,
      byTemplate,
      byTemplate,
      byTemplate,
    ]);
    const [team] = await rows<{ id: number }>(
      t.database.db,
      sql`select team_id::int as id from team_members where enterprise_id = 1 and user_id = ${staffId} limit 1`,
    );
    const inTeam = sql`o.server_user_id in (select user_id from team_members where enterprise_id = 1 and team_id = ${team!.id})`;
    const byTeam = await direct(day(-700), day(), inTeam);
    expect(await totals(director, `${twoYears}&teamId=${team!.id}`)).toEqual([
      byTeam,
      byTeam,
      byTeam,
      byTeam,
    ]);
  });

  it('after a batch of completions with faults, the reports match the direct count again', async () => {
    await setTemplateSettings(t, templateId, { nodes: { collection: false, receipt: false } });
    const customerId = await demoCustomerId(t);
    const [general] = await rows<{ id: number }>(
      t.database.db,
      sql`select id::int as id from fault_phenomena where enterprise_id = 1 and category_id is null and name = '异响'`,
    );
    const before = await direct(day(-700), day());
    for (let i = 0; i < 3; i++) {
      const { id } = await createOrder(t, dispatcher, { templateId, customerId, serverUserId: staffId });
      for (const step of ['/order/accept', '/order/startService'])
        expect((await as(t, staff).post(`/api${step}`, { orderId: id })).statusCode).toBe(200);
      const done = await as(t, staff).post('/api/order/serviceComplete', {
        orderId: id,
        faultIds: [general!.id],
      });
      expect(done.statusCode, done.body).toBe(200);
    }
    const after = await direct(day(-700), day());
    expect(after).toBe(before + 3);
    expect(await totals(director, twoYears)).toEqual([after, after, after, after]);
    const mode = await report(director, FAULT_REPORT_URLS.mode, 'window=7');
    expect(mode.table.rows.find((r) => r.name === '异响')!.n).toBe(
      await direct(day(-6), day(), sql`f.fault_id = ${general!.id}`),
    );
  });

  it("fault analysis: each day's total and its main faults' counts equal the direct counts of that day", async () => {
    const from = day(-29);
    const to = day();
    const analysis = await report(director, FAULT_REPORT_URLS.analysis, 'window=30');
    // the main faults as the report ranks them: most picks first, then by id
    const main = await rows<{ id: number }>(
      t.database.db,
      sql`select f.fault_id::int as id from order_faults f
            join orders o on o.enterprise_id = f.enterprise_id and o.id = f.order_id
           where f.enterprise_id = 1 and f.day between ${from}::date and ${to}::date
           group by f.fault_id order by count(*) desc, f.fault_id limit 5`,
    );
    expect(main.length).toBeGreaterThan(0);
    const perDay = await rows<{ day: string; faultId: number; n: number }>(
      t.database.db,
      sql`select to_char(f.day, 'YYYY-MM-DD') as day, f.fault_id::int as "faultId", count(*)::int as n
            from order_faults f join orders o on o.enterprise_id = f.enterprise_id and o.id = f.order_id
           where f.enterprise_id = 1 and f.day between ${from}::date and ${to}::date group by 1, 2`,
    );
    const days = [...new Set(perDay.map((r) => r.day))].sort();
    expect(analysis.table.rows.map((r) => r.day)).toEqual(days);
    for (const row of analysis.table.rows) {
      const of = perDay.filter((r) => r.day === row.day);
      expect(row.total, String(row.day)).toBe(of.reduce((a, r) => a + r.n, 0));
      main.forEach((fault, i) =>
        expect(row[`f${i}`], `${row.day} f${i}`).toBe(of.find((r) => r.faultId === fault.id)?.n ?? 0),
      );
    }
  });

  it('periods starting or ending inside a month (whole months read monthly, the ends by day) count as the direct query, also after a pick is replaced', async () => {
    // move one completed order's picks to the middle of the month three months back (the replace
    // takes them out of the daily and monthly counts they were in, and counts them on the new day)
    const [order] = await rows<{ id: number; templateId: number; serverUserId: number | null }>(
      t.database.db,
      sql`select o.id::int as id, o.template_id::int as "templateId", o.server_user_id::int as "serverUserId"
            from orders o where o.enterprise_id = 1 and exists (select 1 from order_faults f
              where f.enterprise_id = 1 and f.order_id = o.id) order by o.id desc limit 1`,
    );
    const picked = await rows<{ id: number }>(
      t.database.db,
      sql`select fault_id::int as id from order_faults where enterprise_id = 1 and order_id = ${order!.id}`,
    );
    const today = day();
    const monthBack = (n: number) => {
      const d = new Date(`${today.slice(0, 7)}-01T00:00:00Z`);
      return new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() - n, 1)).toISOString().slice(0, 10);
    };
    const lastDayOf = (first: string) => {
      const d = new Date(`${first}T00:00:00Z`);
      return new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 0)).toISOString().slice(0, 10);
    };
    const mid = `${monthBack(3).slice(0, 7)}-15`;
    await asTenant(1, () =>
      t.database.db.transaction((tx) =>
        setOrderFaults(
          { db: tx as unknown as typeof t.database.db, enterpriseId: 1 },
          { ...order!, customerProductId: null },
          picked.map((p) => p.id),
          new Date(`${mid}T12:00:00+08:00`),
        ),
      ),
    );
    const periods: [string, string][] = [
      [day(-700), today],
      [monthBack(3), lastDayOf(monthBack(3))], // one whole month
      [mid, today], // from inside a month to today
      [day(-700), lastDayOf(monthBack(1))], // ends at a month's end
      [`${monthBack(3).slice(0, 7)}-10`, `${monthBack(3).slice(0, 7)}-20`], // inside one month
    ];
    for (const [from, to] of periods) {
      const n = await direct(from, to);
      expect(await totals(director, `window=range&from=${from}&to=${to}`), `${from} – ${to}`).toEqual([
        n,
        n,
        n,
        n,
      ]);
    }
    expect(await direct(mid, mid)).toBeGreaterThanOrEqual(picked.length);
    const byStaff = await direct(mid, today, sql`o.server_user_id = ${staffId}`);
    expect(await totals(director, `window=range&from=${mid}&to=${today}&engineerId=${staffId}`)).toEqual([
      byStaff,
      byStaff,
      byStaff,
      byStaff,
    ]);
  });

  it('a service person with personal data sees the faults of their own orders only (if they may see reports)', async () => {
    // serviceStaff has no 10801 in the default roles: the report refuses them
    expectRefusal(await as(t, staff).get(`/api${FAULT_REPORT_URLS.mode}?window=30`), 403, 'NO_PERMISSION');
    expectRefusal(
      await as(t, dispatcher).get(`/api${FAULT_REPORT_URLS.analysis}?window=30`),
      403,
      'NO_PERMISSION',
    );
  });

  it('bad period: 400 naming the field; over two years refused', async () => {
    expectRefusal(
      await as(t, director).get(`/api${FAULT_REPORT_URLS.mode}?window=range&to=${day()}`),
      400,
      'VALIDATION',
      'from',
    );
    expectRefusal(
      await as(t, director).get(
        `/api${FAULT_REPORT_URLS.distribution}?window=range&from=${day(-800)}&to=${day()}`,
      ),
      400,
      'VALIDATION',
      'to',
    );
    expectRefusal(
      await as(t, director).get(`/api${FAULT_REPORT_URLS.statistics}?window=12`),
      400,
      'VALIDATION',
      'window',
    );
  });

  it('another enterprise sees none of these faults', async () => {
    const other = await otherEnterprise(t);
    expect(await totals(other.session, twoYears)).toEqual([0, 0, 0, 0]);
  });

  it('exports the table to the download centre (10802)', async () => {
    const res = await as(t, admin).post(`/api${FAULT_REPORT_URLS.mode}/export?window=90`, {
      fileName: '故障模式',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.id).toBeGreaterThan(0);
  });
});

import { sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rows } from '../../db/client';
import { as, expectRefusal, loginAs, testApp, type Session, type TestApp } from '../../test/app';
import { otherEnterprise, userId } from '../../test/data';
import { SCHEDULES_URL } from './schedules';

let t: TestApp;
let admin: Session;
let director: Session;
let staff: Session;
let staffId: number;

/** Schedules are Shanghai days. */
const day = (offsetDays = 0) =>
  new Date(Date.now() + 8 * 3_600_000 + offsetDays * 86_400_000).toISOString().slice(0, 10);
const twoYears = `window=range&from=${day(-700)}&to=${day()}`;
const ahead = `window=range&from=${day(-6)}&to=${day(30)}`;

interface Result {
  charts: { kind: string; series?: { data: number[] }[] }[];
  table: {
    columns: { key: string; title: string }[];
    rows: Record<string, number | string | null>[];
    totals: Record<string, number | string | null>;
  };
}
const report = async (s: Session, query: string) => {
  const res = await as(t, s).get(`/api${SCHEDULES_URL}?${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as Result;
};

/** The direct count of enterprise 1's schedule entries of each kind over the days. */
async function direct(from: string, to: string, extra: SQL = sql`true`) {
  const [r] = await rows<{ duty: number; off: number; leave: number }>(
    t.database.db,
    sql`select count(*) filter (where kind = 1)::int as duty, count(*) filter (where kind = 2)::int as off,
               count(*) filter (where kind = 3)::int as leave
          from staff_schedules where enterprise_id = 1 and day between ${from}::date and ${to}::date and ${extra}`,
  );
  return r!;
}
const totalsOf = (r: Result) => ({
  duty: r.table.totals.duty,
  off: r.table.totals.off,
  leave: r.table.totals.leave,
});

beforeAll(async () => {
  t = await testApp();
  [admin, director, staff] = await Promise.all([
    loginAs(t.app, 'administrator'),
    loginAs(t.app, 'director'),
    loginAs(t.app, 'serviceStaff'),
  ]);
  staffId = await userId(t, 'serviceStaff');
});
afterAll(() => t.close());

describe('schedules (issue 28, D9 /ReportSchedule)', () => {
  it("the totals equal a direct count of the demo's schedule entries, past and planned ahead", async () => {
    const next = await direct(day(-6), day(30));
    expect(next.duty).toBeGreaterThan(0);
    expect(totalsOf(await report(director, ahead))).toEqual(next);
    expect(totalsOf(await report(director, twoYears))).toEqual(await direct(day(-700), day()));
    expect(totalsOf(await report(director, 'window=7'))).toEqual(await direct(day(-6), day()));
  });

  it('after new entries the totals follow; per-day bars add up', async () => {
    const before = await direct(day(-6), day(30));
    await t.database.db.execute(
      sql`insert into staff_schedules (enterprise_id, user_id, day, kind) values (1, ${staffId}, ${day(29)}::date, 3)
          on conflict (enterprise_id, user_id, day) do update set kind = 3`,
    );
    const after = await direct(day(-6), day(30));
    expect(after.leave).toBeGreaterThan(before.leave);
    const r = await report(director, ahead);
    expect(totalsOf(r)).toEqual(after);
    const bars = r.charts.find((c) => c.kind === 'stackedBar')!;
    expect(bars.series!.map((s) => s.data.reduce((a, n) => a + n, 0))).toEqual([
      after.duty,
      after.off,
      after.leave,
    ]);
  });

  it('filters by engineer and team count as the direct query does', async () => {
    expect(totalsOf(await report(director, `${ahead}&engineerId=${staffId}`))).toEqual(
      await direct(day(-6), day(30), sql`user_id = ${staffId}`),
    );
    const [team] = await rows<{ id: number }>(
      t.database.db,
      sql`select team_id::int as id from team_members where enterprise_id = 1 and user_id = ${staffId} limit 1`,
    );
    expect(totalsOf(await report(director, `${ahead}&teamId=${team!.id}`))).toEqual(
      await direct(
        day(-6),
        day(30),
        sql`user_id in (select user_id from team_members where enterprise_id = 1 and team_id = ${team!.id})`,
      ),
    );
  });

  it('needs 10801; another enterprise sees none of these schedules', async () => {
    expectRefusal(await as(t, staff).get(`/api${SCHEDULES_URL}?window=30`), 403, 'NO_PERMISSION');
    const other = await otherEnterprise(t);
    expect(totalsOf(await report(other.session, ahead))).toEqual({ duty: 0, off: 0, leave: 0 });
  });

  it('both languages: the titles follow the asker’s language', async () => {
    const directorId = await userId(t, 'director');
    const setLocale = (locale: string) =>
      t.database.db.execute(
        sql`update users set locale = ${locale} where enterprise_id = 1 and id = ${directorId}`,
      );
    await setLocale('en_GB');
    expect((await report(director, 'window=30')).table.columns[1]!.title).toBe('On duty');
    await setLocale('zh_CN');
    expect((await report(director, 'window=30')).table.columns[1]!.title).toBe('值班');
  });

  it('exports the table to the download centre (10802)', async () => {
    const res = await as(t, admin).post(`/api${SCHEDULES_URL}/export?${ahead}`, { fileName: '排班统计' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.id).toBeGreaterThan(0);
  });
});

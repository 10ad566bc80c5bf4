import { sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rows } from '../../db/client';
import type { Session, TestApp } from '../../test/app';
import { otherEnterprise, userId } from '../../test/data';
import { SCHEDULES_URL } from './schedules';
import { day, reportTestKit, twoYears, type ReportData } from './test-kit';

let t: TestApp;
let admin: Session;
let director: Session;
let staff: Session;
let staffId: number;

const ahead = `window=range&from=${day(-6)}&to=${day(30)}`;

const kit = reportTestKit(SCHEDULES_URL);
const report = kit.report;
type Result = ReportData;

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
  [admin, director, staff] = await kit.start('administrator', 'director', 'serviceStaff');
  t = kit.t;
  staffId = await userId(t, 'serviceStaff');
});
afterAll(() => kit.close());

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
    await kit.refuses(staff);
    const other = await otherEnterprise(t);
    expect(totalsOf(await report(other.session, ahead))).toEqual({ duty: 0, off: 0, leave: 0 });
  });

  it('both languages: the titles follow the asker’s language', async () => {
    expect(await kit.titleIn('en_GB', 1)).toBe('On duty');
    expect(await kit.titleIn('zh_CN', 1)).toBe('值班');
  });

  it('exports the table to the download centre (10802)', async () => {
    await kit.exports(admin, ahead, '排班统计');
  });
});

import { sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rows } from '../../db/client';
import type { Session, TestApp } from '../../test/app';
import { otherEnterprise, userId } from '../../test/data';
import { orderTemplateId } from '../orders/test-helpers';
import { OVERTIME_URL } from './overtime';
import { day, reportTestKit, twoYears, type ReportData } from './test-kit';

let t: TestApp;
let admin: Session;
let director: Session;
let staff: Session;
let templateId: number;

const kit = reportTestKit(OVERTIME_URL);
const report = kit.report;
type Result = ReportData;

/** The direct count over the overtime log of enterprise 1; `order` narrows to orders matching it (o). */
async function direct(from: string, to: string, order?: SQL) {
  const [r] = await rows<{ warned: number; breached: number; ordersBreached: number }>(
    t.database.db,
    sql`select count(*) filter (where kind = 'warned')::int as warned,
               count(*) filter (where kind = 'breached')::int as breached,
               count(distinct object_id) filter (where kind = 'breached' and object_kind = 'order')::int as "ordersBreached"
          from sla_log
         where enterprise_id = 1
           and (logged_at at time zone 'Asia/Shanghai')::date between ${from}::date and ${to}::date
           ${order ? sql`and object_kind = 'order' and object_id in (select o.id from orders o where o.enterprise_id = 1 and ${order})` : sql``}`,
  );
  return r!;
}
const totalsOf = (r: Result) => ({
  warned: r.table.totals.warned,
  breached: r.table.totals.breached,
  ordersBreached: r.table.totals.ordersBreached,
});

beforeAll(async () => {
  [admin, director, staff] = await kit.start('administrator', 'director', 'serviceStaff');
  t = kit.t;
  templateId = await orderTemplateId(t);
});
afterAll(() => kit.close());

describe('overtime statistics (issue 28, D9 /overtimeLog "work order timeout", D5 SLA)', () => {
  it("the totals equal a direct count of the demo's overtime log for each period", async () => {
    const all = await direct(day(-700), day());
    expect(all.breached).toBeGreaterThan(0);
    expect(all.warned).toBeGreaterThan(0);
    expect(totalsOf(await report(director, twoYears))).toEqual(all);
    expect(totalsOf(await report(director, 'window=30'))).toEqual(await direct(day(-29), day()));
    expect(totalsOf(await report(director, 'window=7'))).toEqual(await direct(day(-6), day()));
  });

  it('new log rows (a second breach of a logged order, an earlier day) count where they fall', async () => {
    const before = await direct(day(-700), day());
    // another round of the demo's breached clock, logged 40 days ago: in two years, not in 30 days
    await t.database.db.execute(
      sql`insert into sla_log (enterprise_id, timer_id, round, kind, policy_id, object_kind, object_id, object_no,
            object_title, step, started_at, due_at, logged_at)
          select enterprise_id, timer_id, round + 1, kind, policy_id, object_kind, object_id, object_no, object_title,
                 step, started_at, due_at, now() - interval '40 days'
            from sla_log where enterprise_id = 1 and kind = 'breached' order by id limit 1`,
    );
    const after = await direct(day(-700), day());
    expect(after.breached).toBe(before.breached + 1);
    const r = await report(director, twoYears);
    expect(totalsOf(r)).toEqual(after);
    expect(totalsOf(await report(director, 'window=30'))).toEqual(await direct(day(-29), day()));
    // the table's policies and the trend add up to the totals
    expect(r.table.rows.reduce((a, x) => a + Number(x.breached), 0)).toBe(after.breached);
    const trend = r.charts.find((c) => c.kind === 'line')!;
    expect(trend.series![1]!.data.reduce((a, n) => a + n, 0)).toBe(after.breached);
    const steps = r.charts.find((c) => c.kind === 'stackedBar')!;
    expect(steps.series![0]!.data.reduce((a, n) => a + n, 0)).toBe(after.warned);
  });

  it('the order filters count orders only, as the direct query does', async () => {
    const [server] = await rows<{ id: number }>(
      t.database.db,
      sql`select o.server_user_id::int as id from sla_log l join orders o on o.enterprise_id = l.enterprise_id and o.id = l.object_id
           where l.enterprise_id = 1 and l.object_kind = 'order' and o.server_user_id is not null limit 1`,
    );
    expect(server).toBeDefined(); // the demo's breached and warned orders have a server
    const byServer = await direct(day(-700), day(), sql`o.server_user_id = ${server!.id}`);
    expect(byServer.warned + byServer.breached).toBeGreaterThan(0);
    const r = await report(director, `${twoYears}&engineerId=${server!.id}`);
    expect(totalsOf(r)).toEqual(byServer);
    expect(r.table.columns.map((c) => c.key)).not.toContain('eventsBreached');
    expect(totalsOf(await report(director, `${twoYears}&templateId=${templateId}`))).toEqual(
      await direct(day(-700), day(), sql`o.template_id = ${templateId}`),
    );
    const staffId = await userId(t, 'serviceStaff');
    const [team] = await rows<{ id: number }>(
      t.database.db,
      sql`select team_id::int as id from team_members where enterprise_id = 1 and user_id = ${staffId} limit 1`,
    );
    expect(totalsOf(await report(director, `${twoYears}&teamId=${team!.id}`))).toEqual(
      await direct(
        day(-700),
        day(),
        sql`o.server_user_id in (select user_id from team_members where enterprise_id = 1 and team_id = ${team!.id})`,
      ),
    );
  });

  it('needs 10801; another enterprise sees none of this log', async () => {
    await kit.refuses(staff);
    const other = await otherEnterprise(t);
    expect(totalsOf(await report(other.session, twoYears))).toEqual({
      warned: 0,
      breached: 0,
      ordersBreached: 0,
    });
  });

  it('both languages: the titles follow the asker’s language', async () => {
    expect(await kit.titleIn('en_GB')).toBe('SLA policy');
    expect(await kit.titleIn('zh_CN')).toBe('SLA 策略');
  });

  it('exports the table to the download centre (10802)', async () => {
    await kit.exports(admin, twoYears, '超时统计');
  });
});

import { sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rows } from '../../db/client';
import { loginAs, type Session, type TestApp } from '../../test/app';
import { otherEnterprise, userId } from '../../test/data';
import { createOrder, demoCustomerId, orderTemplateId } from '../orders/test-helpers';
import { MILEAGE_URL } from './mileage';
import { day, reportTestKit, twoYears, type ReportData } from './test-kit';

let t: TestApp;
let admin: Session;
let director: Session;
let staff: Session;
let staffId: number;
let staff2Id: number;
let templateId: number;

const kit = reportTestKit(MILEAGE_URL);
const report = kit.report;
type Result = ReportData;

/** The direct count over enterprise 1's travelled-distance records of the period (km to one place). */
async function direct(from: string, to: string, extra: SQL = sql`true`) {
  const [r] = await rows<{ metres: number; legs: number; orders: number }>(
    t.database.db,
    sql`select coalesce(sum(distance_meters), 0)::int as metres, count(*)::int as legs,
               count(distinct object_id) filter (where object_kind = 1)::int as orders
          from user_travels
         where enterprise_id = 1
           and (travelled_at at time zone 'Asia/Shanghai')::date between ${from}::date and ${to}::date and ${extra}`,
  );
  return { km: Math.round(r!.metres / 100) / 10, legs: r!.legs, orders: r!.orders };
}
const totalsOf = (r: Result) => ({
  km: r.table.totals.km,
  legs: r.table.totals.legs,
  orders: r.table.totals.orders,
});

/** A leg as map dispatch records it between two positions reported on an order, `daysAgo` days back. */
const leg = (user: number, orderId: number, metres: number, daysAgo: number) =>
  t.database.db.execute(
    sql`insert into user_travels (enterprise_id, user_id, object_kind, object_id, distance_meters, from_text, to_text, travelled_at)
        values (1, ${user}, 1, ${orderId}, ${metres}, '121.500000,31.230000', '121.510000,31.240000',
                now() - make_interval(days => ${daysAgo}))`,
  );

beforeAll(async () => {
  [admin, director, staff] = await kit.start('administrator', 'director', 'serviceStaff');
  t = kit.t;
  const dispatcher = await loginAs(t.app, 'dispatcher');
  staffId = await userId(t, 'serviceStaff');
  staff2Id = await userId(t, 'serviceStaff2');
  templateId = await orderTemplateId(t);
  const customerId = await demoCustomerId(t);
  const a = await createOrder(t, dispatcher, { templateId, customerId, serverUserId: staffId });
  const b = await createOrder(t, dispatcher, { templateId, customerId, serverUserId: staff2Id });
  // 张师傅: two legs today on one order, one 10 days ago on it, one 45 days ago; the other engineer one leg
  await leg(staffId, a.id, 1234, 0);
  await leg(staffId, a.id, 2500, 0);
  await leg(staffId, a.id, 800, 10);
  await leg(staffId, a.id, 5000, 45);
  await leg(staff2Id, b.id, 3333, 3);
});
afterAll(() => kit.close());

describe('mileage (issue 28, D9 /mileageStatistics, source /user/object/travelled/*)', () => {
  it('the totals equal a direct sum of the travelled-distance records for each period', async () => {
    const all = await direct(day(-700), day());
    expect(all.legs).toBeGreaterThanOrEqual(5);
    expect(totalsOf(await report(director, twoYears))).toEqual(all);
    const d30 = await direct(day(-29), day());
    expect(totalsOf(await report(director, 'window=30'))).toEqual(d30);
    expect(d30.legs).toBe(all.legs - 1);
    expect(totalsOf(await report(director, 'window=7'))).toEqual(await direct(day(-6), day()));
  });

  it('the demo shows mileage at once: its engineers travelled to the orders they started', async () => {
    const [demo] = await rows<{ legs: number; people: number }>(
      t.database.db,
      sql`select count(*)::int as legs, count(distinct ut.user_id)::int as people
            from user_travels ut join orders o on o.enterprise_id = ut.enterprise_id and o.id = ut.object_id
           where ut.enterprise_id = 1 and ut.object_kind = 1 and o.started_at is not null
             and ut.travelled_at > now() - interval '29 days'`,
    );
    expect(demo!.legs).toBeGreaterThan(20);
    expect(demo!.people).toBe(2);
    const r = await report(director, 'window=30');
    expect(Number(r.table.totals.legs)).toBeGreaterThan(demo!.legs);
    expect(Number(r.table.totals.km)).toBeGreaterThan(0);
  });

  it("each engineer's row and the trend add up", async () => {
    const r = await report(director, twoYears);
    const own = await direct(day(-700), day(), sql`user_id = ${staffId}`);
    const row = r.table.rows.find((x) => x.km === own.km && x.legs === own.legs);
    expect(row).toBeDefined();
    expect(row!.orders).toBe(own.orders);
    const trend = r.charts.find((c) => c.kind === 'line')!;
    const sum = trend.series![0]!.data.reduce((a, n) => a + n, 0);
    expect(Math.abs(sum - Number(r.table.totals.km))).toBeLessThan(0.5); // per-bucket rounding
  });

  it('filters by engineer, team and template count as the direct query does', async () => {
    expect(totalsOf(await report(director, `${twoYears}&engineerId=${staff2Id}`))).toEqual(
      await direct(day(-700), day(), sql`user_id = ${staff2Id}`),
    );
    const [team] = await rows<{ id: number }>(
      t.database.db,
      sql`select team_id::int as id from team_members where enterprise_id = 1 and user_id = ${staffId} limit 1`,
    );
    expect(totalsOf(await report(director, `${twoYears}&teamId=${team!.id}`))).toEqual(
      await direct(
        day(-700),
        day(),
        sql`user_id in (select user_id from team_members where enterprise_id = 1 and team_id = ${team!.id})`,
      ),
    );
    expect(totalsOf(await report(director, `${twoYears}&templateId=${templateId}`))).toEqual(
      await direct(
        day(-700),
        day(),
        sql`object_kind = 1 and object_id in (select id from orders where enterprise_id = 1 and template_id = ${templateId})`,
      ),
    );
  });

  it('needs 10801; another enterprise sees none of these records', async () => {
    await kit.refuses(staff);
    const other = await otherEnterprise(t);
    expect(totalsOf(await report(other.session, twoYears))).toEqual({ km: 0, legs: 0, orders: 0 });
  });

  it('both languages: the titles follow the asker’s language', async () => {
    expect(await kit.titleIn('en_GB')).toBe('Engineer');
    expect(await kit.titleIn('zh_CN')).toBe('服务人员');
  });

  it('exports the table to the download centre (10802)', async () => {
    await kit.exports(admin, twoYears, '里程统计');
  });
});

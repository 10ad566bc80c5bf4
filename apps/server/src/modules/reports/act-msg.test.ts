import { sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rows } from '../../db/client';
import { as, expectRefusal, type Session, type TestApp } from '../../test/app';
import { otherEnterprise, userId } from '../../test/data';
import { createOrder, demoCustomerId, orderTemplateId } from '../orders/test-helpers';
import { asTenant } from '../../core/tenant';
import { ACT_MSG_URL } from './act-msg';
import { day, reportTestKit, twoYears, type ReportData } from './test-kit';
import { refreshActivityDays } from './act-msg-days';

let t: TestApp;
let admin: Session;
let director: Session;
let staffId: number;
let staff2Id: number;
let dispatcherId: number;
let templateId: number;
let orderA: number;

// the consumers deliver messages after the request that appended events: each read lets them finish first
const kit = reportTestKit(ACT_MSG_URL, { settle: (t) => t.app.ctx.events.idle() });
const report = kit.report;
type Result = ReportData;

const inPeriod = (column: string, from: string, to: string) =>
  sql`(${sql.raw(column)} at time zone 'Asia/Shanghai')::date between ${from}::date and ${to}::date`;

/**
 * The direct counts over enterprise 1 for the period: actions (domain events with an actor), in-app
 * messages sent and read, SMS sent. `who` narrows to the people in it (the actor, the recipient);
 * `order` narrows to rows about orders matching it.
 */
async function direct(from: string, to: string, who: SQL = sql`true`, order: SQL | null = null) {
  const about = (kind: string, id: string) =>
    order
      ? sql`${sql.raw(kind)} = 'order' and ${sql.raw(id)} in (select id from orders o where o.enterprise_id = 1 and ${order})`
      : sql`true`;
  const [r] = await rows<{ actions: number; people: number; sent: number; read: number; sms: number }>(
    t.database.db,
    sql`select
          (select count(*)::int from domain_events e where e.enterprise_id = 1 and e.actor_user_id is not null
             and ${inPeriod('e.created_at', from, to)} and ${about('e.object_kind', 'e.object_id')}
             and e.actor_user_id in (select id from users u where ${who})) as actions,
          (select count(distinct actor_user_id)::int from domain_events e where e.enterprise_id = 1 and e.actor_user_id is not null
             and ${inPeriod('e.created_at', from, to)} and ${about('e.object_kind', 'e.object_id')}
             and e.actor_user_id in (select id from users u where ${who})) as people,
          (select count(*)::int from messages m where m.enterprise_id = 1
             and ${inPeriod('m.created_at', from, to)} and ${about('m.object_kind', 'm.object_id')}
             and m.user_id in (select id from users u where ${who})) as sent,
          (select count(*)::int from messages m where m.enterprise_id = 1 and m.read_at is not null
             and ${inPeriod('m.created_at', from, to)} and ${about('m.object_kind', 'm.object_id')}
             and m.user_id in (select id from users u where ${who})) as read,
          (select count(*)::int from sms_sends m where m.enterprise_id = 1 and m.status = 'sent'
             and ${inPeriod('m.created_at', from, to)} and ${about('m.object_kind', 'm.object_id')}
             and m.user_id in (select id from users u where ${who})) as sms`,
  );
  return r!;
}
const totalsOf = (r: Result) => ({
  actions: r.table.totals.actions,
  people: r.figures.find((f) => f.key === 'activePeople')!.value,
  sent: r.table.totals.sent,
  read: r.table.totals.read,
  sms: r.table.totals.sms,
});

const ago = (days: number) => sql`now() - make_interval(days => ${days})`;
/** An action as the outbox keeps it (already delivered), `daysAgo` days back. */
const action = (actor: number, orderId: number, daysAgo: number, kind = 'order.created') =>
  t.database.db.execute(
    sql`insert into domain_events (enterprise_id, kind, object_kind, object_id, actor_user_id, created_at, delivered_at)
        values (1, ${kind}, 'order', ${orderId}, ${actor}, ${ago(daysAgo)}, now())`,
  );
const message = (user: number, orderId: number | null, daysAgo: number, read: boolean) =>
  t.database.db.execute(
    sql`insert into messages (enterprise_id, user_id, kind, title, object_kind, object_id, read_at, created_at)
        values (1, ${user}, 'order.assigned', 'test', ${orderId ? 'order' : null}, ${orderId},
                ${read ? sql`now()` : null}, ${ago(daysAgo)})`,
  );
const sms = (user: number, orderId: number, daysAgo: number, status: string) =>
  t.database.db.execute(
    sql`insert into sms_sends (enterprise_id, kind, object_kind, object_id, user_id, phone, status, created_at)
        values (1, 'order.assigned', 'order', ${orderId}, ${user}, '13800000000', ${status}, ${ago(daysAgo)})`,
  );

beforeAll(async () => {
  const [signedAdmin, signedDirector, dispatcher] = await kit.start(
    'administrator',
    'director',
    'dispatcher',
  );
  [admin, director, t] = [signedAdmin, signedDirector, kit.t];
  staffId = await userId(t, 'serviceStaff');
  staff2Id = await userId(t, 'serviceStaff2');
  dispatcherId = await userId(t, 'dispatcher');
  templateId = await orderTemplateId(t);
  const customerId = await demoCustomerId(t);
  orderA = (await createOrder(t, dispatcher, { templateId, customerId, serverUserId: staffId })).id;
  await t.app.ctx.events.idle();
  // the engineer: three actions (today, 10 and 45 days back); the other one, one 3 days back
  await action(staffId, orderA, 0, 'order.accepted');
  await action(staffId, orderA, 10, 'order.started');
  await action(staffId, orderA, 45, 'order.completed');
  await action(staff2Id, orderA, 3);
  // messages: two to the engineer today (one read), one 40 days back read; one to the dispatcher, no order
  await message(staffId, orderA, 0, true);
  await message(staffId, orderA, 0, false);
  await message(staffId, orderA, 40, true);
  await message(dispatcherId, null, 2, false);
  // SMS: sent, failed, skipped to the engineer; sent to the other
  await sms(staffId, orderA, 1, 'sent');
  await sms(staffId, orderA, 1, 'failed');
  await sms(staffId, orderA, 5, 'skipped');
  await sms(staff2Id, orderA, 50, 'sent');
  await t.database.db.execute(
    sql`insert into outbound_messages (enterprise_id, channel, event_id, kind, address, body, status)
        values (1, 'email', 0, 'order.assigned', 'a@example.com', 'x', 'sent'),
               (1, 'chatApp', 0, 'order.assigned', 'wecom', 'x', 'failed')`,
  );
  // the rows above are back-dated into days already counted: the nightly rebuild counts them
  await refresh(true);
});
afterAll(() => kit.close());

/** The per-day counts' refresh (the 3-minute job), or with `full` the nightly rebuild. */
const refresh = (full = false) =>
  asTenant(1, () =>
    t.database.db.transaction((tx) => refreshActivityDays({ db: tx as never, enterpriseId: 1 }, { full })),
  );

describe('activity and messages (issue 28, D9 /actMsgStatistics)', () => {
  it('the totals equal direct counts of actions, messages, reads and SMS for each period', async () => {
    const all = await direct(day(-700), day());
    expect(all.actions).toBeGreaterThanOrEqual(5);
    expect(all.sent).toBeGreaterThanOrEqual(4);
    expect(all.sms).toBeGreaterThanOrEqual(2);
    expect(totalsOf(await report(director, twoYears))).toEqual(all);
    const d30 = await direct(day(-29), day());
    expect(totalsOf(await report(director, 'window=30'))).toEqual(d30);
    expect(d30.actions).toBe(all.actions - 1);
    expect(d30.sent).toBe(all.sent - 1);
    expect(totalsOf(await report(director, 'window=7'))).toEqual(await direct(day(-6), day()));
    expect(totalsOf(await report(director, 'window=90'))).toEqual(await direct(day(-89), day()));
  });

  it('reads counted days from the per-day counts, kept up to date by the refresh and the nightly rebuild', async () => {
    const counted = async () =>
      (
        await rows<{ actions: number; sent: number; read: number }>(
          t.database.db,
          sql`select coalesce(sum(n) filter (where source = 'action'), 0)::int as actions,
                     coalesce(sum(n) filter (where source = 'message'), 0)::int as sent,
                     coalesce(sum(read) filter (where source = 'message'), 0)::int as read
                from stat_activity_days where enterprise_id = 1 and day between ${day(-700)}::date and ${day(-2)}::date`,
        )
      )[0]!;
    // the days before yesterday are all counted: the counts hold what a direct count finds there
    const old = await direct(day(-700), day(-2));
    expect(await counted()).toEqual({ actions: old.actions, sent: old.sent, read: old.read });
    // today's new action and message show at once (the days from the mark on are read live)
    await action(staffId, orderA, 0, 'order.updated');
    await message(dispatcherId, orderA, 0, false);
    expect(totalsOf(await report(director, twoYears))).toEqual(await direct(day(-700), day()));
    // an old message read now: the refresh recounts its day, and the totals follow
    await t.database.db.execute(
      sql`insert into messages (enterprise_id, user_id, kind, title, created_at)
          values (1, ${staff2Id}, 'order.assigned', 'old', now() - interval '20 days')`,
    );
    await refresh(true);
    await t.database.db.execute(
      sql`update messages set read_at = now() where enterprise_id = 1 and title = 'old' and read_at is null`,
    );
    expect(await refresh()).toBeGreaterThanOrEqual(1);
    expect((await counted()).read).toBe((await direct(day(-700), day(-2))).read);
    expect(totalsOf(await report(director, twoYears))).toEqual(await direct(day(-700), day()));
    // days that closed since the last refresh (the mark three days back) are counted by the next one
    await t.database.db.execute(
      sql`update stat_activity_marks set counted_before = counted_before - 3 where enterprise_id = 1`,
    );
    await t.database.db.execute(
      sql`delete from stat_activity_days where enterprise_id = 1
            and day >= (select counted_before from stat_activity_marks where enterprise_id = 1)`,
    );
    expect(totalsOf(await report(director, twoYears))).toEqual(await direct(day(-700), day()));
    expect(await refresh()).toBeGreaterThanOrEqual(3);
    expect(await counted()).toEqual(
      (({ actions, sent, read }) => ({ actions, sent, read }))(await direct(day(-700), day(-2))),
    );
    expect(totalsOf(await report(director, twoYears))).toEqual(await direct(day(-700), day()));
  });

  it('the monthly roll-up equals the day rows and the direct counts of each whole counted month', async () => {
    // rows in an older month (the nightly rebuild counts them), then old messages read now: the
    // refresh recounts their days and rolls their months up again
    await action(staff2Id, orderA, 70);
    await message(staff2Id, orderA, 70, false);
    await refresh(true);
    await t.database.db.execute(
      sql`update messages set read_at = now() where enterprise_id = 1 and read_at is null and created_at < now() - interval '30 days'`,
    );
    await refresh();
    const keys = 'source, user_id, template_id, kind';
    const sums = 'n, read, failed, skipped, pending';
    const monthly = await rows<Record<string, unknown>>(
      t.database.db,
      sql`select month::text m, ${sql.raw(keys)}, ${sql.raw(sums)} from stat_activity_months
           where enterprise_id = 1 and (n, read, failed, skipped, pending) <> (0, 0, 0, 0, 0) order by 1, 2, 3, 4, 5`,
    );
    const fromDays = await rows<Record<string, unknown>>(
      t.database.db,
      sql`select date_trunc('month', day)::date::text m, ${sql.raw(keys)}, sum(n)::int n, sum(read)::int read,
                 sum(failed)::int failed, sum(skipped)::int skipped, sum(pending)::int pending
            from stat_activity_days where enterprise_id = 1 group by 1, 2, 3, 4, 5
          having (sum(n), sum(read), sum(failed), sum(skipped), sum(pending)) <> (0, 0, 0, 0, 0) order by 1, 2, 3, 4, 5`,
    );
    expect(monthly.length).toBeGreaterThanOrEqual(3);
    expect(monthly).toEqual(fromDays);
    // each month wholly before the mark holds what a direct count of the sources finds in it
    const [mark] = await rows<{ before: string }>(
      t.database.db,
      sql`select counted_before::text as before from stat_activity_marks where enterprise_id = 1`,
    );
    const months = [...new Set(monthly.map((r) => r.m as string))].filter((m) => {
      const [y, mo] = m.split('-').map(Number) as [number, number];
      const next = mo === 12 ? `${y + 1}-01-01` : `${y}-${String(mo + 1).padStart(2, '0')}-01`;
      return next <= mark!.before;
    });
    expect(months.length).toBeGreaterThanOrEqual(2);
    for (const m of months) {
      const last = (
        await rows<{ d: string }>(
          t.database.db,
          sql`select ((${m}::date + interval '1 month')::date - 1)::text d`,
        )
      )[0]!.d;
      const [counted] = await rows<{ actions: number; sent: number; read: number; sms: number }>(
        t.database.db,
        sql`select coalesce(sum(n) filter (where source = 'action'), 0)::int as actions,
                   coalesce(sum(n) filter (where source = 'message'), 0)::int as sent,
                   coalesce(sum(read) filter (where source = 'message'), 0)::int as read,
                   coalesce(sum(n) filter (where source = 'sms'), 0)::int as sms
              from stat_activity_months where enterprise_id = 1 and month = ${m}::date`,
      );
      const d = await direct(m, last);
      expect(counted).toEqual({ actions: d.actions, sent: d.sent, read: d.read, sms: d.sms });
    }
    // and the report over two years (whole months from the roll-up, the ends from the days) still adds up
    expect(totalsOf(await report(director, twoYears))).toEqual(await direct(day(-700), day()));
  });

  it("each person's row, the trend and the channels add up", async () => {
    const r = await report(director, twoYears);
    const own = await direct(day(-700), day(), sql`u.id = ${staffId}`);
    const staffName = (
      await rows<{ name: string }>(
        t.database.db,
        sql`select name from users where enterprise_id = 1 and id = ${staffId}`,
      )
    )[0]!.name;
    const row = r.table.rows.find((x) => x.person === staffName)!;
    expect({ actions: row.actions, sent: row.sent, read: row.read, sms: row.sms }).toEqual({
      actions: own.actions,
      sent: own.sent,
      read: own.read,
      sms: own.sms,
    });
    // the read rate: read of sent in percent, none for a person sent nothing
    expect(row.readRate).toBe(Math.round((own.read * 10_000) / own.sent) / 100);
    expect(r.table.rows.filter((x) => x.sent === 0).every((x) => x.readRate === null)).toBe(true);
    const sum = (key: string) => r.table.rows.reduce((a, x) => a + Number(x[key]), 0);
    expect(sum('actions')).toBe(r.table.totals.actions);
    expect(sum('sent')).toBe(r.table.totals.sent);
    const trend = r.charts.find((c) => c.kind === 'line')!;
    const line = (i: number) => trend.series![i]!.data.reduce((a, n) => a + n, 0);
    expect([line(0), line(1), line(2)]).toEqual([
      r.table.totals.actions,
      r.table.totals.sent,
      r.table.totals.read,
    ]);
    const pie = r.charts.find((c) => c.kind === 'pie')!.data!;
    const [out] = await rows<{ email: number; chat: number }>(
      t.database.db,
      sql`select count(*) filter (where channel = 'email' and status = 'sent')::int as email,
                 count(*) filter (where channel = 'chatApp' and status = 'sent')::int as chat
            from outbound_messages where enterprise_id = 1`,
    );
    expect(pie.reduce((a, d) => a + d.value, 0)).toBe(
      Number(r.table.totals.sent) + Number(r.table.totals.sms) + out!.email + out!.chat,
    );
  });

  it('filters by engineer, team and template count as the direct query does', async () => {
    expect(totalsOf(await report(director, `${twoYears}&engineerId=${staffId}`))).toEqual(
      await direct(day(-700), day(), sql`u.id = ${staffId}`),
    );
    const [team] = await rows<{ id: number }>(
      t.database.db,
      sql`select team_id::int as id from team_members where enterprise_id = 1 and user_id = ${staffId} limit 1`,
    );
    expect(totalsOf(await report(director, `${twoYears}&teamId=${team!.id}`))).toEqual(
      await direct(
        day(-700),
        day(),
        sql`u.id in (select user_id from team_members where enterprise_id = 1 and team_id = ${team!.id})`,
      ),
    );
    const byTemplate = await direct(day(-700), day(), sql`true`, sql`o.template_id = ${templateId}`);
    expect(byTemplate.actions).toBeGreaterThanOrEqual(4);
    expect(totalsOf(await report(director, `${twoYears}&templateId=${templateId}`))).toEqual(byTemplate);
  });

  it('needs 10801: the roles without it are refused; another enterprise sees none of these rows', async () => {
    await kit.refuses('serviceStaff', 'reception', 'warehouseKeeper', 'employee');
    const other = await otherEnterprise(t);
    const r = await report(other.session, twoYears);
    expect(r.table.totals.sent).toBe(0);
    expect(r.table.totals.sms).toBe(0);
    expect(r.table.rows.every((x) => x.sms === 0)).toBe(true);
  });

  it('bad period or filter: 400 naming the field, nothing read', async () => {
    expectRefusal(
      await as(t, director).get(`/api${ACT_MSG_URL}?window=range&to=${day()}`),
      400,
      'VALIDATION',
      'from',
    );
    expectRefusal(
      await as(t, director).get(`/api${ACT_MSG_URL}?window=range&from=${day(-800)}&to=${day()}`),
      400,
      'VALIDATION',
      'to',
    );
    expectRefusal(await as(t, director).get(`/api${ACT_MSG_URL}?window=12`), 400, 'VALIDATION', 'window');
    expectRefusal(
      await as(t, director).get(`/api${ACT_MSG_URL}?window=30&engineerId=abc`),
      400,
      'VALIDATION',
      'engineerId',
    );
  });

  it('both languages: the titles follow the asker’s language', async () => {
    expect(await kit.titleIn('en_GB')).toBe('Person');
    expect(await kit.titleIn('zh_CN')).toBe('人员');
  });

  it('exports the table to the download centre (10802)', async () => {
    await kit.exports(admin, twoYears, '活跃与消息统计');
  });
});

import { sql, type SQL } from 'drizzle-orm';
import { STATS_TIME_ZONE, addDays } from '@fieldline/domain';
import type { AppContext } from '../../app-context';
import type { JobDef } from '../../core/jobs';
import { scopeByUser, type ScopeActor } from '../../core/scope';
import { forEachEnterprise, mineSql, type TenantDb } from '../../core/tenant';
import { rows, type Db } from '../../db/client';
import { activityTallies } from '../events';
import { monthly as byMonth } from './report-util';
import { messageTallies, outboundTallies } from '../messages';
import { smsTallies } from '../sms';

/**
 * The activity-and-messages report's per-day counts (issue 28: reports read per-day aggregates, not
 * scans). `stat_activity_days` holds, per enterprise day, the actions (domain events with an actor),
 * in-app messages sent and read, SMS and chat-app/email messages by result, per person, order
 * template and kind, for every day before the enterprise's mark; the report reads those days there
 * and the days from the mark on (today, and yesterday in its first hour) live from the sources.
 *
 * They are kept as the statistics aggregates are (modules/stats/jobs.ts): by jobs. Every 3 minutes
 * the refresh counts the days that closed since it last ran (a day closes an hour after midnight, so
 * its late commits are in) and recounts the days of the messages read since; each night the rebuild
 * recounts the enterprise (an SMS or outbound message whose result changed days later, a message
 * deleted). Counting reads the sources' tables, as the statistics aggregates read orders: the counts
 * are of them.
 */

const TZ = sql.raw(`'${STATS_TIME_ZONE}'`);
export const ACT_MSG_REFRESH_QUEUE = 'act-msg-refresh';
export const ACT_MSG_REBUILD_QUEUE = 'act-msg-rebuild';
/** Serialises refreshes of one enterprise (two processes, the job and a seed). */
const LOCK = 28_0001;
/** Reads committed this long after their transaction began are still found by the next refresh. */
const SLACK = sql.raw(`interval '10 minutes'`);

const startOf = (day: string) => sql`(${day}::date)::timestamp at time zone ${TZ}`;
const dayOf = (column: SQL) => sql`((${column}) at time zone ${TZ})::date`;

/** Counts the days `lo` (none: from the first) to before `hi` afresh, in the caller's transaction. */
async function countDays(t: TenantDb, lo: string | null, hi: string) {
  const { db } = t;
  const ep = t.enterpriseId;
  const within = (column: SQL) =>
    lo ? sql`${column} >= ${startOf(lo)} and ${column} < ${startOf(hi)}` : sql`${column} < ${startOf(hi)}`;
  const template = (kind: SQL, id: SQL) =>
    sql`coalesce((select o.template_id from orders o where ${mineSql(ep, 'o')} and ${kind} = 'order' and o.id = ${id}), 0)`;
  await db.execute(
    sql`delete from stat_activity_days where ${mineSql(t)} and day < ${hi}::date${lo ? sql` and day >= ${lo}::date` : sql``}`,
  );
  const insert = sql`insert into stat_activity_days (enterprise_id, day, source, user_id, template_id, kind, n, read, failed, skipped, pending)`;
  await db.execute(sql`${insert}
    select ${ep}::bigint, d, 'action', u, tpl, '', count(*)::int, 0, 0, 0, 0
      from (select ${dayOf(sql`e.created_at`)} d, e.actor_user_id u, ${template(sql`e.object_kind`, sql`e.object_id`)} tpl
              from domain_events e
             where ${mineSql(ep, 'e')} and e.actor_user_id is not null and ${within(sql`e.created_at`)}) x
     group by d, u, tpl`);
  await db.execute(sql`${insert}
    select ${ep}::bigint, d, 'message', u, tpl, k, count(*)::int, count(r)::int, 0, 0, 0
      from (select ${dayOf(sql`m.created_at`)} d, m.user_id u, m.kind k, m.read_at r,
                   ${template(sql`m.object_kind`, sql`m.object_id`)} tpl
              from messages m where ${mineSql(ep, 'm')} and ${within(sql`m.created_at`)}) x
     group by d, u, tpl, k`);
  await db.execute(sql`${insert}
    select ${ep}::bigint, d, 'sms', u, tpl, '', count(*) filter (where s = 'sent')::int, 0,
           count(*) filter (where s = 'failed')::int, count(*) filter (where s = 'skipped')::int,
           count(*) filter (where s in ('queued', 'sending'))::int
      from (select ${dayOf(sql`m.created_at`)} d, coalesce(m.user_id, 0) u, m.status s,
                   ${template(sql`m.object_kind`, sql`m.object_id`)} tpl
              from sms_sends m where ${mineSql(ep, 'm')} and ${within(sql`m.created_at`)}) x
     group by d, u, tpl`);
  await db.execute(sql`${insert}
    select ${ep}::bigint, d, 'outbound', 0, tpl, k, count(*) filter (where s = 'sent')::int, 0,
           count(*) filter (where s = 'failed')::int, 0, count(*) filter (where s in ('queued', 'sending'))::int
      from (select ${dayOf(sql`m.created_at`)} d, m.channel k, m.status s,
                   coalesce((select o.template_id from domain_events e join orders o
                               on o.enterprise_id = e.enterprise_id and e.object_kind = 'order' and o.id = e.object_id
                              where ${mineSql(ep, 'e')} and e.id = m.event_id), 0) tpl
              from outbound_messages m where ${mineSql(ep, 'm')} and ${within(sql`m.created_at`)}) x
     group by d, tpl, k`);
}

const monthOf = (day: string) => `${day.slice(0, 7)}-01`;
const nextMonth = (month: string) => {
  const [y, m] = month.split('-').map(Number) as [number, number];
  return m === 12 ? `${y + 1}-01-01` : `${y}-${String(m + 1).padStart(2, '0')}-01`;
};

/**
 * Recounts stat_activity_months for `months` (first days; none: every month) from the day rows, in
 * the caller's transaction: each month row is the sum of its month's day rows.
 */
async function rollMonths(t: TenantDb, months: string[] | null) {
  if (months && !months.length) return;
  const { db } = t;
  const list =
    months &&
    sql.join(
      months.map((m) => sql`${m}::date`),
      sql`, `,
    );
  // the day rows of those months, by ranges of the primary key
  const days = months
    ? sql` and (${sql.join(
        months.map((m) => sql`(day >= ${m}::date and day < ${nextMonth(m)}::date)`),
        sql` or `,
      )})`
    : sql``;
  await db.execute(
    sql`delete from stat_activity_months where ${mineSql(t)}${list ? sql` and month in (${list})` : sql``}`,
  );
  await db.execute(sql`insert into stat_activity_months
      (enterprise_id, month, source, user_id, template_id, kind, n, read, failed, skipped, pending)
    select ${t.enterpriseId}::bigint, date_trunc('month', day)::date, source, user_id, template_id, kind,
           sum(n)::int, sum(read)::int, sum(failed)::int, sum(skipped)::int, sum(pending)::int
      from stat_activity_days where ${mineSql(t)}${days}
     group by 2, source, user_id, template_id, kind`);
}

/**
 * Brings an enterprise's counts up to date (in the caller's transaction): the days closed since the
 * last refresh, and the days of the messages read since; `full` (the nightly rebuild, a seed, or no
 * refresh yet) recounts every day. Answers the days counted.
 */
export async function refreshActivityDays(t: TenantDb, opts: { full?: boolean } = {}) {
  const { db } = t;
  await db.execute(sql`select pg_advisory_xact_lock(${LOCK}, ${t.enterpriseId}::int)`);
  const [mark] = await rows<{ before: string; at: string }>(
    db,
    sql`select counted_before::text as before, refreshed_at::text as at from stat_activity_marks where ${mineSql(t)}`,
  );
  const [now] = await rows<{ before: string }>(
    db,
    sql`select ${dayOf(sql`now() - interval '1 hour'`)}::text as before`,
  );
  const before = now!.before;
  let days = 0;
  if (opts.full || !mark) {
    await countDays(t, null, before);
    await rollMonths(t, null);
    days = -1;
  } else {
    // the days whose messages were read since the last refresh (counted days only; the rest follow)
    const read = await rows<{ day: string }>(
      db,
      sql`select distinct ${dayOf(sql`m.created_at`)}::text as day from messages m
           where ${mineSql(t, 'm')} and m.read_at >= ${mark.at}::timestamptz - ${SLACK}
             and m.created_at < ${startOf(mark.before)} order by 1`,
    );
    for (const { day } of read) await countDays(t, day, addDays(day, 1));
    if (mark.before < before) await countDays(t, mark.before, before);
    days = read.length + Math.max(0, daysBetween(mark.before, before));
    const months = new Set(read.map(({ day }) => monthOf(day)));
    if (mark.before < before) for (let d = monthOf(mark.before); d < before; d = nextMonth(d)) months.add(d);
    await rollMonths(t, [...months]);
  }
  await db.execute(sql`insert into stat_activity_marks (enterprise_id, counted_before, refreshed_at)
    values (${t.enterpriseId}, ${before}::date, now())
    on conflict (enterprise_id) do update set counted_before = excluded.counted_before, refreshed_at = excluded.refreshed_at`);
  return days;
}

const daysBetween = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);

/** Every enterprise's refresh (each as itself, in its own transaction); `full` the nightly rebuild. */
export const refreshAllActivityDays = (db: Db, full = false) =>
  forEachEnterprise(db, (t) => refreshActivityDays(t, { full }));

export const actMsgJobs = (ctx: Pick<AppContext, 'db'>): JobDef[] => [
  { name: ACT_MSG_REFRESH_QUEUE, cron: '*/3 * * * *', run: () => refreshAllActivityDays(ctx.db) },
  // 19:30 UTC is 03:30 in China, after the statistics' nightly recount
  { name: ACT_MSG_REBUILD_QUEUE, cron: '30 19 * * *', run: () => refreshAllActivityDays(ctx.db, true) },
];

/* ---------------------------------------------------------------- reading */

export interface ActMsgFilter {
  from: string;
  to: string;
  templateId?: number;
  engineerId?: number;
  teamId?: number;
}
export type ActMsgScope = ScopeActor & { db: Db };

export interface PersonCounts {
  name: string | null;
  actions: number;
  sent: number;
  read: number;
  sms: number;
}
/** What the report shows, for a period: per person, per day, per message kind, SMS and channels. */
export interface ActMsgCounts {
  people: Map<string, PersonCounts>;
  /** Per day; over a period with a monthly trend (report-util's `monthly`) whole months may come keyed by their first day. */
  days: Map<string, { actions: number; sent: number; read: number }>;
  kinds: Map<string, { sent: number; read: number }>;
  sms: { sent: number; failed: number; skipped: number; pending: number };
  channels: Map<string, number>;
}

const emptyCounts = (): ActMsgCounts => ({
  people: new Map(),
  days: new Map(),
  kinds: new Map(),
  sms: { sent: 0, failed: 0, skipped: 0, pending: 0 },
  channels: new Map(),
});
function personOf(c: ActMsgCounts, key: string, name: string | null) {
  const row = c.people.get(key) ?? { name, actions: 0, sent: 0, read: 0, sms: 0 };
  row.name ??= name;
  c.people.set(key, row);
  return row;
}
function dayRow(c: ActMsgCounts, day: string) {
  const row = c.days.get(day) ?? { actions: 0, sent: 0, read: 0 };
  c.days.set(day, row);
  return row;
}
function kindOf(c: ActMsgCounts, kind: string) {
  const row = c.kinds.get(kind) ?? { sent: 0, read: 0 };
  c.kinds.set(kind, row);
  return row;
}

/**
 * The counted days of the period, added into `c`: its whole months from stat_activity_months when its
 * trend is by month (each month's counts keyed by its first day), the rest from stat_activity_days.
 */
async function addCounted(s: ActMsgScope, f: ActMsgFilter, c: ActMsgCounts) {
  const ep = s.user.enterpriseId;
  const parts: SQL[] = [];
  const scope = scopeByUser(s, sql`a.user_id`);
  if (scope) parts.push(scope);
  if (f.engineerId) parts.push(sql`a.user_id = ${f.engineerId}`);
  if (f.teamId)
    parts.push(sql`a.user_id in (select tm.user_id from team_members tm
                     where ${mineSql(ep, 'tm')} and tm.team_id = ${f.teamId})`);
  if (f.templateId) parts.push(sql`a.template_id = ${f.templateId}`);
  const where = parts.length ? sql.join(parts, sql` and `) : sql`true`;
  const columns = sql.raw('source, user_id, template_id, kind, n, read, failed, skipped, pending');
  // whole months: from the first month that starts in the period to the last that ends in it
  const first = f.from.endsWith('-01') ? f.from : nextMonth(monthOf(f.from));
  const end = monthOf(addDays(f.to, 1));
  const src =
    byMonth(f.from, f.to) && first < end
      ? sql`(select day, ${columns} from stat_activity_days
               where ${mineSql(ep)} and (day >= ${f.from}::date and day < ${first}::date
                                        or day >= ${end}::date and day <= ${f.to}::date)
             union all
             select month, ${columns} from stat_activity_months
              where ${mineSql(ep)} and month >= ${first}::date and month < ${end}::date)`
      : sql`(select day, ${columns} from stat_activity_days
              where ${mineSql(ep)} and day between ${f.from}::date and ${f.to}::date)`;
  const from = sql`${src} a`;
  type Sums = { n: number; read: number; failed: number; skipped: number; pending: number };
  const sums = sql`sum(a.n)::int as n, sum(a.read)::int as read, sum(a.failed)::int as failed,
                   sum(a.skipped)::int as skipped, sum(a.pending)::int as pending`;
  const [byPerson, byDay, byKind] = await Promise.all([
    rows<Sums & { source: string; key: string; kind: string; name: string | null }>(
      s.db,
      sql`select g.*, u.name from (
            select a.source, a.user_id::text as key,
                   case when a.source = 'outbound' then a.kind else '' end as kind, ${sums}
              from ${from} where ${where} group by 1, 2, 3) g
          left join users u on ${mineSql(ep, 'u')} and u.id = g.key::bigint`,
    ),
    rows<Sums & { source: string; key: string }>(
      s.db,
      sql`select a.source, a.day::text as key, ${sums} from ${from}
           where ${where} and a.source in ('action', 'message') group by 1, 2`,
    ),
    rows<Sums & { key: string }>(
      s.db,
      sql`select a.kind as key, ${sums} from ${from}
           where ${where} and a.source = 'message' group by 1`,
    ),
  ]);
  for (const r of byPerson) {
    if (r.source === 'action' && r.n) personOf(c, r.key, r.name).actions += r.n;
    else if (r.source === 'message') {
      const p = personOf(c, r.key, r.name);
      p.sent += r.n;
      p.read += r.read;
    } else if (r.source === 'sms') {
      c.sms.sent += r.n;
      c.sms.failed += r.failed;
      c.sms.skipped += r.skipped;
      c.sms.pending += r.pending;
      if (r.key !== '0' && (r.n || r.failed || r.skipped || r.pending)) personOf(c, r.key, r.name).sms += r.n;
    } else if (r.source === 'outbound') c.channels.set(r.kind, (c.channels.get(r.kind) ?? 0) + r.n);
  }
  for (const r of byDay) {
    const d = dayRow(c, r.key);
    if (r.source === 'action') d.actions += r.n;
    else {
      d.sent += r.n;
      d.read += r.read;
    }
  }
  for (const r of byKind) {
    const k = kindOf(c, r.key);
    k.sent += r.n;
    k.read += r.read;
  }
}

/** The live days of the period from the sources (the faces' tallies), added into `c`. */
async function addLive(s: ActMsgScope, f: ActMsgFilter, c: ActMsgCounts) {
  const [acts, actDays, msgs, msgKinds, msgDays, sms, [smsAll], outbound] = await Promise.all([
    activityTallies(s, f, 'user'),
    activityTallies(s, f, 'day'),
    messageTallies(s, f, 'user'),
    messageTallies(s, f, 'kind'),
    messageTallies(s, f, 'day'),
    smsTallies(s, f, 'user'),
    smsTallies(s, f, 'all'),
    outboundTallies(s, f),
  ]);
  for (const r of acts) personOf(c, r.key, r.name).actions += r.actions;
  for (const r of msgs) {
    const p = personOf(c, r.key, r.name);
    p.sent += r.sent;
    p.read += r.read;
  }
  for (const r of sms) if (r.key != null) personOf(c, r.key, r.name).sms += r.sent;
  for (const r of actDays) dayRow(c, r.key).actions += r.actions;
  for (const r of msgDays) {
    const d = dayRow(c, r.key);
    d.sent += r.sent;
    d.read += r.read;
  }
  for (const r of msgKinds) {
    const k = kindOf(c, r.key);
    k.sent += r.sent;
    k.read += r.read;
  }
  if (smsAll) {
    c.sms.sent += smsAll.sent;
    c.sms.failed += smsAll.failed;
    c.sms.skipped += smsAll.skipped;
    c.sms.pending += smsAll.pending;
  }
  for (const o of outbound) c.channels.set(o.key, (c.channels.get(o.key) ?? 0) + o.sent);
}

/**
 * The period's counts: its counted days from stat_activity_days, its days from the enterprise's mark
 * on from the sources (all of it before the first refresh).
 */
export async function actMsgCounts(s: ActMsgScope, f: ActMsgFilter): Promise<ActMsgCounts> {
  const [mark] = await rows<{ before: string }>(
    s.db,
    sql`select counted_before::text as before from stat_activity_marks where ${mineSql(s.user.enterpriseId)}`,
  );
  const c = emptyCounts();
  const before = mark?.before;
  const countedTo = before ? (addDays(before, -1) < f.to ? addDays(before, -1) : f.to) : null;
  const liveFrom = before ? (before > f.from ? before : f.from) : f.from;
  await Promise.all([
    countedTo && f.from <= countedTo ? addCounted(s, { ...f, to: countedTo }, c) : null,
    liveFrom <= f.to ? addLive(s, { ...f, from: liveFrom }, c) : null,
  ]);
  return c;
}

import { count, desc, eq, getTableColumns, ilike, sql } from 'drizzle-orm';
import {
  NOTICE_TIME_ZONE,
  nextRunAfter,
  type NoticeRepeat,
  type PageQuery,
  type TimedNoticeItem,
  type TimedNoticeListQuery,
  type TimedNoticeRun,
  type TimedNoticeSaveInput,
} from '@fieldline/domain';
import { timedNoticeRuns, timedNotices } from '../../db/schema';
import { likePattern } from '../../core/sql';
import { mine, type Tenant, type TenantDb } from '../../core/tenant';
import { checkAudience, namesOf } from './audience';
import { noticeErrors } from './errors';

const n = timedNotices;
type NoticeRow = typeof n.$inferSelect;

const runCount = sql<number>`(select count(*)::int from timed_notice_runs r
  where r.enterprise_id = timed_notices.enterprise_id and r.notice_id = timed_notices.id)`;

/** The schedule's next due time from now (null: a single notice whose time has passed). */
export const nextRunOf = (
  s: Pick<NoticeRow, 'repeat' | 'runAt' | 'time' | 'weekDays' | 'monthDay'>,
  after: Date,
) =>
  nextRunAfter(
    {
      repeat: s.repeat as NoticeRepeat,
      runAt: s.runAt instanceof Date ? s.runAt.toISOString() : s.runAt,
      time: s.time,
      weekDays: s.weekDays,
      monthDay: s.monthDay,
    },
    after,
    NOTICE_TIME_ZONE,
  );

async function items(t: TenantDb, list: (NoticeRow & { runs: number })[]): Promise<TimedNoticeItem[]> {
  const all = (pick: (r: NoticeRow) => number[]) => [...new Set(list.flatMap(pick).map(Number))];
  const [roles, teams, people] = await Promise.all([
    namesOf(
      t,
      'roles',
      all((r) => r.roleIds),
    ),
    namesOf(
      t,
      'teams',
      all((r) => r.teamIds),
    ),
    namesOf(
      t,
      'users',
      all((r) => r.userIds),
    ),
  ]);
  const named = (refs: typeof roles, ids: number[]) =>
    ids.map(Number).flatMap((id) => refs.filter((r) => r.id === id));
  return list.map((r) => ({
    id: Number(r.id),
    title: r.title,
    content: r.content,
    repeat: r.repeat as NoticeRepeat,
    runAt: r.runAt?.toISOString() ?? null,
    time: r.time,
    weekDays: r.weekDays,
    monthDay: r.monthDay,
    roles: named(roles, r.roleIds),
    teams: named(teams, r.teamIds),
    users: named(people, r.userIds),
    enabled: r.enabled,
    nextRunAt: r.enabled ? (r.nextRunAt?.toISOString() ?? null) : null,
    lastRunAt: r.lastRunAt?.toISOString() ?? null,
    runs: Number(r.runs),
    createdAt: r.createdAt.toISOString(),
  }));
}

export async function listTimedNotices(t: TenantDb, q: TimedNoticeListQuery) {
  const where = mine(
    t,
    n,
    q.keyword ? ilike(n.title, likePattern(q.keyword)) : undefined,
    q.enabled === undefined ? undefined : eq(n.enabled, q.enabled),
  );
  const [list, total] = await Promise.all([
    t.db
      .select({ ...getTableColumns(n), runs: runCount })
      .from(n)
      .where(where)
      .orderBy(desc(n.id))
      .limit(q.pageSize)
      .offset(q.pageIndex * q.pageSize),
    t.db
      .select({ n: count() })
      .from(n)
      .where(where)
      .then((r) => Number(r[0]?.n ?? 0)),
  ]);
  return { list: await items(t, list), total };
}

async function findNotice(t: TenantDb, id: number) {
  const [row] = await t.db
    .select()
    .from(n)
    .where(mine(t, n, eq(n.id, id)));
  if (!row) throw noticeErrors.TIMED_NOTICE_NOT_FOUND();
  return row;
}

export async function readTimedNotice(t: TenantDb, id: number) {
  const [row] = await t.db
    .select({ ...getTableColumns(n), runs: runCount })
    .from(n)
    .where(mine(t, n, eq(n.id, id)));
  if (!row) throw noticeErrors.TIMED_NOTICE_NOT_FOUND();
  return (await items(t, [row]))[0]!;
}

/** The stored form of a saved notice, with its next due time; a single notice must lie ahead. */
async function stored(t: TenantDb, input: TimedNoticeSaveInput) {
  await checkAudience(t, input);
  const now = new Date();
  const runAt = input.runAt ? new Date(input.runAt) : null;
  if (runAt && runAt <= now) throw noticeErrors.NOTICE_TIME_PASSED({ field: 'runAt' });
  const values = { ...input, runAt };
  return { ...values, nextRunAt: nextRunOf(values, now) };
}

export async function createTimedNotice(t: Tenant, input: TimedNoticeSaveInput) {
  const values = await stored(t, input);
  const [row] = await t.db
    .insert(n)
    .values({ enterpriseId: t.enterpriseId, ...values, createdBy: t.user.id })
    .returning({ id: n.id });
  return readTimedNotice(t, row!.id);
}

/** Saving a notice starts its schedule again from now (its past runs stay recorded). */
export async function updateTimedNotice(t: TenantDb, id: number, input: TimedNoticeSaveInput) {
  await findNotice(t, id);
  const values = await stored(t, input);
  await t.db
    .update(n)
    .set({ ...values, updatedAt: sql`now()` })
    .where(mine(t, n, eq(n.id, id)));
  return readTimedNotice(t, id);
}

/** Turning a notice on computes its next due time from now: a time missed while off is not made up. */
export async function enableTimedNotice(t: TenantDb, id: number, enabled: boolean) {
  const row = await findNotice(t, id);
  await t.db
    .update(n)
    .set({ enabled, nextRunAt: enabled ? nextRunOf(row, new Date()) : row.nextRunAt, updatedAt: sql`now()` })
    .where(mine(t, n, eq(n.id, id)));
  return readTimedNotice(t, id);
}

export async function deleteTimedNotice(t: TenantDb, id: number) {
  const gone = await t.db
    .delete(n)
    .where(mine(t, n, eq(n.id, id)))
    .returning({ id: n.id });
  if (!gone.length) throw noticeErrors.TIMED_NOTICE_NOT_FOUND();
  return { id };
}

/** One page of a notice's runs, latest first. */
export async function listRuns(t: TenantDb, id: number, q: PageQuery) {
  await findNotice(t, id);
  const r = timedNoticeRuns;
  const where = mine(t, r, eq(r.noticeId, id));
  const [list, total] = await Promise.all([
    t.db
      .select({ dueAt: r.dueAt, ranAt: r.ranAt, recipients: r.recipients })
      .from(r)
      .where(where)
      .orderBy(desc(r.dueAt))
      .limit(q.pageSize)
      .offset(q.pageIndex * q.pageSize),
    t.db
      .select({ n: count() })
      .from(r)
      .where(where)
      .then((x) => Number(x[0]?.n ?? 0)),
  ]);
  const shaped: TimedNoticeRun[] = list.map((x) => ({
    dueAt: x.dueAt.toISOString(),
    ranAt: x.ranAt.toISOString(),
    recipients: x.recipients,
  }));
  return { list: shaped, total };
}

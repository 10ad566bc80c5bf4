import { sql } from 'drizzle-orm';
import {
  NOTICE_TEXTS,
  NOTICE_TIME_ZONE,
  TODO_PUSH_TIME,
  format,
  localDate,
  localParts,
  type Messages,
} from '@fieldline/domain';
import { rows, type Db } from '../../db/client';
import { allTenants, asTenant, mineSql, withDb, type TenantDb } from '../../core/tenant';
import { deliverInApp } from '../messages';
import { openWorkByServer } from '../orders';
import { warrantyEndingBetween } from '../equipment';
import { audienceUserIds, idArray } from './audience';
import { nextRunOf } from './timed';
import { settingsOf } from './settings';

/** How many due notices one pass takes (the next minute's pass takes the rest). */
const BATCH = 200;

interface DueNotice {
  id: number;
  title: string;
  content: string;
  repeat: string;
  run_at: Date | null;
  time: string | null;
  week_days: number[];
  month_day: number | null;
  role_ids: (number | string)[];
  team_ids: (number | string)[];
  user_ids: (number | string)[];
  next_run_at: Date;
}

const ids = (list: (number | string)[]) => list.map(Number);

/**
 * Sends one due notice, in one transaction: the row is taken `for update skip locked` (a second
 * process skips it, and after the commit sees it no longer due), the run is recorded under its due
 * time (the key refuses a second run of it), the audience gets it in-app, and the next due time is
 * set from `now` (times missed while the server was down are not made up one by one).
 */
async function runNotice(t: TenantDb, id: number, now: Date): Promise<number | null> {
  const [n] = await rows<DueNotice>(
    t.db,
    sql`select id, title, content, repeat, run_at, time, week_days, month_day, role_ids, team_ids,
               user_ids, next_run_at
          from timed_notices n
         where ${mineSql(t, 'n')} and n.id = ${id} and n.enabled and n.next_run_at <= ${now.toISOString()}::timestamptz
         for update skip locked`,
  );
  if (!n) return null;
  const dueAt = new Date(n.next_run_at);
  const [run] = await rows<{ notice_id: number }>(
    t.db,
    sql`insert into timed_notice_runs (enterprise_id, notice_id, due_at)
        values (${t.enterpriseId}, ${id}, ${dueAt.toISOString()}::timestamptz)
        on conflict do nothing returning notice_id`,
  );
  let sent: number[] = [];
  if (run) {
    const userIds = await audienceUserIds(t, {
      roleIds: ids(n.role_ids),
      teamIds: ids(n.team_ids),
      userIds: ids(n.user_ids),
    });
    sent = await deliverInApp(t, {
      userIds,
      kind: 'notice.timed',
      title: n.title,
      body: n.content,
      objectKind: 'timerNotice',
      objectId: id,
    });
    await t.db.execute(
      sql`update timed_notice_runs r set recipients = ${sent.length}
           where ${mineSql(t, 'r')} and r.notice_id = ${id} and r.due_at = ${dueAt.toISOString()}::timestamptz`,
    );
  }
  const next = nextRunOf(
    {
      repeat: n.repeat,
      runAt: n.run_at ? new Date(n.run_at) : null,
      time: n.time,
      weekDays: n.week_days.map(Number),
      monthDay: n.month_day,
    },
    now > dueAt ? now : dueAt,
  );
  await t.db.execute(
    sql`update timed_notices n set next_run_at = ${next?.toISOString() ?? null}::timestamptz,
               last_run_at = ${now.toISOString()}::timestamptz
         where ${mineSql(t, 'n')} and n.id = ${id}`,
  );
  return sent.length;
}

/** The minute sweep's timed notices: every enabled notice due by `now`, each once. Answers how many ran. */
export async function runDueNotices(db: Db, now = new Date()) {
  const due = await allTenants(() =>
    rows<{ enterprise_id: number; id: number }>(
      db,
      sql`select enterprise_id, id from timed_notices
           where enabled and next_run_at <= ${now.toISOString()}::timestamptz
           order by next_run_at limit ${BATCH}`,
    ),
  );
  let ran = 0;
  for (const d of due) {
    const enterpriseId = Number(d.enterprise_id);
    const sent = await asTenant(enterpriseId, () =>
      db.transaction((tx) => runNotice({ db: tx, enterpriseId }, Number(d.id), now)),
    );
    if (sent !== null) ran++;
  }
  return ran;
}

type DailyJob = 'todo' | 'warranty';

/**
 * Marks a daily job done for an enterprise and local day, in the transaction that does it: answers
 * false when it was already done (or is being done by another process, which the key waits for).
 */
async function claimDay(t: TenantDb, job: DailyJob, day: string) {
  const [mark] = await rows<{ job: string }>(
    t.db,
    sql`insert into notice_daily_runs (enterprise_id, job, day) values (${t.enterpriseId}, ${job}, ${day}::date)
        on conflict do nothing returning job`,
  );
  return Boolean(mark);
}

const recordRecipients = (t: TenantDb, job: DailyJob, day: string, recipients: number) =>
  t.db.execute(
    sql`update notice_daily_runs d set recipients = ${recipients}
         where ${mineSql(t, 'd')} and d.job = ${job} and d.day = ${day}::date`,
  );

/** The daily to-do push: one message per user with open orders as their server. */
async function pushTodo(t: TenantDb) {
  const work = (await openWorkByServer(t)).filter((w) => w.toAccept + w.toServe + w.inService > 0);
  const text = (m: Messages, p: Record<string, number>) =>
    ({ zh_CN: format(m.zh_CN, p), en_GB: format(m.en_GB, p) }) satisfies Messages;
  let sent = 0;
  for (const w of work) {
    const p = { ...w, count: w.toAccept + w.toServe + w.inService };
    sent += (
      await deliverInApp(t, {
        userIds: [w.userId],
        kind: 'notice.todo',
        title: text(NOTICE_TEXTS.todoTitle, p),
        body: text(NOTICE_TEXTS.todoBody, p),
        // the message leads to the user's own order list (the web's 'orderList' link)
        objectKind: 'orderList',
        objectId: w.userId,
      })
    ).length;
  }
  return sent;
}

const addDays = (day: string, n: number) => {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + n);
  return d.toISOString().slice(0, 10);
};
const daysBetween = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);

/**
 * Warranty expiration reminders: equipment whose warranty ends from today to today + the lead time
 * gets one reminder per warranty end date (warranty_reminders' key), to its customer's owner and the
 * configured roles.
 */
export async function pushWarranty(t: TenantDb, today: string) {
  const s = await settingsOf(t);
  if (!s.warrantyEnabled) return 0;
  const ending = await warrantyEndingBetween(t, today, addDays(today, s.warrantyLeadDays));
  if (!ending.length) return 0;
  const fresh = await rows<{ equipment_id: number; warranty_end: string }>(
    t.db,
    sql`insert into warranty_reminders (enterprise_id, equipment_id, warranty_end)
        select ${t.enterpriseId}::bigint, e.id, e.warranty_end
          from unnest(${idArray(ending.map((e) => e.id))}, ${`{${ending.map((e) => e.warrantyEnd).join(',')}}`}::date[])
               as e(id, warranty_end)
        on conflict do nothing
        returning equipment_id::int as equipment_id, warranty_end::text as warranty_end`,
  );
  const roleUsers = s.warrantyRoleIds.length
    ? await audienceUserIds(t, { roleIds: s.warrantyRoleIds, teamIds: [], userIds: [] })
    : [];
  let sent = 0;
  for (const f of fresh) {
    const e = ending.find((x) => x.id === Number(f.equipment_id))!;
    const userIds = [...roleUsers, ...(s.warrantyToOwner && e.ownerUserId ? [e.ownerUserId] : [])];
    const p = {
      customer: e.customerName,
      product: e.productName,
      serial: e.serialNumber ?? '-',
      end: e.warrantyEnd,
      days: daysBetween(today, e.warrantyEnd),
    };
    const delivered = await deliverInApp(t, {
      userIds,
      kind: 'equipment.warrantyExpiring',
      title: {
        zh_CN: format(NOTICE_TEXTS.warrantyTitle.zh_CN, p),
        en_GB: format(NOTICE_TEXTS.warrantyTitle.en_GB, p),
      },
      body: {
        zh_CN: format(NOTICE_TEXTS.warrantyBody.zh_CN, p),
        en_GB: format(NOTICE_TEXTS.warrantyBody.en_GB, p),
      },
      objectKind: 'equipment',
      objectId: e.id,
    });
    await t.db.execute(
      sql`update warranty_reminders w set recipients = ${delivered.length}
           where ${mineSql(t, 'w')} and w.equipment_id = ${e.id} and w.warranty_end = ${e.warrantyEnd}::date`,
    );
    sent += delivered.length;
  }
  return sent;
}

/** A daily job for every enterprise that has not had it today, each in its own transaction. */
async function runDaily(db: Db, job: DailyJob, day: string, work: (t: TenantDb) => Promise<number>) {
  const pending = await allTenants(() =>
    rows<{ id: number }>(
      db,
      sql`select e.id from enterprises e
           where not exists (select 1 from notice_daily_runs d
                              where d.enterprise_id = e.id and d.job = ${job} and d.day = ${day}::date)
           order by e.id`,
    ),
  );
  let sent = 0;
  for (const e of pending) {
    const enterpriseId = Number(e.id);
    sent += await asTenant(enterpriseId, () =>
      db.transaction(async (tx) => {
        const t = withDb({ db, enterpriseId }, tx);
        if (!(await claimDay(t, job, day))) return 0;
        const n = await work(t);
        await recordRecipients(t, job, day, n);
        return n;
      }),
    );
  }
  return sent;
}

/**
 * The daily pushes at 08:00 enterprise time (NOTICE_TIME_ZONE): the to-do summary and the warranty
 * reminders. The minute sweep calls this; before 08:00 it does nothing, from 08:00 it does each
 * enterprise's day once (a server that was down at 08:00 sends when it is back, the same day).
 */
export async function runDailyPushes(db: Db, now = new Date()) {
  const p = localParts(now, NOTICE_TIME_ZONE);
  const hhmm = `${String(p.hour).padStart(2, '0')}:${String(p.minute).padStart(2, '0')}`;
  if (hhmm < TODO_PUSH_TIME) return { todo: 0, warranty: 0 };
  const day = localDate(now, NOTICE_TIME_ZONE);
  const todo = await runDaily(db, 'todo', day, async (t) =>
    (await settingsOf(t)).todoEnabled ? pushTodo(t) : 0,
  );
  const warranty = await runDaily(db, 'warranty', day, (t) => pushWarranty(t, day));
  return { todo, warranty };
}

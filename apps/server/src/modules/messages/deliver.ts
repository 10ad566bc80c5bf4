import { sql, type SQL } from 'drizzle-orm';
import { DEFAULT_LOCALE, LOCALES, type Locale, type Messages, type MessageKind } from '@fieldline/domain';
import { rows } from '../../db/client';
import { idArray } from '../../core/sql';
import { mineSql, type TenantDb } from '../../core/tenant';

/** The channel new messages are announced on, after the writing transaction commits (NOTIFY). */
export const MESSAGES_CHANNEL = 'fl_messages';

/** A text already rendered, or one per language (each recipient gets theirs). */
export type MessageText = string | Messages;

export interface InAppMessage {
  /** The enterprise's users to tell; unknown, disabled or other enterprises' ids are skipped. */
  userIds: readonly number[];
  kind: MessageKind;
  title: MessageText;
  body?: MessageText;
  /** What the message links to (the centre opens it): 'order', 'equipment', 'notice', ... */
  objectKind?: string | null;
  objectId?: number | null;
}

/** A NOTIFY payload stays far below PostgreSQL's 8000-byte limit: ids go out in chunks. */
const NOTIFY_CHUNK = 400;

/** In the recipient's (`u`) language: `case when u.locale = 'en_GB' then ... else <default's> end`. */
export function inRecipientsLanguage(textIn: (locale: Locale) => SQL): SQL {
  const others = LOCALES.filter((l) => l !== DEFAULT_LOCALE);
  return sql`case ${sql.join(
    others.map((l) => sql`when u.locale = ${l} then ${textIn(l)}`),
    sql` `,
  )} else ${textIn(DEFAULT_LOCALE)} end`;
}

const localised = (text: MessageText): SQL =>
  typeof text === 'string' ? sql`${text}::text` : inRecipientsLanguage((l) => sql`${text[l]}::text`);

/** A set of ids as one array parameter (a statement's parameter count does not grow with it). */

/**
 * Tells the users who are listening (the message stream) that their messages changed. PostgreSQL
 * delivers a NOTIFY only when the transaction commits, so a rolled-back sender tells nobody.
 */
export async function announceMessages(t: TenantDb, userIds: readonly number[], read = false) {
  for (let i = 0; i < userIds.length; i += NOTIFY_CHUNK) {
    const payload = { e: t.enterpriseId, u: userIds.slice(i, i + NOTIFY_CHUNK), ...(read ? { r: 1 } : {}) };
    await t.db.execute(sql`select pg_notify(${MESSAGES_CHANNEL}, ${JSON.stringify(payload)})`);
  }
}

/**
 * Puts an in-app message in each named user's message centre, in one set-based insert over the
 * enterprise's enabled users (a text given per language is chosen by each user's language), and
 * announces them to the live stream. Answers the ids of the users written to.
 *
 * For modules whose messages are not domain events (announcements, timed notices, reminders). Run
 * it in the transaction that records the sending (the notice's run, the reminder's mark), so that a
 * retried job does not tell anyone twice; the NOTIFY goes out when that transaction commits.
 */
export async function deliverInApp(t: TenantDb, message: InAppMessage): Promise<number[]> {
  const ids = [...new Set(message.userIds.filter((id) => Number.isSafeInteger(id) && id > 0))];
  if (!ids.length) return [];
  const written = await rows<{ user_id: number }>(
    t.db,
    sql`insert into messages (enterprise_id, user_id, kind, title, body, object_kind, object_id)
        select ${t.enterpriseId}::bigint, u.id, ${message.kind}::text, ${localised(message.title)},
               ${localised(message.body ?? '')}, ${message.objectKind ?? null}::text,
               ${message.objectId ?? null}::bigint
          from users u
         where ${mineSql(t, 'u')} and u.enabled and u.id = any(${idArray(ids)})
        returning user_id::int as user_id`,
  );
  const userIds = written.map((w) => Number(w.user_id));
  await announceMessages(t, userIds);
  return userIds;
}

/** What an event's messages say and link to, and whom they leave out. */
export interface EventMessage {
  kind: MessageKind;
  eventId: number;
  objectKind: string;
  objectId: number;
  title: Messages;
  body: Messages;
  /** Never told of their own act. */
  actorUserId: number | null;
  /** The object must still exist (else nobody is told). */
  exists: SQL;
}

/**
 * Writes an event's in-app messages to the enabled users among `recipients` (a SQL set of user ids),
 * each in their language, and announces them, in one statement: the recipients, the insert and the
 * NOTIFY (in chunks of NOTIFY_CHUNK ids) go to the database once. The unique (enterprise, event,
 * user) index keeps a message single. Answers the users written to.
 */
export async function writeEventMessages(t: TenantDb, m: EventMessage, recipients: SQL): Promise<number[]> {
  return insertAnnounced(
    t,
    sql`select ${t.enterpriseId}::bigint, u.id, ${m.kind}::text, ${localised(m.title)}, ${localised(m.body)},
               ${m.objectKind}::text, ${m.objectId}::bigint, ${m.eventId}::bigint
          from users u
         where ${mineSql(t, 'u')} and u.enabled and u.id <> ${m.actorUserId ?? 0}
           and u.id in (${recipients}) and ${m.exists}`,
  );
}

/** One event's in-app messages: what to write, and to whom. */
export interface PlannedEventMessage {
  message: EventMessage;
  /** A SQL set of user ids. */
  recipients: SQL;
}

/**
 * Inserts the messages `select` answers (enterprise_id, user_id, kind, title, body, object_kind,
 * object_id, event_id; `ctes` are common table expressions it reads, written before it) and
 * announces them, in one statement: the insert and the NOTIFY (in chunks of NOTIFY_CHUNK ids) go to
 * the database once. The unique (enterprise, event, user) index keeps a message single, so a
 * redelivered event writes and announces nothing again. Answers the users written to, each once.
 */
export async function insertAnnounced(t: TenantDb, select: SQL, ctes?: SQL): Promise<number[]> {
  const notified = await rows<{ ids: number[] }>(
    t.db,
    sql`with ${ctes ? sql`${ctes}, ` : sql``}written as (
          insert into messages (enterprise_id, user_id, kind, title, body, object_kind, object_id, event_id)
          ${select}
          on conflict do nothing
          returning user_id),
        people as (select distinct user_id from written),
        chunks as (
          select user_id, (row_number() over (order by user_id) - 1) / ${NOTIFY_CHUNK} as chunk from people)
        select array_agg(user_id::int order by user_id) as ids,
               pg_notify(${MESSAGES_CHANNEL},
                 json_build_object('e', ${t.enterpriseId}::bigint, 'u', json_agg(user_id order by user_id))::text)
          from chunks group by chunk`,
  );
  return notified.flatMap((r) => r.ids.map(Number));
}

import { sql, type SQL } from 'drizzle-orm';
import { DATA_SCOPES, STATS_TIME_ZONE } from '@fieldline/domain';
import { rows, type Db } from '../../db/client';
import { scopeByUser, type ScopeActor } from '../../core/scope';
import { mineSql } from '../../core/tenant';

/**
 * The activity-and-messages report's reads of the message centre (issue 28, /actMsgStatistics):
 * in-app messages created on the days `from`-`to` (the enterprise's days) and how many of them were
 * read, within the asker's data scope (the recipient); and the chat-app and email messages of the
 * period by channel and result. Filters: engineer (the recipient), team (a member of it), template
 * (messages about orders of that template). Outbound messages name no user: with an engineer or team
 * filter, or a team or personal data scope, they are not counted.
 */
export interface MessageTallyFilter {
  from: string;
  to: string;
  templateId?: number;
  engineerId?: number;
  teamId?: number;
}
export type MessageTallyScope = ScopeActor & { db: Db };
export interface MessageTally {
  /** A user id, a kind, a day (`YYYY-MM-DD`) or 'all'. */
  key: string;
  /** The user's name (with 'user'). */
  name: string | null;
  sent: number;
  read: number;
}
export interface OutboundTally {
  /** The channel: chatApp or email. */
  key: string;
  sent: number;
  failed: number;
  /** Queued or sending. */
  pending: number;
}

const TZ = sql.raw(`'${STATS_TIME_ZONE}'`);

const period = (column: SQL, f: MessageTallyFilter) =>
  sql`${column} >= (${f.from}::date)::timestamp at time zone ${TZ} and ${column} < (${f.to}::date + 1)::timestamp at time zone ${TZ}`;
const ofTemplate = (ep: number, templateId: number) =>
  sql`(select o.id from orders o where ${mineSql(ep, 'o')} and o.template_id = ${templateId})`;

function whereOf(s: MessageTallyScope, f: MessageTallyFilter): SQL {
  const ep = s.user.enterpriseId;
  const parts: SQL[] = [mineSql(ep, 'm'), period(sql`m.created_at`, f)];
  const scope = scopeByUser(s, sql`m.user_id`);
  if (scope) parts.push(scope);
  if (f.engineerId) parts.push(sql`m.user_id = ${f.engineerId}`);
  if (f.teamId)
    parts.push(sql`m.user_id in (select tm.user_id from team_members tm
                     where ${mineSql(ep, 'tm')} and tm.team_id = ${f.teamId})`);
  if (f.templateId)
    parts.push(sql`m.object_kind = 'order' and m.object_id in ${ofTemplate(ep, f.templateId)}`);
  return sql.join(parts, sql` and `);
}

const KEYS = {
  user: sql`m.user_id::text`,
  kind: sql`m.kind`,
  day: sql`to_char((m.created_at at time zone ${TZ})::date, 'YYYY-MM-DD')`,
  all: sql`'all'`,
} as const;

/** In-app messages sent and read, per recipient, per kind, per day, or in all. */
export function messageTallies(s: MessageTallyScope, f: MessageTallyFilter, by: keyof typeof KEYS) {
  const name =
    by === 'user'
      ? sql`(select u.name from users u where u.enterprise_id = m.enterprise_id and u.id = m.user_id)`
      : sql`null`;
  return rows<MessageTally>(
    s.db,
    sql`select ${KEYS[by]} as key, min(${name}) as name,
               count(*)::int as sent, count(m.read_at)::int as read
          from messages m where ${whereOf(s, f)}
         group by 1 order by sent desc, key`,
  );
}

/** Chat-app and email messages of the period per channel (none when narrowed to people). */
export async function outboundTallies(s: MessageTallyScope, f: MessageTallyFilter): Promise<OutboundTally[]> {
  if (s.dataScope !== DATA_SCOPES.all || f.engineerId || f.teamId) return [];
  const ep = s.user.enterpriseId;
  const parts: SQL[] = [mineSql(ep, 'm'), period(sql`m.created_at`, f)];
  if (f.templateId)
    parts.push(sql`m.event_id in (select e.id from domain_events e where ${mineSql(ep, 'e')}
                     and e.object_kind = 'order' and e.object_id in ${ofTemplate(ep, f.templateId)})`);
  return rows<OutboundTally>(
    s.db,
    sql`select m.channel as key, count(*) filter (where m.status = 'sent')::int as sent,
               count(*) filter (where m.status = 'failed')::int as failed,
               count(*) filter (where m.status in ('queued', 'sending'))::int as pending
          from outbound_messages m where ${sql.join(parts, sql` and `)}
         group by 1 order by 1`,
  );
}

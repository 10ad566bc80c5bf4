import { sql, type SQL } from 'drizzle-orm';
import { STATS_TIME_ZONE } from '@fieldline/domain';
import { rows, type Db } from '../../db/client';
import { scopeByUser, type ScopeActor } from '../../core/scope';
import { mineSql } from '../../core/tenant';

/**
 * The activity-and-messages report's reads of the SMS send log (issue 28, /actMsgStatistics): the
 * messages the SMS channel logged on the days `from`-`to` (the enterprise's days) by result, within
 * the asker's data scope (the recipient). Filters: engineer (the recipient), team (a member of it),
 * template (messages about orders of that template).
 */
export interface SmsTallyFilter {
  from: string;
  to: string;
  templateId?: number;
  engineerId?: number;
  teamId?: number;
}
export type SmsTallyScope = ScopeActor & { db: Db };
export interface SmsTally {
  /** A user id, a day (`YYYY-MM-DD`) or 'all'. */
  key: string;
  name: string | null;
  sent: number;
  failed: number;
  skipped: number;
  /** Queued or sending. */
  pending: number;
}

const TZ = sql.raw(`'${STATS_TIME_ZONE}'`);

function whereOf(s: SmsTallyScope, f: SmsTallyFilter): SQL {
  const ep = s.user.enterpriseId;
  const parts: SQL[] = [
    mineSql(ep, 'm'),
    sql`m.created_at >= (${f.from}::date)::timestamp at time zone ${TZ}`,
    sql`m.created_at < (${f.to}::date + 1)::timestamp at time zone ${TZ}`,
  ];
  const scope = scopeByUser(s, sql`m.user_id`);
  if (scope) parts.push(scope);
  if (f.engineerId) parts.push(sql`m.user_id = ${f.engineerId}`);
  if (f.teamId)
    parts.push(sql`m.user_id in (select tm.user_id from team_members tm
                     where ${mineSql(ep, 'tm')} and tm.team_id = ${f.teamId})`);
  if (f.templateId)
    parts.push(sql`m.object_kind = 'order' and m.object_id in
                   (select o.id from orders o where ${mineSql(ep, 'o')} and o.template_id = ${f.templateId})`);
  return sql.join(parts, sql` and `);
}

const KEYS = {
  user: sql`m.user_id::text`,
  day: sql`to_char((m.created_at at time zone ${TZ})::date, 'YYYY-MM-DD')`,
  all: sql`'all'`,
} as const;

/** SMS logged by result, per recipient, per day, or in all. */
export function smsTallies(s: SmsTallyScope, f: SmsTallyFilter, by: keyof typeof KEYS) {
  const name =
    by === 'user'
      ? sql`(select u.name from users u where u.enterprise_id = m.enterprise_id and u.id = m.user_id)`
      : sql`null`;
  return rows<SmsTally>(
    s.db,
    sql`select ${KEYS[by]} as key, min(${name}) as name,
               count(*) filter (where m.status = 'sent')::int as sent,
               count(*) filter (where m.status = 'failed')::int as failed,
               count(*) filter (where m.status = 'skipped')::int as skipped,
               count(*) filter (where m.status in ('queued', 'sending'))::int as pending
          from sms_sends m where ${whereOf(s, f)}
         group by 1 order by sent desc, key`,
  );
}

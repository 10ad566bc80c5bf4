import { sql, type SQL } from 'drizzle-orm';
import { STATS_TIME_ZONE } from '@fieldline/domain';
import { rows, type Db } from '../../db/client';
import { scopeByUser, type ScopeActor } from '../../core/scope';
import { mineSql } from '../../core/tenant';

/**
 * The activity-and-messages report's reads of the outbox (issue 28, /actMsgStatistics): what people
 * did in the product, as the domain events a user's action appended on the days `from`-`to` (the
 * enterprise's days; events of jobs and of the system, with no actor, are not activity), within the
 * asker's data scope (the actor). Filters: engineer (the actor), team (a member of it), template
 * (actions on orders of that template).
 */
export interface ActivityFilter {
  from: string;
  to: string;
  templateId?: number;
  engineerId?: number;
  teamId?: number;
}
export type ActivityScope = ScopeActor & { db: Db };
export interface ActivityTally {
  /** A user id, an event kind, a day (`YYYY-MM-DD`) or 'all'. */
  key: string;
  /** The user's name (with 'user'). */
  name: string | null;
  actions: number;
  /** Distinct people acting. */
  people: number;
}

const TZ = sql.raw(`'${STATS_TIME_ZONE}'`);

function whereOf(s: ActivityScope, f: ActivityFilter): SQL {
  const ep = s.user.enterpriseId;
  const parts: SQL[] = [
    mineSql(ep, 'e'),
    sql`e.actor_user_id is not null`,
    sql`e.created_at >= (${f.from}::date)::timestamp at time zone ${TZ}`,
    sql`e.created_at < (${f.to}::date + 1)::timestamp at time zone ${TZ}`,
  ];
  const scope = scopeByUser(s, sql`e.actor_user_id`);
  if (scope) parts.push(scope);
  if (f.engineerId) parts.push(sql`e.actor_user_id = ${f.engineerId}`);
  if (f.teamId)
    parts.push(sql`e.actor_user_id in (select tm.user_id from team_members tm
                     where ${mineSql(ep, 'tm')} and tm.team_id = ${f.teamId})`);
  if (f.templateId)
    parts.push(sql`e.object_kind = 'order' and e.object_id in
                   (select o.id from orders o where ${mineSql(ep, 'o')} and o.template_id = ${f.templateId})`);
  return sql.join(parts, sql` and `);
}

const KEYS = {
  user: sql`e.actor_user_id::text`,
  kind: sql`e.kind`,
  day: sql`to_char((e.created_at at time zone ${TZ})::date, 'YYYY-MM-DD')`,
  all: sql`'all'`,
} as const;

/** Actions and the people taking them, per actor, per event kind, per day, or in all. */
export function activityTallies(s: ActivityScope, f: ActivityFilter, by: keyof typeof KEYS) {
  const name =
    by === 'user'
      ? sql`(select u.name from users u where u.enterprise_id = e.enterprise_id and u.id = e.actor_user_id)`
      : sql`null`;
  return rows<ActivityTally>(
    s.db,
    sql`select ${KEYS[by]} as key, min(${name}) as name,
               count(*)::int as actions, count(distinct e.actor_user_id)::int as people
          from domain_events e where ${whereOf(s, f)}
         group by 1 order by actions desc, key`,
  );
}

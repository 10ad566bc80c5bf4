import { sql, type SQL } from 'drizzle-orm';
import { SCHEDULE_KINDS } from '@fieldline/domain';
import { rows, type Db } from '../../db/client';
import { scopeByUser, type ScopeActor } from '../../core/scope';
import { mineSql } from '../../core/tenant';

/**
 * The schedule statistics' reads (issue 28, /ReportSchedule): days on duty, off and on leave over
 * the engineers' schedules (one entry per engineer and day) on the days `from`-`to`, within the
 * asker's data scope (the engineer). Filters: engineer, team (a member of it).
 */
export interface ScheduleFilter {
  from: string;
  to: string;
  engineerId?: number;
  teamId?: number;
}
export type ScheduleScope = ScopeActor & { db: Db };
export interface ScheduleTally {
  /** A user id, a day (`YYYY-MM-DD`) or 'all'. */
  key: string;
  name: string | null;
  duty: number;
  off: number;
  leave: number;
}

function whereOf(s: ScheduleScope, f: ScheduleFilter): SQL {
  const ep = s.user.enterpriseId;
  const parts: SQL[] = [mineSql(ep, 'ss'), sql`ss.day between ${f.from}::date and ${f.to}::date`];
  const scope = scopeByUser(s, sql`ss.user_id`);
  if (scope) parts.push(scope);
  if (f.engineerId) parts.push(sql`ss.user_id = ${f.engineerId}`);
  if (f.teamId)
    parts.push(sql`ss.user_id in (select tm.user_id from team_members tm
                     where ${mineSql(ep, 'tm')} and tm.team_id = ${f.teamId})`);
  return sql.join(parts, sql` and `);
}

const KEYS = {
  user: sql`ss.user_id::text`,
  day: sql`to_char(ss.day, 'YYYY-MM-DD')`,
  all: sql`'all'`,
} as const;

/** Days on duty, off and on leave per engineer, per day (engineers), or in all. */
export function scheduleTallies(s: ScheduleScope, f: ScheduleFilter, by: keyof typeof KEYS) {
  const name =
    by === 'user'
      ? sql`(select u.name from users u where u.enterprise_id = ss.enterprise_id and u.id = ss.user_id)`
      : sql`null`;
  return rows<ScheduleTally>(
    s.db,
    sql`select ${KEYS[by]} as key, min(${name}) as name,
               count(*) filter (where ss.kind = ${SCHEDULE_KINDS.duty})::int as duty,
               count(*) filter (where ss.kind = ${SCHEDULE_KINDS.off})::int as off,
               count(*) filter (where ss.kind = ${SCHEDULE_KINDS.leave})::int as leave
          from staff_schedules ss where ${whereOf(s, f)}
         group by 1 order by duty desc, key`,
  );
}

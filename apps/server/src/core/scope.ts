import { sql, type AnyColumn, type Placeholder, type SQL } from 'drizzle-orm';
import { DATA_SCOPES } from '@fieldline/domain';
import type { Auth } from './auth';

/** Who is asking, as far as data scope goes (a session, or a job acting for one). */
export type ScopeActor = Pick<Auth, 'dataScope'> & { user: Pick<Auth['user'], 'id' | 'enterpriseId'> };
/**
 * The same, where the ids may be statement placeholders: a condition built once for a data scope
 * and bound with each caller's ids (a shaped condition, db/shapes.ts).
 */
export type ScopeSubject = Pick<Auth, 'dataScope'> & {
  user: { id: number | Placeholder; enterpriseId: number | Placeholder };
};

/** Ids of the users in my service teams and their sub-teams (teams nest at most 3 levels). */
export function teamUserIds(auth: ScopeSubject): SQL {
  const ep = auth.user.enterpriseId;
  const mine = sql`select team_id from team_members where enterprise_id = ${ep} and user_id = ${auth.user.id}`;
  return sql`select tm.user_id from team_members tm
    where tm.enterprise_id = ${ep} and tm.team_id in (
      select t.id from service_teams t
       where t.enterprise_id = ${ep}
         and (t.id in (${mine}) or t.parent_id in (${mine})
              or t.parent_id in (select c.id from service_teams c where c.enterprise_id = ${ep} and c.parent_id in (${mine}))))`;
}

/**
 * The data-scope condition every list applies in SQL: all data (no condition), team data (rows
 * of users in my teams, and mine) or personal data (my rows). `userColumn` is the column that says
 * whose the row is (owner, assignee, the user id itself).
 */
export function scopeByUser(auth: ScopeSubject, userColumn: AnyColumn | SQL): SQL | undefined {
  switch (auth.dataScope) {
    case DATA_SCOPES.all:
      return undefined;
    case DATA_SCOPES.team:
      return sql`(${userColumn} = ${auth.user.id} or ${userColumn} in (${teamUserIds(auth)}))`;
    default:
      return sql`${userColumn} = ${auth.user.id}`;
  }
}

/**
 * The users whose rows my team or personal scope covers (me, and with team scope my teams' users),
 * as one subquery: `column in (...)` over it plans as a semi-join on the column's index, where
 * scopeByUser's `or` of two tests scans (rows reached through another table, such as orders).
 */
export function scopeUserIds(auth: ScopeSubject): SQL {
  const me = sql`select ${auth.user.id}::bigint`;
  return auth.dataScope === DATA_SCOPES.team ? sql`${me} union ${teamUserIds(auth)}` : me;
}

/** Ids of my service teams and their sub-teams (for records that belong to a team, not a user). */
export function teamIds(auth: ScopeActor): SQL {
  const ep = auth.user.enterpriseId;
  const mine = sql`select team_id from team_members where enterprise_id = ${ep} and user_id = ${auth.user.id}`;
  return sql`select t.id from service_teams t
    where t.enterprise_id = ${ep}
      and (t.id in (${mine}) or t.parent_id in (${mine})
           or t.parent_id in (select c.id from service_teams c where c.enterprise_id = ${ep} and c.parent_id in (${mine})))`;
}

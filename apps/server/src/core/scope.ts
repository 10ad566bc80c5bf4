import { sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { DATA_SCOPES } from '@fieldline/domain';
import type { Auth } from './auth';
import { mineSql, type EnterpriseRef } from './tenant';

/**
 * Who is asking, as far as data scope goes (a session, or a job acting for one). The ids are plain
 * numbers; a module that builds a condition once and binds the ids per call (a shaped statement,
 * db/shapes.ts) gives its own stand-ins for them as `Id`, and the SQL binds those in their place.
 */
export type ScopeActor<Id = number> = Pick<Auth, 'dataScope'> & { user: { id: Id; enterpriseId: Id } };

/** Ids of the users in my service teams and their sub-teams (teams nest at most 3 levels). */
export function teamUserIds<Id>(auth: ScopeActor<Id>): SQL {
  // The enterprise id, or the caller's stand-in for it: mineSql binds either.
  const ep = auth.user.enterpriseId as EnterpriseRef;
  const mine = sql`select team_id from team_members where ${mineSql(ep)} and user_id = ${auth.user.id}`;
  return sql`select tm.user_id from team_members tm
    where ${mineSql(ep, 'tm')} and tm.team_id in (
      select t.id from service_teams t
       where ${mineSql(ep, 't')}
         and (t.id in (${mine}) or t.parent_id in (${mine})
              or t.parent_id in (select c.id from service_teams c where ${mineSql(ep, 'c')} and c.parent_id in (${mine}))))`;
}

/**
 * The data-scope condition every list applies in SQL: all data (no condition), team data (rows
 * of users in my teams, and mine) or personal data (my rows). `userColumn` is the column that says
 * whose the row is (owner, assignee, the user id itself).
 */
export function scopeByUser<Id>(auth: ScopeActor<Id>, userColumn: AnyColumn | SQL): SQL | undefined {
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
export function scopeUserIds<Id>(auth: ScopeActor<Id>): SQL {
  const me = sql`select ${auth.user.id}::bigint`;
  return auth.dataScope === DATA_SCOPES.team ? sql`${me} union ${teamUserIds(auth)}` : me;
}

/** Ids of my service teams and their sub-teams (for records that belong to a team, not a user). */
export function teamIds(auth: ScopeActor): SQL {
  const ep = auth.user.enterpriseId;
  const mine = sql`select team_id from team_members where ${mineSql(ep)} and user_id = ${auth.user.id}`;
  return sql`select t.id from service_teams t
    where ${mineSql(ep, 't')}
      and (t.id in (${mine}) or t.parent_id in (${mine})
           or t.parent_id in (select c.id from service_teams c where ${mineSql(ep, 'c')} and c.parent_id in (${mine})))`;
}

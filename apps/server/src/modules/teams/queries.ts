import { and, asc, count, eq, ilike, sql, type SQL } from 'drizzle-orm';
import type { PageQuery } from '@fieldline/domain';
import { rows } from '../../db/client';
import { serviceTeams, teamMembers, users } from '../../db/schema';
import { likePattern } from '../../core/sql';
import { mine, mineSql, type EnterpriseRef, type TenantDb } from '../../core/tenant';

const memberCount = sql<number>`(select count(*)::int from team_members tm
  where tm.enterprise_id = service_teams.enterprise_id and tm.team_id = service_teams.id)`;

export const teamColumns = {
  id: serviceTeams.id,
  parentId: serviceTeams.parentId,
  level: serviceTeams.level,
  name: serviceTeams.name,
  type: serviceTeams.type,
  areas: serviceTeams.areas,
  pickupAddress: serviceTeams.pickupAddress,
  recipient: serviceTeams.recipient,
  pickupPhone: serviceTeams.pickupPhone,
  description: serviceTeams.description,
  createdAt: serviceTeams.createdAt,
  memberCount,
};

export const findTeam = (t: TenantDb, id: number) =>
  t.db
    .select(teamColumns)
    .from(serviceTeams)
    .where(mine(t, serviceTeams, eq(serviceTeams.id, id)))
    .then((r) => r[0]);

export const allTeams = (t: TenantDb) =>
  t.db
    .select({
      id: serviceTeams.id,
      parentId: serviceTeams.parentId,
      level: serviceTeams.level,
      name: serviceTeams.name,
      type: serviceTeams.type,
      memberCount,
    })
    .from(serviceTeams)
    .where(mine(t, serviceTeams))
    .orderBy(asc(serviceTeams.id));

export interface TeamFilter {
  keyword?: string;
  type?: number;
  parentId?: number;
}
const where = (t: TenantDb, f: TeamFilter): SQL | undefined =>
  mine(
    t,
    serviceTeams,
    f.keyword ? ilike(serviceTeams.name, likePattern(f.keyword)) : undefined,
    f.type ? eq(serviceTeams.type, f.type) : undefined,
    f.parentId ? eq(serviceTeams.parentId, f.parentId) : undefined,
  );

export async function listTeams(t: TenantDb, f: TeamFilter, page: PageQuery) {
  const [list, total] = await Promise.all([
    t.db
      .select(teamColumns)
      .from(serviceTeams)
      .where(where(t, f))
      .orderBy(asc(serviceTeams.id))
      .limit(page.pageSize)
      .offset(page.pageIndex * page.pageSize),
    t.db
      .select({ n: count() })
      .from(serviceTeams)
      .where(where(t, f))
      .then((r) => Number(r[0]?.n ?? 0)),
  ]);
  return { list, total };
}

const memberWhere = (t: TenantDb, teamId: number) => mine(t, teamMembers, eq(teamMembers.teamId, teamId));

export async function listMembers(t: TenantDb, teamId: number, page: PageQuery) {
  const [list, total] = await Promise.all([
    t.db
      .select({
        userId: teamMembers.userId,
        name: users.name,
        phone: users.phone,
        enabled: users.enabled,
        isDispatcher: teamMembers.isDispatcher,
      })
      .from(teamMembers)
      .innerJoin(
        users,
        and(eq(users.enterpriseId, teamMembers.enterpriseId), eq(users.id, teamMembers.userId)),
      )
      .where(memberWhere(t, teamId))
      .orderBy(asc(teamMembers.userId))
      .limit(page.pageSize)
      .offset(page.pageIndex * page.pageSize),
    t.db
      .select({ n: count() })
      .from(teamMembers)
      .where(memberWhere(t, teamId))
      .then((r) => Number(r[0]?.n ?? 0)),
  ]);
  return { list, total };
}

/** Ids of a team and all its sub-teams, as a subquery. */
export const teamSubtree = (ep: EnterpriseRef, teamId: number): SQL =>
  sql`with recursive sub(id) as (
      select t.id from service_teams t where ${mineSql(ep, 't')} and t.id = ${teamId}
      union all
      select c.id from service_teams c join sub on c.parent_id = sub.id where ${mineSql(ep, 'c')}
    ) select id from sub`;

/** The deepest level inside a team's subtree (its own level when it has no sub-teams). */
export async function deepestLevel(t: TenantDb, teamId: number) {
  const [row] = await rows<{ level: number }>(
    t.db,
    sql`select max(level)::int as level from service_teams
         where ${mineSql(t)} and id in (${teamSubtree(t, teamId)})`,
  );
  return Number(row?.level ?? 0);
}

export async function isInTeamSubtree(t: TenantDb, rootId: number, candidateId: number) {
  const [row] = await rows<{ hit: boolean }>(
    t.db,
    sql`select ${candidateId} in (${teamSubtree(t, rootId)}) as hit`,
  );
  return !!row?.hit;
}

export const shiftSubtreeLevels = (t: TenantDb, teamId: number, delta: number) =>
  t.db.execute(
    sql`update service_teams set level = level + ${delta}
         where ${mineSql(t)} and id in (${teamSubtree(t, teamId)})`,
  );

export const teamNamed = (t: TenantDb, name: string, exceptId = 0) =>
  t.db
    .select({ id: serviceTeams.id })
    .from(serviceTeams)
    .where(mine(t, serviceTeams, eq(serviceTeams.name, name), sql`${serviceTeams.id} <> ${exceptId}`))
    .limit(1)
    .then((r) => r.length > 0);

export const countChildren = (t: TenantDb, id: number) =>
  t.db
    .select({ n: count() })
    .from(serviceTeams)
    .where(mine(t, serviceTeams, eq(serviceTeams.parentId, id)))
    .then((r) => Number(r[0]?.n ?? 0));

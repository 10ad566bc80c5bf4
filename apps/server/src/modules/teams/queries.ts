import { and, asc, count, eq, ilike, sql, type SQL } from 'drizzle-orm';
import type { PageQuery } from '@fieldline/domain';
import { rows, type Db } from '../../db/client';
import { serviceTeams, teamMembers, users } from '../../db/schema';
import { likePattern } from '../../core/sql';

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

export const findTeam = (db: Db, enterpriseId: number, id: number) =>
  db
    .select(teamColumns)
    .from(serviceTeams)
    .where(and(eq(serviceTeams.enterpriseId, enterpriseId), eq(serviceTeams.id, id)))
    .then((r) => r[0]);

export const allTeams = (db: Db, enterpriseId: number) =>
  db
    .select({
      id: serviceTeams.id,
      parentId: serviceTeams.parentId,
      level: serviceTeams.level,
      name: serviceTeams.name,
      type: serviceTeams.type,
      memberCount,
    })
    .from(serviceTeams)
    .where(eq(serviceTeams.enterpriseId, enterpriseId))
    .orderBy(asc(serviceTeams.id));

export interface TeamFilter {
  keyword?: string;
  type?: number;
  parentId?: number;
}
const where = (enterpriseId: number, f: TeamFilter): SQL | undefined =>
  and(
    eq(serviceTeams.enterpriseId, enterpriseId),
    f.keyword ? ilike(serviceTeams.name, likePattern(f.keyword)) : undefined,
    f.type ? eq(serviceTeams.type, f.type) : undefined,
    f.parentId ? eq(serviceTeams.parentId, f.parentId) : undefined,
  );

export async function listTeams(db: Db, enterpriseId: number, f: TeamFilter, page: PageQuery) {
  const [list, total] = await Promise.all([
    db
      .select(teamColumns)
      .from(serviceTeams)
      .where(where(enterpriseId, f))
      .orderBy(asc(serviceTeams.id))
      .limit(page.pageSize)
      .offset(page.pageIndex * page.pageSize),
    db
      .select({ n: count() })
      .from(serviceTeams)
      .where(where(enterpriseId, f))
      .then((r) => Number(r[0]?.n ?? 0)),
  ]);
  return { list, total };
}

const memberWhere = (enterpriseId: number, teamId: number) =>
  and(eq(teamMembers.enterpriseId, enterpriseId), eq(teamMembers.teamId, teamId));

export async function listMembers(db: Db, enterpriseId: number, teamId: number, page: PageQuery) {
  const [list, total] = await Promise.all([
    db
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
      .where(memberWhere(enterpriseId, teamId))
      .orderBy(asc(teamMembers.userId))
      .limit(page.pageSize)
      .offset(page.pageIndex * page.pageSize),
    db
      .select({ n: count() })
      .from(teamMembers)
      .where(memberWhere(enterpriseId, teamId))
      .then((r) => Number(r[0]?.n ?? 0)),
  ]);
  return { list, total };
}

/** Ids of a team and all its sub-teams, as a subquery. */
export const teamSubtree = (enterpriseId: number, teamId: number): SQL =>
  sql`with recursive sub(id) as (
      select t.id from service_teams t where t.enterprise_id = ${enterpriseId} and t.id = ${teamId}
      union all
      select c.id from service_teams c join sub on c.parent_id = sub.id where c.enterprise_id = ${enterpriseId}
    ) select id from sub`;

/** The deepest level inside a team's subtree (its own level when it has no sub-teams). */
export async function deepestLevel(db: Db, enterpriseId: number, teamId: number) {
  const [row] = await rows<{ level: number }>(
    db,
    sql`select max(level)::int as level from service_teams
         where enterprise_id = ${enterpriseId} and id in (${teamSubtree(enterpriseId, teamId)})`,
  );
  return Number(row?.level ?? 0);
}

export async function isInTeamSubtree(db: Db, enterpriseId: number, rootId: number, candidateId: number) {
  const [row] = await rows<{ hit: boolean }>(
    db,
    sql`select ${candidateId} in (${teamSubtree(enterpriseId, rootId)}) as hit`,
  );
  return !!row?.hit;
}

export const shiftSubtreeLevels = (db: Db, enterpriseId: number, teamId: number, delta: number) =>
  db.execute(
    sql`update service_teams set level = level + ${delta}
         where enterprise_id = ${enterpriseId} and id in (${teamSubtree(enterpriseId, teamId)})`,
  );

export const teamNamed = (db: Db, enterpriseId: number, name: string, exceptId = 0) =>
  db
    .select({ id: serviceTeams.id })
    .from(serviceTeams)
    .where(
      and(
        eq(serviceTeams.enterpriseId, enterpriseId),
        eq(serviceTeams.name, name),
        sql`${serviceTeams.id} <> ${exceptId}`,
      ),
    )
    .limit(1)
    .then((r) => r.length > 0);

export const countChildren = (db: Db, enterpriseId: number, id: number) =>
  db
    .select({ n: count() })
    .from(serviceTeams)
    .where(and(eq(serviceTeams.enterpriseId, enterpriseId), eq(serviceTeams.parentId, id)))
    .then((r) => Number(r[0]?.n ?? 0));

import { and, asc, count, eq, ilike, inArray, or, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { TAG_OBJECT_KINDS, type PageQuery, type UserFilter } from '@fieldline/domain';
import { departments, users } from '../../db/schema';
import { scopeByUser, type ScopeActor } from '../../core/scope';
import { likePattern } from '../../core/sql';
import { mine, mineSql, type EnterpriseRef, type TenantDb } from '../../core/tenant';
import { departmentSubtree } from '../departments';

export type { UserFilter };
/** Who lists users: the handle and enterprise, and the data scope (a Tenant is one). */
export type UserViewer = TenantDb & ScopeActor;

/**
 * The conditions of a user list: my enterprise, the filters, and my data scope (all, my teams' users,
 * or only me). Role, team and tag filters are EXISTS on their indexed link tables.
 */
export function userWhere(t: ScopeActor, f: UserFilter): SQL | undefined {
  const ep = t.user.enterpriseId;
  return mine(
    ep,
    users,
    f.enabled === undefined ? undefined : eq(users.enabled, f.enabled),
    f.keyword
      ? or(ilike(users.name, likePattern(f.keyword)), ilike(users.phone, likePattern(f.keyword)))
      : undefined,
    f.departmentId ? sql`${users.departmentId} in (${departmentSubtree(ep, f.departmentId)})` : undefined,
    f.roleId
      ? sql`exists (select 1 from user_roles ur where ${mineSql(ep, 'ur')} and ur.user_id = users.id and ur.role_id = ${f.roleId})`
      : undefined,
    f.teamId
      ? sql`exists (select 1 from team_members tm where ${mineSql(ep, 'tm')} and tm.user_id = users.id and tm.team_id = ${f.teamId})`
      : undefined,
    f.tagId
      ? sql`exists (select 1 from object_tags ot where ${mineSql(ep, 'ot')} and ot.object_kind = ${TAG_OBJECT_KINDS.person} and ot.object_id = users.id and ot.tag_id = ${f.tagId})`
      : undefined,
    f.providerId ? eq(users.providerId, f.providerId) : undefined,
    scopeByUser(t, users.id),
  );
}

const columns = {
  id: users.id,
  name: users.name,
  phone: users.phone,
  departmentId: users.departmentId,
  departmentName: departments.name,
  providerId: users.providerId,
  enabled: users.enabled,
  createdAt: users.createdAt,
};

type RoleRef = { id: number; name: string; type: number | null };
/** The roles of a user (`ur` is its user_roles, `scope` the enterprise condition on it), as a JSON array. */
const rolesWhere = (scope: SQL, userId: number | SQL | AnyColumn) =>
  sql<RoleRef[]>`(
  select coalesce(jsonb_agg(jsonb_build_object('id', r.id, 'name', r.name, 'type', r.type) order by r.id), '[]'::jsonb)
    from user_roles ur join roles r on r.enterprise_id = ur.enterprise_id and r.id = ur.role_id
   where ${scope} and ur.user_id = ${userId})`;
/** The roles of one user of the enterprise, as a JSON array. */
export const rolesOfUserId = (t: EnterpriseRef, userId: number) => rolesWhere(mineSql(t, 'ur'), userId);
// Correlated subqueries name the outer table literally: Drizzle leaves columns unqualified in
// single-table selects, where an inner table's column of the same name would capture them.
const rolesOfUser = rolesWhere(sql`ur.enterprise_id = users.enterprise_id`, sql`users.id`);

/** One page of the users I may see, ordered on the (enterprise_id, created_at, id) index. */
export const listUsers = (t: UserViewer, f: UserFilter, page: PageQuery, withRoles = false) =>
  t.db
    .select(withRoles ? { ...columns, roles: rolesOfUser } : columns)
    .from(users)
    .leftJoin(
      departments,
      and(eq(departments.enterpriseId, users.enterpriseId), eq(departments.id, users.departmentId)),
    )
    .where(userWhere(t, f))
    .orderBy(asc(users.createdAt), asc(users.id))
    .limit(page.pageSize)
    .offset(page.pageIndex * page.pageSize);

export const countUsers = (t: UserViewer, f: UserFilter) =>
  t.db
    .select({ n: count() })
    .from(users)
    .where(userWhere(t, f))
    .then((r) => Number(r[0]?.n ?? 0));

export const namesByIds = (t: TenantDb, ids: number[]) =>
  ids.length
    ? t.db
        .select({ id: users.id, name: users.name })
        .from(users)
        .where(mine(t, users, inArray(users.id, ids)))
    : Promise.resolve([]);

export const findUser = (t: TenantDb, id: number) =>
  t.db
    .select({
      id: users.id,
      name: users.name,
      phone: users.phone,
      enabled: users.enabled,
      departmentId: users.departmentId,
      providerId: users.providerId,
    })
    .from(users)
    .where(mine(t, users, eq(users.id, id)))
    .then((r) => r[0]);

/** Whether I may see this user under my data scope. */
export const userVisible = (t: UserViewer, id: number) =>
  t.db
    .select({ id: users.id })
    .from(users)
    .where(mine(t, users, eq(users.id, id), scopeByUser(t, users.id)))
    .then((r) => r.length > 0);

/** Ids among `ids` that are users of the enterprise (for callers that tag or link users). */
export const existingUserIds = (t: TenantDb, ids: number[]) =>
  ids.length
    ? t.db
        .select({ id: users.id })
        .from(users)
        .where(mine(t, users, inArray(users.id, ids)))
        .then((r) => r.map((u) => u.id))
    : Promise.resolve([] as number[]);

export const phoneTaken = (t: TenantDb, phone: string, exceptId = 0) =>
  t.db
    .select({ id: users.id })
    .from(users)
    .where(mine(t, users, eq(users.phone, phone), sql`${users.id} <> ${exceptId}`))
    .limit(1)
    .then((r) => r.length > 0);

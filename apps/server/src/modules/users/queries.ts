import { and, asc, count, eq, ilike, inArray, or, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { TAG_OBJECT_KINDS, type PageQuery, type UserFilter } from '@fieldline/domain';
import type { Db } from '../../db/client';
import { departments, users } from '../../db/schema';
import type { Auth } from '../../core/auth';
import { scopeByUser, type ScopeActor } from '../../core/scope';
import { likePattern } from '../../core/sql';
import { departmentSubtree } from '../departments';

export type { UserFilter };

/**
 * The conditions of a user list: my enterprise, the filters, and my data scope (all, my teams' users,
 * or only me). Role, team and tag filters are EXISTS on their indexed link tables.
 */
export function userWhere(auth: ScopeActor, f: UserFilter): SQL | undefined {
  const ep = auth.user.enterpriseId;
  return and(
    eq(users.enterpriseId, ep),
    f.enabled === undefined ? undefined : eq(users.enabled, f.enabled),
    f.keyword
      ? or(ilike(users.name, likePattern(f.keyword)), ilike(users.phone, likePattern(f.keyword)))
      : undefined,
    f.departmentId ? sql`${users.departmentId} in (${departmentSubtree(ep, f.departmentId)})` : undefined,
    f.roleId
      ? sql`exists (select 1 from user_roles ur where ur.enterprise_id = ${ep} and ur.user_id = users.id and ur.role_id = ${f.roleId})`
      : undefined,
    f.teamId
      ? sql`exists (select 1 from team_members tm where tm.enterprise_id = ${ep} and tm.user_id = users.id and tm.team_id = ${f.teamId})`
      : undefined,
    f.tagId
      ? sql`exists (select 1 from object_tags ot where ot.enterprise_id = ${ep} and ot.object_kind = ${TAG_OBJECT_KINDS.person} and ot.object_id = users.id and ot.tag_id = ${f.tagId})`
      : undefined,
    f.providerId ? eq(users.providerId, f.providerId) : undefined,
    scopeByUser(auth, users.id),
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
/** The roles of a user, as a JSON array. */
export const rolesOfUserId = (enterpriseId: number | SQL | AnyColumn, userId: number | SQL | AnyColumn) =>
  sql<RoleRef[]>`(
  select coalesce(jsonb_agg(jsonb_build_object('id', r.id, 'name', r.name, 'type', r.type) order by r.id), '[]'::jsonb)
    from user_roles ur join roles r on r.enterprise_id = ur.enterprise_id and r.id = ur.role_id
   where ur.enterprise_id = ${enterpriseId} and ur.user_id = ${userId})`;
// Correlated subqueries name the outer table literally: Drizzle leaves columns unqualified in
// single-table selects, where an inner table's column of the same name would capture them.
const rolesOfUser = rolesOfUserId(sql`users.enterprise_id`, sql`users.id`);

/** One page of the users I may see, ordered on the (enterprise_id, created_at, id) index. */
export const listUsers = (db: Db, auth: ScopeActor, f: UserFilter, page: PageQuery, withRoles = false) =>
  db
    .select(withRoles ? { ...columns, roles: rolesOfUser } : columns)
    .from(users)
    .leftJoin(
      departments,
      and(eq(departments.enterpriseId, users.enterpriseId), eq(departments.id, users.departmentId)),
    )
    .where(userWhere(auth, f))
    .orderBy(asc(users.createdAt), asc(users.id))
    .limit(page.pageSize)
    .offset(page.pageIndex * page.pageSize);

export const countUsers = (db: Db, auth: Auth, f: UserFilter) =>
  db
    .select({ n: count() })
    .from(users)
    .where(userWhere(auth, f))
    .then((r) => Number(r[0]?.n ?? 0));

export const namesByIds = (db: Db, enterpriseId: number, ids: number[]) =>
  ids.length
    ? db
        .select({ id: users.id, name: users.name })
        .from(users)
        .where(and(eq(users.enterpriseId, enterpriseId), inArray(users.id, ids)))
    : Promise.resolve([]);

export const findUser = (db: Db, enterpriseId: number, id: number) =>
  db
    .select({
      id: users.id,
      name: users.name,
      phone: users.phone,
      enabled: users.enabled,
      departmentId: users.departmentId,
      providerId: users.providerId,
    })
    .from(users)
    .where(and(eq(users.enterpriseId, enterpriseId), eq(users.id, id)))
    .then((r) => r[0]);

/** Whether I may see this user under my data scope. */
export const userVisible = (db: Db, auth: Auth, id: number) =>
  db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.enterpriseId, auth.user.enterpriseId), eq(users.id, id), scopeByUser(auth, users.id)))
    .then((r) => r.length > 0);

/** Ids among `ids` that are users of the enterprise (for callers that tag or link users). */
export const existingUserIds = (db: Db, enterpriseId: number, ids: number[]) =>
  ids.length
    ? db
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.enterpriseId, enterpriseId), inArray(users.id, ids)))
        .then((r) => r.map((u) => u.id))
    : Promise.resolve([] as number[]);

export const phoneTaken = (db: Db, enterpriseId: number, phone: string, exceptId = 0) =>
  db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.enterpriseId, enterpriseId), eq(users.phone, phone), sql`${users.id} <> ${exceptId}`))
    .limit(1)
    .then((r) => r.length > 0);

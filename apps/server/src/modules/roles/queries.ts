import { asc, count, eq, ilike, sql, type SQL } from 'drizzle-orm';
import type { PageQuery } from '@fieldline/domain';
import { roles, userRoles } from '../../db/schema';
import { likePattern } from '../../core/sql';
import { mine, type TenantDb } from '../../core/tenant';

export interface RoleFilter {
  keyword?: string;
}

const where = (t: TenantDb, f: RoleFilter): SQL | undefined =>
  mine(t, roles, f.keyword ? ilike(roles.name, likePattern(f.keyword)) : undefined);

const userCount = sql<number>`(select count(*)::int from user_roles ur
  where ur.enterprise_id = roles.enterprise_id and ur.role_id = roles.id)`;

/** One page of the enterprise's roles (built-in first by id), each with how many users hold it. */
export async function listRoles(t: TenantDb, f: RoleFilter, page: PageQuery, full = false) {
  const base = {
    id: roles.id,
    name: roles.name,
    type: roles.type,
    builtIn: roles.builtIn,
    dataScope: roles.dataScope,
  };
  const [list, total] = await Promise.all([
    t.db
      .select(full ? { ...base, permissions: roles.permissions, userCount } : base)
      .from(roles)
      .where(where(t, f))
      .orderBy(asc(roles.id))
      .limit(page.pageSize)
      .offset(page.pageIndex * page.pageSize),
    t.db
      .select({ n: count() })
      .from(roles)
      .where(where(t, f))
      .then((r) => Number(r[0]?.n ?? 0)),
  ]);
  return { list, total };
}

export const findRole = (t: TenantDb, id: number) =>
  t.db
    .select({
      id: roles.id,
      name: roles.name,
      type: roles.type,
      builtIn: roles.builtIn,
      dataScope: roles.dataScope,
      permissions: roles.permissions,
      userCount,
    })
    .from(roles)
    .where(mine(t, roles, eq(roles.id, id)))
    .then((r) => r[0]);

export const roleNamed = (t: TenantDb, name: string, exceptId = 0) =>
  t.db
    .select({ id: roles.id })
    .from(roles)
    .where(mine(t, roles, eq(roles.name, name), sql`${roles.id} <> ${exceptId}`))
    .limit(1)
    .then((r) => r.length > 0);

export const holders = (t: TenantDb, roleId: number) =>
  t.db
    .select({ n: count() })
    .from(userRoles)
    .where(mine(t, userRoles, eq(userRoles.roleId, roleId)))
    .then((r) => Number(r[0]?.n ?? 0));

import { and, asc, count, eq, ilike, sql, type SQL } from 'drizzle-orm';
import type { PageQuery } from '@fieldline/domain';
import type { Db } from '../../db/client';
import { roles, userRoles } from '../../db/schema';
import { likePattern } from '../../core/sql';

export interface RoleFilter {
  keyword?: string;
}

const where = (enterpriseId: number, f: RoleFilter): SQL | undefined =>
  and(
    eq(roles.enterpriseId, enterpriseId),
    f.keyword ? ilike(roles.name, likePattern(f.keyword)) : undefined,
  );

const userCount = sql<number>`(select count(*)::int from user_roles ur
  where ur.enterprise_id = roles.enterprise_id and ur.role_id = roles.id)`;

/** One page of the enterprise's roles (built-in first by id), each with how many users hold it. */
export async function listRoles(db: Db, enterpriseId: number, f: RoleFilter, page: PageQuery, full = false) {
  const base = {
    id: roles.id,
    name: roles.name,
    type: roles.type,
    builtIn: roles.builtIn,
    dataScope: roles.dataScope,
  };
  const [list, total] = await Promise.all([
    db
      .select(full ? { ...base, permissions: roles.permissions, userCount } : base)
      .from(roles)
      .where(where(enterpriseId, f))
      .orderBy(asc(roles.id))
      .limit(page.pageSize)
      .offset(page.pageIndex * page.pageSize),
    db
      .select({ n: count() })
      .from(roles)
      .where(where(enterpriseId, f))
      .then((r) => Number(r[0]?.n ?? 0)),
  ]);
  return { list, total };
}

export const findRole = (db: Db, enterpriseId: number, id: number) =>
  db
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
    .where(and(eq(roles.enterpriseId, enterpriseId), eq(roles.id, id)))
    .then((r) => r[0]);

export const roleNamed = (db: Db, enterpriseId: number, name: string, exceptId = 0) =>
  db
    .select({ id: roles.id })
    .from(roles)
    .where(and(eq(roles.enterpriseId, enterpriseId), eq(roles.name, name), sql`${roles.id} <> ${exceptId}`))
    .limit(1)
    .then((r) => r.length > 0);

export const holders = (db: Db, enterpriseId: number, roleId: number) =>
  db
    .select({ n: count() })
    .from(userRoles)
    .where(and(eq(userRoles.enterpriseId, enterpriseId), eq(userRoles.roleId, roleId)))
    .then((r) => Number(r[0]?.n ?? 0));

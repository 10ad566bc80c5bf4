import { asc, count, eq, sql, type SQL } from 'drizzle-orm';
import { rows } from '../../db/client';
import { departments, users } from '../../db/schema';
import { mine, mineSql, type EnterpriseRef, type TenantDb } from '../../core/tenant';

/** Ids of a department and all its sub-departments, as a subquery. */
export const departmentSubtree = (t: EnterpriseRef, departmentId: number): SQL =>
  sql`with recursive sub(id) as (
      select d.id from departments d where ${mineSql(t, 'd')} and d.id = ${departmentId}
      union all
      select c.id from departments c join sub on c.parent_id = sub.id where ${mineSql(t, 'c')}
    ) select id from sub`;

export const findDepartment = (t: TenantDb, id: number) =>
  t.db
    .select({ id: departments.id, parentId: departments.parentId, name: departments.name })
    .from(departments)
    .where(mine(t, departments, eq(departments.id, id)))
    .then((r) => r[0]);

export const allDepartments = (t: TenantDb) =>
  t.db
    .select({
      id: departments.id,
      parentId: departments.parentId,
      name: departments.name,
      sort: departments.sort,
    })
    .from(departments)
    .where(mine(t, departments))
    .orderBy(asc(departments.sort), asc(departments.id));

/** Users per department (all users, enabled or not: each one keeps the department in use). */
export const userCountsByDepartment = (t: TenantDb) =>
  t.db
    .select({ departmentId: users.departmentId, n: count() })
    .from(users)
    .where(mine(t, users))
    .groupBy(users.departmentId);

export async function isInSubtree(t: TenantDb, rootId: number, candidateId: number) {
  const [row] = await rows<{ hit: boolean }>(
    t.db,
    sql`select ${candidateId} in (${departmentSubtree(t, rootId)}) as hit`,
  );
  return !!row?.hit;
}

export const siblingNamed = (t: TenantDb, parentId: number, name: string, exceptId = 0) =>
  t.db
    .select({ id: departments.id })
    .from(departments)
    .where(
      mine(
        t,
        departments,
        eq(departments.parentId, parentId),
        eq(departments.name, name),
        sql`${departments.id} <> ${exceptId}`,
      ),
    )
    .limit(1)
    .then((r) => r.length > 0);

export const countChildren = (t: TenantDb, id: number) =>
  t.db
    .select({ n: count() })
    .from(departments)
    .where(mine(t, departments, eq(departments.parentId, id)))
    .then((r) => Number(r[0]?.n ?? 0));

export const countUsersIn = (t: TenantDb, id: number) =>
  t.db
    .select({ n: count() })
    .from(users)
    .where(mine(t, users, eq(users.departmentId, id)))
    .then((r) => Number(r[0]?.n ?? 0));

import { and, asc, count, eq, sql, type SQL } from 'drizzle-orm';
import { rows, type Db } from '../../db/client';
import { departments, users } from '../../db/schema';

/** Ids of a department and all its sub-departments, as a subquery. */
export const departmentSubtree = (enterpriseId: number, departmentId: number): SQL =>
  sql`with recursive sub(id) as (
      select d.id from departments d where d.enterprise_id = ${enterpriseId} and d.id = ${departmentId}
      union all
      select c.id from departments c join sub on c.parent_id = sub.id where c.enterprise_id = ${enterpriseId}
    ) select id from sub`;

export const findDepartment = (db: Db, enterpriseId: number, id: number) =>
  db
    .select({ id: departments.id, parentId: departments.parentId, name: departments.name })
    .from(departments)
    .where(and(eq(departments.enterpriseId, enterpriseId), eq(departments.id, id)))
    .then((r) => r[0]);

export const allDepartments = (db: Db, enterpriseId: number) =>
  db
    .select({
      id: departments.id,
      parentId: departments.parentId,
      name: departments.name,
      sort: departments.sort,
    })
    .from(departments)
    .where(eq(departments.enterpriseId, enterpriseId))
    .orderBy(asc(departments.sort), asc(departments.id));

/** Users per department (all users, enabled or not: each one keeps the department in use). */
export const userCountsByDepartment = (db: Db, enterpriseId: number) =>
  db
    .select({ departmentId: users.departmentId, n: count() })
    .from(users)
    .where(eq(users.enterpriseId, enterpriseId))
    .groupBy(users.departmentId);

export async function isInSubtree(db: Db, enterpriseId: number, rootId: number, candidateId: number) {
  const [row] = await rows<{ hit: boolean }>(
    db,
    sql`select ${candidateId} in (${departmentSubtree(enterpriseId, rootId)}) as hit`,
  );
  return !!row?.hit;
}

export const siblingNamed = (db: Db, enterpriseId: number, parentId: number, name: string, exceptId = 0) =>
  db
    .select({ id: departments.id })
    .from(departments)
    .where(
      and(
        eq(departments.enterpriseId, enterpriseId),
        eq(departments.parentId, parentId),
        eq(departments.name, name),
        sql`${departments.id} <> ${exceptId}`,
      ),
    )
    .limit(1)
    .then((r) => r.length > 0);

export const countChildren = (db: Db, enterpriseId: number, id: number) =>
  db
    .select({ n: count() })
    .from(departments)
    .where(and(eq(departments.enterpriseId, enterpriseId), eq(departments.parentId, id)))
    .then((r) => Number(r[0]?.n ?? 0));

export const countUsersIn = (db: Db, enterpriseId: number, id: number) =>
  db
    .select({ n: count() })
    .from(users)
    .where(and(eq(users.enterpriseId, enterpriseId), eq(users.departmentId, id)))
    .then((r) => Number(r[0]?.n ?? 0));

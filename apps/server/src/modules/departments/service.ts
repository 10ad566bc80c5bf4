import { and, eq } from 'drizzle-orm';
import type { DepartmentCreateInput, DepartmentNode, DepartmentUpdateInput } from '@fieldline/domain';
import type { Db } from '../../db/client';
import { departments } from '../../db/schema';
import type { Auth } from '../../core/auth';
import { departmentErrors } from './errors';
import * as q from './queries';

/** The whole department tree of my enterprise, with direct and total user counts. */
export async function departmentTree(db: Db, auth: Auth): Promise<DepartmentNode[]> {
  const ep = auth.user.enterpriseId;
  const [list, counts] = await Promise.all([q.allDepartments(db, ep), q.userCountsByDepartment(db, ep)]);
  const byDept = new Map(counts.map((c) => [c.departmentId, Number(c.n)]));
  const nodes = new Map<number, DepartmentNode>(
    list.map((d) => [d.id, { ...d, userCount: byDept.get(d.id) ?? 0, totalUserCount: 0, children: [] }]),
  );
  const roots: DepartmentNode[] = [];
  for (const node of nodes.values()) {
    const parent = node.parentId === null ? undefined : nodes.get(node.parentId);
    if (parent) parent.children.push(node);
    else roots.push(node);
  }
  const total = (n: DepartmentNode): number =>
    (n.totalUserCount = n.userCount + n.children.reduce((s, c) => s + total(c), 0));
  roots.forEach(total);
  return roots;
}

export async function requireDepartment(db: Db, enterpriseId: number, id: number, field = 'id') {
  const dept = await q.findDepartment(db, enterpriseId, id);
  if (!dept) throw departmentErrors.DEPARTMENT_NOT_FOUND({ field });
  return dept;
}

export async function addDepartment(db: Db, auth: Auth, input: DepartmentCreateInput) {
  const ep = auth.user.enterpriseId;
  return db.transaction(async (tx) => {
    await requireDepartment(tx, ep, input.parentId, 'parentId');
    if (await q.siblingNamed(tx, ep, input.parentId, input.name))
      throw departmentErrors.DEPARTMENT_NAME_TAKEN({ field: 'name', params: { name: input.name } });
    const [row] = await tx
      .insert(departments)
      .values({ enterpriseId: ep, parentId: input.parentId, name: input.name, sort: input.sort ?? 0 })
      .returning({ id: departments.id });
    return { id: row!.id };
  });
}

export async function updateDepartment(db: Db, auth: Auth, id: number, input: DepartmentUpdateInput) {
  const ep = auth.user.enterpriseId;
  await db.transaction(async (tx) => {
    const dept = await requireDepartment(tx, ep, id);
    const parentId = input.parentId ?? dept.parentId;
    if (input.parentId !== undefined && input.parentId !== dept.parentId) {
      if (dept.parentId === null) throw departmentErrors.DEPARTMENT_ROOT_LOCKED({ field: 'parentId' });
      await requireDepartment(tx, ep, input.parentId, 'parentId');
      if (await q.isInSubtree(tx, ep, id, input.parentId))
        throw departmentErrors.DEPARTMENT_MOVE_INTO_OWN({ field: 'parentId' });
    }
    const name = input.name ?? dept.name;
    if (parentId !== null && (await q.siblingNamed(tx, ep, parentId, name, id)))
      throw departmentErrors.DEPARTMENT_NAME_TAKEN({ field: 'name', params: { name } });
    await tx
      .update(departments)
      .set({ name, parentId, ...(input.sort === undefined ? {} : { sort: input.sort }) })
      .where(and(eq(departments.enterpriseId, ep), eq(departments.id, id)));
  });
}

export async function deleteDepartment(db: Db, auth: Auth, id: number) {
  const ep = auth.user.enterpriseId;
  await db.transaction(async (tx) => {
    const dept = await requireDepartment(tx, ep, id);
    if (dept.parentId === null) throw departmentErrors.DEPARTMENT_ROOT_LOCKED();
    const children = await q.countChildren(tx, ep, id);
    if (children) throw departmentErrors.DEPARTMENT_HAS_CHILDREN({ params: { count: children } });
    const people = await q.countUsersIn(tx, ep, id);
    if (people) throw departmentErrors.DEPARTMENT_HAS_USERS({ params: { count: people } });
    await tx.delete(departments).where(and(eq(departments.enterpriseId, ep), eq(departments.id, id)));
  });
}

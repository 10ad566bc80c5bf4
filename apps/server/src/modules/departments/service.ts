import { eq } from 'drizzle-orm';
import type { DepartmentCreateInput, DepartmentNode, DepartmentUpdateInput } from '@fieldline/domain';
import { departments } from '../../db/schema';
import { mine, withDb, type Tenant, type TenantDb } from '../../core/tenant';
import { departmentErrors } from './errors';
import * as q from './queries';

/** The whole department tree of my enterprise, with direct and total user counts. */
export async function departmentTree(t: Tenant): Promise<DepartmentNode[]> {
  const [list, counts] = await Promise.all([q.allDepartments(t), q.userCountsByDepartment(t)]);
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

export async function requireDepartment(t: TenantDb, id: number, field = 'id') {
  const dept = await q.findDepartment(t, id);
  if (!dept) throw departmentErrors.DEPARTMENT_NOT_FOUND({ field });
  return dept;
}

export async function addDepartment(t: Tenant, input: DepartmentCreateInput) {
  return t.db.transaction(async (tx) => {
    const tt = withDb(t, tx);
    await requireDepartment(tt, input.parentId, 'parentId');
    if (await q.siblingNamed(tt, input.parentId, input.name))
      throw departmentErrors.DEPARTMENT_NAME_TAKEN({ field: 'name', params: { name: input.name } });
    const [row] = await tx
      .insert(departments)
      .values({
        enterpriseId: t.enterpriseId,
        parentId: input.parentId,
        name: input.name,
        sort: input.sort ?? 0,
      })
      .returning({ id: departments.id });
    return { id: row!.id };
  });
}

export async function updateDepartment(t: Tenant, id: number, input: DepartmentUpdateInput) {
  await t.db.transaction(async (tx) => {
    const tt = withDb(t, tx);
    const dept = await requireDepartment(tt, id);
    const parentId = input.parentId ?? dept.parentId;
    if (input.parentId !== undefined && input.parentId !== dept.parentId) {
      if (dept.parentId === null) throw departmentErrors.DEPARTMENT_ROOT_LOCKED({ field: 'parentId' });
      await requireDepartment(tt, input.parentId, 'parentId');
      if (await q.isInSubtree(tt, id, input.parentId))
        throw departmentErrors.DEPARTMENT_MOVE_INTO_OWN({ field: 'parentId' });
    }
    const name = input.name ?? dept.name;
    if (parentId !== null && (await q.siblingNamed(tt, parentId, name, id)))
      throw departmentErrors.DEPARTMENT_NAME_TAKEN({ field: 'name', params: { name } });
    await tx
      .update(departments)
      .set({ name, parentId, ...(input.sort === undefined ? {} : { sort: input.sort }) })
      .where(mine(t, departments, eq(departments.id, id)));
  });
}

export async function deleteDepartment(t: Tenant, id: number) {
  await t.db.transaction(async (tx) => {
    const tt = withDb(t, tx);
    const dept = await requireDepartment(tt, id);
    if (dept.parentId === null) throw departmentErrors.DEPARTMENT_ROOT_LOCKED();
    const children = await q.countChildren(tt, id);
    if (children) throw departmentErrors.DEPARTMENT_HAS_CHILDREN({ params: { count: children } });
    const people = await q.countUsersIn(tt, id);
    if (people) throw departmentErrors.DEPARTMENT_HAS_USERS({ params: { count: people } });
    await tx.delete(departments).where(mine(t, departments, eq(departments.id, id)));
  });
}

import { eq } from 'drizzle-orm';
import {
  DATA_SCOPES,
  DEFAULT_ROLES,
  ROLE_TYPES,
  type RoleCreateInput,
  type RoleUpdateInput,
} from '@fieldline/domain';
import { roles } from '../../db/schema';
import { mine, withDb, type Tenant, type TenantDb } from '../../core/tenant';
import { recordErrors } from '../../core/record-errors';
import { roleErrors } from './errors';
import * as q from './queries';

const isAdminRole = (r: { type: number | null; builtIn: boolean }) =>
  r.builtIn && r.type === ROLE_TYPES.administrator;

/** A non-administrator may only grant the codes they hold themselves. */
function assertGrantable(t: Tenant, codes: string[]) {
  if (t.admin) return;
  const missing = codes.find((c) => !t.powers.includes(c));
  if (missing) throw roleErrors.GRANT_NOT_HELD({ field: 'permissions', params: { code: missing } });
}

export async function requireRole(t: TenantDb, id: number) {
  const role = await q.findRole(t, id);
  if (!role) throw recordErrors.ROLE_NOT_FOUND();
  return role;
}

export async function addRole(t: Tenant, input: RoleCreateInput) {
  assertGrantable(t, input.permissions);
  return t.db.transaction(async (tx) => {
    const tt = withDb(t, tx);
    if (await q.roleNamed(tt, input.name))
      throw roleErrors.ROLE_NAME_TAKEN({ field: 'name', params: { name: input.name } });
    const [row] = await tx
      .insert(roles)
      .values({
        enterpriseId: t.enterpriseId,
        name: input.name,
        permissions: [...new Set(input.permissions)],
        dataScope: input.dataScope,
        type: null,
        builtIn: false,
      })
      .returning({ id: roles.id });
    return { id: row!.id };
  });
}

export async function updateRole(t: Tenant, id: number, input: RoleUpdateInput) {
  await t.db.transaction(async (tx) => {
    const tt = withDb(t, tx);
    const role = await requireRole(tt, id);
    if (isAdminRole(role)) {
      if (!t.admin) throw roleErrors.ADMIN_ONLY();
      const kept = new Set(input.permissions ?? role.permissions);
      if (role.permissions.some((c) => !kept.has(c)))
        throw roleErrors.ADMIN_ROLE_LOCKED({ field: 'permissions' });
      if (input.dataScope !== undefined && input.dataScope !== DATA_SCOPES.all)
        throw roleErrors.ADMIN_ROLE_LOCKED({ field: 'dataScope' });
    }
    if (input.permissions) {
      const added = input.permissions.filter((c) => !role.permissions.includes(c));
      assertGrantable(t, added);
    }
    if (input.name && (await q.roleNamed(tt, input.name, id)))
      throw roleErrors.ROLE_NAME_TAKEN({ field: 'name', params: { name: input.name } });
    const patch = {
      ...(input.name === undefined ? {} : { name: input.name }),
      ...(input.permissions === undefined ? {} : { permissions: [...new Set(input.permissions)] }),
      ...(input.dataScope === undefined ? {} : { dataScope: input.dataScope }),
    };
    if (Object.keys(patch).length)
      await tx
        .update(roles)
        .set(patch)
        .where(mine(t, roles, eq(roles.id, id)));
  });
}

export async function deleteRole(t: Tenant, id: number) {
  await t.db.transaction(async (tx) => {
    const tt = withDb(t, tx);
    const role = await requireRole(tt, id);
    if (role.builtIn) throw roleErrors.ROLE_BUILT_IN();
    const n = await q.holders(tt, id);
    if (n) throw roleErrors.ROLE_IN_USE({ params: { count: n } });
    await tx.delete(roles).where(mine(t, roles, eq(roles.id, id)));
  });
}

/** A built-in role back to its default permissions, data scope and name (in the caller's language). */
export async function restoreRole(t: Tenant, id: number) {
  await t.db.transaction(async (tx) => {
    const tt = withDb(t, tx);
    const role = await requireRole(tt, id);
    const def = role.builtIn ? DEFAULT_ROLES.find((r) => r.type === role.type) : undefined;
    if (!def) throw roleErrors.ROLE_NOT_BUILT_IN();
    if (isAdminRole(role) && !t.admin) throw roleErrors.ADMIN_ONLY();
    assertGrantable(
      t,
      def.permissions.filter((c) => !role.permissions.includes(c)),
    );
    const name = (await q.roleNamed(tt, def.name[t.locale], id)) ? role.name : def.name[t.locale];
    await tx
      .update(roles)
      .set({ permissions: def.permissions, dataScope: def.dataScope, name })
      .where(mine(t, roles, eq(roles.id, id)));
  });
}

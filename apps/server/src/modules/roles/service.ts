import { and, eq } from 'drizzle-orm';
import {
  DATA_SCOPES,
  DEFAULT_ROLES,
  ROLE_TYPES,
  type Locale,
  type RoleCreateInput,
  type RoleUpdateInput,
} from '@fieldline/domain';
import type { Db } from '../../db/client';
import { roles } from '../../db/schema';
import type { Auth } from '../../core/auth';
import { recordErrors } from '../../core/record-errors';
import { roleErrors } from './errors';
import * as q from './queries';

const isAdminRole = (r: { type: number | null; builtIn: boolean }) =>
  r.builtIn && r.type === ROLE_TYPES.administrator;

/** A non-administrator may only grant the codes they hold themselves. */
function assertGrantable(auth: Auth, codes: string[]) {
  if (auth.admin) return;
  const missing = codes.find((c) => !auth.powers.includes(c));
  if (missing) throw roleErrors.GRANT_NOT_HELD({ field: 'permissions', params: { code: missing } });
}

export async function requireRole(db: Db, enterpriseId: number, id: number) {
  const role = await q.findRole(db, enterpriseId, id);
  if (!role) throw recordErrors.ROLE_NOT_FOUND();
  return role;
}

export async function addRole(db: Db, auth: Auth, input: RoleCreateInput) {
  const ep = auth.user.enterpriseId;
  assertGrantable(auth, input.permissions);
  return db.transaction(async (tx) => {
    if (await q.roleNamed(tx, ep, input.name))
      throw roleErrors.ROLE_NAME_TAKEN({ field: 'name', params: { name: input.name } });
    const [row] = await tx
      .insert(roles)
      .values({
        enterpriseId: ep,
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

export async function updateRole(db: Db, auth: Auth, id: number, input: RoleUpdateInput) {
  const ep = auth.user.enterpriseId;
  await db.transaction(async (tx) => {
    const role = await requireRole(tx, ep, id);
    if (isAdminRole(role)) {
      if (!auth.admin) throw roleErrors.ADMIN_ONLY();
      const kept = new Set(input.permissions ?? role.permissions);
      if (role.permissions.some((c) => !kept.has(c)))
        throw roleErrors.ADMIN_ROLE_LOCKED({ field: 'permissions' });
      if (input.dataScope !== undefined && input.dataScope !== DATA_SCOPES.all)
        throw roleErrors.ADMIN_ROLE_LOCKED({ field: 'dataScope' });
    }
    if (input.permissions) {
      const added = input.permissions.filter((c) => !role.permissions.includes(c));
      assertGrantable(auth, added);
    }
    if (input.name && (await q.roleNamed(tx, ep, input.name, id)))
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
        .where(and(eq(roles.enterpriseId, ep), eq(roles.id, id)));
  });
}

export async function deleteRole(db: Db, auth: Auth, id: number) {
  const ep = auth.user.enterpriseId;
  await db.transaction(async (tx) => {
    const role = await requireRole(tx, ep, id);
    if (role.builtIn) throw roleErrors.ROLE_BUILT_IN();
    const n = await q.holders(tx, ep, id);
    if (n) throw roleErrors.ROLE_IN_USE({ params: { count: n } });
    await tx.delete(roles).where(and(eq(roles.enterpriseId, ep), eq(roles.id, id)));
  });
}

/** A built-in role back to its default permissions, data scope and name (in the caller's language). */
export async function restoreRole(db: Db, auth: Auth, id: number, locale: Locale) {
  const ep = auth.user.enterpriseId;
  await db.transaction(async (tx) => {
    const role = await requireRole(tx, ep, id);
    const def = role.builtIn ? DEFAULT_ROLES.find((r) => r.type === role.type) : undefined;
    if (!def) throw roleErrors.ROLE_NOT_BUILT_IN();
    if (isAdminRole(role) && !auth.admin) throw roleErrors.ADMIN_ONLY();
    assertGrantable(
      auth,
      def.permissions.filter((c) => !role.permissions.includes(c)),
    );
    const name = (await q.roleNamed(tx, ep, def.name[locale], id)) ? role.name : def.name[locale];
    await tx
      .update(roles)
      .set({ permissions: def.permissions, dataScope: def.dataScope, name })
      .where(and(eq(roles.enterpriseId, ep), eq(roles.id, id)));
  });
}

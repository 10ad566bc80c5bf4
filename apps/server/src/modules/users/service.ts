import { and, eq, ne, sql } from 'drizzle-orm';
import {
  OUTSOURCED_PROVIDER_ROLE_TYPE,
  TAG_OBJECT_KINDS,
  type UserCreateInput,
  type UserUpdateInput,
} from '@fieldline/domain';
import { rows } from '../../db/client';
import { roles, sessions, users } from '../../db/schema';
import { mine, mineSql, withDb, type Tenant, type TenantDb } from '../../core/tenant';
import { hashPassword } from '../../core/crypto';
import { isUniqueViolation } from '../../core/db-errors';
import { recordErrors } from '../../core/record-errors';
import { requireDepartment } from '../departments';
import { userErrors } from './errors';
import * as links from './links';
import { generatePassword } from './password';
import * as q from './queries';

export interface AddUserInput extends Omit<UserCreateInput, 'departmentId'> {
  departmentId: number | null;
  /** Staff of an outsourced provider company. */
  providerId?: number;
  /** The roles are the system's choice (provider staff), not the caller's grant. */
  systemRoles?: boolean;
}

const phoneTaken = (phone: string) => userErrors.PHONE_TAKEN({ field: 'phone', params: { phone } });

/** Adds a user; without a password a strong initial one is generated and answered once. */
export async function addUser(t: Tenant, input: AddUserInput) {
  const password = input.password ?? generatePassword();
  const passwordHash = await hashPassword(password);
  try {
    const id = await t.db.transaction(async (tx) => {
      const tt = withDb(t, tx);
      await links.assertSeatsFree(tt);
      if (await q.phoneTaken(tt, input.phone)) throw phoneTaken(input.phone);
      if (input.departmentId !== null) await requireDepartment(tt, input.departmentId, 'departmentId');
      await links.checkRoleIds(tt, input.roleIds, { grant: input.systemRoles ? [] : 'all' });
      await links.checkTeamIds(tt, input.teamIds ?? []);
      await links.checkPersonTagIds(tt, input.tagIds ?? []);
      const [row] = await tx
        .insert(users)
        .values({
          enterpriseId: t.enterpriseId,
          name: input.name,
          phone: input.phone,
          email: input.email ?? null,
          passwordHash,
          departmentId: input.departmentId,
          providerId: input.providerId ?? null,
        })
        .returning({ id: users.id });
      const userId = row!.id;
      await links.setUserRoles(tt, userId, input.roleIds);
      await links.setUserTeams(tt, userId, input.teamIds ?? []);
      await links.setUserTags(tt, userId, input.tagIds ?? []);
      return userId;
    });
    return { id, ...(input.password ? {} : { initialPassword: password }) };
  } catch (err) {
    if (isUniqueViolation(err)) throw phoneTaken(input.phone);
    throw err;
  }
}

/** The user to manage: 404 unless in my enterprise; administrators' accounts only by administrators. */
async function manageable(t: Tenant, id: number) {
  const user = await q.findUser(t, id);
  if (!user) throw recordErrors.USER_NOT_FOUND();
  if (!t.admin && (await links.isAdminUser(t, id))) throw userErrors.ADMIN_ONLY();
  return user;
}

export async function updateUser(t: Tenant, id: number, input: UserUpdateInput) {
  try {
    await t.db.transaction(async (tx) => {
      const tt = withDb(t, tx);
      await manageable(tt, id);
      if (input.phone && (await q.phoneTaken(tt, input.phone, id))) throw phoneTaken(input.phone);
      if (input.departmentId) await requireDepartment(tt, input.departmentId, 'departmentId');
      const patch = {
        ...(input.name === undefined ? {} : { name: input.name }),
        ...(input.phone === undefined ? {} : { phone: input.phone }),
        ...(input.email === undefined ? {} : { email: input.email }),
        ...(input.departmentId === undefined ? {} : { departmentId: input.departmentId }),
      };
      await tx
        .update(users)
        .set({ ...patch, updatedAt: new Date() })
        .where(mine(t, users, eq(users.id, id)));
      if (input.roleIds) {
        const held = await links.roleIdsOf(tt, id);
        const added = input.roleIds.filter((r) => !held.includes(r));
        await links.checkRoleIds(tt, input.roleIds, { grant: added });
        await links.setUserRoles(tt, id, input.roleIds);
        await links.assertAdminRemains(tt);
      }
      if (input.teamIds) {
        await links.checkTeamIds(tt, input.teamIds);
        await links.setUserTeams(tt, id, input.teamIds);
      }
      if (input.tagIds) {
        await links.checkPersonTagIds(tt, input.tagIds);
        await links.setUserTags(tt, id, input.tagIds);
      }
    });
  } catch (err) {
    if (isUniqueViolation(err) && input.phone) throw phoneTaken(input.phone);
    throw err;
  }
}

/** Disabling ends the user's sessions; enabling needs a free seat of the package. */
export async function setEnabled(t: Tenant, id: number, enabled: boolean) {
  await t.db.transaction(async (tx) => {
    const tt = withDb(t, tx);
    if (!enabled && id === t.user.id) throw userErrors.CANNOT_DISABLE_SELF();
    const user = await manageable(tt, id);
    if (user.enabled === enabled) return;
    if (enabled) await links.assertSeatsFree(tt);
    await tx
      .update(users)
      .set({ enabled, updatedAt: new Date() })
      .where(mine(t, users, eq(users.id, id)));
    if (!enabled) {
      await tx.delete(sessions).where(mine(t, sessions, eq(sessions.userId, id)));
      await links.assertAdminRemains(tt);
    }
  });
}

/** An administrator sets a user's password; the user's other sessions end. */
export async function resetPassword(t: Tenant, id: number, password: string) {
  const passwordHash = await hashPassword(password);
  await t.db.transaction(async (tx) => {
    await manageable(withDb(t, tx), id);
    await tx
      .update(users)
      .set({ passwordHash, updatedAt: new Date() })
      .where(mine(t, users, eq(users.id, id)));
    await tx
      .delete(sessions)
      .where(mine(t, sessions, eq(sessions.userId, id), ne(sessions.tokenHash, t.auth.tokenHash)));
  });
}

interface DetailLinks {
  roles: { id: number; name: string; type: number | null }[];
  teams: { id: number; name: string; type: number; isDispatcher: boolean }[];
  tags: { id: number; name: string; color: string | null }[];
}

/** Personnel detail: profile, department, roles, teams and person tags (within my data scope). */
export async function userDetail(t: Tenant, id: number) {
  const [user] = await t.db
    .select({
      id: users.id,
      name: users.name,
      phone: users.phone,
      email: users.email,
      enabled: users.enabled,
      departmentId: users.departmentId,
      providerId: users.providerId,
      locale: users.locale,
      createdAt: users.createdAt,
      updatedAt: users.updatedAt,
    })
    .from(users)
    .where(and(q.userWhere(t, {}), eq(users.id, id)));
  if (!user) throw recordErrors.USER_NOT_FOUND();
  const [extra] = await rows<DetailLinks & { department: { id: number; name: string } | null }>(
    t.db,
    sql`select
      (select jsonb_build_object('id', d.id, 'name', d.name) from departments d
        where ${mineSql(t, 'd')} and d.id = ${user.departmentId}) as department,
      ${q.rolesOfUserId(t, id)} as roles,
      (select coalesce(jsonb_agg(jsonb_build_object('id', t.id, 'name', t.name, 'type', t.type, 'isDispatcher', tm.is_dispatcher) order by t.id), '[]'::jsonb)
         from team_members tm join service_teams t on t.enterprise_id = tm.enterprise_id and t.id = tm.team_id
        where ${mineSql(t, 'tm')} and tm.user_id = ${id}) as teams,
      (select coalesce(jsonb_agg(jsonb_build_object('id', g.id, 'name', g.name, 'color', g.color) order by g.sort, g.id), '[]'::jsonb)
         from object_tags ot join tags g on g.enterprise_id = ot.enterprise_id and g.id = ot.tag_id
        where ${mineSql(t, 'ot')} and ot.object_kind = ${TAG_OBJECT_KINDS.person} and ot.object_id = ${id}) as tags`,
  );
  return { ...user, ...extra! };
}

/** The built-in outsourced-provider role of the enterprise. */
export const providerRoleId = (t: TenantDb) =>
  t.db
    .select({ id: roles.id })
    .from(roles)
    .where(mine(t, roles, eq(roles.builtIn, true), eq(roles.type, OUTSOURCED_PROVIDER_ROLE_TYPE)))
    .then((r) => r[0]?.id);

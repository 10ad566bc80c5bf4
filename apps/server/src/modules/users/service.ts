import { and, eq, ne, sql } from 'drizzle-orm';
import {
  OUTSOURCED_PROVIDER_ROLE_TYPE,
  TAG_OBJECT_KINDS,
  type UserCreateInput,
  type UserUpdateInput,
} from '@fieldline/domain';
import type { AppContext } from '../../app-context';
import { rows, type Db } from '../../db/client';
import { roles, sessions, users } from '../../db/schema';
import type { Auth } from '../../core/auth';
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
export async function addUser(ctx: AppContext, auth: Auth, input: AddUserInput) {
  const ep = auth.user.enterpriseId;
  const password = input.password ?? generatePassword();
  const passwordHash = await hashPassword(password);
  try {
    const id = await ctx.db.transaction(async (tx) => {
      await links.assertSeatsFree(tx, ep);
      if (await q.phoneTaken(tx, ep, input.phone)) throw phoneTaken(input.phone);
      if (input.departmentId !== null) await requireDepartment(tx, ep, input.departmentId, 'departmentId');
      await links.checkRoleIds(tx, auth, input.roleIds, { grant: input.systemRoles ? [] : 'all' });
      await links.checkTeamIds(tx, ep, input.teamIds ?? []);
      await links.checkPersonTagIds(tx, ep, input.tagIds ?? []);
      const [row] = await tx
        .insert(users)
        .values({
          enterpriseId: ep,
          name: input.name,
          phone: input.phone,
          passwordHash,
          departmentId: input.departmentId,
          providerId: input.providerId ?? null,
        })
        .returning({ id: users.id });
      const userId = row!.id;
      await links.setUserRoles(tx, ep, userId, input.roleIds);
      await links.setUserTeams(tx, ep, userId, input.teamIds ?? []);
      await links.setUserTags(tx, ep, userId, input.tagIds ?? []);
      return userId;
    });
    return { id, ...(input.password ? {} : { initialPassword: password }) };
  } catch (err) {
    if (isUniqueViolation(err)) throw phoneTaken(input.phone);
    throw err;
  }
}

/** The user to manage: 404 unless in my enterprise; administrators' accounts only by administrators. */
async function manageable(tx: Db, auth: Auth, id: number) {
  const user = await q.findUser(tx, auth.user.enterpriseId, id);
  if (!user) throw recordErrors.USER_NOT_FOUND();
  if (!auth.admin && (await links.isAdminUser(tx, auth.user.enterpriseId, id))) throw userErrors.ADMIN_ONLY();
  return user;
}

export async function updateUser(ctx: AppContext, auth: Auth, id: number, input: UserUpdateInput) {
  const ep = auth.user.enterpriseId;
  try {
    await ctx.db.transaction(async (tx) => {
      await manageable(tx, auth, id);
      if (input.phone && (await q.phoneTaken(tx, ep, input.phone, id))) throw phoneTaken(input.phone);
      if (input.departmentId) await requireDepartment(tx, ep, input.departmentId, 'departmentId');
      const patch = {
        ...(input.name === undefined ? {} : { name: input.name }),
        ...(input.phone === undefined ? {} : { phone: input.phone }),
        ...(input.departmentId === undefined ? {} : { departmentId: input.departmentId }),
      };
      await tx
        .update(users)
        .set({ ...patch, updatedAt: new Date() })
        .where(and(eq(users.enterpriseId, ep), eq(users.id, id)));
      if (input.roleIds) {
        const held = await links.roleIdsOf(tx, ep, id);
        const added = input.roleIds.filter((r) => !held.includes(r));
        await links.checkRoleIds(tx, auth, input.roleIds, { grant: added });
        await links.setUserRoles(tx, ep, id, input.roleIds);
        await links.assertAdminRemains(tx, ep);
      }
      if (input.teamIds) {
        await links.checkTeamIds(tx, ep, input.teamIds);
        await links.setUserTeams(tx, ep, id, input.teamIds);
      }
      if (input.tagIds) {
        await links.checkPersonTagIds(tx, ep, input.tagIds);
        await links.setUserTags(tx, ep, id, input.tagIds);
      }
    });
  } catch (err) {
    if (isUniqueViolation(err) && input.phone) throw phoneTaken(input.phone);
    throw err;
  }
}

/** Disabling ends the user's sessions; enabling needs a free seat of the package. */
export async function setEnabled(ctx: AppContext, auth: Auth, id: number, enabled: boolean) {
  const ep = auth.user.enterpriseId;
  await ctx.db.transaction(async (tx) => {
    if (!enabled && id === auth.user.id) throw userErrors.CANNOT_DISABLE_SELF();
    const user = await manageable(tx, auth, id);
    if (user.enabled === enabled) return;
    if (enabled) await links.assertSeatsFree(tx, ep);
    await tx
      .update(users)
      .set({ enabled, updatedAt: new Date() })
      .where(and(eq(users.enterpriseId, ep), eq(users.id, id)));
    if (!enabled) {
      await tx.delete(sessions).where(and(eq(sessions.enterpriseId, ep), eq(sessions.userId, id)));
      await links.assertAdminRemains(tx, ep);
    }
  });
}

/** An administrator sets a user's password; the user's other sessions end. */
export async function resetPassword(ctx: AppContext, auth: Auth, id: number, password: string) {
  const ep = auth.user.enterpriseId;
  const passwordHash = await hashPassword(password);
  await ctx.db.transaction(async (tx) => {
    await manageable(tx, auth, id);
    await tx
      .update(users)
      .set({ passwordHash, updatedAt: new Date() })
      .where(and(eq(users.enterpriseId, ep), eq(users.id, id)));
    await tx
      .delete(sessions)
      .where(
        and(eq(sessions.enterpriseId, ep), eq(sessions.userId, id), ne(sessions.tokenHash, auth.tokenHash)),
      );
  });
}

interface DetailLinks {
  roles: { id: number; name: string; type: number | null }[];
  teams: { id: number; name: string; type: number; isDispatcher: boolean }[];
  tags: { id: number; name: string; color: string | null }[];
}

/** Personnel detail: profile, department, roles, teams and person tags (within my data scope). */
export async function userDetail(db: Db, auth: Auth, id: number) {
  const ep = auth.user.enterpriseId;
  const [user] = await db
    .select({
      id: users.id,
      name: users.name,
      phone: users.phone,
      enabled: users.enabled,
      departmentId: users.departmentId,
      providerId: users.providerId,
      locale: users.locale,
      createdAt: users.createdAt,
      updatedAt: users.updatedAt,
    })
    .from(users)
    .where(and(q.userWhere(auth, {}), eq(users.id, id)));
  if (!user) throw recordErrors.USER_NOT_FOUND();
  const [extra] = await rows<DetailLinks & { department: { id: number; name: string } | null }>(
    db,
    sql`select
      (select jsonb_build_object('id', d.id, 'name', d.name) from departments d
        where d.enterprise_id = ${ep} and d.id = ${user.departmentId}) as department,
      ${q.rolesOfUserId(ep, id)} as roles,
      (select coalesce(jsonb_agg(jsonb_build_object('id', t.id, 'name', t.name, 'type', t.type, 'isDispatcher', tm.is_dispatcher) order by t.id), '[]'::jsonb)
         from team_members tm join service_teams t on t.enterprise_id = tm.enterprise_id and t.id = tm.team_id
        where tm.enterprise_id = ${ep} and tm.user_id = ${id}) as teams,
      (select coalesce(jsonb_agg(jsonb_build_object('id', g.id, 'name', g.name, 'color', g.color) order by g.sort, g.id), '[]'::jsonb)
         from object_tags ot join tags g on g.enterprise_id = ot.enterprise_id and g.id = ot.tag_id
        where ot.enterprise_id = ${ep} and ot.object_kind = ${TAG_OBJECT_KINDS.person} and ot.object_id = ${id}) as tags`,
  );
  return { ...user, ...extra! };
}

/** The built-in outsourced-provider role of the enterprise. */
export const providerRoleId = (db: Db, enterpriseId: number) =>
  db
    .select({ id: roles.id })
    .from(roles)
    .where(
      and(
        eq(roles.enterpriseId, enterpriseId),
        eq(roles.builtIn, true),
        eq(roles.type, OUTSOURCED_PROVIDER_ROLE_TYPE),
      ),
    )
    .then((r) => r[0]?.id);

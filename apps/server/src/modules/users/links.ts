import { and, eq, inArray, notInArray, sql } from 'drizzle-orm';
import { ROLE_TYPES, TAG_OBJECT_KINDS } from '@fieldline/domain';
import { rows, type Db } from '../../db/client';
import { objectTags, roles, serviceTeams, tags, teamMembers, userRoles } from '../../db/schema';
import type { Auth } from '../../core/auth';
import { recordErrors } from '../../core/record-errors';
import { userErrors } from './errors';

const unique = (ids: number[]) => [...new Set(ids)];

/**
 * The roles by id, all of my enterprise (404 otherwise). The administrator role needs an
 * administrator; a non-administrator may give (`grant`) only roles whose permissions they hold.
 */
export async function checkRoleIds(
  tx: Db,
  auth: Auth,
  ids: number[],
  opts: { grant?: number[] | 'all'; field?: string } = {},
) {
  const field = opts.field ?? 'roleIds';
  const wanted = unique(ids);
  if (!wanted.length) return [];
  const found = await tx
    .select({
      id: roles.id,
      name: roles.name,
      type: roles.type,
      builtIn: roles.builtIn,
      permissions: roles.permissions,
    })
    .from(roles)
    .where(and(eq(roles.enterpriseId, auth.user.enterpriseId), inArray(roles.id, wanted)));
  if (found.length !== wanted.length) throw recordErrors.ROLE_NOT_FOUND({ field });
  if (!auth.admin && found.some((r) => r.builtIn && r.type === ROLE_TYPES.administrator))
    throw userErrors.ADMIN_ONLY({ field });
  const grant = opts.grant;
  const granted = grant === 'all' ? found : found.filter((r) => grant?.includes(r.id));
  const beyond = auth.admin
    ? undefined
    : granted.find((r) => r.permissions.some((c) => !auth.powers.includes(c)));
  if (beyond) throw userErrors.ROLE_NOT_GRANTABLE({ field, params: { name: beyond.name } });
  return found;
}

/** The ids of the roles a user holds. */
export const roleIdsOf = (tx: Db, enterpriseId: number, userId: number) =>
  tx
    .select({ id: userRoles.roleId })
    .from(userRoles)
    .where(and(eq(userRoles.enterpriseId, enterpriseId), eq(userRoles.userId, userId)))
    .then((r) => r.map((x) => x.id));

export async function checkTeamIds(tx: Db, enterpriseId: number, ids: number[], field = 'teamIds') {
  const wanted = unique(ids);
  if (!wanted.length) return;
  const found = await tx
    .select({ id: serviceTeams.id })
    .from(serviceTeams)
    .where(and(eq(serviceTeams.enterpriseId, enterpriseId), inArray(serviceTeams.id, wanted)));
  if (found.length !== wanted.length) throw recordErrors.TEAM_NOT_FOUND({ field });
}

/** Person tags (object kind 6) of my enterprise. */
export async function checkPersonTagIds(tx: Db, enterpriseId: number, ids: number[], field = 'tagIds') {
  const wanted = unique(ids);
  if (!wanted.length) return;
  const found = await tx
    .select({ id: tags.id })
    .from(tags)
    .where(
      and(
        eq(tags.enterpriseId, enterpriseId),
        eq(tags.objectKind, TAG_OBJECT_KINDS.person),
        inArray(tags.id, wanted),
      ),
    );
  if (found.length !== wanted.length) throw recordErrors.TAG_NOT_FOUND({ field });
}

export async function isAdminUser(tx: Db, enterpriseId: number, userId: number) {
  const [row] = await rows<{ hit: boolean }>(
    tx,
    sql`select exists (select 1 from user_roles ur join roles r on r.enterprise_id = ur.enterprise_id and r.id = ur.role_id
          where ur.enterprise_id = ${enterpriseId} and ur.user_id = ${userId} and r.built_in and r.type = ${ROLE_TYPES.administrator}) as hit`,
  );
  return !!row?.hit;
}

/** Refuses (and so rolls back) a change that leaves the enterprise without an enabled administrator. */
export async function assertAdminRemains(tx: Db, enterpriseId: number) {
  const [row] = await rows<{ hit: boolean }>(
    tx,
    sql`select exists (select 1 from users u
          join user_roles ur on ur.enterprise_id = u.enterprise_id and ur.user_id = u.id
          join roles r on r.enterprise_id = ur.enterprise_id and r.id = ur.role_id
         where u.enterprise_id = ${enterpriseId} and u.enabled and r.built_in and r.type = ${ROLE_TYPES.administrator}) as hit`,
  );
  if (!row?.hit) throw userErrors.LAST_ADMIN();
}

/** Refuses when `adding` more enabled users would exceed the package's seats; locks the enterprise row. */
export async function assertSeatsFree(tx: Db, enterpriseId: number, adding = 1) {
  const [row] = await rows<{ max: number; used: number }>(
    tx,
    sql`select e.buy_person_num as max,
               (select count(*)::int from users u where u.enterprise_id = e.id and u.enabled) as used
          from enterprises e where e.id = ${enterpriseId} for update`,
  );
  if (!row || Number(row.used) + adding > Number(row.max))
    throw userErrors.SEATS_EXCEEDED({ params: { max: Number(row?.max ?? 0) } });
}

export async function setUserRoles(tx: Db, enterpriseId: number, userId: number, roleIds: number[]) {
  await tx
    .delete(userRoles)
    .where(and(eq(userRoles.enterpriseId, enterpriseId), eq(userRoles.userId, userId)));
  const ids = unique(roleIds);
  if (ids.length) await tx.insert(userRoles).values(ids.map((roleId) => ({ enterpriseId, userId, roleId })));
}

/** Replaces the user's teams; memberships kept keep their dispatcher flag. */
export async function setUserTeams(tx: Db, enterpriseId: number, userId: number, teamIds: number[]) {
  const ids = unique(teamIds);
  await tx
    .delete(teamMembers)
    .where(
      and(
        eq(teamMembers.enterpriseId, enterpriseId),
        eq(teamMembers.userId, userId),
        ids.length ? notInArray(teamMembers.teamId, ids) : undefined,
      ),
    );
  if (ids.length)
    await tx
      .insert(teamMembers)
      .values(ids.map((teamId) => ({ enterpriseId, teamId, userId })))
      .onConflictDoNothing();
}

/** Replaces the user's person tags. */
export async function setUserTags(tx: Db, enterpriseId: number, userId: number, tagIds: number[]) {
  const ids = unique(tagIds);
  const kind = TAG_OBJECT_KINDS.person;
  await tx
    .delete(objectTags)
    .where(
      and(
        eq(objectTags.enterpriseId, enterpriseId),
        eq(objectTags.objectKind, kind),
        eq(objectTags.objectId, userId),
        ids.length ? notInArray(objectTags.tagId, ids) : undefined,
      ),
    );
  if (ids.length)
    await tx
      .insert(objectTags)
      .values(ids.map((tagId) => ({ enterpriseId, objectKind: kind, objectId: userId, tagId })))
      .onConflictDoNothing();
}

import { eq, inArray, notInArray, sql } from 'drizzle-orm';
import { ROLE_TYPES, TAG_OBJECT_KINDS } from '@fieldline/domain';
import { rows } from '../../db/client';
import { objectTags, roles, serviceTeams, tags, teamMembers, userRoles } from '../../db/schema';
import { mine, mineSql, type Tenant, type TenantDb } from '../../core/tenant';
import { recordErrors } from '../../core/record-errors';
import { userErrors } from './errors';

const unique = (ids: number[]) => [...new Set(ids)];

/**
 * The roles by id, all of my enterprise (404 otherwise). The administrator role needs an
 * administrator; a non-administrator may give (`grant`) only roles whose permissions they hold.
 */
export async function checkRoleIds(
  t: Tenant,
  ids: number[],
  opts: { grant?: number[] | 'all'; field?: string } = {},
) {
  const field = opts.field ?? 'roleIds';
  const wanted = unique(ids);
  if (!wanted.length) return [];
  const found = await t.db
    .select({
      id: roles.id,
      name: roles.name,
      type: roles.type,
      builtIn: roles.builtIn,
      permissions: roles.permissions,
    })
    .from(roles)
    .where(mine(t, roles, inArray(roles.id, wanted)));
  if (found.length !== wanted.length) throw recordErrors.ROLE_NOT_FOUND({ field });
  if (!t.admin && found.some((r) => r.builtIn && r.type === ROLE_TYPES.administrator))
    throw userErrors.ADMIN_ONLY({ field });
  const grant = opts.grant;
  const granted = grant === 'all' ? found : found.filter((r) => grant?.includes(r.id));
  const beyond = t.admin ? undefined : granted.find((r) => r.permissions.some((c) => !t.powers.includes(c)));
  if (beyond) throw userErrors.ROLE_NOT_GRANTABLE({ field, params: { name: beyond.name } });
  return found;
}

/** The ids of the roles a user holds. */
export const roleIdsOf = (t: TenantDb, userId: number) =>
  t.db
    .select({ id: userRoles.roleId })
    .from(userRoles)
    .where(mine(t, userRoles, eq(userRoles.userId, userId)))
    .then((r) => r.map((x) => x.id));

export async function checkTeamIds(t: TenantDb, ids: number[], field = 'teamIds') {
  const wanted = unique(ids);
  if (!wanted.length) return;
  const found = await t.db
    .select({ id: serviceTeams.id })
    .from(serviceTeams)
    .where(mine(t, serviceTeams, inArray(serviceTeams.id, wanted)));
  if (found.length !== wanted.length) throw recordErrors.TEAM_NOT_FOUND({ field });
}

/** Person tags (object kind 6) of my enterprise. */
export async function checkPersonTagIds(t: TenantDb, ids: number[], field = 'tagIds') {
  const wanted = unique(ids);
  if (!wanted.length) return;
  const found = await t.db
    .select({ id: tags.id })
    .from(tags)
    .where(mine(t, tags, eq(tags.objectKind, TAG_OBJECT_KINDS.person), inArray(tags.id, wanted)));
  if (found.length !== wanted.length) throw recordErrors.TAG_NOT_FOUND({ field });
}

export async function isAdminUser(t: TenantDb, userId: number) {
  const [row] = await rows<{ hit: boolean }>(
    t.db,
    sql`select exists (select 1 from user_roles ur join roles r on r.enterprise_id = ur.enterprise_id and r.id = ur.role_id
          where ${mineSql(t, 'ur')} and ur.user_id = ${userId} and r.built_in and r.type = ${ROLE_TYPES.administrator}) as hit`,
  );
  return !!row?.hit;
}

/** Refuses (and so rolls back) a change that leaves the enterprise without an enabled administrator. */
export async function assertAdminRemains(t: TenantDb) {
  const [row] = await rows<{ hit: boolean }>(
    t.db,
    sql`select exists (select 1 from users u
          join user_roles ur on ur.enterprise_id = u.enterprise_id and ur.user_id = u.id
          join roles r on r.enterprise_id = ur.enterprise_id and r.id = ur.role_id
         where ${mineSql(t, 'u')} and u.enabled and r.built_in and r.type = ${ROLE_TYPES.administrator}) as hit`,
  );
  if (!row?.hit) throw userErrors.LAST_ADMIN();
}

/** Refuses when `adding` more enabled users would exceed the package's seats; locks the enterprise row. */
export async function assertSeatsFree(t: TenantDb, adding = 1) {
  const [row] = await rows<{ max: number; used: number }>(
    t.db,
    sql`select e.buy_person_num as max,
               (select count(*)::int from users u where u.enterprise_id = e.id and u.enabled) as used
          from enterprises e where e.id = ${t.enterpriseId} for update`,
  );
  if (!row || Number(row.used) + adding > Number(row.max))
    throw userErrors.SEATS_EXCEEDED({ params: { max: Number(row?.max ?? 0) } });
}

export async function setUserRoles(t: TenantDb, userId: number, roleIds: number[]) {
  const { enterpriseId } = t;
  await t.db.delete(userRoles).where(mine(t, userRoles, eq(userRoles.userId, userId)));
  const ids = unique(roleIds);
  if (ids.length)
    await t.db.insert(userRoles).values(ids.map((roleId) => ({ enterpriseId, userId, roleId })));
}

/** Replaces the user's teams; memberships kept keep their dispatcher flag. */
export async function setUserTeams(t: TenantDb, userId: number, teamIds: number[]) {
  const { enterpriseId } = t;
  const ids = unique(teamIds);
  await t.db
    .delete(teamMembers)
    .where(
      mine(
        t,
        teamMembers,
        eq(teamMembers.userId, userId),
        ids.length ? notInArray(teamMembers.teamId, ids) : undefined,
      ),
    );
  if (ids.length)
    await t.db
      .insert(teamMembers)
      .values(ids.map((teamId) => ({ enterpriseId, teamId, userId })))
      .onConflictDoNothing();
}

/** Replaces the user's person tags. */
export async function setUserTags(t: TenantDb, userId: number, tagIds: number[]) {
  const { enterpriseId } = t;
  const ids = unique(tagIds);
  const kind = TAG_OBJECT_KINDS.person;
  await t.db
    .delete(objectTags)
    .where(
      mine(
        t,
        objectTags,
        eq(objectTags.objectKind, kind),
        eq(objectTags.objectId, userId),
        ids.length ? notInArray(objectTags.tagId, ids) : undefined,
      ),
    );
  if (ids.length)
    await t.db
      .insert(objectTags)
      .values(ids.map((tagId) => ({ enterpriseId, objectKind: kind, objectId: userId, tagId })))
      .onConflictDoNothing();
}

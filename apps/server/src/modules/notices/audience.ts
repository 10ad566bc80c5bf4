import { sql } from 'drizzle-orm';
import type { NamedRef } from '@fieldline/domain';
import { rows } from '../../db/client';
import { mineSql, type TenantDb } from '../../core/tenant';
import { noticeErrors } from './errors';

/** A set of ids as one array parameter. */
export const idArray = (ids: readonly number[]) => sql`${`{${ids.join(',')}}`}::bigint[]`;

export interface Audience {
  roleIds: readonly number[];
  teamIds: readonly number[];
  userIds: readonly number[];
}

/** The enabled users a notice reaches: the people named, and the members of its roles and teams. */
export async function audienceUserIds(t: TenantDb, a: Audience): Promise<number[]> {
  const found = await rows<{ id: number }>(
    t.db,
    sql`select u.id::int as id from users u
         where ${mineSql(t, 'u')} and u.enabled and (
           u.id = any(${idArray(a.userIds)})
           or exists (select 1 from user_roles ur where ur.enterprise_id = u.enterprise_id
                       and ur.user_id = u.id and ur.role_id = any(${idArray(a.roleIds)}))
           or exists (select 1 from team_members tm where tm.enterprise_id = u.enterprise_id
                       and tm.user_id = u.id and tm.team_id = any(${idArray(a.teamIds)})))
         order by u.id`,
  );
  return found.map((r) => Number(r.id));
}

const TABLES = {
  roles: { table: 'roles', error: noticeErrors.NOTICE_ROLE_NOT_FOUND, field: 'roleIds' },
  teams: { table: 'service_teams', error: noticeErrors.NOTICE_TEAM_NOT_FOUND, field: 'teamIds' },
  users: { table: 'users', error: noticeErrors.NOTICE_USER_NOT_FOUND, field: 'userIds' },
} as const;
type Kind = keyof typeof TABLES;

/** The names of the roles, teams or users with these ids (the ids of other enterprises find nothing). */
export async function namesOf(t: TenantDb, kind: Kind, ids: readonly number[]): Promise<NamedRef[]> {
  if (!ids.length) return [];
  const found = await rows<{ id: number; name: string }>(
    t.db,
    sql`select x.id::int as id, x.name from ${sql.identifier(TABLES[kind].table)} x
         where ${mineSql(t, 'x')} and x.id = any(${idArray(ids)}) order by x.id`,
  );
  return found.map((r) => ({ id: Number(r.id), name: r.name }));
}

/** Refuses an audience naming a role, team or person this enterprise does not have. */
export async function checkAudience(t: TenantDb, a: Audience, fields: Partial<Record<Kind, string>> = {}) {
  const lists: [Kind, readonly number[]][] = [
    ['roles', a.roleIds],
    ['teams', a.teamIds],
    ['users', a.userIds],
  ];
  for (const [kind, ids] of lists) {
    const unique = [...new Set(ids)];
    if (unique.length && (await namesOf(t, kind, unique)).length !== unique.length)
      throw TABLES[kind].error({ field: fields[kind] ?? TABLES[kind].field });
  }
}

import { and, eq, inArray, sql } from 'drizzle-orm';
import { ORDER_ACCESS } from '@fieldline/domain';
import type { Db } from '../../db/client';
import { rows } from '../../db/client';
import { users } from '../../db/schema';
import { orderErrors } from './errors';

/** Enabled users of the enterprise among `ids`; any other id answers 404 naming `field`. */
export async function requireUsers(db: Db, ep: number, ids: number[], field: string) {
  const unique = [...new Set(ids)];
  if (!unique.length) return [];
  const found = await db
    .select({ id: users.id, name: users.name, enabled: users.enabled })
    .from(users)
    .where(and(eq(users.enterpriseId, ep), inArray(users.id, unique)));
  if (found.length !== unique.length || found.some((u) => !u.enabled))
    throw orderErrors.USER_NOT_FOUND({ field });
  return found;
}

/** The server must exist, be enabled and hold "accept and serve" through one of their roles. */
export async function requireServer(db: Db, ep: number, userId: number, field = 'serverUserId') {
  const [user] = await requireUsers(db, ep, [userId], field);
  const [grant] = await rows<{ ok: number }>(
    db,
    sql`select 1 as ok from user_roles ur join roles r on r.enterprise_id = ur.enterprise_id and r.id = ur.role_id
         where ur.enterprise_id = ${ep} and ur.user_id = ${userId}
           and (r.type = 3 or r.permissions @> ${JSON.stringify([ORDER_ACCESS.serve])}::jsonb) limit 1`,
  );
  if (!grant) throw orderErrors.SERVER_CANNOT_SERVE({ field, params: { name: user!.name } });
  return user!;
}

/** Names of users by id (for details and timelines). */
export async function userNames(db: Db, ep: number, ids: (number | null | undefined)[]) {
  const unique = [...new Set(ids.filter((id): id is number => !!id))];
  if (!unique.length) return new Map<number, string>();
  const found = await db
    .select({ id: users.id, name: users.name })
    .from(users)
    .where(and(eq(users.enterpriseId, ep), inArray(users.id, unique)));
  return new Map(found.map((u) => [u.id, u.name]));
}

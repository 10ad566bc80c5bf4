import { inArray, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { ORDER_PERSON_PARTS, ROLE_TYPES, type OrderPersonPart } from '@fieldline/domain';
import { mine, mineSql, type EnterpriseRef, type TenantDb } from '../../core/tenant';
import { rows } from '../../db/client';
import { users } from '../../db/schema';
import { orderErrors } from './errors';

/** Enabled users of the enterprise among `ids`; any other id answers 404 naming `field`. */
export async function requireUsers(t: TenantDb, ids: number[], field: string) {
  const unique = [...new Set(ids)];
  if (!unique.length) return [];
  const found = await t.db
    .select({ id: users.id, name: users.name, enabled: users.enabled })
    .from(users)
    .where(mine(t, users, inArray(users.id, unique)));
  if (found.length !== unique.length || found.some((u) => !u.enabled))
    throw orderErrors.USER_NOT_FOUND({ field });
  return found;
}

/**
 * The rule of who may take `part` in an order, as one SQL condition on a user id: one of their
 * roles is the administrator's or grants the part's code. The actions refuse anyone else and the
 * pickers list only those it holds for (candidates.ts).
 */
export const mayTakePart = (ep: EnterpriseRef, userId: SQL | AnyColumn, part: OrderPersonPart) =>
  sql`exists (select 1 from user_roles ur join roles r on r.enterprise_id = ur.enterprise_id and r.id = ur.role_id
       where ${mineSql(ep, 'ur')} and ur.user_id = ${userId}
         and (r.type = ${ROLE_TYPES.administrator} or r.permissions @> ${JSON.stringify([ORDER_PERSON_PARTS[part]])}::jsonb))`;

const refusal = {
  server: orderErrors.SERVER_CANNOT_SERVE,
  collaborator: orderErrors.SERVER_CANNOT_SERVE,
  approver: orderErrors.NOT_AN_APPROVER,
} satisfies Record<OrderPersonPart, unknown>;

/**
 * Enabled users among `ids` whom the order accepts for `part` (404 for an unknown or disabled id,
 * 400 naming the first one the rule refuses).
 */
export async function requireParticipants(t: TenantDb, ids: number[], part: OrderPersonPart, field: string) {
  const found = await requireUsers(t, ids, field);
  if (!found.length) return found;
  const ok = await rows<{ id: number }>(
    t.db,
    sql`select u.id::int as id from users u
         where ${mineSql(t, 'u')} and u.id in (${sql.join(
           found.map((u) => sql`${u.id}`),
           sql`, `,
         )}) and ${mayTakePart(t, sql`u.id`, part)}`,
  );
  const refused = found.find((u) => !ok.some((o) => o.id === u.id));
  if (refused) throw refusal[part]({ field, params: { name: refused.name } });
  return found;
}

/** The server must exist, be enabled and hold "accept and serve" through one of their roles. */
export async function requireServer(t: TenantDb, userId: number, field = 'serverUserId') {
  const [user] = await requireParticipants(t, [userId], 'server', field);
  return user!;
}

/** Names of users by id (for details and timelines). */
export async function userNames(t: TenantDb, ids: (number | null | undefined)[]) {
  const unique = [...new Set(ids.filter((id): id is number => !!id))];
  if (!unique.length) return new Map<number, string>();
  const found = await t.db
    .select({ id: users.id, name: users.name })
    .from(users)
    .where(mine(t, users, inArray(users.id, unique)));
  return new Map(found.map((u) => [u.id, u.name]));
}

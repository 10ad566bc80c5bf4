import { and, isNotNull, isNull, or, sql, type Placeholder, type SQL } from 'drizzle-orm';
import {
  DATA_SCOPES,
  ORDER_DATA_CODES,
  ORDER_MEMBER_ROLES,
  ORDER_STATES,
  type DataScope,
  type OrderMemberRole,
} from '@fieldline/domain';
import { orders } from '../../db/schema';
import { scopeByUser, type ScopeActor } from '../../core/scope';
import { mine, mineSql, type EnterpriseRef } from '../../core/tenant';

/** Who is asking, as far as order visibility goes. */
export type OrderActor = ScopeActor & { powers: readonly string[] };
/**
 * A scope actor whose ids may be statement placeholders: a condition built once for a data scope
 * and bound with each caller's ids (a shaped condition, db/shapes.ts).
 */
export type ScopeSubject = ScopeActor<number | Placeholder>;
/** An order actor whose ids may be placeholders (a condition built once per data scope). */
export type OrderSubject = ScopeSubject & { powers: readonly string[] };

/** The order has a member row of this role for the user (collaborator, cc, approver). */
export const memberOf = (ep: EnterpriseRef, userId: number | Placeholder, role?: OrderMemberRole) =>
  sql`exists (select 1 from order_members om where ${mineSql(ep, 'om')} and om.order_id = orders.id
     and om.user_id = ${userId}${role ? sql` and om.role = ${sql.raw(String(role))}` : sql``})`;

/**
 * The orders a caller may see (spec-business §6 data scope): all data; or the orders served or
 * created by users in my scope (team or me), or where I am a collaborator, copied or approver; plus
 * unassigned orders (states 0-1, no server) for holders of "see unassigned orders" (104).
 * Constants are written into the SQL, not bound: a condition built once per data scope
 * (a shaped condition, db/shapes.ts) may hold no bound value.
 */
export function visibleOrders(actor: OrderSubject): SQL | undefined {
  if (actor.dataScope === DATA_SCOPES.all) return undefined;
  const ep = actor.user.enterpriseId;
  return or(
    scopeByUser(actor, orders.serverUserId),
    scopeByUser(actor, orders.createdBy),
    memberOf(ep, actor.user.id),
    actor.powers.includes(ORDER_DATA_CODES.seeUnassigned)
      ? and(
          isNull(orders.serverUserId),
          sql`${orders.state} in (${sql.raw(`${ORDER_STATES.reception}, ${ORDER_STATES.assignment}`)})`,
        )
      : undefined,
  );
}

/** Where an order lives: the working lists, the archive, or the recycle bin. */
export type OrderShelf = 'working' | 'archived' | 'deleted' | 'any';
/** Shelves by number, as SQL's order_shelf() gives them (counters and keyword search keep them). */
export const SHELVES = { working: 0, archived: 1, deleted: 2 } as const;

export function shelfOf(shelf: OrderShelf): SQL | undefined {
  switch (shelf) {
    case 'working':
      return and(isNull(orders.deletedAt), isNull(orders.archivedAt));
    case 'archived':
      return and(isNull(orders.deletedAt), isNotNull(orders.archivedAt));
    case 'deleted':
      return isNotNull(orders.deletedAt);
    case 'any':
      return undefined;
  }
}

/**
 * All that order visibility depends on besides the caller's ids (visibleOrders reads no other
 * power): the shape of a visibility condition built once per kind of caller.
 */
export interface VisibilityShape {
  dataScope: DataScope;
  seesUnassigned: boolean;
}
export const visibilityShapeOf = (actor: OrderActor): VisibilityShape => ({
  dataScope: actor.dataScope,
  seesUnassigned: actor.powers.includes(ORDER_DATA_CODES.seeUnassigned),
});
/** The caller of a visibility shape, with their ids as placeholders. */
export const subjectOf = (v: VisibilityShape, ids: { me: Placeholder; ep: Placeholder }): OrderSubject => ({
  dataScope: v.dataScope,
  powers: v.seesUnassigned ? [ORDER_DATA_CODES.seeUnassigned] : [],
  user: { id: ids.me, enterpriseId: ids.ep },
});

export const orderScope = (actor: OrderSubject, shelf: OrderShelf) =>
  mine(actor.user.enterpriseId, orders, shelfOf(shelf), visibleOrders(actor));

export { ORDER_MEMBER_ROLES };

import { eq, sql } from 'drizzle-orm';
import { money } from '@fieldline/domain';
import { mine, type Tenant, type TenantDb } from '../../core/tenant';
import { orders } from '../../db/schema';
import { orderErrors } from './errors';
import { approverIds, lockOrder } from './transition';

/**
 * For spare parts (issue 24): parts recorded on an order make its spare-part amount (computed, not
 * typed). The spare-parts module registers the source; the service payment (edit and completion)
 * takes the computed amount instead of a typed one whenever the order records parts.
 */
export type SpareAmountSource = (t: TenantDb, orderId: number) => Promise<string | null>;
let source: SpareAmountSource | null = null;
export function registerSpareAmountSource(fn: SpareAmountSource) {
  source = fn;
}
/** The order's computed spare-part amount, or null while it records no parts (then a typed one stands). */
export const computedSpareAmount = (t: TenantDb, orderId: number) =>
  source ? source(t, orderId) : Promise.resolve(null);

/**
 * The order locked for the caller's transaction if the caller may see it (404 `orderId` otherwise),
 * with what deciding on its parts needs: its state, server, approvers and shelf.
 */
export async function lockOrderForParts(t: Tenant, orderId: number) {
  const o = await lockOrder(t, orderId);
  return {
    id: o.id,
    orderNo: o.orderNo,
    state: o.state,
    serverUserId: o.serverUserId,
    approverIds: await approverIds(t, o.id),
    shelved: Boolean(o.deletedAt || o.archivedAt),
  };
}

/** Writes the spare-part amount and the total that follows (service + parts + other − discount). */
export async function setSpareAmount(t: TenantDb, orderId: number, amount: string) {
  const [o] = await t.db
    .select({
      service: orders.serviceAmount,
      other: orders.otherAmount,
      discount: orders.preferentialAmount,
    })
    .from(orders)
    .where(mine(t, orders, eq(orders.id, orderId)));
  if (!o) throw orderErrors.ORDER_NOT_FOUND({ field: 'orderId' });
  const total = money.minus(money.sum(o.service, amount, o.other), o.discount);
  if (total.startsWith('-')) throw orderErrors.PREFERENTIAL_TOO_HIGH({ field: 'preferentialAmount' });
  await t.db
    .update(orders)
    .set({
      sparepartAmount: amount,
      totalAmount: total,
      version: sql`${orders.version} + 1`,
      updatedAt: new Date(),
    })
    .where(mine(t, orders, eq(orders.id, orderId)));
  return { sparepartAmount: amount, totalAmount: total };
}

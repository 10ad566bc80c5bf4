import { sql } from 'drizzle-orm';
import { FORM_KINDS, ORDER_STATES, nodeEnabled } from '@fieldline/domain';
import { rows } from '../../db/client';
import { settlementOrders } from '../../db/schema';
import { mineSql, type TenantDb } from '../../core/tenant';
import type { DomainEvent, EventConsumer } from '../events';
import { fieldDefsOf } from '../forms';

/**
 * An order reaching completed (5) enters settlement when its template's `settlement` process node is
 * on (spec SB:71): one row waiting for a confirmed bill (a second event changes nothing).
 */
export async function enterSettlement(
  t: TenantDb,
  event: Pick<DomainEvent, 'kind' | 'payload' | 'objectId'>,
) {
  if (event.payload.toState !== ORDER_STATES.completed) return false;
  const [order] = await rows<{ id: number; template_id: number; completed_at: Date | string | null }>(
    t.db,
    sql`select o.id::int as id, o.template_id::int as template_id, o.completed_at from orders o
         where ${mineSql(t, 'o')} and o.id = ${event.objectId} and o.deleted_at is null and o.state = ${ORDER_STATES.completed}`,
  );
  if (!order) return false;
  const { settings } = await fieldDefsOf(t, FORM_KINDS.order, order.template_id);
  if (!nodeEnabled(settings, 'settlement')) return false;
  const done = await t.db
    .insert(settlementOrders)
    .values({
      enterpriseId: t.enterpriseId,
      orderId: order.id,
      completedAt: order.completed_at ? new Date(order.completed_at) : new Date(),
    })
    .onConflictDoNothing()
    .returning({ orderId: settlementOrders.orderId });
  return done.length > 0;
}

/** The settlement module's consumer of domain events (registered in app.ts EVENT_CONSUMERS). */
export const settlementConsumer: EventConsumer = {
  name: 'settlement',
  kinds: ['order.completed', 'order.approved'],
  handle: async (t, event) => {
    await enterSettlement(t, event);
  },
};

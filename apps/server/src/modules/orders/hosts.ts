import { eq, inArray, isNull } from 'drizzle-orm';
import { TAG_OBJECT_KINDS } from '@fieldline/domain';
import { mine } from '../../core/tenant';
import { orders } from '../../db/schema';
import { registerHandoverMover } from '../handover';
import { registerTaggableKind } from '../tags';

/** Orders as records of other modules' registries: tags and handover of a departing server's work. */
registerTaggableKind(TAG_OBJECT_KINDS.order, (t, ids) =>
  t.db
    .select({ id: orders.id })
    .from(orders)
    .where(mine(t, orders, inArray(orders.id, ids), isNull(orders.deletedAt)))
    .then((r) => r.map((o) => o.id)),
);

/** Handover: the departing user's open orders (not completed or cancelled) go to the receiver. */
registerHandoverMover('orders', async (tx, auth, fromUserId, toUserId) => {
  const moved = await tx
    .update(orders)
    .set({ serverUserId: toUserId, updatedAt: new Date() })
    .where(mine(auth.user, orders, eq(orders.serverUserId, fromUserId), inArray(orders.state, [2, 3, 4, 7])))
    .returning({ id: orders.id });
  return moved.length;
});

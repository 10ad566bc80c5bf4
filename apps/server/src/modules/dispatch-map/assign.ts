import type { MapAssignInput } from '@fieldline/domain';
import type { Tenant } from '../../core/tenant';
import { assignOrders } from '../orders';
import { requireMapDispatch } from './settings';

/**
 * Assignment from the map (issue 26): the enterprise must have map dispatch on (SB:143); then it is
 * the order list's assign action itself (orders' face), with its checks and refusals (404 an order
 * the caller may not see, 409 one no longer pending assignment, 400 a person who may not serve).
 */
export async function mapAssign(t: Tenant, input: MapAssignInput) {
  await requireMapDispatch(t);
  const [done] = await assignOrders(t, {
    orderIds: [input.orderId],
    serverUserId: input.serverUserId,
    collaboratorIds: [],
    note: input.note,
  });
  return done;
}

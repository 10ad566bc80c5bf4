import { ORDER_DATA_CODES, ORDER_STATES } from '@fieldline/domain';
import type { Tenant } from '../../core/tenant';
import { lockOrderForParts } from '../orders';
import { spareErrors } from './errors';

export type LockedOrder = Awaited<ReturnType<typeof lockOrderForParts>>;
export const ORDER_DOC = 'order';

/** The states in which an order's parts may still change: served (3, 4) or waiting for approval (7). */
const OPEN_STATES: readonly number[] = [ORDER_STATES.service, ORDER_STATES.inService, ORDER_STATES.approval];

/**
 * Who may change an order's parts, until completion (spec D6 "parts on orders", SB:117): the order's
 * server while serving it; a role with "edit service payment" (105) while it is open; while it waits
 * for approval, an approver holding 106 (approvers edit spare parts).
 */
export function mayEditParts(t: Pick<Tenant, 'user' | 'powers'>, o: LockedOrder) {
  if (o.shelved || !OPEN_STATES.includes(o.state)) return false;
  if (t.powers.includes(ORDER_DATA_CODES.editPayment)) return true;
  if (o.state === ORDER_STATES.approval)
    return (
      t.powers.includes(ORDER_DATA_CODES.approverEditsParts) &&
      (!o.approverIds.length || o.approverIds.includes(t.user.id))
    );
  return o.serverUserId === t.user.id;
}

export async function lockForEdit(t: Tenant, orderId: number) {
  const o = await lockOrderForParts(t, orderId);
  if (o.shelved || !OPEN_STATES.includes(o.state)) throw spareErrors.ORDER_PARTS_LOCKED({ field: 'orderId' });
  if (!mayEditParts(t, o)) throw spareErrors.ORDER_PARTS_FORBIDDEN();
  return o;
}

import { ORDER_ACCESS, ORDER_DATA_CODES, ORDER_STATES, type OrderDetail } from '@fieldline/domain';

/** The operations beside the lifecycle actions, in the order of the "More" menu. */
export type ExtraOp =
  | 'print'
  | 'payment'
  | 'transfer'
  | 'approvers'
  | 'cc'
  | 'copy'
  | 'archive'
  | 'unarchive'
  | 'delete'
  | 'restore';

/**
 * Which other operations to offer: these are not transitions, so they follow the permission codes
 * (spec-business §6) and the order's flags; the server still decides. The payment editor: the
 * server of an order in service (the one who may complete it), roles with "edit service payment"
 * (105), approvers with "edit spare parts" (106) for the spare-part amount.
 */
export function extraOps(
  order: Pick<OrderDetail, 'actions' | 'archived' | 'state'>,
  can: (code: string) => boolean,
  inBin: boolean,
): { ops: ExtraOp[]; paymentOnlyParts: boolean } {
  const ops: ExtraOp[] = ['print'];
  const open = !inBin && !order.archived && order.state !== ORDER_STATES.cancelled;
  const fullPayment = order.actions.includes('complete') || can(ORDER_DATA_CODES.editPayment);
  const partsOnly =
    !fullPayment && order.actions.includes('approve') && can(ORDER_DATA_CODES.approverEditsParts);
  if (open && (fullPayment || partsOnly)) ops.push('payment');
  if (!inBin && order.actions.includes('approve')) ops.push('transfer');
  // changing the approvers of an order still to be approved (issue 22: examine/editUser)
  const approvable = order.state !== ORDER_STATES.completed && order.state !== ORDER_STATES.cancelled;
  if (open && approvable && can(ORDER_ACCESS.approve)) ops.push('approvers');
  if (!inBin) ops.push('cc');
  if (!inBin && can(ORDER_ACCESS.create)) ops.push('copy');
  if (!inBin && can(ORDER_ACCESS.archive)) ops.push(order.archived ? 'unarchive' : 'archive');
  if (inBin) {
    if (can(ORDER_ACCESS.recycleBin)) ops.push('restore');
  } else if (can(ORDER_ACCESS.delete)) ops.push('delete');
  return { ops, paymentOnlyParts: partsOnly };
}

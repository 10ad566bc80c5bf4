import type { OrderAction } from '@fieldline/domain';
import { evaluationFieldOf } from './evaluation';

/**
 * What pressing an action's button opens. The buttons themselves come from the detail's `actions`
 * (the transitions table, applied by the server); this only says which form collects the input.
 */
export type ActionForm =
  | 'note'
  | 'reason'
  | 'appointment'
  | 'assign'
  | 'checkIn'
  | 'complete'
  | 'examine'
  | 'abnormal'
  | 'abnormalDecision'
  | 'returnNode'
  | 'split';

export const ACTION_FORMS: Record<OrderAction, ActionForm> = {
  receptionAccept: 'note',
  markInvalid: 'note',
  assign: 'assign',
  accept: 'note',
  refuse: 'reason',
  keepDate: 'appointment',
  bespokeDate: 'appointment',
  startService: 'checkIn',
  pause: 'note',
  resume: 'note',
  complete: 'complete',
  approve: 'examine',
  reject: 'examine',
  cancel: 'reason',
  putInPool: 'note',
  recall: 'note',
  grab: 'note',
  revokeGrab: 'note',
  applyAbnormal: 'abnormal',
  abnormalCancel: 'abnormalDecision',
  abnormalReassign: 'abnormalDecision',
  abnormalReschedule: 'abnormalDecision',
  rejectAbnormal: 'abnormalDecision',
  applyEndService: 'reason',
  approveEndService: 'examine',
  rejectEndService: 'examine',
  returnNode: 'returnNode',
  close: 'note',
  split: 'split',
};

/** Actions that end or refuse work: shown as danger buttons and confirmed before they are sent. */
export const DANGER_ACTIONS: readonly OrderAction[] = [
  'refuse',
  'markInvalid',
  'reject',
  'cancel',
  'rejectAbnormal',
  'rejectEndService',
  'returnNode',
];
export const CONFIRMED_ACTIONS: readonly OrderAction[] = ['cancel', 'markInvalid', 'revokeGrab', 'close'];

/**
 * The order the buttons appear in: the step that moves the order forward first. On a phone the
 * first two are full-width buttons in the bottom bar; the rest sit under "More".
 */
const BUTTON_ORDER: readonly OrderAction[] = [
  'accept',
  'grab',
  'startService',
  'complete',
  'approve',
  'approveEndService',
  'abnormalReschedule',
  'abnormalReassign',
  'abnormalCancel',
  'receptionAccept',
  'assign',
  'putInPool',
  'recall',
  'resume',
  'bespokeDate',
  'keepDate',
  'pause',
  'reject',
  'rejectEndService',
  'rejectAbnormal',
  'refuse',
  'applyAbnormal',
  'applyEndService',
  'split',
  'returnNode',
  'close',
  'revokeGrab',
  'markInvalid',
  'cancel',
];

export function orderedActions(actions: readonly OrderAction[]): OrderAction[] {
  const rank = (a: OrderAction) => {
    const i = BUTTON_ORDER.indexOf(a);
    return i < 0 ? BUTTON_ORDER.length : i;
  };
  return [...new Set(actions)].sort((a, b) => rank(a) - rank(b));
}

/** Splits the buttons into the ones shown directly and the ones under "More". */
export function splitActions(actions: readonly OrderAction[], shown: number) {
  const ordered = orderedActions(actions);
  return { primary: ordered.slice(0, shown), more: ordered.slice(shown) };
}

/**
 * Maps the field a server refusal names (`code + field`, never the message) to the form field
 * that shows it; null when the form has no such field (the message is shown as a toast).
 */
/**
 * Every form of the detail page: the action forms, the payment editor, the people pickers, and the
 * rating of an internal order by its creator.
 */
export type DetailForm = ActionForm | 'payment' | 'people' | 'rate';

export function formFieldOf(form: DetailForm, serverField: string | undefined): string | null {
  if (!serverField) return null;
  const [head, second] = serverField.split('.');
  // The expenses travel as `payment.<field>` in completion and flat in PUT /v2/order/payment.
  const expense = head === 'payment' ? second : head;
  switch (form) {
    case 'note':
      return head === 'note' ? 'note' : null;
    case 'reason':
    case 'examine':
    case 'abnormalDecision':
      return head === 'reason' ? 'reason' : null;
    case 'returnNode':
      return head === 'reason' || head === 'returnTo' ? head : null;
    case 'split':
      // a child's field (childOrders.0.title) is checked in the form first; the server's refusal is a toast
      return null;
    case 'abnormal':
      return ['type', 'reason', 'appointmentAt', 'newServerId'].includes(head!) ? head! : null;
    case 'appointment':
      return ['appointmentAt', 'estimatedAt', 'note'].includes(head!) ? head! : null;
    case 'assign':
      if (head === 'serverUserId' || head === 'collaboratorIds' || head === 'note') return head;
      return null;
    case 'checkIn':
      if (head === 'images' || head === 'note') return head;
      if (head === 'lng' || head === 'lat' || head === 'location') return 'location';
      return null;
    case 'complete':
      if (['images', 'note', 'serviceMinutes', 'signature', 'receiptCode'].includes(head!)) return head!;
      if (head === 'lng' || head === 'lat' || head === 'location') return 'location';
      return expenseField(expense);
    case 'payment':
      return expenseField(expense);
    case 'people':
      return head === 'userId' || head === 'userIds' ? head : null;
    case 'rate':
      return evaluationFieldOf(serverField) ?? null;
  }
}

const expenseField = (field: string | undefined) => {
  if (field === 'serviceItems') return 'serviceItems';
  if (field === 'sparepartAmount' || field === 'otherAmount' || field === 'preferentialAmount') return field;
  return null;
};

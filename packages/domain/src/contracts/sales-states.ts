import type { Messages } from '../i18n';

/** spec-business §4 sales contract states (SB:77): 1 pending submission, 2 pending approval, 3 approved. */
export const SALES_STATES = { draft: 1, pending: 2, approved: 3 } as const;
export type SalesState = (typeof SALES_STATES)[keyof typeof SALES_STATES];
export const SALES_STATE_LIST = Object.values(SALES_STATES) as SalesState[];
export const SALES_STATE_LABELS: Record<SalesState, Messages> = {
  1: { zh_CN: '待提交', en_GB: 'Pending submission' },
  2: { zh_CN: '待审批', en_GB: 'Pending approval' },
  3: { zh_CN: '已通过', en_GB: 'Approved' },
};

export type SalesAction = 'submit' | 'approve' | 'reject';
/** The transitions table: an action is allowed only from its state; the server applies it, the UI reads it. */
export const SALES_TRANSITIONS: Record<SalesAction, { from: SalesState; to: SalesState }> = {
  submit: { from: SALES_STATES.draft, to: SALES_STATES.pending },
  approve: { from: SALES_STATES.pending, to: SALES_STATES.approved },
  reject: { from: SALES_STATES.pending, to: SALES_STATES.draft },
};
export const canSales = (state: number, action: SalesAction) => SALES_TRANSITIONS[action].from === state;
export const salesActionsFrom = (state: number) =>
  (Object.keys(SALES_TRANSITIONS) as SalesAction[]).filter((a) => canSales(state, a));

/** The approval's own result (SB:82): pending, passed, rejected. */
export const APPROVAL_RESULTS = { none: 0, pending: 1, passed: 2, rejected: 3 } as const;

/** Payment-plan instalment (SB:82): not received, partly received, received. */
export const INSTALMENT_STATES = { notReceived: 1, partly: 2, received: 3 } as const;
export type InstalmentState = (typeof INSTALMENT_STATES)[keyof typeof INSTALMENT_STATES];
export const INSTALMENT_STATE_LABELS: Record<InstalmentState, Messages> = {
  1: { zh_CN: '未回款', en_GB: 'Not received' },
  2: { zh_CN: '部分回款', en_GB: 'Partly received' },
  3: { zh_CN: '已回款', en_GB: 'Received' },
};
/** The contract's payment, shipping and signing (SB:82), each none / partial / whole. */
export const PROGRESS = { none: 1, partial: 2, whole: 3 } as const;
export type Progress = (typeof PROGRESS)[keyof typeof PROGRESS];
export const PAYMENT_LABELS: Record<Progress, Messages> = {
  1: { zh_CN: '未付款', en_GB: 'Unpaid' },
  2: { zh_CN: '部分付款', en_GB: 'Partly paid' },
  3: { zh_CN: '已付款', en_GB: 'Paid' },
};
export const SHIPPING_LABELS: Record<Progress, Messages> = {
  1: { zh_CN: '未发货', en_GB: 'Unshipped' },
  2: { zh_CN: '部分发货', en_GB: 'Partly shipped' },
  3: { zh_CN: '已发货', en_GB: 'Shipped' },
};
export const SIGNING_LABELS: Record<Progress, Messages> = {
  1: { zh_CN: '待签收', en_GB: 'Waiting' },
  2: { zh_CN: '部分签收', en_GB: 'Partly signed' },
  3: { zh_CN: '已签收', en_GB: 'Signed' },
};

/** An instalment's state from what it asks and what was received (exact cents). */
export function instalmentState(amountCents: bigint, receivedCents: bigint): InstalmentState {
  if (receivedCents <= 0n) return INSTALMENT_STATES.notReceived;
  return receivedCents >= amountCents ? INSTALMENT_STATES.received : INSTALMENT_STATES.partly;
}

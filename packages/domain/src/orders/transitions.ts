import type { Messages } from '../i18n';
import type { TreeCode } from '../tenancy/permissions';
import { ORDER_SOURCES, ORDER_STATES, type OrderSource, type OrderState } from './constants';
import { ORDER_ACCESS } from './permissions';
import { withinGiveBack, type PoolSettings } from './pool';
import { ABNORMAL_TYPES, type AbnormalType } from './abnormal';

const { reception, assignment, acceptance, service, inService, completed, cancelled, approval } =
  ORDER_STATES;

/**
 * Who besides the permission code must be asking: the order's server (person in charge), one of
 * its approvers (anyone with the code when the order names none), or anyone holding the code.
 */
export type OrderActor = 'anyone' | 'server' | 'approver';

export interface OrderTransition {
  from: readonly OrderState[];
  /** 'same' keeps the state (appointments, pause, invalid flag). Completion is resolved by `targetState`. */
  to: OrderState | 'same';
  access: TreeCode;
  actor: OrderActor;
  /** A reason is required (refuse, reject, cancel). */
  reasonRequired?: boolean;
}

/** The transition table of DECISIONS.md "Work orders"; everything else is refused. */
export const ORDER_TRANSITIONS = {
  receptionAccept: { from: [reception], to: assignment, access: ORDER_ACCESS.reception, actor: 'anyone' },
  markInvalid: { from: [reception], to: 'same', access: ORDER_ACCESS.reception, actor: 'anyone' },
  assign: { from: [assignment], to: acceptance, access: ORDER_ACCESS.dispatch, actor: 'anyone' },
  accept: { from: [acceptance], to: service, access: ORDER_ACCESS.serve, actor: 'server' },
  refuse: {
    from: [acceptance],
    to: assignment,
    access: ORDER_ACCESS.serve,
    actor: 'server',
    reasonRequired: true,
  },
  keepDate: { from: [acceptance, service], to: 'same', access: ORDER_ACCESS.dispatch, actor: 'anyone' },
  bespokeDate: { from: [acceptance, service], to: 'same', access: ORDER_ACCESS.serve, actor: 'server' },
  startService: { from: [service], to: inService, access: ORDER_ACCESS.serve, actor: 'server' },
  pause: { from: [service, inService], to: 'same', access: ORDER_ACCESS.serve, actor: 'server' },
  resume: { from: [service, inService], to: 'same', access: ORDER_ACCESS.serve, actor: 'server' },
  complete: { from: [inService], to: completed, access: ORDER_ACCESS.serve, actor: 'server' },
  approve: { from: [approval], to: completed, access: ORDER_ACCESS.approve, actor: 'approver' },
  reject: {
    from: [approval],
    to: inService,
    access: ORDER_ACCESS.approve,
    actor: 'approver',
    reasonRequired: true,
  },
  cancel: {
    from: [reception, assignment, acceptance, service, inService, approval],
    to: cancelled,
    access: ORDER_ACCESS.cancel,
    actor: 'anyone',
    reasonRequired: true,
  },
  // the open pool (issue 22): pooled orders stay at 1 with the pooled flag
  putInPool: { from: [assignment], to: 'same', access: ORDER_ACCESS.dispatch, actor: 'anyone' },
  recall: { from: [assignment], to: 'same', access: ORDER_ACCESS.dispatch, actor: 'anyone' },
  grab: { from: [assignment], to: service, access: ORDER_ACCESS.grab, actor: 'anyone' },
  revokeGrab: { from: [service], to: assignment, access: ORDER_ACCESS.grab, actor: 'server' },
  // abnormal requests (issue 22): the server applies from 2-4; a holder of 10109 passes or rejects
  applyAbnormal: {
    from: [acceptance, service, inService],
    to: 'same',
    access: ORDER_ACCESS.serve,
    actor: 'server',
    reasonRequired: true,
  },
  abnormalCancel: {
    from: [acceptance, service, inService],
    to: cancelled,
    access: ORDER_ACCESS.approve,
    actor: 'anyone',
  },
  /** To assignment (1), or to the named new server (2): resolved by `targetState`. */
  abnormalReassign: {
    from: [acceptance, service, inService],
    to: assignment,
    access: ORDER_ACCESS.approve,
    actor: 'anyone',
  },
  abnormalReschedule: {
    from: [acceptance, service, inService],
    to: 'same',
    access: ORDER_ACCESS.approve,
    actor: 'anyone',
  },
  /** Any state: a request left pending by an order that moved on can still be closed. */
  rejectAbnormal: {
    from: [reception, assignment, acceptance, service, inService, completed, cancelled, approval],
    to: 'same',
    access: ORDER_ACCESS.approve,
    actor: 'anyone',
    reasonRequired: true,
  },
  // the remaining actions (issue 22, docs/decisions.md "Remaining order actions")
  /** The server asks to end service early (4, reason required); the order waits at 4 for a decision. */
  applyEndService: {
    from: [inService],
    to: 'same',
    access: ORDER_ACCESS.serve,
    actor: 'server',
    reasonRequired: true,
  },
  /** Approving ends the service: 4 → 5 without the completion form (no receipt, no expenses). */
  approveEndService: { from: [inService], to: completed, access: ORDER_ACCESS.approve, actor: 'anyone' },
  rejectEndService: {
    from: [inService],
    to: 'same',
    access: ORDER_ACCESS.approve,
    actor: 'anyone',
    reasonRequired: true,
  },
  /** Back to assignment (1) or to the server's acceptance (2): resolved by `targetState`. */
  returnNode: {
    from: [acceptance, service, inService, approval],
    to: assignment,
    access: ORDER_ACCESS.dispatch,
    actor: 'anyone',
    reasonRequired: true,
  },
  /** A finished order is closed for good: no action but archive afterwards. */
  close: { from: [completed, cancelled], to: 'same', access: ORDER_ACCESS.dispatch, actor: 'anyone' },
  /** Child orders are made from it (the template's split node); the order itself stays where it is. */
  split: {
    from: [assignment, acceptance, service, inService],
    to: 'same',
    access: ORDER_ACCESS.dispatch,
    actor: 'anyone',
  },
} as const satisfies Record<string, OrderTransition>;

export type OrderAction = keyof typeof ORDER_TRANSITIONS;
export const ORDER_ACTION_LIST = Object.keys(ORDER_TRANSITIONS) as OrderAction[];

export const ORDER_ACTION_LABELS: Record<OrderAction, Messages> = {
  receptionAccept: { zh_CN: '受理', en_GB: 'Accept request' },
  markInvalid: { zh_CN: '置为无效', en_GB: 'Mark invalid' },
  assign: { zh_CN: '指派', en_GB: 'Assign' },
  accept: { zh_CN: '接单', en_GB: 'Accept' },
  refuse: { zh_CN: '拒单', en_GB: 'Refuse' },
  keepDate: { zh_CN: '改约', en_GB: 'Change appointment' },
  bespokeDate: { zh_CN: '预约', en_GB: 'Make appointment' },
  startService: { zh_CN: '开始服务', en_GB: 'Start service' },
  pause: { zh_CN: '暂停', en_GB: 'Pause' },
  resume: { zh_CN: '继续', en_GB: 'Continue' },
  complete: { zh_CN: '完成服务', en_GB: 'Complete service' },
  approve: { zh_CN: '审核通过', en_GB: 'Approve' },
  reject: { zh_CN: '审核驳回', en_GB: 'Reject' },
  cancel: { zh_CN: '取消工单', en_GB: 'Cancel order' },
  putInPool: { zh_CN: '放入工单池', en_GB: 'Put in pool' },
  recall: { zh_CN: '收回', en_GB: 'Recall from pool' },
  grab: { zh_CN: '抢单', en_GB: 'Grab' },
  revokeGrab: { zh_CN: '退回抢单', en_GB: 'Give back' },
  applyAbnormal: { zh_CN: '异常申请', en_GB: 'Report a problem' },
  abnormalCancel: { zh_CN: '同意取消', en_GB: 'Approve cancelling' },
  abnormalReassign: { zh_CN: '同意改派', en_GB: 'Approve reassigning' },
  abnormalReschedule: { zh_CN: '同意改约', en_GB: 'Approve rescheduling' },
  rejectAbnormal: { zh_CN: '驳回异常申请', en_GB: 'Reject the request' },
  applyEndService: { zh_CN: '申请结束服务', en_GB: 'Ask to end service' },
  approveEndService: { zh_CN: '同意结束服务', en_GB: 'Approve ending service' },
  rejectEndService: { zh_CN: '驳回结束服务', en_GB: 'Reject ending service' },
  returnNode: { zh_CN: '回退', en_GB: 'Send back' },
  close: { zh_CN: '关闭工单', en_GB: 'Close order' },
  split: { zh_CN: '拆单', en_GB: 'Split' },
};

/** The approval action of each abnormal request type. */
export const ABNORMAL_APPROVALS = {
  [ABNORMAL_TYPES.cancel]: 'abnormalCancel',
  [ABNORMAL_TYPES.reassign]: 'abnormalReassign',
  [ABNORMAL_TYPES.reschedule]: 'abnormalReschedule',
} as const satisfies Record<AbnormalType, OrderAction>;
/** The abnormal actions: pool-like rows whose flags abnormal.test.ts covers. */
export const ABNORMAL_ACTIONS: readonly OrderAction[] = [
  'applyAbnormal',
  'abnormalCancel',
  'abnormalReassign',
  'abnormalReschedule',
  'rejectAbnormal',
];

/** The remaining actions of issue 22, whose flags and options remaining.test.ts covers. */
export const REMAINING_ACTIONS: readonly OrderAction[] = [
  'applyEndService',
  'approveEndService',
  'rejectEndService',
  'returnNode',
  'close',
  'split',
];

/** The flags beside the state that gate actions (DECISIONS.md "Flags beside the state"). */
export interface OrderFlags {
  state: OrderState;
  invalid: boolean;
  paused: boolean;
  archived: boolean;
  deleted: boolean;
  /** In the open pool (state 1). */
  pooled?: boolean;
  /** When the server grabbed it from the pool (null: not a grabbed order). */
  grabbedAt?: string | Date | null;
  /** The type of the pending abnormal request (null: none pending). */
  abnormal?: AbnormalType | null;
  /** The server asked to end service early and waits for a decision. */
  endRequested?: boolean;
  /** Closed for good. */
  closed?: boolean;
  /** Child orders (split from it) not yet completed or cancelled. */
  openChildren?: number;
}

/** Why a transition is refused; each has a message the server answers and the web shows. */
export type TransitionRefusal =
  | 'state'
  | 'archived'
  | 'deleted'
  | 'paused'
  | 'notPaused'
  | 'invalid'
  | 'refuseOff'
  | 'pooled'
  | 'notPooled'
  | 'grabbed'
  | 'notGrabbed'
  | 'giveBackClosed'
  | 'abnormal'
  | 'abnormalPending'
  | 'noAbnormal'
  | 'closed'
  | 'endPending'
  | 'noEndRequest'
  | 'unfinishedChildren'
  | 'returnTarget'
  | 'splitOff';

export const TRANSITION_REFUSALS: Record<TransitionRefusal, Messages> = {
  state: {
    zh_CN: '工单当前状态为“{state}”，不能{action}',
    en_GB: 'The order is "{state}"; it cannot be given "{action}"',
  },
  archived: { zh_CN: '工单已归档，请先取消归档', en_GB: 'The order is archived; unarchive it first' },
  deleted: { zh_CN: '工单在回收站中，请先恢复', en_GB: 'The order is in the recycle bin; restore it first' },
  paused: { zh_CN: '工单已暂停，请先继续', en_GB: 'The order is paused; continue it first' },
  notPaused: { zh_CN: '工单未暂停', en_GB: 'The order is not paused' },
  invalid: { zh_CN: '工单已是无效工单', en_GB: 'The order is already marked invalid' },
  refuseOff: {
    zh_CN: '该工单模板不允许拒单',
    en_GB: "This order's template does not allow refusing orders",
  },
  pooled: {
    zh_CN: '工单在工单池中，请先收回',
    en_GB: 'The order is in the open pool; recall it first',
  },
  notPooled: { zh_CN: '工单已不在工单池中', en_GB: 'The order is no longer in the open pool' },
  grabbed: {
    zh_CN: '手慢了，该工单已被其他人抢走',
    en_GB: 'Too late: someone else has already grabbed this order',
  },
  notGrabbed: { zh_CN: '该工单不是抢来的工单', en_GB: 'This order was not grabbed from the pool' },
  giveBackClosed: {
    zh_CN: '已超过可退回的时限',
    en_GB: 'The time within which a grabbed order may be given back has passed',
  },
  abnormal: { zh_CN: '异常工单不能完成服务', en_GB: 'Cannot complete service on an abnormal order' },
  abnormalPending: {
    zh_CN: '该工单已有待审核的异常申请',
    en_GB: 'The order already has an abnormal request waiting for approval',
  },
  noAbnormal: {
    zh_CN: '该工单没有此类待审核的异常申请',
    en_GB: 'The order has no such abnormal request waiting for approval',
  },
  closed: { zh_CN: '工单已关闭', en_GB: 'The order is closed' },
  endPending: {
    zh_CN: '该工单已申请结束服务，请等待审核',
    en_GB: 'Ending the service has been requested; wait for the decision',
  },
  noEndRequest: {
    zh_CN: '该工单没有待审核的结束服务申请',
    en_GB: 'The order has no request to end service waiting for approval',
  },
  unfinishedChildren: {
    zh_CN: '存在未完成的进度，请先完成',
    en_GB: 'Unfinished progress must be completed first: child orders are still open',
  },
  returnTarget: {
    zh_CN: '只能回退到更早的节点',
    en_GB: 'An order can only be sent back to an earlier step',
  },
  splitOff: { zh_CN: '该工单模板未开启拆单', en_GB: "This order's template does not allow splitting" },
};

/** What the template's process settings add to the table. */
export interface TransitionOptions {
  allowRefuse: boolean;
  completionApproval: boolean;
  /** The pool settings' give-back window (none: giving back is refused). */
  giveBack?: Pick<PoolSettings, 'giveBack' | 'giveBackUnit'>;
  now?: Date;
  /** An approved reassignment names the new server (→ 2) or none (→ 1). */
  reassignTo?: number | null;
  /** Sending back: to assignment (1) or to acceptance (2). */
  returnTo?: OrderState;
  /** The template's split node is on. */
  splitEnabled?: boolean;
}

/** The state an action leads to from `order`, or why it cannot run. Pure: the server and web share it. */
export function checkTransition(
  action: OrderAction,
  order: OrderFlags,
  options: TransitionOptions,
): { ok: true; to: OrderState } | { ok: false; refusal: TransitionRefusal } {
  const t: OrderTransition = ORDER_TRANSITIONS[action];
  if (order.deleted) return { ok: false, refusal: 'deleted' };
  if (order.archived) return { ok: false, refusal: 'archived' };
  if (order.closed) return { ok: false, refusal: 'closed' };
  if (action === 'grab' && !order.pooled)
    return { ok: false, refusal: order.grabbedAt ? 'grabbed' : 'notPooled' };
  if (!t.from.includes(order.state)) return { ok: false, refusal: 'state' };
  if (action === 'resume') {
    if (!order.paused) return { ok: false, refusal: 'notPaused' };
  } else if (order.paused && !ON_PAUSED.includes(action) && !DECISIONS_ON_PAUSED.includes(action))
    return { ok: false, refusal: 'paused' };
  const abnormal = abnormalRefusal(action, order.abnormal ?? null);
  if (abnormal) return { ok: false, refusal: abnormal };
  if (action === 'markInvalid' && order.invalid) return { ok: false, refusal: 'invalid' };
  if (action === 'refuse' && !options.allowRefuse) return { ok: false, refusal: 'refuseOff' };
  if ((action === 'assign' || action === 'putInPool') && order.pooled)
    return { ok: false, refusal: 'pooled' };
  if (action === 'recall' && !order.pooled) return { ok: false, refusal: 'notPooled' };
  if (action === 'revokeGrab') {
    if (!order.grabbedAt) return { ok: false, refusal: 'notGrabbed' };
    if (!options.giveBack || !withinGiveBack(order.grabbedAt, options.giveBack, options.now))
      return { ok: false, refusal: 'giveBackClosed' };
  }
  const remaining = remainingRefusal(action, order, options);
  if (remaining) return { ok: false, refusal: remaining };
  if (action === 'complete') return { ok: true, to: options.completionApproval ? approval : completed };
  if (action === 'returnNode') return { ok: true, to: options.returnTo! };
  if (action === 'abnormalReassign') return { ok: true, to: options.reassignTo ? acceptance : assignment };
  return { ok: true, to: t.to === 'same' ? order.state : t.to };
}

/**
 * The remaining actions' rules: one request to end service at a time, and none beside an abnormal
 * request; completion waits for the decision and for the order's open child orders (SB:142
 * "unfinished progress must be completed first"); sending back goes to an earlier step only (and to
 * acceptance only with a server); splitting needs the template's split node.
 */
function remainingRefusal(
  action: OrderAction,
  order: OrderFlags,
  options: TransitionOptions,
): TransitionRefusal | null {
  const end = !!order.endRequested;
  if (action === 'complete' || action === 'applyAbnormal' || action === 'returnNode')
    if (end) return 'endPending';
  if (action === 'complete' && (order.openChildren ?? 0) > 0) return 'unfinishedChildren';
  if (action === 'applyEndService') {
    if (end) return 'endPending';
    if (order.abnormal) return 'abnormalPending';
  }
  if ((action === 'approveEndService' || action === 'rejectEndService') && !end) return 'noEndRequest';
  if (action === 'approveEndService' && (order.openChildren ?? 0) > 0) return 'unfinishedChildren';
  if (action === 'returnNode') {
    if (order.abnormal) return 'abnormalPending';
    const to = options.returnTo ?? assignment;
    const rank = (s: OrderState) => (s === approval ? inService + 1 : s);
    if ((to !== assignment && to !== acceptance) || rank(to) >= rank(order.state)) return 'returnTarget';
  }
  if (action === 'split') {
    if (!options.splitEnabled) return 'splitOff';
    if (order.pooled) return 'pooled';
  }
  return null;
}

/** A paused order's pending request can still be decided. */
const DECISIONS_ON_PAUSED: readonly OrderAction[] = [
  ...ABNORMAL_ACTIONS.filter((a) => a !== 'applyAbnormal'),
  'approveEndService',
  'rejectEndService',
];
/** A dispatcher may cancel or send back a paused order (sending back resumes it). */
const ON_PAUSED: readonly OrderAction[] = ['cancel', 'returnNode'];

/** SB:142: a pending request blocks completion and a second request; a decision needs one of its type. */
function abnormalRefusal(action: OrderAction, pending: AbnormalType | null): TransitionRefusal | null {
  if (action === 'complete' && pending) return 'abnormal';
  if (action === 'applyAbnormal' && pending) return 'abnormalPending';
  if (action === 'rejectAbnormal' && !pending) return 'noAbnormal';
  const approves = Object.entries(ABNORMAL_APPROVALS).find(([, a]) => a === action);
  if (approves && pending !== Number(approves[0])) return 'noAbnormal';
  return null;
}

/** Who the caller is to the order, for the actor rule of each action. */
export interface OrderCaller {
  powers: readonly string[];
  isServer: boolean;
  isApprover: boolean;
  /** The order names approvers; when it names none, anyone with the approve code may. */
  hasApprovers: boolean;
}

export function callerMay(action: OrderAction, caller: OrderCaller): boolean {
  const t: OrderTransition = ORDER_TRANSITIONS[action];
  if (!caller.powers.includes(t.access)) return false;
  if (t.actor === 'server') return caller.isServer;
  if (t.actor === 'approver') return !caller.hasApprovers || caller.isApprover;
  return true;
}

/** The actions the caller may run on the order now: the detail page's buttons. */
export function availableActions(order: OrderFlags, caller: OrderCaller, options: TransitionOptions) {
  return ORDER_ACTION_LIST.filter(
    (action) => callerMay(action, caller) && checkTransition(action, order, options).ok,
  );
}

/** The first state of a new order (DECISIONS.md "create by staff" and "create from portal..."). */
export function initialState(source: OrderSource, withServer: boolean, receptionNode: boolean): OrderState {
  if (source !== ORDER_SOURCES.staff && receptionNode) return reception;
  return withServer ? acceptance : assignment;
}

/** Overdue: past the estimated completion while the order is still open work. */
export function isOverdue(
  state: OrderState,
  estimatedAt: string | Date | null | undefined,
  now = new Date(),
) {
  if (!estimatedAt || state === completed || state === cancelled) return false;
  return new Date(estimatedAt).getTime() < now.getTime();
}

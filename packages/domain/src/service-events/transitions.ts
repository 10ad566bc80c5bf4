import type { Messages } from '../i18n';
import {
  SERVICE_EVENT_ACCESS,
  SERVICE_EVENT_DATA_CODES,
  SERVICE_EVENT_POOLS,
  SERVICE_EVENT_STATES,
  type ServiceEventPool,
  type ServiceEventState,
} from './constants';

const { pendingAssignment, pendingHandling, processing, escalated, paused, completed, closed } =
  SERVICE_EVENT_STATES;

/**
 * Who besides the permission code must be asking: anyone holding it, the event's principal (main
 * owner), or the person the escalation went to. Administrators always may.
 */
export type ServiceEventActor = 'anyone' | 'principal' | 'escalationHandler';

export interface ServiceEventTransition {
  from: readonly ServiceEventState[];
  /** 'same' keeps the state (reassign, pool moves); 'previous' goes back to the state before a pause. */
  to: ServiceEventState | 'same' | 'previous';
  access: string;
  actor: ServiceEventActor;
  /** Whether the event must be in a pool (true), out of one (false), or either (absent). */
  pooled?: boolean;
  /** A note is required (escalate, handle the escalation, pause, reactivate). */
  noteRequired?: boolean;
}

const { assign, handle, closeReactivate } = SERVICE_EVENT_ACCESS;

/** The transition table of DECISIONS.md "Events"; everything else is refused. */
export const SERVICE_EVENT_TRANSITIONS = {
  assign: { from: [pendingAssignment], to: pendingHandling, access: assign, actor: 'anyone', pooled: false },
  reassign: {
    from: [pendingHandling, processing, escalated, paused],
    to: 'same',
    access: assign,
    actor: 'anyone',
    pooled: false,
  },
  start: { from: [pendingHandling], to: processing, access: handle, actor: 'principal' },
  complete: { from: [processing], to: completed, access: handle, actor: 'principal' },
  close: { from: [completed], to: closed, access: closeReactivate, actor: 'anyone' },
  reactivate: {
    from: [completed],
    to: processing,
    access: closeReactivate,
    actor: 'anyone',
    noteRequired: true,
  },
  escalate: {
    from: [pendingHandling, processing],
    to: escalated,
    access: handle,
    actor: 'principal',
    noteRequired: true,
  },
  handleEscalation: {
    from: [escalated],
    to: processing,
    access: handle,
    actor: 'escalationHandler',
    pooled: false,
    noteRequired: true,
  },
  pause: {
    from: [pendingHandling, processing],
    to: paused,
    access: handle,
    actor: 'principal',
    noteRequired: true,
  },
  continue: { from: [paused], to: 'previous', access: handle, actor: 'principal' },
  putInPool: {
    from: [pendingAssignment, escalated],
    to: 'same',
    access: assign,
    actor: 'anyone',
    pooled: false,
  },
  /** From the collaboration pool to 2 with the claimer as main owner; from the escalation pool the claimer handles it. */
  claim: { from: [pendingAssignment, escalated], to: 'same', access: handle, actor: 'anyone', pooled: true },
  recall: { from: [pendingAssignment, escalated], to: 'same', access: assign, actor: 'anyone', pooled: true },
  convert: {
    from: [pendingHandling, processing, escalated],
    to: completed,
    access: SERVICE_EVENT_DATA_CODES.convert,
    actor: 'anyone',
    pooled: false,
  },
} as const satisfies Record<string, ServiceEventTransition>;

export type ServiceEventAction = keyof typeof SERVICE_EVENT_TRANSITIONS;
export const SERVICE_EVENT_ACTION_LIST = Object.keys(SERVICE_EVENT_TRANSITIONS) as ServiceEventAction[];

export const SERVICE_EVENT_ACTION_LABELS: Record<ServiceEventAction, Messages> = {
  assign: { zh_CN: '指派', en_GB: 'Assign' },
  reassign: { zh_CN: '转派', en_GB: 'Reassign' },
  start: { zh_CN: '开始处理', en_GB: 'Start handling' },
  complete: { zh_CN: '完成', en_GB: 'Complete' },
  close: { zh_CN: '关闭', en_GB: 'Close' },
  reactivate: { zh_CN: '重新激活', en_GB: 'Reactivate' },
  escalate: { zh_CN: '升级', en_GB: 'Escalate' },
  handleEscalation: { zh_CN: '处理升级', en_GB: 'Handle escalation' },
  pause: { zh_CN: '暂停', en_GB: 'Pause' },
  continue: { zh_CN: '继续', en_GB: 'Continue' },
  putInPool: { zh_CN: '放入事件池', en_GB: 'Put in pool' },
  claim: { zh_CN: '领取', en_GB: 'Claim' },
  recall: { zh_CN: '收回', en_GB: 'Recall from pool' },
  convert: { zh_CN: '转为工单', en_GB: 'Convert to work order' },
};

/** What beside the state gates an action. */
export interface ServiceEventFlags {
  state: ServiceEventState;
  /** The pool it waits in (null: in none). */
  pool: ServiceEventPool | null;
  /** The state before the pause (continue goes back to it). */
  pausedFrom: ServiceEventState | null;
  /** The work order it was converted to. */
  orderId: number | null;
}

export type ServiceEventRefusal = 'state' | 'pooled' | 'notPooled' | 'converted' | 'noPausedFrom';

export const SERVICE_EVENT_REFUSALS: Record<ServiceEventRefusal, Messages> = {
  state: {
    zh_CN: '事件当前状态为“{state}”，不能{action}',
    en_GB: 'The event is "{state}"; it cannot be given "{action}"',
  },
  pooled: { zh_CN: '事件在事件池中，请先收回', en_GB: 'The event is in the pool; recall it first' },
  notPooled: {
    zh_CN: '手慢了，该事件已不在事件池中',
    en_GB: 'Too late: the event is no longer in the pool',
  },
  converted: { zh_CN: '该事件已转为工单', en_GB: 'The event has already been converted to a work order' },
  noPausedFrom: { zh_CN: '事件暂停前的状态未知', en_GB: 'The state before the pause is unknown' },
};

/** The state an action leads to, or why it cannot run. Pure: the server and the web share it. */
export function checkServiceEventTransition(
  action: ServiceEventAction,
  event: ServiceEventFlags,
): { ok: true; to: ServiceEventState } | { ok: false; refusal: ServiceEventRefusal } {
  const t: ServiceEventTransition = SERVICE_EVENT_TRANSITIONS[action];
  if (t.pooled === true && event.pool === null) return { ok: false, refusal: 'notPooled' };
  if (action === 'convert' && event.orderId !== null) return { ok: false, refusal: 'converted' };
  if (!t.from.includes(event.state)) return { ok: false, refusal: 'state' };
  if (t.pooled === false && event.pool !== null) return { ok: false, refusal: 'pooled' };
  // claiming an unassigned event makes the claimer its main owner: pending handling
  if (action === 'claim' && event.state === pendingAssignment) return { ok: true, to: pendingHandling };
  if (t.to === 'previous') {
    if (event.pausedFrom === null) return { ok: false, refusal: 'noPausedFrom' };
    return { ok: true, to: event.pausedFrom };
  }
  return { ok: true, to: t.to === 'same' ? event.state : t.to };
}

/** The pool an event goes to from its state: unassigned events to collaboration, escalations to escalation. */
export const poolFor = (state: ServiceEventState): ServiceEventPool =>
  state === escalated ? SERVICE_EVENT_POOLS.escalation : SERVICE_EVENT_POOLS.collaboration;

/** Who the caller is to the event, for the actor rule of each action. */
export interface ServiceEventCaller {
  powers: readonly string[];
  admin: boolean;
  isPrincipal: boolean;
  isEscalationHandler: boolean;
}

export function serviceEventCallerMay(action: ServiceEventAction, caller: ServiceEventCaller): boolean {
  const t: ServiceEventTransition = SERVICE_EVENT_TRANSITIONS[action];
  if (!caller.powers.includes(t.access) && !caller.admin) return false;
  if (caller.admin || t.actor === 'anyone') return true;
  return t.actor === 'principal' ? caller.isPrincipal : caller.isEscalationHandler;
}

/** The actions a caller may take on an event now (the detail's buttons). */
export const availableServiceEventActions = (event: ServiceEventFlags, caller: ServiceEventCaller) =>
  SERVICE_EVENT_ACTION_LIST.filter(
    (a) => checkServiceEventTransition(a, event).ok && serviceEventCallerMay(a, caller),
  );

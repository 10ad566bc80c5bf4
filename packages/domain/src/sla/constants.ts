import type { Messages } from '../i18n';
import type { DomainEventKind } from '../messages/events';
import { fn } from '../tenancy/permission-groups';
import type { TreeCode } from '../tenancy/permissions';
import { ENTERPRISE_TIME_ZONE } from '../time-zone';

/**
 * Who may do what with SLA (spec D5: permissions 11001-11008): the overtime log is read with event
 * view (11001); policies and the business calendar are event settings (11008).
 */
export const SLA_ACCESS = {
  view: fn('event', 1) as TreeCode,
  manage: fn('event', 8) as TreeCode,
} as const;

/** What a policy watches: work orders or service-desk events. */
export const SLA_OBJECT_KINDS = ['order', 'serviceEvent'] as const;
export type SlaObjectKind = (typeof SLA_OBJECT_KINDS)[number];

/** The steps a policy sets targets for, in the order work passes them. */
export const SLA_STEPS = ['respond', 'accept', 'arrive', 'complete'] as const;
export type SlaStep = (typeof SLA_STEPS)[number];

/** A timer's state: running, past its warning, past its deadline, stopped in time, paused, or void. */
export const SLA_TIMER_STATES = ['armed', 'warned', 'breached', 'met', 'paused', 'cancelled'] as const;
export type SlaTimerState = (typeof SLA_TIMER_STATES)[number];
/** States whose clock still runs (a job is waiting for them). */
export const SLA_OPEN_STATES: readonly SlaTimerState[] = ['armed', 'warned'];

/** What the overtime log records: a warning time reached, or a deadline passed. */
export const SLA_LOG_KINDS = ['warned', 'breached'] as const;
export type SlaLogKind = (typeof SLA_LOG_KINDS)[number];

/** SLA priorities P1-P3 are the object's priority 1 normal, 2 urgent, 3 very urgent (spec-business §9). */
export const SLA_PRIORITIES = [1, 2, 3] as const;
export type SlaPriority = (typeof SLA_PRIORITIES)[number];

export const SLA_POLICY_NAME_MAX = 50;
/** Rule priority (spec-business §9): 1-100, 1 first, default 100. */
export const SLA_RANK_MIN = 1;
export const SLA_RANK_MAX = 100;
export const SLA_RANK_DEFAULT = 100;
/** A step target: at most 365 days, in minutes. */
export const SLA_MINUTES_MAX = 525_600;
export const SLA_MATCH_IDS_MAX = 200;
export const SLA_DAYS_OFF_MAX = 366;
export const SLA_TIME_ZONE_DEFAULT = ENTERPRISE_TIME_ZONE;

/**
 * When each step's clock starts and stops, per object kind (docs/decisions.md "SLA"). `start`
 * arms the step's timer (from the event's time); `stop` meets it. An order's arrival runs from
 * acceptance (or a grab) to the first check-in; events have no on-site arrival.
 */
export interface SlaStepRule {
  start: readonly DomainEventKind[];
  stop: readonly DomainEventKind[];
}
export const SLA_STEP_RULES: Record<SlaObjectKind, Partial<Record<SlaStep, SlaStepRule>>> = {
  order: {
    respond: { start: ['order.created'], stop: ['order.assigned', 'order.grabbed'] },
    accept: { start: ['order.assigned'], stop: ['order.accepted', 'order.grabbed'] },
    arrive: { start: ['order.accepted', 'order.grabbed'], stop: ['order.checkedIn'] },
    complete: { start: ['order.created'], stop: ['order.completed', 'order.approved'] },
  },
  serviceEvent: {
    respond: { start: ['serviceEvent.created'], stop: ['serviceEvent.assigned', 'serviceEvent.started'] },
    accept: { start: ['serviceEvent.assigned'], stop: ['serviceEvent.started'] },
    complete: {
      start: ['serviceEvent.created', 'serviceEvent.reactivated'],
      stop: ['serviceEvent.completed', 'serviceEvent.converted'],
    },
  },
};
/** Kinds that void every open timer of the object (cancelled, closed). */
export const SLA_CANCEL_KINDS: readonly DomainEventKind[] = ['order.closed', 'serviceEvent.closed'];
/** Kinds that stop the clock of every open timer of the object, and start it again. */
export const SLA_PAUSE_KINDS: readonly DomainEventKind[] = ['serviceEvent.paused', 'order.paused'];
export const SLA_RESUME_KINDS: readonly DomainEventKind[] = ['serviceEvent.resumed', 'order.resumed'];
/** A refused order goes back to assignment: its acceptance clock is void until it is assigned again. */
export const SLA_VOID_STEP: Partial<Record<DomainEventKind, SlaStep>> = { 'order.refused': 'accept' };

/** Every kind the SLA consumer listens to. */
export const SLA_CONSUMED_KINDS: DomainEventKind[] = [
  ...new Set<DomainEventKind>([
    ...Object.values(SLA_STEP_RULES).flatMap((steps) =>
      Object.values(steps).flatMap((r) => [...r.start, ...r.stop]),
    ),
    ...SLA_CANCEL_KINDS,
    ...SLA_PAUSE_KINDS,
    ...SLA_RESUME_KINDS,
    ...(Object.keys(SLA_VOID_STEP) as DomainEventKind[]),
  ]),
];

/** The message kinds a warning and a breach are reported with, per object kind. */
export const SLA_MESSAGE_KINDS: Record<SlaObjectKind, Record<SlaLogKind, DomainEventKind>> = {
  order: { warned: 'order.slaWarned', breached: 'order.slaBreached' },
  serviceEvent: { warned: 'serviceEvent.slaWarned', breached: 'serviceEvent.slaBreached' },
};

export const SLA_STEP_LABELS: Record<SlaStep, Messages> = {
  respond: { zh_CN: '响应', en_GB: 'Response' },
  accept: { zh_CN: '接单', en_GB: 'Acceptance' },
  arrive: { zh_CN: '到达', en_GB: 'Arrival' },
  complete: { zh_CN: '完成', en_GB: 'Completion' },
};
export const SLA_PRIORITY_LABELS: Record<SlaPriority, Messages> = {
  1: { zh_CN: 'P1 普通', en_GB: 'P1 normal' },
  2: { zh_CN: 'P2 紧急', en_GB: 'P2 urgent' },
  3: { zh_CN: 'P3 非常紧急', en_GB: 'P3 very urgent' },
};

import type { Messages } from '../i18n';
import { fn } from '../tenancy/permission-groups';
import type { TreeCode } from '../tenancy/permissions';

/** Event states (spec-business §4, DECISIONS.md "Events"). */
export const SERVICE_EVENT_STATES = {
  pendingAssignment: 1,
  pendingHandling: 2,
  processing: 3,
  escalated: 4,
  paused: 5,
  completed: 6,
  closed: 7,
} as const;
export type ServiceEventState = (typeof SERVICE_EVENT_STATES)[keyof typeof SERVICE_EVENT_STATES];
export const SERVICE_EVENT_STATE_LIST = Object.values(SERVICE_EVENT_STATES) as ServiceEventState[];
/** States in which an event is still someone's work (the badges, the service desk's "open events"). */
export const OPEN_SERVICE_EVENT_STATES: readonly ServiceEventState[] = [1, 2, 3, 4, 5];

export const SERVICE_EVENT_STATE_NAMES: Record<ServiceEventState, Messages> = {
  1: { zh_CN: '待指派', en_GB: 'Pending assignment' },
  2: { zh_CN: '待处理', en_GB: 'Pending handling' },
  3: { zh_CN: '处理中', en_GB: 'Processing' },
  4: { zh_CN: '已升级', en_GB: 'Escalated' },
  5: { zh_CN: '已暂停', en_GB: 'Paused' },
  6: { zh_CN: '已完成', en_GB: 'Completed' },
  7: { zh_CN: '已关闭', en_GB: 'Closed' },
};

/** Priorities P1-P3 (spec-business §9): normal, urgent, very urgent. */
export const SERVICE_EVENT_PRIORITIES = [1, 2, 3] as const;
export type ServiceEventPriority = (typeof SERVICE_EVENT_PRIORITIES)[number];

/** The two pools: unassigned events anyone may claim, and escalations waiting for a handler. */
export const SERVICE_EVENT_POOLS = { collaboration: 1, escalation: 2 } as const;
export type ServiceEventPool = (typeof SERVICE_EVENT_POOLS)[keyof typeof SERVICE_EVENT_POOLS];

/** Where an event came from (the spec's new-event query: a call record, the service desk, ...). */
export const SERVICE_EVENT_SOURCES = { staff: 1, serviceDesk: 2, call: 3 } as const;
export type ServiceEventSource = (typeof SERVICE_EVENT_SOURCES)[keyof typeof SERVICE_EVENT_SOURCES];

const code = (item: number) => fn('event', item) as TreeCode;
/** Permission group 10 "Events": 11001-11008. */
export const SERVICE_EVENT_ACCESS = {
  view: code(1),
  create: code(2),
  edit: code(3),
  delete: code(4),
  assign: code(5),
  handle: code(6),
  closeReactivate: code(7),
  settings: code(8),
} as const;

/** spec-business §6 data permissions of events (ids 601-605 and 620). */
export const SERVICE_EVENT_DATA_CODES = {
  seeAll: '601',
  seeTeam: '602',
  seeOwn: '603',
  seeUnassigned: '604',
  convert: '605',
  batch: '620',
} as const;

export const SERVICE_EVENT_TITLE_MAX = 50;
export const SERVICE_EVENT_DESCRIPTION_MAX = 500;
export const SERVICE_EVENT_NOTE_MAX = 500;
export const SERVICE_EVENT_MESSAGE_MAX = 1000;
export const SERVICE_EVENT_COORDINATORS_MAX = 20;
export const SERVICE_EVENT_TAGS_MAX = 20;
/** Print and export at most 50 events at once (SB:87, 150). */
export const SERVICE_EVENT_PRINT_MAX = 50;
/** Durations are at least one minute (SB:88). */
export const SERVICE_EVENT_DURATION_MIN_MINUTES = 1;
/** Messages on an event: an internal note among staff, or a reply to the customer. */
export const SERVICE_EVENT_MESSAGE_KINDS = ['note', 'reply'] as const;
export type ServiceEventMessageKind = (typeof SERVICE_EVENT_MESSAGE_KINDS)[number];
/** Event numbers: SJ, the enterprise's day and a daily sequence (SJ20261127-0001). */
export const SERVICE_EVENT_NO_PREFIX = 'SJ';

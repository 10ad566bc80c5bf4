import type { Messages } from '../i18n';
import { fn } from '../tenancy/permission-groups';
import type { TreeCode } from '../tenancy/permissions';
import { ENTERPRISE_TIME_ZONE } from '../time-zone';

/**
 * Who may do what (spec D7): maintenance 11801 view, 11802 contracts, 11803 plans, 11804 tasks;
 * sales contracts 11901 view, 11902 create, 11903 edit, 11904 delete, 11905 approve.
 */
export const MAINTENANCE_ACCESS = {
  view: fn('maintenance', 1) as TreeCode,
  contracts: fn('maintenance', 2) as TreeCode,
  plans: fn('maintenance', 3) as TreeCode,
  tasks: fn('maintenance', 4) as TreeCode,
} as const;
export const SALES_CONTRACT_ACCESS = {
  view: fn('salesContract', 1) as TreeCode,
  create: fn('salesContract', 2) as TreeCode,
  edit: fn('salesContract', 3) as TreeCode,
  remove: fn('salesContract', 4) as TreeCode,
  approve: fn('salesContract', 5) as TreeCode,
} as const;

/**
 * Customer service plans (/cyclePlan, spec D7; SB:15 "service plans, reminders") run on the plan and
 * task machinery, so they take its codes: 11801 view, 11803 plans, 11804 tasks (the reminders).
 * SMS marketing to a plan's customers needs 11803 too (and a paid plan: the SMS signature is paid).
 */
export const SERVICE_PLAN_ACCESS = {
  view: MAINTENANCE_ACCESS.view,
  plans: MAINTENANCE_ACCESS.plans,
  reminders: MAINTENANCE_ACCESS.tasks,
  marketing: MAINTENANCE_ACCESS.plans,
} as const;

/** Plans of maintenance contracts, and customer service plans. */
export const PLAN_KINDS = ['maintenance', 'service'] as const;
export type PlanKind = (typeof PLAN_KINDS)[number];
/** At most 200 marketing messages per user per day (SB:150). */
export const MARKETING_DAILY_MAX = 200;
/** At most this many customers chosen by hand for one campaign. */
export const MARKETING_BATCH_MAX = 200;

/** The day the scheduler and due dates count in (DECISIONS: 00:00 China time). */
export const CONTRACTS_TIME_ZONE = ENTERPRISE_TIME_ZONE;

/** spec-business §10 time units of a plan's cycle (SB:157). */
export const CYCLE_UNITS = ['day', 'month', 'year'] as const;
export type CycleUnit = (typeof CYCLE_UNITS)[number];
export const CYCLE_UNIT_LABELS: Record<CycleUnit, Messages> = {
  day: { zh_CN: '天', en_GB: 'day(s)' },
  month: { zh_CN: '个月', en_GB: 'month(s)' },
  year: { zh_CN: '年', en_GB: 'year(s)' },
};
/** How far ahead a plan's tasks are produced (SB:155). */
export const AHEAD_DAYS = [7, 14, 30] as const;
export type AheadDays = (typeof AHEAD_DAYS)[number];
/** When the scheduled run produces a plan's tasks (SB:156): daily, Sundays, the 1st of the month. */
export const PRODUCE_FREQUENCIES = ['daily', 'weekly', 'monthly'] as const;
export type ProduceFrequency = (typeof PRODUCE_FREQUENCIES)[number];
export const PRODUCE_FREQUENCY_LABELS: Record<ProduceFrequency, Messages> = {
  daily: { zh_CN: '每天 00:00', en_GB: 'Daily at 00:00' },
  weekly: { zh_CN: '每周日 00:00', en_GB: 'Sundays at 00:00' },
  monthly: { zh_CN: '每月1日 00:00', en_GB: 'The 1st of each month at 00:00' },
};

/** spec-business §4 maintenance task states (SB:79). */
export const TASK_STATES = { incomplete: 0, completed: 1, disabled: 2, inApproval: 3 } as const;
export type TaskState = (typeof TASK_STATES)[keyof typeof TASK_STATES];
export const TASK_STATE_LIST = Object.values(TASK_STATES) as TaskState[];
export const TASK_STATE_LABELS: Record<TaskState, Messages> = {
  0: { zh_CN: '未完成', en_GB: 'Incomplete' },
  1: { zh_CN: '已完成', en_GB: 'Completed' },
  2: { zh_CN: '已禁用', en_GB: 'Disabled' },
  3: { zh_CN: '审核中', en_GB: 'In approval' },
};

export const CONTRACT_NAME_MAX = 50;
export const CONTRACT_NO_MAX = 50;
export const CONTRACT_NOTE_MAX = 500;
export const PLAN_CYCLE_MAX = 366;
export const PLAN_EQUIPMENT_MAX = 200;
/** A plan's tasks span at most one year (SB:95): its end date at most a year after its start. */
export const PLAN_SPAN_MONTHS_MAX = 12;
export const SALES_PRODUCTS_MAX = 100;
export const PAYMENT_PLANS_MAX = 60;
export const QUANTITY_MAX = 1_000_000;

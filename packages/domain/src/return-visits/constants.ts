import type { Messages } from '../i18n';
import { fn } from '../tenancy/permission-groups';
import type { TreeCode } from '../tenancy/permissions';
import { ENTERPRISE_TIME_ZONE } from '../time-zone';

/**
 * Who may do what (spec D4 "permissions 10201-10204", the permission tree's group 2 "回访"):
 * view the visits and the report, perform visits (submit, message the customer, raise a follow-up
 * order), manage visit plans. 10204 (export) has no route yet: the task list is not exported.
 */
export const RETURN_VISIT_ACCESS = {
  view: fn('returnVisit', 1) as TreeCode,
  perform: fn('returnVisit', 2) as TreeCode,
  plans: fn('returnVisit', 3) as TreeCode,
} as const;

/** spec-business §4 "Return-visit states 1 to 3: pending, failed, passed". */
export const RETURN_VISIT_STATES = { pending: 1, failed: 2, passed: 3 } as const;
export type ReturnVisitState = (typeof RETURN_VISIT_STATES)[keyof typeof RETURN_VISIT_STATES];
export const RETURN_VISIT_STATE_LIST = Object.values(RETURN_VISIT_STATES) as ReturnVisitState[];
export const RETURN_VISIT_STATE_LABELS: Record<ReturnVisitState, Messages> = {
  1: { zh_CN: '待回访', en_GB: 'Pending' },
  2: { zh_CN: '回访未通过', en_GB: 'Failed' },
  3: { zh_CN: '回访通过', en_GB: 'Passed' },
};
/** The outcome a visitor chooses when submitting; the task's state after it. */
export const RETURN_VISIT_RESULTS = { passed: 3, failed: 2 } as const;
export type ReturnVisitResult = keyof typeof RETURN_VISIT_RESULTS;

/**
 * spec-business §10 "Return-visit types 1, 6, 53", whose meanings the spec does not give
 * (docs/decisions.md "Return visits"): 1 a visit after the order is completed, 6 a visit after the
 * customer evaluated it, 53 a visit added by hand for a completed order.
 */
export const RETURN_VISIT_TYPES = { completion: 1, evaluation: 6, manual: 53 } as const;
export type ReturnVisitType = (typeof RETURN_VISIT_TYPES)[keyof typeof RETURN_VISIT_TYPES];
export const RETURN_VISIT_TYPE_LIST = Object.values(RETURN_VISIT_TYPES) as ReturnVisitType[];
/** The types a plan may create (its trigger). */
export const PLAN_VISIT_TYPES = [RETURN_VISIT_TYPES.completion, RETURN_VISIT_TYPES.evaluation] as const;
export type PlanVisitType = (typeof PLAN_VISIT_TYPES)[number];
export const RETURN_VISIT_TYPE_LABELS: Record<ReturnVisitType, Messages> = {
  1: { zh_CN: '完工回访', en_GB: 'After completion' },
  6: { zh_CN: '评价回访', en_GB: 'After evaluation' },
  53: { zh_CN: '手动回访', en_GB: 'Added by hand' },
};

/** Which matching orders a plan visits: every one, a ratio of them, or a number per day. */
export const SAMPLE_MODES = ['all', 'ratio', 'count'] as const;
export type SampleMode = (typeof SAMPLE_MODES)[number];

export const PLAN_NAME_MAX = 50;
export const VISIT_NOTE_MAX = 500;
export const VISIT_SMS_MAX = 300;
/** Designated visitors of one plan at most (more than one is a paid feature). */
export const PLAN_VISITORS_MAX = 50;
export const PLAN_TEMPLATES_MAX = 100;
export const PLAN_SAMPLE_COUNT_MAX = 10_000;
export const PLAN_DUE_DAYS_MAX = 90;
/** Messages to the customer from one task at most (each one is a real SMS). */
export const VISIT_SMS_PER_TASK_MAX = 5;
/** A follow-up claim older than this was interrupted (a crash between claim and order): it may be retried. */
export const FOLLOW_UP_CLAIM_MINUTES = 5;
/** The enterprise's day for "a count per day" (as notices: every enterprise is in China). */
export const RETURN_VISIT_TIME_ZONE = ENTERPRISE_TIME_ZONE;
/** The report's periods. */
export const REPORT_PERIODS = ['day', 'week', 'month'] as const;
export type ReportPeriod = (typeof REPORT_PERIODS)[number];
/** The longest range the report groups by day (a year). */
export const REPORT_DAYS_MAX = 366;

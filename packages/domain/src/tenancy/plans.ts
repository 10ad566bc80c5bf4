import { ACCOUNT_TYPES } from './roles';

/**
 * What the free version (isChargeUser 0) may not use, spec-business §6 ("Plan gating"). The server
 * refuses these on routes that declare `feature` (or a paid part of a request); the web wraps their
 * controls in `PaidFeature` with the same key. `built: false` marks a feature the product does not
 * have yet: the module that builds it adds `feature:` to its routes and flips the flag, and the
 * plan sweep then requires a gated route for it.
 */
export const PLAN_FEATURES = {
  /** One request acting on several records (spec-business §8: transfer, assign, accept, set invalid, re-accept, delete). */
  batch: { built: true },
  /** Approving orders and choosing approvers, and switching a template's completion approval on. */
  approval: { built: true },
  /** Adding, changing or deleting custom field definitions. */
  customFields: { built: true },
  /** Changing the order of a template's fields (POST /v2/fieldSort/sortFieldAndSys). */
  sort: { built: true },
  /** Copying an order into a new one (GET /order/copyOrder, the detail's "copy"). */
  copyOrder: { built: true },
  /** SLA policies, the business calendar, the overtime log and an object's clocks (issue 23). */
  sla: { built: true },
  /** Submitting an SMS signature (POST /v2/sms/signature); without one no SMS is sent. */
  smsSignature: { built: true },
  receiptFilter: { built: false },
  collectionFilter: { built: false },
  evaluationFilter: { built: false },
  /** More than one designated return visitor in a visit plan (POST /v2/returnVisitPlan/save). */
  returnVisitors: { built: true },
} as const satisfies Record<string, { built: boolean }>;
export type PlanFeature = keyof typeof PLAN_FEATURES;
export const PLAN_FEATURE_LIST = Object.keys(PLAN_FEATURES) as PlanFeature[];

/**
 * Where an account stands for gated features: `paid` may use them (VIP, or a trial, until its
 * service expires); `free` gets the upgrade notice; an expired trial or purchase is blocked
 * (spec-business §6 "expired trials blocked", §8 the two expiry messages).
 */
export type PlanStanding = 'paid' | 'free' | 'trialExpired' | 'expired';

export function planStanding(
  isChargeUser: number,
  expiresAt: Date | string | null | undefined,
  now: Date = new Date(),
): PlanStanding {
  if (isChargeUser !== ACCOUNT_TYPES.vip && isChargeUser !== ACCOUNT_TYPES.trial) return 'free';
  if (expiresAt && new Date(expiresAt).getTime() < now.getTime())
    return isChargeUser === ACCOUNT_TYPES.trial ? 'trialExpired' : 'expired';
  return 'paid';
}

import { fn } from '../tenancy/permission-groups';
import type { TreeCode } from '../tenancy/permissions';
import { ENTERPRISE_TIME_ZONE } from '../time-zone';

/**
 * Reconciliation and income statistics (issue 27, spec D8; the permission tree's group 3 "财务"):
 * 10301 view (the reconcile list, its count, income statistics), 10302 reconcile (mark a
 * customer-period reconciled), 10305 export. 10303/10304 and 12801/12802 are the settlement module's.
 */
export const RECONCILE_ACCESS = {
  view: fn('finance', 1) as TreeCode,
  reconcile: fn('finance', 2) as TreeCode,
  export: fn('finance', 5) as TreeCode,
} as const;

/** The longest period one reconciliation or statistics query covers. */
export const RECONCILE_DAYS_MAX = 366;
export const RECONCILE_NOTE_MAX = 200;
/** Rows one export writes at most. */
export const RECONCILE_EXPORT_MAX_ROWS = 50_000;
/** The enterprise's day boundaries for periods (as the reports use). */
export const FINANCE_TIME_ZONE = ENTERPRISE_TIME_ZONE;

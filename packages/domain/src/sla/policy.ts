import type { SlaObjectKind, SlaStep } from './constants';
import type { StepTarget } from './clock';

/** What a policy matches against: the object's facts when its clock starts. */
export interface SlaSubject {
  objectKind: SlaObjectKind;
  templateId: number | null;
  priority: number | null;
  customerId: number | null;
  customerTagIds: readonly number[];
  /** The products of the object's equipment. */
  productIds: readonly number[];
  /** The maintenance and sales contracts in force covering its customer or equipment (when a policy asks). */
  maintenanceContractIds?: readonly number[];
  salesContractIds?: readonly number[];
}

/** A policy's matching part: each list empty means "any". */
export interface SlaMatch {
  objectKind: SlaObjectKind;
  enabled: boolean;
  rank: number;
  id: number;
  templateIds: readonly number[];
  priorities: readonly number[];
  customerIds: readonly number[];
  customerTagIds: readonly number[];
  productIds: readonly number[];
  maintenanceContractIds: readonly number[];
  salesContractIds: readonly number[];
}

/** Whether the policy names contracts (then only objects under one of them in force match). */
export const namesContracts = (p: Pick<SlaMatch, 'maintenanceContractIds' | 'salesContractIds'>) =>
  p.maintenanceContractIds.length > 0 || p.salesContractIds.length > 0;

const any = (wanted: readonly number[], has: readonly (number | null)[]) =>
  !wanted.length || has.some((v) => v !== null && wanted.includes(v));

/**
 * Whether an enabled policy applies to the subject: the kind, then every criterion it sets. The
 * contract criterion is one: covered by any of the named maintenance or sales contracts in force.
 */
export const policyMatches = (p: SlaMatch, s: SlaSubject) =>
  p.enabled &&
  p.objectKind === s.objectKind &&
  any(p.templateIds, [s.templateId]) &&
  any(p.priorities, [s.priority]) &&
  any(p.customerIds, [s.customerId]) &&
  any(p.customerTagIds, s.customerTagIds) &&
  any(p.productIds, s.productIds) &&
  (!namesContracts(p) ||
    (s.maintenanceContractIds ?? []).some((id) => p.maintenanceContractIds.includes(id)) ||
    (s.salesContractIds ?? []).some((id) => p.salesContractIds.includes(id)));

/**
 * The policy that governs the subject, among those matching it (docs/decisions.md "SLA"):
 * 1. the rule priority (rank 1 first) — what the administrator set decides first;
 * 2. at the same rank, a policy naming contracts before one that does not (the customer's contract
 *    is the more specific promise);
 * 3. then the oldest (lowest id).
 */
export function pickPolicy<P extends SlaMatch>(policies: readonly P[], subject: SlaSubject): P | null {
  const contractFirst = (p: P) => (namesContracts(p) ? 0 : 1);
  const order = [...policies].sort(
    (a, b) => a.rank - b.rank || contractFirst(a) - contractFirst(b) || a.id - b.id,
  );
  return order.find((p) => policyMatches(p, subject)) ?? null;
}

export interface SlaStepTarget extends StepTarget {
  step: SlaStep;
}

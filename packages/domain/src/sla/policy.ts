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
}

const any = (wanted: readonly number[], has: readonly (number | null)[]) =>
  !wanted.length || has.some((v) => v !== null && wanted.includes(v));

/** Whether an enabled policy applies to the subject: the kind, then every criterion it sets. */
export const policyMatches = (p: SlaMatch, s: SlaSubject) =>
  p.enabled &&
  p.objectKind === s.objectKind &&
  any(p.templateIds, [s.templateId]) &&
  any(p.priorities, [s.priority]) &&
  any(p.customerIds, [s.customerId]) &&
  any(p.customerTagIds, s.customerTagIds) &&
  any(p.productIds, s.productIds);

/** The policy that governs the subject: the matching one of highest rule priority (rank 1 first), then oldest. */
export function pickPolicy<P extends SlaMatch>(policies: readonly P[], subject: SlaSubject): P | null {
  const order = [...policies].sort((a, b) => a.rank - b.rank || a.id - b.id);
  return order.find((p) => policyMatches(p, subject)) ?? null;
}

export interface SlaStepTarget extends StepTarget {
  step: SlaStep;
}

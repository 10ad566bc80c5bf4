import type { SampleMode } from './constants';

/** What sampling needs of a plan: its mode and numbers and its counters. */
export interface SamplePlan {
  sampleMode: SampleMode;
  sampleRatio: number | null;
  sampleCount: number | null;
  /** Orders the plan has matched before this one. */
  matched: number;
  /** The enterprise's day the plan last created a task on, and how many it made that day. */
  day: string | null;
  dayCreated: number;
}

/**
 * Whether the next order a plan matches gets a visit: deterministic, so the same orders in the same
 * sequence always give the same tasks (no randomness), and exact:
 * - `all`: every one;
 * - `ratio` r (1-100): the n-th matched order is visited when ⌊n·r/100⌋ grows, so after any n orders
 *   exactly ⌊n·r/100⌋ were visited (30: the 4th, 7th, 10th, ...; 100: all; 50: every second);
 * - `count` c: the first c orders of each day (`today`, the enterprise's date).
 */
export function sampleNext(plan: SamplePlan, today: string): boolean {
  switch (plan.sampleMode) {
    case 'all':
      return true;
    case 'ratio': {
      const r = plan.sampleRatio ?? 100;
      const n = plan.matched + 1;
      return Math.floor((n * r) / 100) > Math.floor(((n - 1) * r) / 100);
    }
    case 'count': {
      const madeToday = plan.day === today ? plan.dayCreated : 0;
      return madeToday < (plan.sampleCount ?? 0);
    }
  }
}

/** The designated visitor whose turn it is (in the plan's order, round robin), or null: any visitor. */
export const visitorInTurn = (visitorIds: readonly number[], turn: number): number | null =>
  visitorIds.length ? visitorIds[turn % visitorIds.length]! : null;

/** Whether a plan applies to an order: its templates and priorities (an empty list = every one). */
export const planMatches = (
  plan: { templateIds: readonly number[]; priorities: readonly number[] },
  order: { templateId: number; priority: number },
) =>
  (!plan.templateIds.length || plan.templateIds.includes(order.templateId)) &&
  (!plan.priorities.length || plan.priorities.includes(order.priority));

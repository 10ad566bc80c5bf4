import { eq, inArray, isNull, ne, sql, type SQL } from 'drizzle-orm';
import {
  afterPause,
  namesContracts,
  pickPolicy,
  stepDeadlines,
  type SlaObjectKind,
  type SlaStep,
  type SlaTimerState,
} from '@fieldline/domain';
import { slaTimers } from '../../db/schema';
import { mine, type TenantDb } from '../../core/tenant';
import { businessCalendar, calendarOf } from './calendar';
import { activePolicies } from './policies';
import { withContracts, type SlaFacts } from './subject';

type Calendar = ReturnType<typeof businessCalendar>;

/** The enterprise's calendar, read once per event and only when a clock counts by it. */
export const lazyCalendar = (t: TenantDb) => {
  let cal: Promise<Calendar> | null = null;
  return () => (cal ??= calendarOf(t).then(businessCalendar));
};

const ofObject = (t: TenantDb, kind: SlaObjectKind, id: number, ...rest: (SQL | undefined)[]) =>
  mine(t, slaTimers, eq(slaTimers.objectKind, kind), eq(slaTimers.objectId, id), ...rest);

/** The columns a clock of `target` takes when armed at `at` under `policy` (its round and keys apart). */
export async function armedValues(
  policy: { id: number; useCalendar: boolean },
  facts: SlaFacts,
  target: Parameters<typeof stepDeadlines>[1],
  at: Date,
  calendar: () => Promise<Calendar>,
) {
  const { warnAt, dueAt } = stepDeadlines(at, target, policy.useCalendar ? await calendar() : null);
  return {
    policyId: policy.id,
    objectNo: facts.no,
    objectTitle: facts.title,
    state: 'armed' as SlaTimerState,
    useCalendar: policy.useCalendar,
    startedAt: at,
    warnAt,
    dueAt,
    pausedAt: null,
    warnedAt: null,
    breachedAt: null,
    metAt: null,
  };
}

/**
 * Starts the clocks of `steps` for an object at `at` under the policy that governs it (pickPolicy:
 * rule priority, then contract policies, then the oldest; none: nothing starts; contracts are judged
 * in force at `at`). A step's clock that ran before is armed again in a new round
 * (its old jobs then find nothing to do). Answers how many clocks started.
 */
export async function armSteps(
  t: TenantDb,
  facts: SlaFacts,
  objectId: number,
  steps: readonly SlaStep[],
  at: Date,
  calendar: () => Promise<Calendar>,
) {
  const policies = (await activePolicies(t, facts.subject.objectKind)).map((p) => ({
    ...p,
    objectKind: p.objectKind as SlaObjectKind,
  }));
  // contracts in force are read only when some policy names contracts (no cost otherwise)
  const subject = policies.some(namesContracts) ? await withContracts(t, facts, at) : facts.subject;
  const policy = pickPolicy(policies, subject);
  if (!policy) return 0;
  let armed = 0;
  for (const step of steps) {
    const target = policy.steps.find((s) => s.step === step);
    if (!target) continue;
    const values = { ...(await armedValues(policy, facts, target, at, calendar)), updatedAt: new Date() };
    await t.db
      .insert(slaTimers)
      .values({
        ...values,
        enterpriseId: t.enterpriseId,
        objectKind: facts.subject.objectKind,
        objectId,
        step,
      })
      .onConflictDoUpdate({
        target: [slaTimers.enterpriseId, slaTimers.objectKind, slaTimers.objectId, slaTimers.step],
        set: { ...values, round: sql`${slaTimers.round} + 1` },
      });
    armed++;
  }
  return armed;
}

/** Stops the clocks of `steps` at `at`: met in time, or breached and now done (met_at set either way). */
export const meetSteps = (
  t: TenantDb,
  kind: SlaObjectKind,
  id: number,
  steps: readonly SlaStep[],
  at: Date,
) =>
  t.db
    .update(slaTimers)
    .set({
      state: sql`case when ${slaTimers.state} = 'breached' then 'breached' else 'met' end`,
      metAt: at,
      pausedAt: null,
      updatedAt: new Date(),
    })
    .where(
      ofObject(
        t,
        kind,
        id,
        inArray(slaTimers.step, [...steps]),
        isNull(slaTimers.metAt),
        ne(slaTimers.state, 'cancelled'),
      ),
    );

/** Voids the open clocks of the object (cancelled or closed), or of some steps of it. */
export const cancelOpen = (t: TenantDb, kind: SlaObjectKind, id: number, steps?: readonly SlaStep[]) =>
  t.db
    .update(slaTimers)
    .set({ state: 'cancelled', pausedAt: null, updatedAt: new Date() })
    .where(
      ofObject(
        t,
        kind,
        id,
        inArray(slaTimers.state, ['armed', 'warned', 'paused']),
        steps ? inArray(slaTimers.step, [...steps]) : undefined,
      ),
    );

/** Stops the clock of every open timer of the object at `at` (its jobs then find it paused). */
export const pauseOpen = (t: TenantDb, kind: SlaObjectKind, id: number, at: Date) =>
  t.db
    .update(slaTimers)
    .set({ state: 'paused', pausedAt: at, updatedAt: new Date() })
    .where(ofObject(t, kind, id, inArray(slaTimers.state, ['armed', 'warned'])));

/**
 * Starts the paused clocks again at `at`: the deadlines move on by the (working) time paused, the
 * state returns to armed or warned, and a new round's jobs are queued.
 */
export async function resumePaused(
  t: TenantDb,
  kind: SlaObjectKind,
  id: number,
  at: Date,
  calendar: () => Promise<Calendar>,
) {
  const paused = await t.db
    .select()
    .from(slaTimers)
    .where(ofObject(t, kind, id, eq(slaTimers.state, 'paused')));
  for (const timer of paused) {
    const cal = timer.useCalendar ? await calendar() : null;
    const since = timer.pausedAt ?? at;
    await t.db
      .update(slaTimers)
      .set({
        state: timer.warnedAt ? 'warned' : 'armed',
        warnAt: timer.warnAt && afterPause(timer.warnAt, since, at, cal),
        dueAt: afterPause(timer.dueAt, since, at, cal),
        pausedAt: null,
        round: sql`${slaTimers.round} + 1`,
        updatedAt: new Date(),
      })
      .where(mine(t, slaTimers, eq(slaTimers.id, timer.id)));
  }
  return paused.length;
}

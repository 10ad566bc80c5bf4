import { and, asc, eq, inArray, or, sql } from 'drizzle-orm';
import {
  SLA_CANCEL_KINDS,
  SLA_OBJECT_KINDS,
  SLA_PAUSE_KINDS,
  SLA_RESUME_KINDS,
  SLA_STEP_RULES,
  SLA_STEPS,
  SLA_VOID_STEP,
  afterPause,
  namesContracts,
  pickPolicy,
  type SlaObjectKind,
  type SlaStep,
} from '@fieldline/domain';
import { slaTimers } from '../../db/schema';
import { mine, type TenantDb } from '../../core/tenant';
import type { DomainEvent } from '../events';
import { activePolicies } from './policies';
import { factsOfMany, mayUseSla, withContracts, type SlaFacts } from './subject';
import { armedValues, lazyCalendar } from './timers';

const isSlaObject = (kind: string): kind is SlaObjectKind =>
  (SLA_OBJECT_KINDS as readonly string[]).includes(kind);

/** One clock as the batch holds it: the row's columns the consumer writes, and the round it was read at. */
interface Clock {
  objectKind: SlaObjectKind;
  objectId: number;
  step: SlaStep;
  policyId: number;
  objectNo: string;
  objectTitle: string;
  state: string;
  round: number;
  useCalendar: boolean;
  startedAt: Date;
  warnAt: Date | null;
  dueAt: Date;
  pausedAt: Date | null;
  warnedAt: Date | null;
  breachedAt: Date | null;
  metAt: Date | null;
  /** The round read (0: no row yet); the write adds the rounds moved on since to the row's. */
  base: number;
  dirty: boolean;
}

const objectKey = (kind: string, id: number) => `${kind}:${id}`;

/** A PostgreSQL array literal of nullable values, bound as one parameter and cast where used. */
const literal = (values: readonly (string | number | boolean | Date | null)[]) =>
  `{${values
    .map((v) =>
      v === null
        ? 'NULL'
        : v instanceof Date
          ? `"${v.toISOString()}"`
          : typeof v === 'string'
            ? `"${v.replace(/[\\"]/g, (c) => `\\${c}`)}"`
            : String(v),
    )
    .join(',')}}`;

/**
 * A dispatch batch of order and service-desk events, set-based (docs/events.md): the clocks of all
 * the batch's objects read at once (locked, in id order), every event applied in memory in the
 * batch's order with the same rules as applySlaEvent (consumer.ts), then every clock that changed
 * written by one multi-row insert … on conflict. The plan, calendar, policies and facts are read
 * once for the batch; contracts in force only when some policy names contracts, per clock armed.
 * The result is the one of each event applied alone, in order (timers.test.ts names the rule).
 */
export async function applySlaBatch(t: TenantDb, events: readonly DomainEvent[]) {
  const mineEvents = events.filter((e) => isSlaObject(e.objectKind));
  if (!mineEvents.length) return;
  const calendar = lazyCalendar(t);
  const ids = new Map<SlaObjectKind, Set<number>>();
  const startIds = new Map<SlaObjectKind, Set<number>>();
  const startsOf = (e: DomainEvent) => {
    const rules = SLA_STEP_RULES[e.objectKind as SlaObjectKind];
    return SLA_STEPS.filter((s) => rules[s]?.start.includes(e.kind));
  };
  for (const e of mineEvents) {
    const kind = e.objectKind as SlaObjectKind;
    (ids.get(kind) ?? ids.set(kind, new Set()).get(kind)!).add(e.objectId);
    if (!SLA_CANCEL_KINDS.includes(e.kind) && startsOf(e).length)
      (startIds.get(kind) ?? startIds.set(kind, new Set()).get(kind)!).add(e.objectId);
  }

  // the clocks there are, locked so a firing job cannot change them between this read and the write
  const read = await t.db
    .select()
    .from(slaTimers)
    .where(
      mine(
        t,
        slaTimers,
        or(
          ...[...ids].map(([kind, set]) =>
            and(eq(slaTimers.objectKind, kind), inArray(slaTimers.objectId, [...set])),
          ),
        ),
      ),
    )
    .orderBy(asc(slaTimers.id))
    .for('update');
  const clocks = new Map<string, Map<SlaStep, Clock>>();
  const clocksOf = (kind: string, id: number) => {
    const key = objectKey(kind, id);
    return clocks.get(key) ?? clocks.set(key, new Map()).get(key)!;
  };
  for (const r of read)
    clocksOf(r.objectKind, r.objectId).set(r.step as SlaStep, {
      objectKind: r.objectKind as SlaObjectKind,
      objectId: r.objectId,
      step: r.step as SlaStep,
      policyId: r.policyId,
      objectNo: r.objectNo,
      objectTitle: r.objectTitle,
      state: r.state,
      round: r.round,
      useCalendar: r.useCalendar,
      startedAt: r.startedAt,
      warnAt: r.warnAt,
      dueAt: r.dueAt,
      pausedAt: r.pausedAt,
      warnedAt: r.warnedAt,
      breachedAt: r.breachedAt,
      metAt: r.metAt,
      base: r.round,
      dirty: false,
    });

  // what arming needs, read once: the plan, the policies and the facts of the objects that start clocks
  const mayUse = startIds.size ? await mayUseSla(t) : false;
  const policies = new Map<SlaObjectKind, Awaited<ReturnType<typeof activePolicies>>>();
  const facts = new Map<string, SlaFacts>();
  if (mayUse)
    for (const [kind, set] of startIds) {
      policies.set(kind, await activePolicies(t, kind));
      for (const [id, f] of await factsOfMany(t, kind, [...set])) facts.set(objectKey(kind, id), f);
    }

  const open = (c: Clock, states: readonly string[]) => states.includes(c.state);
  const cancelOpen = (kind: string, id: number, steps?: readonly SlaStep[]) => {
    for (const c of clocksOf(kind, id).values())
      if (open(c, ['armed', 'warned', 'paused']) && (!steps || steps.includes(c.step)))
        Object.assign(c, { state: 'cancelled', pausedAt: null, dirty: true });
  };
  for (const event of mineEvents) {
    const kind = event.objectKind as SlaObjectKind;
    const id = event.objectId;
    const at = event.createdAt;
    if (SLA_CANCEL_KINDS.includes(event.kind)) {
      cancelOpen(kind, id);
      continue;
    }
    const voided = SLA_VOID_STEP[event.kind];
    if (voided) cancelOpen(kind, id, [voided]);
    const mineClocks = clocksOf(kind, id);
    if (SLA_PAUSE_KINDS.includes(event.kind))
      for (const c of mineClocks.values())
        if (open(c, ['armed', 'warned'])) Object.assign(c, { state: 'paused', pausedAt: at, dirty: true });
    if (SLA_RESUME_KINDS.includes(event.kind))
      for (const c of mineClocks.values()) {
        if (c.state !== 'paused') continue;
        const cal = c.useCalendar ? await calendar() : null;
        const since = c.pausedAt ?? at;
        Object.assign(c, {
          state: c.warnedAt ? 'warned' : 'armed',
          warnAt: c.warnAt && afterPause(c.warnAt, since, at, cal),
          dueAt: afterPause(c.dueAt, since, at, cal),
          pausedAt: null,
          round: c.round + 1,
          dirty: true,
        });
      }
    const rules = SLA_STEP_RULES[kind];
    const stops = SLA_STEPS.filter((s) => rules[s]?.stop.includes(event.kind));
    for (const c of mineClocks.values())
      if (stops.includes(c.step) && c.metAt === null && c.state !== 'cancelled')
        Object.assign(c, {
          state: c.state === 'breached' ? 'breached' : 'met',
          metAt: at,
          pausedAt: null,
          dirty: true,
        });
    const starts = startsOf(event);
    const fact = facts.get(objectKey(kind, id));
    if (!starts.length || !mayUse || !fact) continue;
    const choices = (policies.get(kind) ?? []).map((p) => ({
      ...p,
      objectKind: p.objectKind as SlaObjectKind,
    }));
    const subject = choices.some(namesContracts) ? await withContracts(t, fact, at) : fact.subject;
    const policy = pickPolicy(choices, subject);
    if (!policy) continue;
    for (const step of starts) {
      const target = policy.steps.find((s) => s.step === step);
      if (!target) continue;
      const was = mineClocks.get(step);
      mineClocks.set(step, {
        objectKind: kind,
        objectId: id,
        step,
        ...(await armedValues(policy, fact, target, at, calendar)),
        round: was ? was.round + 1 : 1,
        base: was ? was.base : 0,
        dirty: true,
      });
    }
  }

  const changed = [...clocks.values()].flatMap((m) => [...m.values()].filter((c) => c.dirty));
  if (!changed.length) return;
  const col = (pick: (c: Clock) => string | number | boolean | Date | null) => literal(changed.map(pick));
  // scheduled_round carries the round read: a new row stores 0 (its default, nothing queued yet); an
  // existing row keeps its own, and its round moves on by as many rounds as the batch began on it
  await t.db.execute(
    sql`insert into sla_timers (enterprise_id, policy_id, object_kind, object_id, object_no, object_title,
                                step, state, round, scheduled_round, use_calendar, started_at, warn_at,
                                due_at, paused_at, warned_at, breached_at, met_at, updated_at)
        select ${t.enterpriseId}, x.* , ${new Date().toISOString()}::timestamptz
          from unnest(${col((c) => c.policyId)}::bigint[], ${col((c) => c.objectKind)}::text[],
                      ${col((c) => c.objectId)}::bigint[], ${col((c) => c.objectNo)}::text[],
                      ${col((c) => c.objectTitle)}::text[], ${col((c) => c.step)}::text[],
                      ${col((c) => c.state)}::text[], ${col((c) => c.round)}::int[],
                      ${col((c) => c.base)}::int[], ${col((c) => c.useCalendar)}::boolean[],
                      ${col((c) => c.startedAt)}::timestamptz[], ${col((c) => c.warnAt)}::timestamptz[],
                      ${col((c) => c.dueAt)}::timestamptz[], ${col((c) => c.pausedAt)}::timestamptz[],
                      ${col((c) => c.warnedAt)}::timestamptz[], ${col((c) => c.breachedAt)}::timestamptz[],
                      ${col((c) => c.metAt)}::timestamptz[]) as x
        on conflict (enterprise_id, object_kind, object_id, step) do update
           set policy_id = excluded.policy_id, object_no = excluded.object_no,
               object_title = excluded.object_title, state = excluded.state,
               round = sla_timers.round + excluded.round - excluded.scheduled_round,
               use_calendar = excluded.use_calendar, started_at = excluded.started_at,
               warn_at = excluded.warn_at, due_at = excluded.due_at, paused_at = excluded.paused_at,
               warned_at = excluded.warned_at, breached_at = excluded.breached_at,
               met_at = excluded.met_at, updated_at = excluded.updated_at`,
  );
}

import {
  SLA_CANCEL_KINDS,
  SLA_CONSUMED_KINDS,
  SLA_OBJECT_KINDS,
  SLA_PAUSE_KINDS,
  SLA_RESUME_KINDS,
  SLA_STEP_RULES,
  SLA_STEPS,
  SLA_VOID_STEP,
  type SlaObjectKind,
} from '@fieldline/domain';
import type { TenantDb } from '../../core/tenant';
import type { DomainEvent, EventConsumer } from '../events';
import { applySlaBatch } from './batch';
import { factsOf, mayUseSla } from './subject';
import { armSteps, cancelOpen, lazyCalendar, meetSteps, pauseOpen, resumePaused } from './timers';

const isSlaObject = (kind: string): kind is SlaObjectKind =>
  (SLA_OBJECT_KINDS as readonly string[]).includes(kind);

/**
 * What the events of one dispatch batch read alike (the enterprise's calendar and plan), read once
 * for the batch and only when needed: the consumer writes neither.
 */
function sharedReads(t: TenantDb) {
  let may: Promise<boolean> | null = null;
  return { calendar: lazyCalendar(t), mayUse: () => (may ??= mayUseSla(t)) };
}

/**
 * What an order's or event's domain event does to its SLA clocks (docs/decisions.md "SLA"), in the
 * consumer's receipt transaction, at the event's time (so a late dispatch does not shift deadlines):
 * closing voids the open clocks; pausing stops them and resuming moves their deadlines on; then
 * the steps the event ends are met and the steps it begins are armed under the governing policy.
 */
export async function applySlaEvent(t: TenantDb, event: DomainEvent, shared = sharedReads(t)) {
  if (!isSlaObject(event.objectKind)) return;
  const kind = event.objectKind;
  const at = event.createdAt;
  const id = event.objectId;
  const { calendar } = shared;
  if (SLA_CANCEL_KINDS.includes(event.kind)) {
    await cancelOpen(t, kind, id);
    return;
  }
  const voided = SLA_VOID_STEP[event.kind];
  if (voided) await cancelOpen(t, kind, id, [voided]);
  if (SLA_PAUSE_KINDS.includes(event.kind)) await pauseOpen(t, kind, id, at);
  if (SLA_RESUME_KINDS.includes(event.kind)) await resumePaused(t, kind, id, at, calendar);
  const rules = SLA_STEP_RULES[kind];
  const stops = SLA_STEPS.filter((s) => rules[s]?.stop.includes(event.kind));
  const starts = SLA_STEPS.filter((s) => rules[s]?.start.includes(event.kind));
  if (stops.length) await meetSteps(t, kind, id, stops, at);
  if (!starts.length || !(await shared.mayUse())) return;
  const facts = await factsOf(t, kind, id);
  if (facts) await armSteps(t, facts, id, starts, at, calendar);
}

/** The SLA module's consumer of order and service-desk events (registered in app.ts EVENT_CONSUMERS). */
export const slaConsumer: EventConsumer = {
  name: 'sla',
  kinds: SLA_CONSUMED_KINDS,
  handle: (t, event) => applySlaEvent(t, event),
  // a dispatch batch (docs/events.md): set-based, with the result of each event applied alone
  handleBatch: (t, events) => applySlaBatch(t, events),
};

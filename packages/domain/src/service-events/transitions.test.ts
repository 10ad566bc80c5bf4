import { describe, expect, it } from 'vitest';
import {
  SERVICE_EVENT_ACCESS,
  SERVICE_EVENT_DATA_CODES,
  SERVICE_EVENT_STATE_LIST,
  type ServiceEventState,
} from './constants';
import {
  SERVICE_EVENT_ACTION_LIST,
  SERVICE_EVENT_TRANSITIONS,
  availableServiceEventActions,
  checkServiceEventTransition,
  poolFor,
  serviceEventCallerMay,
  type ServiceEventAction,
  type ServiceEventFlags,
} from './transitions';
import {
  serviceEventAssignSchema,
  serviceEventCreateSchema,
  serviceEventListQuerySchema,
} from './service-events.schema';

const ev = (state: ServiceEventState, more: Partial<ServiceEventFlags> = {}): ServiceEventFlags => ({
  state,
  pool: null,
  pausedFrom: null,
  orderId: null,
  ...more,
});

/** DECISIONS.md "Events": every allowed move, as [action, from, to]. */
const ALLOWED: [ServiceEventAction, ServiceEventState, ServiceEventState][] = [
  ['assign', 1, 2],
  ['reassign', 2, 2],
  ['reassign', 3, 3],
  ['reassign', 4, 4],
  ['reassign', 5, 5],
  ['start', 2, 3],
  ['complete', 3, 6],
  ['close', 6, 7],
  ['reactivate', 6, 3],
  ['escalate', 2, 4],
  ['escalate', 3, 4],
  ['handleEscalation', 4, 3],
  ['pause', 2, 5],
  ['pause', 3, 5],
  ['putInPool', 1, 1],
  ['putInPool', 4, 4],
  ['convert', 2, 6],
  ['convert', 3, 6],
  ['convert', 4, 6],
];

describe('event transitions (DECISIONS.md "Events")', () => {
  it.each(ALLOWED)('%s moves %i → %i', (action, from, to) => {
    expect(checkServiceEventTransition(action, ev(from))).toEqual({ ok: true, to });
  });

  it('refuses every other (action, state) pair outside the pool with "state"', () => {
    for (const action of SERVICE_EVENT_ACTION_LIST)
      for (const state of SERVICE_EVENT_STATE_LIST) {
        if (action === 'continue' || action === 'claim' || action === 'recall') continue;
        const allowed = ALLOWED.some(([a, f]) => a === action && f === state);
        const result = checkServiceEventTransition(action, ev(state));
        if (!allowed) expect(result, `${action} from ${state}`).toEqual({ ok: false, refusal: 'state' });
      }
  });

  it('continue goes back to the state before the pause (2 or 3), and only from 5', () => {
    expect(checkServiceEventTransition('continue', ev(5, { pausedFrom: 2 }))).toEqual({ ok: true, to: 2 });
    expect(checkServiceEventTransition('continue', ev(5, { pausedFrom: 3 }))).toEqual({ ok: true, to: 3 });
    expect(checkServiceEventTransition('continue', ev(5))).toEqual({ ok: false, refusal: 'noPausedFrom' });
    for (const s of [1, 2, 3, 4, 6, 7] as const)
      expect(checkServiceEventTransition('continue', ev(s, { pausedFrom: 2 }))).toEqual({
        ok: false,
        refusal: 'state',
      });
  });

  it('pool: claim and recall only pooled events; pooled events cannot be assigned, handled or pooled again', () => {
    expect(checkServiceEventTransition('claim', ev(1, { pool: 1 }))).toEqual({ ok: true, to: 2 });
    expect(checkServiceEventTransition('claim', ev(4, { pool: 2 }))).toEqual({ ok: true, to: 4 });
    expect(checkServiceEventTransition('recall', ev(1, { pool: 1 }))).toEqual({ ok: true, to: 1 });
    expect(checkServiceEventTransition('claim', ev(1))).toEqual({ ok: false, refusal: 'notPooled' });
    expect(checkServiceEventTransition('recall', ev(4))).toEqual({ ok: false, refusal: 'notPooled' });
    expect(checkServiceEventTransition('claim', ev(2, { pool: 1 }))).toEqual({ ok: false, refusal: 'state' });
    for (const a of ['assign', 'putInPool', 'handleEscalation'] as const)
      expect(checkServiceEventTransition(a, ev(a === 'assign' ? 1 : 4, { pool: 1 }))).toEqual({
        ok: false,
        refusal: 'pooled',
      });
    expect(poolFor(1)).toBe(1);
    expect(poolFor(4)).toBe(2);
  });

  it('an event converts to a work order once', () => {
    expect(checkServiceEventTransition('convert', ev(3, { orderId: 9 }))).toEqual({
      ok: false,
      refusal: 'converted',
    });
  });

  it('needs the permission code, and the principal or escalation handler where the table says so', () => {
    const caller = (powers: string[], more = {}) => ({
      powers,
      admin: false,
      isPrincipal: false,
      isEscalationHandler: false,
      ...more,
    });
    const { assign, handle, closeReactivate } = SERVICE_EVENT_ACCESS;
    expect(serviceEventCallerMay('assign', caller([assign]))).toBe(true);
    expect(serviceEventCallerMay('assign', caller([handle]))).toBe(false);
    expect(serviceEventCallerMay('start', caller([handle]))).toBe(false);
    expect(serviceEventCallerMay('start', caller([handle], { isPrincipal: true }))).toBe(true);
    expect(serviceEventCallerMay('start', caller([], { isPrincipal: true }))).toBe(false);
    expect(serviceEventCallerMay('handleEscalation', caller([handle], { isPrincipal: true }))).toBe(false);
    expect(serviceEventCallerMay('handleEscalation', caller([handle], { isEscalationHandler: true }))).toBe(
      true,
    );
    expect(serviceEventCallerMay('close', caller([closeReactivate]))).toBe(true);
    expect(serviceEventCallerMay('convert', caller([handle], { isPrincipal: true }))).toBe(false);
    expect(serviceEventCallerMay('convert', caller([SERVICE_EVENT_DATA_CODES.convert]))).toBe(true);
    expect(serviceEventCallerMay('complete', caller([], { admin: true }))).toBe(true);
  });

  it('lists the buttons a principal sees on a pending event', () => {
    const actions = availableServiceEventActions(ev(2), {
      powers: [SERVICE_EVENT_ACCESS.handle],
      admin: false,
      isPrincipal: true,
      isEscalationHandler: false,
    });
    expect(actions).toEqual(['start', 'escalate', 'pause']);
  });

  it('every action has a note rule only where the table says', () => {
    const noted = SERVICE_EVENT_ACTION_LIST.filter(
      (a) => (SERVICE_EVENT_TRANSITIONS[a] as { noteRequired?: boolean }).noteRequired,
    );
    expect(noted).toEqual(['reactivate', 'escalate', 'handleEscalation', 'pause']);
  });
});

describe('event payloads', () => {
  it('the main owner is required to assign (SB:88)', () => {
    expect(serviceEventAssignSchema.safeParse({ id: 1 }).success).toBe(false);
    expect(serviceEventAssignSchema.safeParse({ id: 1, principalUserId: 2 }).success).toBe(true);
  });
  it('a duration is at least one minute (SB:88), a title at most 50 characters', () => {
    expect(serviceEventCreateSchema.safeParse({ title: 'a', durationMinutes: 0 }).success).toBe(false);
    expect(serviceEventCreateSchema.safeParse({ title: 'a', durationMinutes: 1 }).success).toBe(true);
    expect(serviceEventCreateSchema.safeParse({ title: 'x'.repeat(51) }).success).toBe(false);
    expect(serviceEventCreateSchema.safeParse({ title: 'a', priority: 4 }).success).toBe(false);
  });
  it('list states come as "1,2" from the query string', () => {
    const q = serviceEventListQuerySchema.parse({ states: '1,2', pageSize: '10' });
    expect(q.states).toEqual([1, 2]);
    expect(serviceEventListQuerySchema.safeParse({ states: '9' }).success).toBe(false);
  });
});

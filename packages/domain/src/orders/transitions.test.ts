import { describe, expect, it } from 'vitest';
import { ORDER_STATE_LIST, ORDER_STATES, ORDER_SOURCES, type OrderState } from './constants';
import { ORDER_ACCESS } from './permissions';
import {
  ORDER_ACTION_LIST,
  ORDER_TRANSITIONS,
  availableActions,
  callerMay,
  checkTransition,
  initialState,
  isOverdue,
  type OrderAction,
  type OrderFlags,
  ABNORMAL_ACTIONS,
  REMAINING_ACTIONS,
} from './transitions';

const flags = (state: OrderState, extra: Partial<OrderFlags> = {}): OrderFlags => ({
  state,
  invalid: false,
  paused: false,
  archived: false,
  deleted: false,
  ...extra,
});
const open = { allowRefuse: true, completionApproval: false };
const POOL_ACTIONS: OrderAction[] = ['putInPool', 'recall', 'grab', 'revokeGrab'];

/** DECISIONS.md "Work orders": the whole table, written out once more by hand. */
const ALLOWED: [OrderAction, OrderState, OrderState][] = [
  ['receptionAccept', 0, 1],
  ['markInvalid', 0, 0],
  ['assign', 1, 2],
  ['accept', 2, 3],
  ['refuse', 2, 1],
  ['keepDate', 2, 2],
  ['keepDate', 3, 3],
  ['bespokeDate', 2, 2],
  ['bespokeDate', 3, 3],
  ['startService', 3, 4],
  ['pause', 3, 3],
  ['pause', 4, 4],
  ['complete', 4, 5],
  ['approve', 7, 5],
  ['reject', 7, 4],
  ['cancel', 0, 6],
  ['cancel', 1, 6],
  ['cancel', 2, 6],
  ['cancel', 3, 6],
  ['cancel', 4, 6],
  ['cancel', 7, 6],
];

describe('order transitions (DECISIONS.md table)', () => {
  it.each(ALLOWED)('allows %s from state %i to state %i', (action, from, to) => {
    expect(checkTransition(action, flags(from), open)).toEqual({ ok: true, to });
  });

  it('allows continue (resume) from a paused state 3 or 4 and keeps the state', () => {
    expect(checkTransition('resume', flags(3, { paused: true }), open)).toEqual({ ok: true, to: 3 });
    expect(checkTransition('resume', flags(4, { paused: true }), open)).toEqual({ ok: true, to: 4 });
  });

  const allowedPairs = new Set(ALLOWED.map(([a, f]) => `${a}:${f}`));
  allowedPairs.add('resume:3').add('resume:4');
  // the open pool's rows need their flags (pooled, grabbed): pool.test.ts covers them
  // ... as do the abnormal request's (a pending request): abnormal.test.ts covers them
  // ... and the remaining actions' (end requests, send-back targets, split node): remaining.test.ts
  const flagged = [...POOL_ACTIONS, ...ABNORMAL_ACTIONS, ...REMAINING_ACTIONS];
  const refused = ORDER_ACTION_LIST.filter((a) => !flagged.includes(a)).flatMap((action) =>
    ORDER_STATE_LIST.filter((s) => !allowedPairs.has(`${action}:${s}`)).map((s) => [action, s] as const),
  );
  it.each(refused)('refuses %s from state %i', (action, state) => {
    const result = checkTransition(action, flags(state, action === 'resume' ? { paused: true } : {}), open);
    expect(result).toEqual({ ok: false, refusal: 'state' });
  });

  it('service complete goes to pending approval when the template requires completion approval', () => {
    expect(checkTransition('complete', flags(4), { allowRefuse: false, completionApproval: true })).toEqual({
      ok: true,
      to: ORDER_STATES.approval,
    });
  });

  it('refuse is only possible if the template allows it', () => {
    expect(checkTransition('refuse', flags(2), { allowRefuse: false, completionApproval: false })).toEqual({
      ok: false,
      refusal: 'refuseOff',
    });
  });

  it('archived and deleted orders refuse every lifecycle action', () => {
    for (const action of ORDER_ACTION_LIST) {
      const from = ORDER_TRANSITIONS[action].from[0]!;
      expect(checkTransition(action, flags(from, { archived: true }), open)).toMatchObject({
        refusal: 'archived',
      });
      expect(checkTransition(action, flags(from, { deleted: true }), open)).toMatchObject({
        refusal: 'deleted',
      });
    }
  });

  it('a paused order only continues or is cancelled', () => {
    expect(checkTransition('startService', flags(3, { paused: true }), open)).toMatchObject({
      refusal: 'paused',
    });
    expect(checkTransition('complete', flags(4, { paused: true }), open)).toMatchObject({
      refusal: 'paused',
    });
    expect(checkTransition('cancel', flags(4, { paused: true }), open)).toEqual({ ok: true, to: 6 });
    expect(checkTransition('resume', flags(4), open)).toMatchObject({ refusal: 'notPaused' });
  });

  it('an invalid order cannot be marked invalid twice but can be accepted by reception', () => {
    expect(checkTransition('markInvalid', flags(0, { invalid: true }), open)).toMatchObject({
      refusal: 'invalid',
    });
    expect(checkTransition('receptionAccept', flags(0, { invalid: true }), open)).toEqual({
      ok: true,
      to: 1,
    });
  });
});

describe('who may run an action', () => {
  const caller = (
    powers: string[],
    extra: { isServer?: boolean; isApprover?: boolean; hasApprovers?: boolean } = {},
  ) => ({
    powers,
    isServer: false,
    isApprover: false,
    hasApprovers: false,
    ...extra,
  });

  it('server actions need the serve code and being the order server', () => {
    expect(callerMay('accept', caller([ORDER_ACCESS.serve]))).toBe(false);
    expect(callerMay('accept', caller([ORDER_ACCESS.serve], { isServer: true }))).toBe(true);
    expect(callerMay('accept', caller([], { isServer: true }))).toBe(false);
  });

  it('approval needs the approve code and, when the order names approvers, being one of them', () => {
    expect(callerMay('approve', caller([ORDER_ACCESS.approve]))).toBe(true);
    expect(callerMay('approve', caller([ORDER_ACCESS.approve], { hasApprovers: true }))).toBe(false);
    expect(
      callerMay('approve', caller([ORDER_ACCESS.approve], { hasApprovers: true, isApprover: true })),
    ).toBe(true);
  });

  it('lists the buttons of the detail page from the table', () => {
    const dispatcher = caller([ORDER_ACCESS.dispatch, ORDER_ACCESS.cancel]);
    expect(availableActions(flags(1), dispatcher, open)).toEqual(['assign', 'cancel', 'putInPool']);
    const server = caller([ORDER_ACCESS.serve], { isServer: true });
    expect(availableActions(flags(2), server, open)).toEqual([
      'accept',
      'refuse',
      'bespokeDate',
      'applyAbnormal',
    ]);
    expect(availableActions(flags(4, { paused: true }), server, open)).toEqual(['resume']);
  });
});

describe('first state and overdue', () => {
  it('staff orders start pending assignment, or pending acceptance by server when one is chosen', () => {
    expect(initialState(ORDER_SOURCES.staff, false, true)).toBe(1);
    expect(initialState(ORDER_SOURCES.staff, true, true)).toBe(2);
  });
  it('portal, chat, call-centre and QR orders start at reception unless the accept node is off', () => {
    expect(initialState(ORDER_SOURCES.qrScan, false, true)).toBe(0);
    expect(initialState(ORDER_SOURCES.portal, false, false)).toBe(1);
  });
  it('an open order past its estimated completion is overdue; a completed one is not', () => {
    const past = new Date(Date.now() - 60_000);
    expect(isOverdue(3, past)).toBe(true);
    expect(isOverdue(5, past)).toBe(false);
    expect(isOverdue(3, null)).toBe(false);
  });
});

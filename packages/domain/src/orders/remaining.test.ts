import { describe, expect, it } from 'vitest';
import { ORDER_STATE_LIST, type OrderState } from './constants';
import { ORDER_ACCESS } from './permissions';
import {
  ORDER_ACTION_LIST,
  REMAINING_ACTIONS,
  availableActions,
  checkTransition,
  type OrderFlags,
  type TransitionOptions,
} from './transitions';

const flags = (state: OrderState, extra: Partial<OrderFlags> = {}): OrderFlags => ({
  state,
  invalid: false,
  paused: false,
  archived: false,
  deleted: false,
  ...extra,
});
const open: TransitionOptions = { allowRefuse: true, completionApproval: false };

describe('apply end service (issue 22, docs/decisions.md)', () => {
  it('the server asks from in service (4) only, and the order stays at 4', () => {
    expect(checkTransition('applyEndService', flags(4), open)).toEqual({ ok: true, to: 4 });
    for (const s of ORDER_STATE_LIST.filter((s) => s !== 4))
      expect(checkTransition('applyEndService', flags(s), open)).toMatchObject({ refusal: 'state' });
  });
  it('one request at a time, and none beside a pending abnormal request', () => {
    expect(checkTransition('applyEndService', flags(4, { endRequested: true }), open)).toMatchObject({
      refusal: 'endPending',
    });
    expect(checkTransition('applyEndService', flags(4, { abnormal: 1 }), open)).toMatchObject({
      refusal: 'abnormalPending',
    });
    expect(checkTransition('applyAbnormal', flags(4, { endRequested: true }), open)).toMatchObject({
      refusal: 'endPending',
    });
  });
  it('approving ends the service (4 → 5); rejecting keeps 4; both need a pending request', () => {
    const pending = flags(4, { endRequested: true });
    expect(checkTransition('approveEndService', pending, open)).toEqual({ ok: true, to: 5 });
    expect(checkTransition('rejectEndService', pending, open)).toEqual({ ok: true, to: 4 });
    expect(checkTransition('approveEndService', flags(4), open)).toMatchObject({ refusal: 'noEndRequest' });
    expect(checkTransition('rejectEndService', flags(4), open)).toMatchObject({ refusal: 'noEndRequest' });
  });
  it('approving ends the service even with completion approval on (the approver has decided)', () => {
    const pending = flags(4, { endRequested: true });
    expect(checkTransition('approveEndService', pending, { ...open, completionApproval: true })).toEqual({
      ok: true,
      to: 5,
    });
  });
  it('a pending request can be decided on a paused order', () => {
    const pending = flags(4, { endRequested: true, paused: true });
    expect(checkTransition('rejectEndService', pending, open)).toEqual({ ok: true, to: 4 });
  });
});

describe('check finish: what completion waits for (SB:142)', () => {
  it('completion waits for the decision on ending service', () => {
    expect(checkTransition('complete', flags(4, { endRequested: true }), open)).toMatchObject({
      refusal: 'endPending',
    });
  });
  it('"unfinished progress must be completed first": open child orders block completing the parent', () => {
    expect(checkTransition('complete', flags(4, { openChildren: 2 }), open)).toMatchObject({
      refusal: 'unfinishedChildren',
    });
    expect(
      checkTransition('approveEndService', flags(4, { endRequested: true, openChildren: 1 }), open),
    ).toMatchObject({
      refusal: 'unfinishedChildren',
    });
    expect(checkTransition('complete', flags(4, { openChildren: 0 }), open)).toEqual({ ok: true, to: 5 });
  });
});

describe('return to an earlier node', () => {
  it('goes back to assignment from 2, 3, 4 and 7', () => {
    for (const s of [2, 3, 4, 7] as OrderState[])
      expect(checkTransition('returnNode', flags(s), { ...open, returnTo: 1 })).toEqual({ ok: true, to: 1 });
  });
  it('goes back to acceptance from 3, 4 and 7, never to the same or a later step', () => {
    for (const s of [3, 4, 7] as OrderState[])
      expect(checkTransition('returnNode', flags(s), { ...open, returnTo: 2 })).toEqual({ ok: true, to: 2 });
    expect(checkTransition('returnNode', flags(2), { ...open, returnTo: 2 })).toMatchObject({
      refusal: 'returnTarget',
    });
    expect(checkTransition('returnNode', flags(4), { ...open, returnTo: 3 })).toMatchObject({
      refusal: 'returnTarget',
    });
  });
  it('is refused from 0, 1, 5 and 6, and while a request waits for a decision', () => {
    for (const s of [0, 1, 5, 6] as OrderState[])
      expect(checkTransition('returnNode', flags(s), { ...open, returnTo: 1 })).toMatchObject({
        refusal: 'state',
      });
    expect(checkTransition('returnNode', flags(4, { abnormal: 2 }), { ...open, returnTo: 1 })).toMatchObject({
      refusal: 'abnormalPending',
    });
    expect(checkTransition('returnNode', flags(4, { endRequested: true }), open)).toMatchObject({
      refusal: 'endPending',
    });
  });
  it('a paused order can be sent back', () => {
    expect(checkTransition('returnNode', flags(4, { paused: true }), { ...open, returnTo: 1 })).toEqual({
      ok: true,
      to: 1,
    });
  });
});

describe('closed', () => {
  it('closes completed and cancelled orders only', () => {
    expect(checkTransition('close', flags(5), open)).toEqual({ ok: true, to: 5 });
    expect(checkTransition('close', flags(6), open)).toEqual({ ok: true, to: 6 });
    for (const s of [0, 1, 2, 3, 4, 7] as OrderState[])
      expect(checkTransition('close', flags(s), open)).toMatchObject({ refusal: 'state' });
  });
  it('a closed order refuses every lifecycle action, closing again included', () => {
    for (const action of ORDER_ACTION_LIST)
      for (const s of ORDER_STATE_LIST)
        expect(checkTransition(action, flags(s, { closed: true }), open)).toMatchObject({
          refusal: 'closed',
        });
  });
});

describe('split', () => {
  it('splits orders at 1-4 when the template has the split node on', () => {
    for (const s of [1, 2, 3, 4] as OrderState[])
      expect(checkTransition('split', flags(s), { ...open, splitEnabled: true })).toEqual({
        ok: true,
        to: s,
      });
    for (const s of [0, 5, 6, 7] as OrderState[])
      expect(checkTransition('split', flags(s), { ...open, splitEnabled: true })).toMatchObject({
        refusal: 'state',
      });
  });
  it('is refused when the node is off, and for a pooled order', () => {
    expect(checkTransition('split', flags(1), open)).toMatchObject({ refusal: 'splitOff' });
    expect(
      checkTransition('split', flags(1, { pooled: true }), { ...open, splitEnabled: true }),
    ).toMatchObject({
      refusal: 'pooled',
    });
  });
});

describe('who sees the new buttons', () => {
  const caller = (powers: string[], isServer = false) => ({
    powers,
    isServer,
    isApprover: false,
    hasApprovers: false,
  });
  it('the server of an order in service is offered "ask to end service"; a dispatcher is not', () => {
    expect(availableActions(flags(4), caller([ORDER_ACCESS.serve], true), open)).toContain('applyEndService');
    expect(availableActions(flags(4), caller([ORDER_ACCESS.serve]), open)).not.toContain('applyEndService');
  });
  it('an approver is offered the decision only while a request waits', () => {
    const approver = caller([ORDER_ACCESS.approve]);
    expect(availableActions(flags(4, { endRequested: true }), approver, open)).toEqual([
      'approveEndService',
      'rejectEndService',
    ]);
    expect(availableActions(flags(4), approver, open)).toEqual([]);
  });
  it('a dispatcher is offered send back, split (node on) and close', () => {
    const dispatcher = caller([ORDER_ACCESS.dispatch]);
    expect(availableActions(flags(3), dispatcher, { ...open, splitEnabled: true })).toEqual(
      expect.arrayContaining(['returnNode', 'split']),
    );
    expect(availableActions(flags(5), dispatcher, open)).toEqual(['close']);
  });
  it('every remaining action is a row of the table', () => {
    for (const a of REMAINING_ACTIONS) expect(ORDER_ACTION_LIST).toContain(a);
  });
});

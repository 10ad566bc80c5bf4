import { describe, expect, it } from 'vitest';
import { ORDER_STATE_LIST, type OrderState } from './constants';
import { ORDER_ACCESS } from './permissions';
import { ABNORMAL_TYPES, abnormalApplySchema, abnormalDecisionSchema } from './abnormal';
import { ABNORMAL_APPROVALS, availableActions, checkTransition, type OrderFlags } from './transitions';

const flags = (state: OrderState, extra: Partial<OrderFlags> = {}): OrderFlags => ({
  state,
  invalid: false,
  paused: false,
  archived: false,
  deleted: false,
  ...extra,
});
const open = { allowRefuse: true, completionApproval: false };
const { cancel, reassign, reschedule } = ABNORMAL_TYPES;

describe('abnormal requests in the transitions table (SB:71, DEC last row)', () => {
  it('the server applies from states 2-4 only', () => {
    for (const s of ORDER_STATE_LIST)
      expect(checkTransition('applyAbnormal', flags(s), open).ok, `state ${s}`).toBe([2, 3, 4].includes(s));
  });

  it('a second request waits until the first is decided', () => {
    expect(checkTransition('applyAbnormal', flags(3, { abnormal: cancel }), open)).toEqual({
      ok: false,
      refusal: 'abnormalPending',
    });
  });

  it('SB:142 cannot complete service on an abnormal order', () => {
    expect(checkTransition('complete', flags(4, { abnormal: reschedule }), open)).toEqual({
      ok: false,
      refusal: 'abnormal',
    });
    expect(checkTransition('complete', flags(4), open)).toEqual({ ok: true, to: 5 });
  });

  it('approved cancel → 6; reassign → 1, or 2 with a new server; reschedule keeps the state', () => {
    expect(checkTransition('abnormalCancel', flags(4, { abnormal: cancel }), open)).toEqual({
      ok: true,
      to: 6,
    });
    expect(checkTransition('abnormalReassign', flags(3, { abnormal: reassign }), open)).toEqual({
      ok: true,
      to: 1,
    });
    expect(
      checkTransition('abnormalReassign', flags(3, { abnormal: reassign }), { ...open, reassignTo: 9 }),
    ).toEqual({ ok: true, to: 2 });
    expect(checkTransition('abnormalReschedule', flags(2, { abnormal: reschedule }), open)).toEqual({
      ok: true,
      to: 2,
    });
  });

  it('an approval needs a pending request of its own type', () => {
    expect(checkTransition('abnormalCancel', flags(3), open)).toMatchObject({ refusal: 'noAbnormal' });
    expect(checkTransition('abnormalCancel', flags(3, { abnormal: reschedule }), open)).toMatchObject({
      refusal: 'noAbnormal',
    });
    expect(checkTransition('rejectAbnormal', flags(3), open)).toMatchObject({ refusal: 'noAbnormal' });
  });

  it('an approval is refused once the order left states 2-4; rejection still closes the request', () => {
    expect(checkTransition('abnormalCancel', flags(6, { abnormal: cancel }), open)).toMatchObject({
      refusal: 'state',
    });
    expect(checkTransition('rejectAbnormal', flags(6, { abnormal: cancel }), open)).toEqual({
      ok: true,
      to: 6,
    });
  });

  it('a paused order cannot apply, but its pending request can be decided', () => {
    expect(checkTransition('applyAbnormal', flags(4, { paused: true }), open)).toMatchObject({
      refusal: 'paused',
    });
    expect(checkTransition('abnormalCancel', flags(4, { paused: true, abnormal: cancel }), open)).toEqual({
      ok: true,
      to: 6,
    });
  });

  it('the detail offers the approver only the approval of the pending type and the rejection', () => {
    const approver = {
      powers: [ORDER_ACCESS.approve],
      isServer: false,
      isApprover: false,
      hasApprovers: false,
    };
    expect(availableActions(flags(3, { abnormal: reassign }), approver, open)).toEqual([
      ABNORMAL_APPROVALS[reassign],
      'rejectAbnormal',
    ]);
    const server = { ...approver, powers: [ORDER_ACCESS.serve], isServer: true };
    expect(availableActions(flags(4, { abnormal: reassign }), server, open)).not.toContain('complete');
  });
});

describe('abnormal request payloads (SB:96)', () => {
  const base = { orderId: 1, reason: 'Customer away' };
  const issue = (r: { success: boolean; error?: { issues: { path: PropertyKey[] }[] } }) =>
    r.error?.issues[0]?.path.join('.');

  it('the reason is required', () => {
    expect(issue(abnormalApplySchema.safeParse({ orderId: 1, type: cancel, reason: ' ' }))).toBe('reason');
  });
  it('a reschedule carries the new appointment; other types do not', () => {
    expect(issue(abnormalApplySchema.safeParse({ ...base, type: reschedule }))).toBe('appointmentAt');
    expect(
      abnormalApplySchema.safeParse({ ...base, type: reschedule, appointmentAt: '2030-01-01T08:00:00.000Z' })
        .success,
    ).toBe(true);
    expect(issue(abnormalApplySchema.safeParse({ ...base, type: cancel, newServerId: 3 }))).toBe(
      'newServerId',
    );
  });
  it('an unknown type is refused naming the field', () => {
    expect(issue(abnormalApplySchema.safeParse({ ...base, type: 7 }))).toBe('type');
  });
  it('approve reason optional, reject reason required', () => {
    expect(abnormalDecisionSchema.safeParse({ requestId: 1, approved: true }).success).toBe(true);
    expect(issue(abnormalDecisionSchema.safeParse({ requestId: 1, approved: false }))).toBe('reason');
  });
});

import { describe, expect, it } from 'vitest';
import { ORDER_ACTION_LIST } from '@fieldline/domain';
import { ACTION_FORMS, CONFIRMED_ACTIONS, formFieldOf, orderedActions, splitActions } from './actions';

describe('action → form mapping', () => {
  it('the abnormal request: the apply form for the server, the decision form for every approval and the rejection', () => {
    expect(ACTION_FORMS.applyAbnormal).toBe('abnormal');
    for (const a of ['abnormalCancel', 'abnormalReassign', 'abnormalReschedule', 'rejectAbnormal'] as const)
      expect(ACTION_FORMS[a]).toBe('abnormalDecision');
    expect(formFieldOf('abnormal', 'appointmentAt')).toBe('appointmentAt');
    expect(formFieldOf('abnormalDecision', 'reason')).toBe('reason');
  });

  it('gives every action of the transitions table a form', () => {
    const forms = [
      'note',
      'reason',
      'appointment',
      'assign',
      'checkIn',
      'complete',
      'examine',
      'abnormal',
      'abnormalDecision',
      'returnNode',
      'split',
    ];
    for (const action of ORDER_ACTION_LIST) expect(forms, action).toContain(ACTION_FORMS[action]);
  });

  it('collects a reason for refuse and cancel, a check-in for start and complete, a decision for approval', () => {
    expect(ACTION_FORMS.refuse).toBe('reason');
    expect(ACTION_FORMS.cancel).toBe('reason');
    expect(ACTION_FORMS.startService).toBe('checkIn');
    expect(ACTION_FORMS.complete).toBe('complete');
    expect(ACTION_FORMS.reject).toBe('examine');
    expect(ACTION_FORMS.keepDate).toBe('appointment');
    expect(ACTION_FORMS.assign).toBe('assign');
  });

  it('the remaining actions (issue 22): a reason to end service, a decision, send back and split forms, a confirmed close', () => {
    expect(ACTION_FORMS.applyEndService).toBe('reason');
    expect(ACTION_FORMS.approveEndService).toBe('examine');
    expect(ACTION_FORMS.rejectEndService).toBe('examine');
    expect(ACTION_FORMS.returnNode).toBe('returnNode');
    expect(ACTION_FORMS.split).toBe('split');
    expect(CONFIRMED_ACTIONS).toContain('close');
    expect(formFieldOf('returnNode', 'returnTo')).toBe('returnTo');
  });

  it('shows only the actions the server answered, the forward step first', () => {
    expect(orderedActions(['cancel', 'pause', 'complete'])).toEqual(['complete', 'pause', 'cancel']);
    expect(splitActions(['cancel', 'refuse', 'accept', 'bespokeDate'], 2)).toEqual({
      primary: ['accept', 'bespokeDate'],
      more: ['refuse', 'cancel'],
    });
    expect(splitActions([], 2)).toEqual({ primary: [], more: [] });
  });
});

describe('server refusals (code + field) onto form fields', () => {
  it('puts a missing reason on the reason field', () => {
    expect(formFieldOf('reason', 'reason')).toBe('reason');
    expect(formFieldOf('examine', 'reason')).toBe('reason');
  });

  it('maps the completion fields the template requires, with or without the payment prefix', () => {
    expect(formFieldOf('complete', 'signature')).toBe('signature');
    expect(formFieldOf('complete', 'receiptCode')).toBe('receiptCode');
    expect(formFieldOf('complete', 'payment.sparepartAmount')).toBe('sparepartAmount');
    expect(formFieldOf('complete', 'payment.serviceItems')).toBe('serviceItems');
    expect(formFieldOf('complete', 'serviceItems.2.serviceItemId')).toBe('serviceItems');
    expect(formFieldOf('complete', 'preferentialAmount')).toBe('preferentialAmount');
    expect(formFieldOf('complete', 'lat')).toBe('location');
    expect(formFieldOf('payment', 'otherAmount')).toBe('otherAmount');
  });

  it('maps assignment, appointment and people pickers', () => {
    expect(formFieldOf('assign', 'serverUserId')).toBe('serverUserId');
    expect(formFieldOf('assign', 'collaboratorIds')).toBe('collaboratorIds');
    expect(formFieldOf('appointment', 'estimatedAt')).toBe('estimatedAt');
    expect(formFieldOf('people', 'userIds')).toBe('userIds');
  });

  it("maps the rating's fields, photos by index included", () => {
    expect(formFieldOf('rate', 'quality')).toBe('quality');
    expect(formFieldOf('rate', 'images.0')).toBe('images');
    expect(formFieldOf('rate', 'suggestion')).toBe('suggestion');
    expect(formFieldOf('rate', 'orderId')).toBeNull();
  });

  it('answers null for a field the form does not have (shown as a message instead)', () => {
    expect(formFieldOf('note', 'orderId')).toBeNull();
    expect(formFieldOf('complete', 'orderId')).toBeNull();
    expect(formFieldOf('reason', undefined)).toBeNull();
    expect(formFieldOf('people', 'reason')).toBeNull();
  });
});

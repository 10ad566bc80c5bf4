import { describe, expect, it } from 'vitest';
import { processSettingsSchema } from '@fieldline/domain';
import {
  completePayload,
  expensesRequired,
  initialExpenses,
  minutesSince,
  receiptChoice,
  startServicePayload,
} from './payloads';

const settings = (over: object = {}) => processSettingsSchema.parse(over);
const position = { lng: 121.473701, lat: 31.230416, accuracy: 12 };
const lines = [{ serviceItemId: 7, name: '上门检测', unit: '次', price: '80.00', quantity: 2 }];

describe('template nodes decide the completion form', () => {
  it('asks for the receipt as the template says, and not at all when the receipt node is off', () => {
    expect(receiptChoice(settings())).toBe('either');
    expect(receiptChoice(settings({ receiptMode: 'code' }))).toBe('code');
    expect(receiptChoice(settings({ nodes: { receipt: false }, receiptMode: 'signature' }))).toBe('none');
    expect(receiptChoice(undefined)).toBe('none');
  });

  it('requires every expenses field when the collection node is on (spec-business §3)', () => {
    expect(expensesRequired(settings())).toBe(true);
    expect(expensesRequired(settings({ nodes: { collection: false } }))).toBe(false);
  });
});

describe('check-in payloads', () => {
  it('sends the position and the typed place with the photos on start', () => {
    expect(
      startServicePayload(5, { images: ['/api/file/download/1'], note: ' ', location: ' 3F ' }, position),
    ).toEqual({
      orderId: 5,
      lng: 121.473701,
      lat: 31.230416,
      location: '3F',
      images: ['/api/file/download/1'],
      note: undefined,
    });
  });

  it('starts without coordinates when location was denied', () => {
    expect(startServicePayload(5, { location: 'Building A' }, null)).toMatchObject({
      lng: undefined,
      lat: undefined,
      location: 'Building A',
      images: [],
    });
  });

  it('completes with the signature, expenses and service time', () => {
    const body = completePayload(
      9,
      {
        serviceItems: lines,
        sparepartAmount: '12.5',
        otherAmount: '0',
        preferentialAmount: '',
        serviceMinutes: 45,
      },
      {
        position,
        signature: '/api/file/download/3',
        receipt: 'either',
        receiptBy: 'signature',
        expensesRequired: true,
      },
    );
    expect(body).toMatchObject({
      orderId: 9,
      signature: '/api/file/download/3',
      receiptCode: undefined,
      serviceMinutes: 45,
      payment: {
        serviceItems: [{ serviceItemId: 7, quantity: 2 }],
        sparepartAmount: '12.5',
        otherAmount: '0',
        preferentialAmount: undefined,
      },
    });
  });

  it('sends the SMS code instead of a signature when the customer confirms by code', () => {
    const body = completePayload(
      9,
      { receiptCode: ' 123456 ' },
      {
        position: null,
        signature: '/api/file/download/3',
        receipt: 'either',
        receiptBy: 'code',
        expensesRequired: false,
      },
    );
    expect(body.signature).toBeUndefined();
    expect(body.receiptCode).toBe('123456');
    expect(body.payment).toBeUndefined();
  });

  it('leaves the receipt out when the receipt node is off', () => {
    const body = completePayload(
      9,
      { receiptCode: '123456' },
      {
        position: null,
        signature: '/x',
        receipt: 'none',
        receiptBy: 'signature',
        expensesRequired: false,
      },
    );
    expect(body.signature).toBeUndefined();
    expect(body.receiptCode).toBeUndefined();
  });

  it('sends optional expenses once the server entered some', () => {
    const body = completePayload(
      9,
      { otherAmount: '5' },
      {
        position: null,
        signature: null,
        receipt: 'none',
        receiptBy: 'signature',
        expensesRequired: false,
      },
    );
    expect(body.payment).toEqual({
      serviceItems: [],
      sparepartAmount: undefined,
      otherAmount: '5',
      preferentialAmount: undefined,
    });
  });

  it('starts the expenses form from the order, amounts at 0.00 so untouched ones complete', () => {
    expect(
      initialExpenses({
        lines: [{ ...lines[0]!, amount: '160.00' }],
        serviceAmount: '160.00',
        sparepartAmount: '0.00',
        otherAmount: '3.50',
        preferentialAmount: '0.00',
        totalAmount: '163.50',
      }),
    ).toEqual({
      serviceItems: lines,
      sparepartAmount: '0.00',
      otherAmount: '3.50',
      preferentialAmount: '0.00',
    });
  });

  it('untouched 0.00 amounts complete: sent as zero when required, left out when optional', () => {
    const zero = { sparepartAmount: '0.00', otherAmount: '0.00', preferentialAmount: '0.00' };
    const opts = { position: null, signature: null, receipt: 'none', receiptBy: 'signature' } as const;
    expect(completePayload(9, zero, { ...opts, expensesRequired: true }).payment).toEqual({
      serviceItems: [],
      ...zero,
    });
    expect(completePayload(9, zero, { ...opts, expensesRequired: false }).payment).toBeUndefined();
  });

  it('suggests the service time from the start of service', () => {
    const now = Date.parse('2026-11-22T10:30:00Z');
    expect(minutesSince('2026-11-22T09:00:00Z', now)).toBe(90);
    expect(minutesSince(null, now)).toBeNull();
    expect(minutesSince('2026-11-22T11:00:00Z', now)).toBe(0);
  });
});

import { describe, expect, it } from 'vitest';
import { amountOrUndefined, lineAmount, paymentTotals, type ExpenseLine } from './money';

const line = (price: string, quantity: number, id = 1): ExpenseLine => ({
  serviceItemId: id,
  name: `item ${id}`,
  unit: '次',
  price,
  quantity,
});

describe('payment totals in exact decimals (spec-business §5 two decimals, DESIGN "Money")', () => {
  it('multiplies price by quantity without binary floats', () => {
    expect(lineAmount(line('0.10', 3))).toBe('0.30'); // 0.1 * 3 = 0.30000000000000004 in floats
    expect(lineAmount(line('19.99', 7))).toBe('139.93');
  });

  it('adds service lines, spare parts and other, then takes off the preferential amount', () => {
    const totals = paymentTotals([line('80.00', 2, 1), line('0.10', 3, 2)], {
      sparepartAmount: '120.5',
      otherAmount: '0.2',
      preferentialAmount: '10.05',
    });
    expect(totals).toEqual({
      serviceAmount: '160.30',
      grossAmount: '281.00',
      totalAmount: '270.95',
      preferentialTooHigh: false,
    });
  });

  it('keeps 13-digit amounts exact', () => {
    const totals = paymentTotals([], { sparepartAmount: '9999999999999.99', otherAmount: '0.01' });
    expect(totals.grossAmount).toBe('10000000000000.00');
  });

  it('flags a preferential amount above the amount due (the server refuses it)', () => {
    const totals = paymentTotals([line('50', 1)], { preferentialAmount: '50.01' });
    expect(totals.totalAmount).toBe('-0.01');
    expect(totals.preferentialTooHigh).toBe(true);
  });

  it('counts empty, malformed and over-precise amounts and bad quantities as 0 while typing', () => {
    const totals = paymentTotals([line('10', 0), line('10', 1.5, 2), line('abc', 2, 3)], {
      sparepartAmount: '',
      otherAmount: '1.234',
      preferentialAmount: null,
    });
    expect(totals).toMatchObject({ serviceAmount: '0.00', totalAmount: '0.00' });
  });

  it('sends typed amounts trimmed and leaves empty ones out', () => {
    expect(amountOrUndefined(' 12.50 ')).toBe('12.50');
    expect(amountOrUndefined('  ')).toBeUndefined();
    expect(amountOrUndefined(null)).toBeUndefined();
  });
});

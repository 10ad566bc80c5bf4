import { describe, expect, it } from 'vitest';
import { planStanding } from './plans';

const NOW = new Date('2026-06-01T00:00:00Z');
const past = '2026-05-31T23:59:59Z';
const future = '2026-06-15T00:00:00Z';

describe('spec-business §6 plan standing', () => {
  it('a free account (isChargeUser 0) is free whatever its expiry', () => {
    expect(planStanding(0, null, NOW)).toBe('free');
    expect(planStanding(0, future, NOW)).toBe('free');
    expect(planStanding(0, past, NOW)).toBe('free');
  });

  it('VIP (1) and trial (2) accounts are paid until their service end, or with none', () => {
    expect(planStanding(1, future, NOW)).toBe('paid');
    expect(planStanding(2, new Date(future), NOW)).toBe('paid');
    expect(planStanding(1, null, NOW)).toBe('paid');
  });

  it('an expired trial is trialExpired and an expired purchase expired', () => {
    expect(planStanding(2, past, NOW)).toBe('trialExpired');
    expect(planStanding(1, past, NOW)).toBe('expired');
  });
});

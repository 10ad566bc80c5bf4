import { afterEach, describe, expect, it, vi } from 'vitest';
import { enterpriseToday } from './enterprise-date';

describe('enterpriseToday: the date defaults count by the enterprise time zone (China time)', () => {
  afterEach(() => vi.useRealTimers());

  it('after 16:00 UTC it is already the next day', () => {
    vi.useFakeTimers({ now: new Date('2026-11-27T16:30:00Z') });
    expect(enterpriseToday().format('YYYY-MM-DD')).toBe('2026-11-28');
  });

  it('before 16:00 UTC it is the same day as UTC', () => {
    vi.useFakeTimers({ now: new Date('2026-11-27T15:59:00Z') });
    expect(enterpriseToday().format('YYYY-MM-DD')).toBe('2026-11-27');
  });
});

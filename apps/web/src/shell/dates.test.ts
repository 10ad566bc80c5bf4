import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { dateRangeParams, endOfDayIfMidnight } from './dates';

describe('the 00:00 rule (spec-shell §5)', () => {
  it('extends a date at exactly 00:00 to 23:59:59 of the same day', () => {
    const end = endOfDayIfMidnight(new Date(2026, 2, 31, 0, 0, 0, 0));
    expect(end.format('YYYY-MM-DD HH:mm:ss')).toBe('2026-03-31 23:59:59');
  });

  it('keeps any other time, even one second or one millisecond past midnight', () => {
    expect(endOfDayIfMidnight(new Date(2026, 2, 31, 0, 0, 1)).format('HH:mm:ss')).toBe('00:00:01');
    expect(endOfDayIfMidnight(new Date(2026, 2, 31, 0, 0, 0, 1)).millisecond()).toBe(1);
    expect(endOfDayIfMidnight(new Date(2026, 2, 31, 18, 30)).format('HH:mm')).toBe('18:30');
  });

  it('accepts dayjs values and strings and does not change the input', () => {
    const start = dayjs('2026-01-01T00:00:00');
    const end = endOfDayIfMidnight(start);
    expect(start.format('HH:mm')).toBe('00:00');
    expect(end.format('YYYY-MM-DD HH:mm:ss')).toBe('2026-01-01 23:59:59');
    expect(endOfDayIfMidnight('2026-01-01 00:00').format('HH:mm:ss')).toBe('23:59:59');
  });

  it('applies the rule to the end of a range filter only', () => {
    const params = dateRangeParams([new Date(2026, 0, 1), new Date(2026, 0, 31)]);
    expect(dayjs(params!.start).format('YYYY-MM-DD HH:mm:ss')).toBe('2026-01-01 00:00:00');
    expect(dayjs(params!.end).format('YYYY-MM-DD HH:mm:ss')).toBe('2026-01-31 23:59:59');
    expect(dateRangeParams(null)).toBeNull();
  });
});

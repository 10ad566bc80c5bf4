import { describe, expect, it } from 'vitest';
import {
  beyondHorizon,
  dragRectangle,
  inRectangle,
  mondayOf,
  periodDays,
  shiftPeriod,
  utilisation,
} from './schedule';

describe('the schedule grid (issue 26: week or month, drag to schedule)', () => {
  it('shows Monday to Sunday for a week and the calendar month for a month', () => {
    expect(mondayOf('2026-11-27')).toBe('2026-11-23'); // a Friday
    expect(mondayOf('2026-11-23')).toBe('2026-11-23');
    expect(mondayOf('2026-11-29')).toBe('2026-11-23'); // a Sunday
    expect(periodDays('week', '2026-11-27')).toEqual([
      '2026-11-23',
      '2026-11-24',
      '2026-11-25',
      '2026-11-26',
      '2026-11-27',
      '2026-11-28',
      '2026-11-29',
    ]);
    const feb = periodDays('month', '2028-02-10');
    expect(feb).toHaveLength(29);
    expect(feb[0]).toBe('2028-02-01');
    expect(periodDays('month', '2026-12-31')).toHaveLength(31);
  });

  it('moves a week or a month back and forth (across years)', () => {
    expect(shiftPeriod('week', '2026-11-27', 1)).toBe('2026-11-30');
    expect(shiftPeriod('week', '2026-11-27', -1)).toBe('2026-11-16');
    expect(shiftPeriod('month', '2026-12-15', 1)).toBe('2027-01-01');
    expect(shiftPeriod('month', '2026-01-31', -1)).toBe('2025-12-01');
  });

  it('a drag covers the engineers between its rows and the days between its columns, in either direction', () => {
    const users = ['a', 'b', 'c', 'd'];
    const days = periodDays('week', '2026-11-27');
    expect(dragRectangle({ row: 2, col: 4 }, { row: 1, col: 2 }, users, days)).toEqual({
      users: ['b', 'c'],
      days: ['2026-11-25', '2026-11-26', '2026-11-27'],
    });
    expect(dragRectangle({ row: 0, col: 0 }, { row: 0, col: 0 }, users, days)).toEqual({
      users: ['a'],
      days: ['2026-11-23'],
    });
    expect(inRectangle({ row: 1, col: 3 }, { row: 2, col: 4 }, { row: 1, col: 2 })).toBe(true);
    expect(inRectangle({ row: 0, col: 3 }, { row: 2, col: 4 }, { row: 1, col: 2 })).toBe(false);
  });

  it('SB:155: days beyond the planning horizon are not schedulable; utilisation is worked duty days over duty days', () => {
    expect(beyondHorizon('2026-12-27', '2026-11-27', 30)).toBe(false);
    expect(beyondHorizon('2026-12-28', '2026-11-27', 30)).toBe(true);
    expect(utilisation(3, 4)).toBe(75);
    expect(utilisation(0, 0)).toBeNull();
  });
});

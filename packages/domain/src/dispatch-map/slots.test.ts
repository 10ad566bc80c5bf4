import { describe, expect, it } from 'vitest';
import { MAP_TIME_ZONE } from './constants';
import { clockOf, instantOf, localOf, overlaps, slotMinutes, slotWindow } from './slots';

describe('appointment board windows (issue 26, SB:155)', () => {
  it("the fixed offset is the enterprises' zone (Asia/Shanghai keeps UTC+8 all year)", () => {
    for (const day of ['2026-01-15', '2026-07-15']) {
      const at = instantOf(day, 9 * 60);
      const shown = new Intl.DateTimeFormat('en-GB', {
        timeZone: MAP_TIME_ZONE,
        hour: '2-digit',
        minute: '2-digit',
        hourCycle: 'h23',
      }).format(at);
      expect(shown).toBe('09:00');
      expect(localOf(at)).toEqual({ day, minute: 540 });
    }
  });

  it('durations of 30 min, 1 h, 2 h and all day divide the working day 08:00-20:00', () => {
    expect(slotMinutes(30)).toHaveLength(24);
    expect(slotMinutes(60).map(clockOf)).toEqual(
      Array.from({ length: 12 }, (_, i) => `${String(8 + i).padStart(2, '0')}:00`),
    );
    expect(slotMinutes(120)).toHaveLength(6);
    expect(slotMinutes(0)).toEqual([480]);
  });

  it('a window lies inside the working day; all day is the whole of it', () => {
    const day = '2026-03-02';
    expect(slotWindow(instantOf(day, 19 * 60), 60)).toEqual({
      start: instantOf(day, 19 * 60),
      end: instantOf(day, 20 * 60),
    });
    expect(slotWindow(instantOf(day, 19 * 60 + 30), 60)).toBeNull();
    expect(slotWindow(instantOf(day, 7 * 60), 30)).toBeNull();
    expect(slotWindow(instantOf(day, 15 * 60), 0)).toEqual({
      start: instantOf(day, 8 * 60),
      end: instantOf(day, 20 * 60),
    });
  });

  it('windows overlap when half-open intervals meet inside, not at an edge', () => {
    const w = slotWindow(instantOf('2026-03-02', 10 * 60), 60)!;
    const at = (m: number) => instantOf('2026-03-02', m).toISOString();
    expect(overlaps({ start: at(9 * 60), end: at(10 * 60) }, w)).toBe(false);
    expect(overlaps({ start: at(9 * 60 + 30), end: at(10 * 60 + 30) }, w)).toBe(true);
    expect(overlaps({ start: at(11 * 60), end: at(12 * 60) }, w)).toBe(false);
  });
});

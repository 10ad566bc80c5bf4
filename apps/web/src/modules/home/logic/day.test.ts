import { describe, expect, it } from 'vitest';
import { dayGroupOf, groupDay } from './day';

// Local times: the day is the device's calendar day.
const now = new Date(2026, 10, 26, 9, 30);
const at = (day: number, hour: number) => new Date(2026, 10, day, hour, 0).toISOString();

describe("the service person's day", () => {
  it('puts an appointment in earlier, today or next by the local calendar day, none as unscheduled', () => {
    expect(dayGroupOf(at(25, 23), now)).toBe('earlier');
    expect(dayGroupOf(at(26, 0), now)).toBe('today');
    expect(dayGroupOf(at(26, 8), now)).toBe('today');
    expect(dayGroupOf(at(26, 23), now)).toBe('today');
    expect(dayGroupOf(at(27, 0), now)).toBe('next');
    expect(dayGroupOf(null, now)).toBe('unscheduled');
  });

  it('shows today, the next days, missed and unscheduled in that order, each in appointment order; empty parts but today left out', () => {
    const rows = [
      { id: 1, appointmentAt: at(24, 10) },
      { id: 2, appointmentAt: at(26, 11) },
      { id: 3, appointmentAt: at(26, 15) },
      { id: 4, appointmentAt: at(28, 9) },
      { id: 5, appointmentAt: null },
    ];
    expect(groupDay(rows, now).map((g) => [g.group, g.rows.map((r) => r.id)])).toEqual([
      ['today', [2, 3]],
      ['next', [4]],
      ['earlier', [1]],
      ['unscheduled', [5]],
    ]);
    expect(groupDay([{ id: 4, appointmentAt: at(28, 9) }], now).map((g) => g.group)).toEqual([
      'today',
      'next',
    ]);
  });
});

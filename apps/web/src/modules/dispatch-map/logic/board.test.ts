import { describe, expect, it } from 'vitest';
import { instantOf, type BoardRow } from '@fieldline/domain';
import { slotsOf, windowText } from './board';

const DAY = '2026-03-10';
const at = (minute: number) => instantOf(DAY, minute).toISOString();
const row = (over: Partial<BoardRow> = {}): BoardRow => ({
  id: 7,
  name: 'Zhang',
  teams: [],
  days: [],
  appointments: [],
  ...over,
});
const before = Date.parse(`${DAY}T00:00:00+08:00`) - 86_400_000;

describe("the appointment board's windows (issue 26)", () => {
  it('an appointment holds the windows it overlaps; the rest are free', () => {
    const r = row({
      appointments: [
        { orderId: 1, orderNo: 'GD1', title: 't', state: 2, start: at(9 * 60 + 30), end: at(10 * 60 + 30) },
      ],
    });
    const slots = slotsOf(r, DAY, 60, before, '2026-03-09', 30);
    expect(slots).toHaveLength(12);
    expect(slots.filter((s) => s.state === 'busy').map((s) => windowText(s.minute, 60))).toEqual([
      '09:00-10:00',
      '10:00-11:00',
    ]);
    expect(slots.filter((s) => s.state === 'free')).toHaveLength(10);
    expect(slotsOf(r, DAY, 0, before, '2026-03-09', 30)).toMatchObject([{ state: 'busy' }]);
    expect(windowText(480, 0)).toBe('08:00-20:00');
  });

  it('a day off or on leave closes every window; so do past windows and days beyond 30 days', () => {
    expect(
      slotsOf(row({ days: [{ day: DAY, kind: 2, note: null }] }), DAY, 120, before, '2026-03-09', 30).every(
        (s) => s.state === 'off',
      ),
    ).toBe(true);
    const noon = Date.parse(`${DAY}T12:00:00+08:00`);
    const slots = slotsOf(row(), DAY, 120, noon, DAY, 30);
    expect(slots.map((s) => s.state)).toEqual(['past', 'past', 'free', 'free', 'free', 'free']);
    expect(slotsOf(row(), DAY, 60, before, '2026-02-01', 30).every((s) => s.state === 'closed')).toBe(true);
    // SB:155: a 7-day horizon closes the 8th day ahead, a 14-day one opens it
    expect(slotsOf(row(), DAY, 60, before, '2026-03-02', 7).every((s) => s.state === 'closed')).toBe(true);
    expect(slotsOf(row(), DAY, 60, before, '2026-03-02', 14).every((s) => s.state === 'free')).toBe(true);
  });
});

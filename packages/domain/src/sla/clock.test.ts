import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  addWorkingTime,
  afterPause,
  stepDeadlines,
  workingTimeBetween,
  type BusinessCalendar,
} from './clock';

const H = 3_600_000;
const MIN = 60_000;
const at = (iso: string) => new Date(iso);
/** Monday-Friday 09:00-18:00 in Shanghai (UTC+8), 2026-10-01 a holiday. */
const office: BusinessCalendar = {
  timeZone: 'Asia/Shanghai',
  week: [...Array.from({ length: 5 }, () => ({ start: 9 * 60, end: 18 * 60 })), null, null],
  daysOff: ['2026-10-01'],
};

describe('SLA reminder time = start + timeliness + timeout − warning (spec-business §9)', () => {
  const start = at('2026-11-23T02:00:00Z'); // Monday 10:00 Shanghai

  it('accept within 1 hour, warn at 50 minutes', () => {
    const d = stepDeadlines(start, { minutes: 60, timeoutMinutes: 0, warnMinutes: 10 }, null);
    expect(d.warnAt).toEqual(new Date(start.getTime() + 50 * MIN));
    expect(d.dueAt).toEqual(new Date(start.getTime() + 60 * MIN));
  });

  it('progress SLA 2 hours with a 0.5 hour reminder', () => {
    const d = stepDeadlines(start, { minutes: 120, timeoutMinutes: 0, warnMinutes: 30 }, null);
    expect(d.warnAt).toEqual(new Date(start.getTime() + 1.5 * H));
    expect(d.dueAt).toEqual(new Date(start.getTime() + 2 * H));
  });

  it('order-not-received reminder 2 hours: no warning lead, the reminder at the deadline', () => {
    const d = stepDeadlines(start, { minutes: 120, timeoutMinutes: 0, warnMinutes: 0 }, null);
    expect(d.warnAt).toBeNull();
    expect(d.dueAt).toEqual(new Date(start.getTime() + 2 * H));
  });

  it('the time-out extends the deadline, and the warning counts back from it', () => {
    const d = stepDeadlines(start, { minutes: 60, timeoutMinutes: 30, warnMinutes: 10 }, null);
    expect(d.dueAt).toEqual(new Date(start.getTime() + 90 * MIN));
    expect(d.warnAt).toEqual(new Date(start.getTime() + 80 * MIN));
  });

  it('a warning not shorter than the allowance gives no warning', () => {
    expect(stepDeadlines(start, { minutes: 60, timeoutMinutes: 0, warnMinutes: 60 }, null).warnAt).toBeNull();
  });
});

describe('business hours', () => {
  it('shift a deadline over a weekend: 2 working hours from Friday 17:00 end on Monday 10:00', () => {
    const friday = at('2026-11-27T09:00:00Z'); // Friday 17:00 Shanghai
    const d = stepDeadlines(friday, { minutes: 120, timeoutMinutes: 0, warnMinutes: 30 }, office);
    expect(d.warnAt).toEqual(at('2026-11-30T01:30:00Z')); // Monday 09:30
    expect(d.dueAt).toEqual(at('2026-11-30T02:00:00Z')); // Monday 10:00
  });

  it('a start outside hours counts from the next opening; days off are skipped', () => {
    // Wednesday 2026-09-30 20:00 → Thursday 10-01 is a day off → Friday 10-02 09:00 + 1 h
    expect(addWorkingTime(at('2026-09-30T12:00:00Z'), H, office)).toEqual(at('2026-10-02T02:00:00Z'));
  });

  it('working time between two instants counts only open hours', () => {
    // Friday 17:00 → Monday 10:00: one hour on Friday, one on Monday
    expect(workingTimeBetween(at('2026-11-27T09:00:00Z'), at('2026-11-30T02:00:00Z'), office)).toBe(2 * H);
  });

  it('without a calendar every minute counts', () => {
    expect(addWorkingTime(at('2026-11-27T09:00:00Z'), 2 * H, null)).toEqual(at('2026-11-27T11:00:00Z'));
  });
});

describe('paused time does not count', () => {
  it('a 30-minute pause moves the deadline by 30 minutes', () => {
    const due = at('2026-11-23T04:00:00Z');
    expect(afterPause(due, at('2026-11-23T02:30:00Z'), at('2026-11-23T03:00:00Z'), null)).toEqual(
      at('2026-11-23T04:30:00Z'),
    );
  });

  it('a pause over the night moves a business-hours deadline only by the working time paused', () => {
    // paused Monday 17:00, resumed Tuesday 10:00 → one working hour (17-18) + one (9-10)
    const due = at('2026-11-24T03:00:00Z'); // Tuesday 11:00
    expect(afterPause(due, at('2026-11-23T09:00:00Z'), at('2026-11-24T02:00:00Z'), office)).toEqual(
      at('2026-11-24T05:00:00Z'), // Tuesday 13:00
    );
  });
});

const instant = fc.date({
  min: at('2024-01-01T00:00:00Z'),
  max: at('2030-01-01T00:00:00Z'),
  noInvalidDate: true,
});
const span = fc.integer({ min: 0, max: 10 * 24 * 60 }).map((m) => m * MIN);

describe('properties (fast-check)', () => {
  it('adding working time adds exactly that much working time, and never goes back', () => {
    fc.assert(
      fc.property(instant, span, (start, ms) => {
        const end = addWorkingTime(start, ms, office);
        expect(end.getTime()).toBeGreaterThanOrEqual(start.getTime());
        expect(workingTimeBetween(start, end, office)).toBe(ms);
      }),
      { numRuns: 100 },
    );
  }, 30_000);

  it('a longer allowance never gives an earlier deadline, and the warning is never after the deadline', () => {
    fc.assert(
      fc.property(
        instant,
        fc.integer({ min: 1, max: 10_000 }),
        fc.integer({ min: 0, max: 10_000 }),
        (start, minutes, extra) => {
          const a = stepDeadlines(start, { minutes, timeoutMinutes: 0, warnMinutes: 0 }, office).dueAt;
          const b = stepDeadlines(
            start,
            { minutes: minutes + extra, timeoutMinutes: 0, warnMinutes: 0 },
            office,
          );
          expect(b.dueAt.getTime()).toBeGreaterThanOrEqual(a.getTime());
          const w = stepDeadlines(start, { minutes, timeoutMinutes: extra, warnMinutes: minutes }, office);
          if (w.warnAt) expect(w.warnAt.getTime()).toBeLessThanOrEqual(w.dueAt.getTime());
        },
      ),
      { numRuns: 100 },
    );
  }, 30_000);

  it('after a pause the working time left to the deadline is what was left when it paused', () => {
    fc.assert(
      fc.property(instant, span, span, (pausedAt, pausedFor, left) => {
        const due = addWorkingTime(pausedAt, left, office);
        const resumedAt = new Date(pausedAt.getTime() + pausedFor);
        const moved = afterPause(due, pausedAt, resumedAt, office);
        expect(workingTimeBetween(pausedAt, moved, office)).toBe(
          workingTimeBetween(pausedAt, due, office) + workingTimeBetween(pausedAt, resumedAt, office),
        );
      }),
      { numRuns: 100 },
    );
  }, 30_000);
});

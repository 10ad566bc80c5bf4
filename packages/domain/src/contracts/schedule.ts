import type { CycleUnit, ProduceFrequency } from './constants';

/** Dates as `yyyy-mm-dd` strings, counted in whole days (UTC arithmetic on the calendar date). */
const parse = (d: string) => {
  const [y, m, day] = d.split('-').map(Number) as [number, number, number];
  return { y, m, day };
};
const fmt = (y: number, m: number, d: number) =>
  `${String(y).padStart(4, '0')}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
const daysIn = (y: number, m: number) => new Date(Date.UTC(y, m, 0)).getUTCDate();

export function addDays(date: string, n: number) {
  const { y, m, day } = parse(date);
  const t = new Date(Date.UTC(y, m - 1, day + n));
  return fmt(t.getUTCFullYear(), t.getUTCMonth() + 1, t.getUTCDate());
}

/** The date n months later; a day past the month's end falls on its last day (31 Jan + 1 month = 28/29 Feb). */
export function addMonths(date: string, n: number) {
  const { y, m, day } = parse(date);
  const index = y * 12 + (m - 1) + n;
  const ny = Math.floor(index / 12);
  const nm = (index % 12) + 1;
  return fmt(ny, nm, Math.min(day, daysIn(ny, nm)));
}

/** The k-th occurrence of a cycle from the start (k = 0 is the start itself), always from the start, so months do not drift. */
export function occurrence(start: string, unit: CycleUnit, every: number, k: number) {
  if (unit === 'day') return addDays(start, k * every);
  return addMonths(start, k * every * (unit === 'year' ? 12 : 1));
}

/** Task span at most one year (SB:95): the end date no later than the same date a year after the start. */
export const spanWithinYear = (start: string, end: string) => end >= start && end <= addMonths(start, 12);

/**
 * The due dates a plan has in [from, to] (both inclusive), not after its end date, in order. Occurrences
 * before `from` are skipped (a production never creates tasks in the past).
 */
export function dueDatesBetween(
  plan: { startDate: string; endDate: string; cycleUnit: CycleUnit; cycleValue: number },
  from: string,
  to: string,
) {
  const last = plan.endDate < to ? plan.endDate : to;
  const out: string[] = [];
  for (let k = 0; k < 10_000; k++) {
    const due = occurrence(plan.startDate, plan.cycleUnit, plan.cycleValue, k);
    if (due > last) break;
    if (due >= from) out.push(due);
  }
  return out;
}

/** Whether the scheduled run on this date (the enterprise's day) produces a plan of this frequency. */
export function producesOn(frequency: ProduceFrequency, date: string) {
  if (frequency === 'daily') return true;
  const { y, m, day } = parse(date);
  if (frequency === 'monthly') return day === 1;
  return new Date(Date.UTC(y, m - 1, day)).getUTCDay() === 0;
}

/**
 * The schedule grid's arithmetic (issue 26): the week or month shown, and the rectangle a drag covers
 * (engineers between the two rows × days between the two columns), which one save sets at once.
 */
/** A week or month of duty days, or one day's appointment board. */
export type SchedulePeriod = 'week' | 'month' | 'day';

const DAY_MS = 86_400_000;
const parse = (day: string) => Date.parse(`${day}T00:00:00Z`);
export const dayText = (ms: number) => new Date(ms).toISOString().slice(0, 10);
export const addDays = (day: string, n: number) => dayText(parse(day) + n * DAY_MS);

/** Monday of the day's week. */
export function mondayOf(day: string) {
  const weekday = (new Date(parse(day)).getUTCDay() + 6) % 7; // Monday 0
  return addDays(day, -weekday);
}

/** The days shown for the period containing `anchor`: the day, Monday to Sunday, or the calendar month. */
export function periodDays(period: SchedulePeriod, anchor: string): string[] {
  if (period === 'day') return [anchor];
  if (period === 'week') {
    const monday = mondayOf(anchor);
    return Array.from({ length: 7 }, (_, i) => addDays(monday, i));
  }
  const first = `${anchor.slice(0, 7)}-01`;
  const out: string[] = [];
  for (let d = first; d.slice(0, 7) === first.slice(0, 7); d = addDays(d, 1)) out.push(d);
  return out;
}

/** The anchor of the previous (-1) or next (+1) period. */
export function shiftPeriod(period: SchedulePeriod, anchor: string, step: -1 | 1) {
  if (period === 'day') return addDays(anchor, step);
  if (period === 'week') return addDays(mondayOf(anchor), 7 * step);
  const [y, m] = anchor.split('-').map(Number) as [number, number];
  return dayText(Date.UTC(y, m - 1 + step, 1));
}

export interface Cell {
  row: number;
  col: number;
}

/** The engineers and days a drag from `a` to `b` covers (either direction). */
export function dragRectangle<U>(a: Cell, b: Cell, users: readonly U[], days: readonly string[]) {
  const [r0, r1] = [Math.min(a.row, b.row), Math.max(a.row, b.row)];
  const [c0, c1] = [Math.min(a.col, b.col), Math.max(a.col, b.col)];
  return { users: users.slice(r0, r1 + 1), days: days.slice(c0, c1 + 1) };
}

export const inRectangle = (cell: Cell, a: Cell, b: Cell) =>
  cell.row >= Math.min(a.row, b.row) &&
  cell.row <= Math.max(a.row, b.row) &&
  cell.col >= Math.min(a.col, b.col) &&
  cell.col <= Math.max(a.col, b.col);

/** Days after the planning horizon (today + `ahead`) cannot be scheduled. */
export const beyondHorizon = (day: string, today: string, ahead: number) => day > addDays(today, ahead);

/** Share of duty days worked, as a whole percentage (null without duty days). */
export const utilisation = (workedOnDuty: number, duty: number) =>
  duty > 0 ? Math.round((workedOnDuty / duty) * 100) : null;

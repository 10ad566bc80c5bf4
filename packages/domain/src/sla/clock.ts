/**
 * SLA deadline arithmetic (spec-business §9), pure: no clock, no database. Instants are Dates;
 * durations are minutes of the target and milliseconds inside. With a business calendar only working
 * time counts: a deadline falling after hours moves on to the next working hours (over a weekend or
 * days off); without one every minute counts.
 */

/** Working hours of one weekday, as minutes after local midnight [start, end); null: not a working day. */
export interface DayHours {
  start: number;
  end: number;
}

export interface BusinessCalendar {
  /** IANA zone the hours and days off are in. */
  timeZone: string;
  /** Monday first, seven entries. */
  week: readonly (DayHours | null)[];
  /** Local dates (YYYY-MM-DD) with no working hours. */
  daysOff: readonly string[];
}

/** A step's target: timeliness, an allowed overtime before it counts as breached, and the warning lead. */
export interface StepTarget {
  minutes: number;
  timeoutMinutes: number;
  warnMinutes: number;
}

const MINUTE = 60_000;
const DAY = 86_400_000;
/** Ten years of days: a calendar with no working day at all never reaches a deadline. */
const MAX_DAYS = 3_660;

const formatters = new Map<string, Intl.DateTimeFormat>();
function formatter(timeZone: string) {
  let f = formatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-GB', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formatters.set(timeZone, f);
  }
  return f;
}

/** Whether the runtime knows the zone. */
export function isTimeZone(timeZone: string) {
  try {
    formatter(timeZone);
    return true;
  } catch {
    return false;
  }
}

interface LocalParts {
  y: number;
  m: number;
  d: number;
  /** ms after local midnight */
  ms: number;
}

function localParts(at: number, timeZone: string): LocalParts {
  const parts = Object.fromEntries(
    formatter(timeZone)
      .formatToParts(new Date(at))
      .map((p) => [p.type, p.value]),
  );
  const ms = at - Math.floor(at / 1000) * 1000;
  return {
    y: Number(parts.year),
    m: Number(parts.month),
    d: Number(parts.day),
    ms: ((Number(parts.hour) * 60 + Number(parts.minute)) * 60 + Number(parts.second)) * 1000 + ms,
  };
}

/** The zone's offset from UTC at an instant, in ms. */
function offsetAt(at: number, timeZone: string) {
  const p = localParts(at, timeZone);
  return Date.UTC(p.y, p.m - 1, p.d) + p.ms - at;
}

/** Wall times already converted (the same few per day recur in every deadline): bounded. */
const instants = new Map<string, number>();
const INSTANTS_MAX = 50_000;

/** The instant of a local wall time (the later reading across a DST gap). */
function instantOf(y: number, m: number, d: number, msOfDay: number, timeZone: string) {
  const key = `${timeZone}|${y}-${m}-${d}|${msOfDay}`;
  const known = instants.get(key);
  if (known !== undefined) return known;
  const wall = Date.UTC(y, m - 1, d) + msOfDay;
  const first = wall - offsetAt(wall, timeZone);
  const at = wall - offsetAt(first, timeZone);
  if (instants.size >= INSTANTS_MAX) instants.clear();
  instants.set(key, at);
  return at;
}

const dateKey = (y: number, m: number, d: number) =>
  `${y}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`;

/** Monday 0 … Sunday 6 of a local date. */
const weekdayOf = (y: number, m: number, d: number) => (new Date(Date.UTC(y, m - 1, d)).getUTCDay() + 6) % 7;

/** The working window [from, to) of the local day holding `at`, and the next day's date. */
function dayAt(at: number, cal: BusinessCalendar) {
  const p = localParts(at, cal.timeZone);
  const next = new Date(Date.UTC(p.y, p.m - 1, p.d) + DAY);
  const nextStart = instantOf(
    next.getUTCFullYear(),
    next.getUTCMonth() + 1,
    next.getUTCDate(),
    0,
    cal.timeZone,
  );
  const hours = cal.daysOff.includes(dateKey(p.y, p.m, p.d)) ? null : cal.week[weekdayOf(p.y, p.m, p.d)];
  const window = hours
    ? {
        from: instantOf(p.y, p.m, p.d, hours.start * MINUTE, cal.timeZone),
        to: instantOf(p.y, p.m, p.d, hours.end * MINUTE, cal.timeZone),
      }
    : null;
  return { window, nextStart };
}

const hasWorkingDay = (cal: BusinessCalendar) => cal.week.some((h) => h && h.end > h.start);

/** `start` plus `ms` of working time (plain time without a calendar). */
export function addWorkingTime(start: Date, ms: number, cal: BusinessCalendar | null): Date {
  if (!cal || !hasWorkingDay(cal)) return new Date(start.getTime() + ms);
  let cursor = start.getTime();
  let left = ms;
  if (left <= 0) return new Date(cursor);
  for (let i = 0; i < MAX_DAYS; i++) {
    const { window, nextStart } = dayAt(cursor, cal);
    if (window && cursor < window.to) {
      const from = Math.max(cursor, window.from);
      if (left <= window.to - from) return new Date(from + left);
      left -= window.to - from;
    }
    cursor = nextStart;
  }
  return new Date(cursor + left);
}

/** Working time in [from, to), in ms (plain time without a calendar); 0 when `to` is not later. */
export function workingTimeBetween(from: Date, to: Date, cal: BusinessCalendar | null): number {
  const end = to.getTime();
  if (end <= from.getTime()) return 0;
  if (!cal || !hasWorkingDay(cal)) return end - from.getTime();
  let cursor = from.getTime();
  let total = 0;
  for (let i = 0; i < MAX_DAYS && cursor < end; i++) {
    const { window, nextStart } = dayAt(cursor, cal);
    if (window) total += Math.max(0, Math.min(end, window.to) - Math.max(cursor, window.from));
    cursor = nextStart;
  }
  return total;
}

/**
 * A step's deadlines from its start (spec-business §9): due = start + timeliness + timeout; the
 * warning (reminder) at due minus the warning lead, none when the lead is 0 or not shorter than the
 * whole allowance. Both in working time when a calendar is given.
 */
export function stepDeadlines(start: Date, target: StepTarget, cal: BusinessCalendar | null) {
  const total = target.minutes + target.timeoutMinutes;
  const dueAt = addWorkingTime(start, total * MINUTE, cal);
  const warnAt =
    target.warnMinutes > 0 && target.warnMinutes < total
      ? addWorkingTime(start, (total - target.warnMinutes) * MINUTE, cal)
      : null;
  return { warnAt, dueAt };
}

/**
 * A deadline after a pause: paused time does not count, so it moves on by the working time that
 * passed between the pause and the resumption.
 */
export function afterPause(deadline: Date, pausedAt: Date, resumedAt: Date, cal: BusinessCalendar | null) {
  return addWorkingTime(deadline, workingTimeBetween(pausedAt, resumedAt, cal), cal);
}

/** 'HH:mm' ⇄ minutes after midnight ('24:00' is the end of the day). */
export const minutesOf = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));
export const hhmmOf = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

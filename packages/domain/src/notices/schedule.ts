import type { NoticeRepeat } from './constants';

/** When a timed notice runs: once at an instant, or at a local time daily, on week days, on a month day. */
export interface NoticeSchedule {
  repeat: NoticeRepeat;
  /** 'once': the instant (ISO). */
  runAt?: string | null;
  /** Repeats: the local time 'HH:MM'. */
  time?: string | null;
  /** 'weekly': ISO week days, 1 Monday ... 7 Sunday. */
  weekDays?: readonly number[] | null;
  /** 'monthly': the day of the month, 1-31; a shorter month runs on its last day. */
  monthDay?: number | null;
}

export interface LocalDateTime {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  /** ISO week day, 1 Monday ... 7 Sunday. */
  weekDay: number;
}

const formats = new Map<string, Intl.DateTimeFormat>();
function formatOf(timeZone: string) {
  let f = formats.get(timeZone);
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
    formats.set(timeZone, f);
  }
  return f;
}

/** The wall clock of an instant in a time zone. */
export function localParts(at: Date, timeZone: string): LocalDateTime & { second: number } {
  const parts: Record<string, number> = {};
  for (const p of formatOf(timeZone).formatToParts(at))
    if (p.type !== 'literal') parts[p.type] = Number(p.value);
  const { year = 0, month = 1, day = 1, hour = 0, minute = 0, second = 0 } = parts;
  const weekDay = ((new Date(Date.UTC(year, month - 1, day)).getUTCDay() + 6) % 7) + 1;
  return { year, month, day, hour, minute, second, weekDay };
}

/** How far a zone's wall clock is ahead of UTC at an instant, in ms. */
function offsetAt(at: Date, timeZone: string) {
  const p = localParts(at, timeZone);
  const wall = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second);
  return wall - (at.getTime() - at.getUTCMilliseconds());
}

/** The instant a wall-clock time in a zone stands for (the later reading when a clock change repeats it). */
export function zonedInstant(
  date: { year: number; month: number; day: number },
  time: { hour: number; minute: number },
  timeZone: string,
): Date {
  const wall = Date.UTC(date.year, date.month - 1, date.day, time.hour, time.minute);
  let at = wall - offsetAt(new Date(wall), timeZone);
  at = wall - offsetAt(new Date(at), timeZone);
  return new Date(at);
}

/** The local calendar date of an instant, 'YYYY-MM-DD'. */
export function localDate(at: Date, timeZone: string): string {
  const p = localParts(at, timeZone);
  return `${p.year}-${String(p.month).padStart(2, '0')}-${String(p.day).padStart(2, '0')}`;
}

export const parseTime = (time: string) => {
  const m = /^([01]\d|2[0-3]):([0-5]\d)$/.exec(time);
  return m ? { hour: Number(m[1]), minute: Number(m[2]) } : null;
};

const addDays = (d: { year: number; month: number; day: number }, n: number) => {
  const x = new Date(Date.UTC(d.year, d.month - 1, d.day + n));
  return { year: x.getUTCFullYear(), month: x.getUTCMonth() + 1, day: x.getUTCDate() };
};
const daysInMonth = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate();

/**
 * The first time a schedule is due strictly after `after`, in the zone's local time; null when it
 * never is again (a single notice whose time has passed, or a schedule missing its fields).
 */
export function nextRunAfter(s: NoticeSchedule, after: Date, timeZone: string): Date | null {
  if (s.repeat === 'once') {
    const at = s.runAt ? new Date(s.runAt) : null;
    return at && !Number.isNaN(at.getTime()) && at > after ? at : null;
  }
  const time = s.time ? parseTime(s.time) : null;
  if (!time) return null;
  const today = localParts(after, timeZone);
  if (s.repeat === 'monthly') {
    if (!s.monthDay || s.monthDay < 1 || s.monthDay > 31) return null;
    for (let i = 0; i < 14; i++) {
      const y = today.year + Math.floor((today.month - 1 + i) / 12);
      const m = ((today.month - 1 + i) % 12) + 1;
      const at = zonedInstant(
        { year: y, month: m, day: Math.min(s.monthDay, daysInMonth(y, m)) },
        time,
        timeZone,
      );
      if (at > after) return at;
    }
    return null;
  }
  const days = s.repeat === 'weekly' ? new Set(s.weekDays ?? []) : null;
  if (days && !days.size) return null;
  for (let i = 0; i < 9; i++) {
    const date = addDays(today, i);
    const weekDay = ((today.weekDay - 1 + i) % 7) + 1;
    if (days && !days.has(weekDay)) continue;
    const at = zonedInstant(date, time, timeZone);
    if (at > after) return at;
  }
  return null;
}

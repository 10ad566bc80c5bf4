import {
  MAP_UTC_OFFSET_MINUTES,
  SLOT_ALL_DAY,
  SLOT_DAY_END_MINUTE,
  SLOT_DAY_START_MINUTE,
  type SlotDuration,
} from './constants';

/**
 * Service windows of the appointment board (issue 26): the instants of a day's windows in the
 * enterprise's time (UTC+8), shared by the server's checks and the web grid.
 */
const MINUTE_MS = 60_000;

/** The instant of `minute` past midnight of `day` (YYYY-MM-DD) in the enterprise's time. */
export const instantOf = (day: string, minute: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + (minute - MAP_UTC_OFFSET_MINUTES) * MINUTE_MS);

/** The enterprise's day (YYYY-MM-DD) and minute of the day of an instant. */
export function localOf(at: Date | string) {
  const shifted = new Date(new Date(at).getTime() + MAP_UTC_OFFSET_MINUTES * MINUTE_MS);
  return {
    day: shifted.toISOString().slice(0, 10),
    minute: shifted.getUTCHours() * 60 + shifted.getUTCMinutes(),
  };
}

/** HH:MM of a minute of the day. */
export const clockOf = (minute: number) =>
  `${String(Math.floor(minute / 60)).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}`;

export interface SlotWindow {
  start: Date;
  end: Date;
}

/**
 * The window a booking holds: from its start for the duration, or the whole working day of the
 * start's day for "all day". Null when it does not lie inside the working day.
 */
export function slotWindow(start: Date | string, duration: SlotDuration): SlotWindow | null {
  const { day, minute } = localOf(start);
  if (duration === SLOT_ALL_DAY)
    return { start: instantOf(day, SLOT_DAY_START_MINUTE), end: instantOf(day, SLOT_DAY_END_MINUTE) };
  if (minute < SLOT_DAY_START_MINUTE || minute + duration > SLOT_DAY_END_MINUTE) return null;
  const from = instantOf(day, minute);
  return { start: from, end: new Date(from.getTime() + duration * MINUTE_MS) };
}

/** The start minutes of a day's windows of a duration (one window for all day). */
export function slotMinutes(duration: SlotDuration): number[] {
  if (duration === SLOT_ALL_DAY) return [SLOT_DAY_START_MINUTE];
  const out: number[] = [];
  for (let m = SLOT_DAY_START_MINUTE; m + duration <= SLOT_DAY_END_MINUTE; m += duration) out.push(m);
  return out;
}

/** Whether two half-open windows [start, end) overlap. */
export const overlaps = (a: { start: Date | string; end: Date | string }, b: SlotWindow) =>
  new Date(a.start).getTime() < b.end.getTime() && new Date(a.end).getTime() > b.start.getTime();

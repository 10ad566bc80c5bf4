import {
  SCHEDULE_KINDS,
  SLOT_ALL_DAY,
  SLOT_DAY_END_MINUTE,
  clockOf,
  instantOf,
  overlaps,
  slotMinutes,
  slotWindow,
  type BoardAppointment,
  type BoardRow,
  type SlotDuration,
} from '@fieldline/domain';
import { beyondHorizon } from './schedule';

/**
 * The appointment board's cells (issue 26): each engineer's service windows of a day for a duration,
 * free, held by appointments (busy), past, off or on leave, or beyond the planning horizon (`ahead` days).
 */
export type SlotState = 'free' | 'busy' | 'past' | 'off' | 'closed';

export interface Slot {
  minute: number;
  state: SlotState;
  taken: BoardAppointment[];
}

/** The windows of one engineer's day for a duration: free, held by appointments, past, off or beyond the horizon. */
export function slotsOf(
  row: BoardRow,
  day: string,
  duration: SlotDuration,
  now: number,
  today: string,
  ahead: number,
): Slot[] {
  const kind = row.days.find((d) => d.day === day)?.kind;
  return slotMinutes(duration).map((minute) => {
    const w = slotWindow(instantOf(day, minute), duration)!;
    const taken = row.appointments.filter((a) => overlaps(a, w));
    let state: SlotState = 'free';
    if (beyondHorizon(day, today, ahead)) state = 'closed';
    else if (kind === SCHEDULE_KINDS.off || kind === SCHEDULE_KINDS.leave) state = 'off';
    else if (taken.length) state = 'busy';
    else if (w.start.getTime() < now) state = 'past';
    return { minute, state, taken };
  });
}

export const windowText = (minute: number, duration: SlotDuration) =>
  duration === SLOT_ALL_DAY
    ? `${clockOf(minute)}-${clockOf(SLOT_DAY_END_MINUTE)}`
    : `${clockOf(minute)}-${clockOf(minute + duration)}`;

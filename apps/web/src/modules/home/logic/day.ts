import dayjs from 'dayjs';

/**
 * The parts of the service person's day, in the order shown: today's appointments, the next days',
 * appointments already past but not done, and orders still without an appointment.
 */
export const DAY_GROUPS = ['today', 'next', 'earlier', 'unscheduled'] as const;
export type DayGroup = (typeof DAY_GROUPS)[number];

/** Which part of the day an appointment falls in, by the device's local calendar day. */
export function dayGroupOf(appointmentAt: string | null, now: Date = new Date()): DayGroup {
  if (!appointmentAt) return 'unscheduled';
  const at = dayjs(appointmentAt);
  const today = dayjs(now).startOf('day');
  if (at.isBefore(today)) return 'earlier';
  return at.isBefore(today.add(1, 'day')) ? 'today' : 'next';
}

/**
 * The rows by part of the day, each part in appointment order (the server's order is kept), parts
 * with no rows left out; "today" always comes, so an empty day says so.
 */
export function groupDay<T extends { appointmentAt: string | null }>(rows: readonly T[], now = new Date()) {
  const groups = new Map<DayGroup, T[]>(DAY_GROUPS.map((g) => [g, []]));
  for (const row of rows) groups.get(dayGroupOf(row.appointmentAt, now))!.push(row);
  return DAY_GROUPS.filter((g) => g === 'today' || groups.get(g)!.length).map((group) => ({
    group,
    rows: groups.get(group)!,
  }));
}

import dayjs, { type ConfigType, type Dayjs } from 'dayjs';

/**
 * spec-shell §5: a date at exactly 00:00 means the whole of that day, so as the end of a range it
 * becomes 23:59:59 of that day. Any other time is kept as chosen.
 */
export function endOfDayIfMidnight(date: ConfigType): Dayjs {
  const d = dayjs(date);
  const midnight = d.hour() === 0 && d.minute() === 0 && d.second() === 0 && d.millisecond() === 0;
  return midnight ? d.endOf('day') : d;
}

/** A date-range filter's value as sent to list endpoints: start as chosen, end by the 00:00 rule. */
export function dateRangeParams(
  range: readonly [ConfigType, ConfigType] | null | undefined,
): { start: string; end: string } | null {
  if (!range || !range[0] || !range[1]) return null;
  return { start: dayjs(range[0]).toISOString(), end: endOfDayIfMidnight(range[1]).toISOString() };
}

/** What the reports of this module share: the days of a period, shares in percent. */

/** The ISO days from `from` to `to`, both included. */
export function datesOf(from: string, to: string) {
  const out: string[] = [];
  for (let t = Date.parse(`${from}T00:00:00Z`); t <= Date.parse(`${to}T00:00:00Z`); t += 86_400_000)
    out.push(new Date(t).toISOString().slice(0, 10));
  return out;
}

/** n of total in percent, two places (0 when there is no total). */
export const percentOf = (n: number, total: number) => (total ? Math.round((n * 10_000) / total) / 100 : 0);

/** Over 92 days a day-by-day axis is unreadable: trends count by month instead (as the order reports). */
export const monthly = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000) + 1 > 92;

/** The buckets of a period's trend: its days, or its months (`YYYY-MM`) over 92 days. */
export function bucketsOf(from: string, to: string) {
  const days = datesOf(from, to);
  return monthly(from, to) ? [...new Set(days.map((d) => d.slice(0, 7)))] : days;
}
/** The bucket of a day (`YYYY-MM-DD`) in a period's trend. */
export const bucketOfDay = (from: string, to: string, day: string) =>
  monthly(from, to) ? day.slice(0, 7) : day;

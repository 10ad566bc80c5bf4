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

import type { ReportScope, ResolvedReportFilter } from '../../core/report-route';
import { toCents } from '@fieldline/domain';
import { label, type LabelKey } from './labels';
import { doneBy, type DoneRow } from './queries';
import { avg, bucketsOf, userNames } from './series';

/** What the order reports share: columns, units, buckets, per-engineer figures. */
export const col = (
  key: string,
  s: ReportScope,
  title: LabelKey,
  kind?: 'count' | 'money' | 'percent' | 'text',
) => ({
  key,
  title: label(title, s.locale),
  kind,
});
export const hours = (minutes: number, n: number) => avg(minutes / 60, n);
export const money = (text: string) => Number(toCents(text)) / 100;
export const OPEN = [0, 1, 2, 3, 4, 7];

/** Buckets of the period with rows keyed by bucket. */
export function byBucket<T>(f: ResolvedReportFilter, rows: T[], key: (r: T) => string) {
  const m = new Map(rows.map((r) => [key(r), r]));
  return bucketsOf(f.from, f.to).map((b) => ({ bucket: b, row: m.get(b) }));
}

/** Done figures per engineer with names, most completed first. */
export async function perEngineer(s: ReportScope, f: ResolvedReportFilter) {
  const rows = (await doneBy(s, f, 'engineer')).sort((a, b) => b.completed - a.completed);
  const names = await userNames(
    s,
    rows.map((r) => Number(r.k)),
  );
  const name = (id: number) => (id ? (names.get(id) ?? `#${id}`) : label('unassigned', s.locale));
  return { rows, name };
}

export const scoreOf5 = (r: DoneRow) =>
  r.evaluated ? Math.round((r.evalScore / r.evaluated / 3) * 10) / 10 : null;

import { rows } from '../../db/client';
import { sql } from 'drizzle-orm';
import { daysBetween, type Locale, type Messages } from '@fieldline/domain';
import type { ReportScope } from '../../core/report-route';
import { mineSql } from '../../core/tenant';

/** Every day of a period, in order (a chart shows the days with nothing too). */
export function daysOf(from: string, to: string): string[] {
  const n = daysBetween(from, to);
  const start = Date.parse(`${from}T00:00:00Z`);
  return Array.from({ length: n }, (_, i) => new Date(start + i * 86_400_000).toISOString().slice(0, 10));
}

/** Over 92 days a day-by-day axis is unreadable: the chart counts by month instead. */
export const bucketOf = (from: string, to: string) => (daysBetween(from, to) > 92 ? 'month' : 'day');
export function bucketsOf(from: string, to: string): string[] {
  const days = daysOf(from, to);
  return bucketOf(from, to) === 'day' ? days : [...new Set(days.map((d) => d.slice(0, 7)))];
}
/** The SQL of a day column's bucket (text `YYYY-MM-DD` or `YYYY-MM`). */
export const bucketSql = (from: string, to: string, column = 'a.day') =>
  bucketOf(from, to) === 'day'
    ? sql.raw(`to_char(${column}, 'YYYY-MM-DD')`)
    : sql.raw(`to_char(${column}, 'YYYY-MM')`);

/** Values keyed by bucket, as a series over all buckets (0 where nothing). */
export const seriesOf = (buckets: string[], rows: Map<string, number>) =>
  buckets.map((b) => rows.get(b) ?? 0);

/** A rate in percent with one decimal, null without a base. */
export const rate = (part: number, whole: number) =>
  whole > 0 ? Math.round((part / whole) * 1000) / 10 : null;
/** An average with one decimal, null without a base. */
export const avg = (sum: number, n: number) => (n > 0 ? Math.round((sum / n) * 10) / 10 : null);

/** The localised text of a label map. */
export const say = (m: Messages, locale: Locale) => m[locale];

/** People's names by id (0 is "unassigned"). */
export async function userNames(s: ReportScope, ids: number[]) {
  const names = new Map<number, string>();
  const wanted = [...new Set(ids.filter((id) => id > 0))];
  if (wanted.length) {
    const r = await rows<{ id: number; name: string }>(
      s.db,
      sql`select id::int as id, name from users u where ${mineSql(s, 'u')} and id in (${sql.join(
        wanted.map((id) => sql`${id}`),
        sql`, `,
      )})`,
    );
    for (const row of r) names.set(Number(row.id), row.name);
  }
  return names;
}

/** Order template names by id. */
export async function templateNames(s: ReportScope, ids: number[]) {
  const names = new Map<number, string>();
  const wanted = [...new Set(ids)];
  if (wanted.length) {
    const r = await rows<{ id: number; name: string }>(
      s.db,
      sql`select id::int as id, name from form_templates f where ${mineSql(s, 'f')} and id in (${sql.join(
        wanted.map((id) => sql`${id}`),
        sql`, `,
      )})`,
    );
    for (const row of r) names.set(Number(row.id), row.name);
  }
  return names;
}

const DAY_MS = 86_400_000;
const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const dayMs = (day: string) => Date.parse(`${day}T00:00:00Z`);
/** The first day of the month `add` months after the one of `day`. */
const firstOfMonth = (day: string, add = 0) => {
  const d = new Date(dayMs(day));
  return isoDay(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + add, 1));
};

/**
 * A period as its whole months (the first days of the first and the last, or null when it holds
 * none) and the days before and after them: 2024-11-28 – 2026-11-27 is the months 2024-12 – 2026-10
 * and the days 2024-11-28 – 2024-11-30 and 2026-11-01 – 2026-11-27.
 */
export function monthsOf(from: string, to: string) {
  const first = from.endsWith('-01') ? from : firstOfMonth(from, 1);
  const dayAfter = isoDay(dayMs(to) + DAY_MS);
  /** The first day after the last whole month. */
  const after = dayAfter.endsWith('-01') ? dayAfter : firstOfMonth(to);
  if (first >= after) return { months: null, days: [[from, to]] as [string, string][] };
  const days: [string, string][] = [];
  if (from < first) days.push([from, isoDay(dayMs(first) - DAY_MS)]);
  if (after <= to) days.push([after, to]);
  return { months: [first, firstOfMonth(after, -1)] as [string, string], days };
}

import { rows } from '../../db/client';
import { sql, type SQL } from 'drizzle-orm';
import { DATA_SCOPES, formatCents, toCents } from '@fieldline/domain';
import type { ReportScope, ResolvedReportFilter } from '../../core/report-route';
import { aggWhere } from './scope';
import { mineSql } from '../../core/tenant';
import { bucketOf, bucketSql, monthsOf } from './series';

const DONE_COLUMNS =
  'completed, amount, service_minutes, lead_minutes, on_time, late, evaluated, eval_score, satisfied, solved';

/**
 * Reads of the aggregates (never of orders): created orders (stat_order_days) and completed ones
 * (stat_done_days), grouped by a bucket of days and/or one dimension, for a filter.
 */

export type Dimension = 'bucket' | 'state' | 'template' | 'engineer' | 'city' | 'weekday';
const DIMENSION_SQL = (f: ResolvedReportFilter): Record<Dimension, SQL> => ({
  bucket: bucketSql(f.from, f.to),
  state: sql.raw('a.state::text'),
  template: sql.raw('a.template_id::text'),
  engineer: sql.raw('a.engineer_id::text'),
  city: sql.raw('a.city'),
  weekday: sql.raw(`extract(isodow from a.day)::int::text`),
});

/**
 * Whether a read needs the fine aggregates (by engineer and city): it groups or filters by them, or
 * the reader's data scope narrows to people. Otherwise the totals (per day and template) answer.
 */
function fine(
  s: ReportScope,
  f: ResolvedReportFilter,
  dims: (Dimension | null | undefined)[],
  engineerOnly?: number,
) {
  return (
    dims.some((d) => d === 'engineer' || d === 'city') ||
    !!f.engineerId ||
    !!f.teamId ||
    !!engineerOnly ||
    s.dataScope !== DATA_SCOPES.all
  );
}

type Measure = 'created' | 'done';
const TABLES = {
  created: {
    fine: ['stat_order_days', 'stat_order_months', 'day, state, template_id, engineer_id', 'orders'],
    totals: ['stat_order_totals', 'stat_order_month_totals', 'day, state, template_id', 'orders'],
  },
  done: {
    fine: ['stat_done_days', 'stat_done_months', 'day, template_id, engineer_id', DONE_COLUMNS],
    totals: ['stat_done_totals', 'stat_done_month_totals', 'day, template_id', DONE_COLUMNS],
  },
} as const;

/**
 * The aggregate rows a read sums, alias `a`: the daily table, or, when the read needs no day of
 * a month (no city, no weekday, no day-by-day axis) and the period holds whole months, those
 * months from the monthly table (`month` read as `day`) and the days around them from the daily
 * one. Over two years that is 24 months of rows and at most two months of days, where the daily
 * tables hold nearly a row per order (fine) or per day, state and template (totals).
 */
function source(
  s: ReportScope,
  f: ResolvedReportFilter,
  measure: Measure,
  dims: (Dimension | null | undefined)[],
  engineerOnly?: number,
): SQL {
  const [daily, monthly, keys, values] = TABLES[measure][fine(s, f, dims, engineerOnly) ? 'fine' : 'totals'];
  const span = monthsOf(f.from, f.to);
  const byDay =
    dims.some((d) => d === 'city' || d === 'weekday') ||
    (dims.includes('bucket') && bucketOf(f.from, f.to) === 'day');
  if (byDay || !span.months) return sql`${sql.raw(daily)} a`;
  const cols = sql.raw(`enterprise_id, ${keys}, ${values}`);
  const mine = mineSql(s, 'x');
  const parts = span.days.map(
    ([from, to]) =>
      sql`select ${cols} from ${sql.raw(daily)} x where ${mine} and x.day between ${from}::date and ${to}::date`,
  );
  parts.push(
    sql`select ${sql.raw(`enterprise_id, ${keys.replace('day', 'month as day')}, ${values}`)} from ${sql.raw(
      monthly,
    )} x where ${mine} and x.month between ${span.months[0]}::date and ${span.months[1]}::date`,
  );
  return sql`(${sql.join(parts, sql` union all `)}) a`;
}

export interface CreatedRow {
  k1: string;
  k2: string;
  orders: number;
}

/** Orders created in the period, grouped by up to two dimensions (`k1`, `k2`). */
export async function createdBy(
  s: ReportScope,
  f: ResolvedReportFilter,
  dims: [Dimension, Dimension?],
  opts: { engineerOnly?: number; where?: SQL } = {},
): Promise<CreatedRow[]> {
  const d = DIMENSION_SQL(f);
  const k1 = d[dims[0]];
  const k2 = dims[1] ? d[dims[1]] : sql`''`;
  const r = await rows<CreatedRow>(
    s.db,
    sql`select ${k1} as k1, ${k2} as k2, sum(a.orders)::int as orders
    from ${source(s, f, 'created', dims, opts.engineerOnly)}
    where ${aggWhere(s, f, opts)}${opts.where ? sql` and ${opts.where}` : sql``}
    group by 1, 2 having sum(a.orders) <> 0`,
  );
  return r.map((row) => ({ k1: String(row.k1), k2: String(row.k2), orders: Number(row.orders) }));
}

export interface DoneRow {
  k: string;
  completed: number;
  /** Exact decimal text. */
  amount: string;
  serviceMinutes: number;
  leadMinutes: number;
  onTime: number;
  late: number;
  evaluated: number;
  evalScore: number;
  satisfied: number;
  solved: number;
}

/** Orders completed in the period, grouped by one dimension (or none: one row, `k` ''). */
export async function doneBy(
  s: ReportScope,
  f: ResolvedReportFilter,
  dim: Exclude<Dimension, 'state'> | null,
  opts: { engineerOnly?: number } = {},
): Promise<DoneRow[]> {
  const k = dim ? DIMENSION_SQL(f)[dim] : sql`''`;
  const r = await rows<Record<string, unknown>>(
    s.db,
    sql`select ${k} as k, coalesce(sum(a.completed), 0)::int as completed,
      coalesce(sum(a.amount), 0)::text as amount, coalesce(sum(a.service_minutes), 0)::float8 as service_minutes,
      coalesce(sum(a.lead_minutes), 0)::float8 as lead_minutes, coalesce(sum(a.on_time), 0)::int as on_time,
      coalesce(sum(a.late), 0)::int as late, coalesce(sum(a.evaluated), 0)::int as evaluated,
      coalesce(sum(a.eval_score), 0)::int as eval_score, coalesce(sum(a.satisfied), 0)::int as satisfied,
      coalesce(sum(a.solved), 0)::int as solved
    from ${source(s, f, 'done', [dim], opts.engineerOnly)}
    where ${aggWhere(s, f, opts)} group by 1 having sum(a.completed) <> 0`,
  );
  return r.map((row) => ({
    k: String(row.k),
    completed: Number(row.completed),
    amount: String(row.amount),
    serviceMinutes: Number(row.service_minutes),
    leadMinutes: Number(row.lead_minutes),
    onTime: Number(row.on_time),
    late: Number(row.late),
    evaluated: Number(row.evaluated),
    evalScore: Number(row.eval_score),
    satisfied: Number(row.satisfied),
    solved: Number(row.solved),
  }));
}

/** Sums of several done rows (money exact, in cents). */
export function sumDone(rows: DoneRow[]): DoneRow {
  const cents = rows.reduce((acc, r) => acc + toCents(r.amount), 0n);
  const total = (key: keyof Omit<DoneRow, 'k' | 'amount'>) => rows.reduce((acc, r) => acc + r[key], 0);
  return {
    k: '',
    completed: total('completed'),
    amount: formatCents(cents),
    serviceMinutes: total('serviceMinutes'),
    leadMinutes: total('leadMinutes'),
    onTime: total('onTime'),
    late: total('late'),
    evaluated: total('evaluated'),
    evalScore: total('evalScore'),
    satisfied: total('satisfied'),
    solved: total('solved'),
  };
}

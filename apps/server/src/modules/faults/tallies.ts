import { sql, type SQL } from 'drizzle-orm';
import { rows } from '../../db/client';
import { scopeByUser, type ScopeActor } from '../../core/scope';
import { mineSql } from '../../core/tenant';
import { DATA_SCOPES } from '@fieldline/domain';
import type { Db } from '../../db/client';

/**
 * The fault reports' reads (issue 28): sums over the per-day aggregate fault_daily and its coarser
 * companions (daily without the server, monthly by server or by category; never over order_faults
 * or orders), over the days `from`-`to` (the enterprise's days), the asker's data
 * scope (the order's server) and the filters template, engineer (the server) and team (the server
 * is one of the team's members).
 */
export interface FaultTallyFilter {
  from: string;
  to: string;
  templateId?: number;
  engineerId?: number;
  teamId?: number;
}
export type FaultTallyScope = ScopeActor & { db: Db };

/** What a tally is grouped by. */
export type FaultGrouping = 'fault' | 'topCategory' | 'template' | 'engineer' | 'day' | 'faultDay';

export interface FaultTally {
  /** The group's key: a fault, category (0: no product category), template or user id (0: none); a day. */
  key: number | string;
  /** Its name (the phenomenon's even when since deleted; category's, template's, user's). */
  name: string | null;
  /** With 'faultDay': the fault. */
  faultId?: number;
  n: number;
}

/**
 * Whether the coarse aggregates (without the server) answer: the asker sees all data and neither
 * the engineer nor the team narrows it.
 */
const coarse = (s: FaultTallyScope, f: FaultTallyFilter) =>
  s.dataScope === DATA_SCOPES.all && !f.engineerId && !f.teamId;

/** The daily aggregate a grouping reads, alias d: the coarse one when it answers, else the fine one. */
const source = (s: FaultTallyScope, f: FaultTallyFilter, by: FaultGrouping) =>
  coarse(s, f) && by !== 'topCategory' && by !== 'engineer' ? sql`fault_daily_totals d` : sql`fault_daily d`;

/**
 * The filters on an aggregate `d` (keyed by engineer and template) other than the period: enterprise,
 * data scope, template, engineer, team; shared by the fault tallies and the parts replaced per fault.
 */
export function aggregateFilters(s: Pick<FaultTallyScope, 'dataScope' | 'user'>, f: FaultTallyFilter): SQL[] {
  const ep = s.user.enterpriseId;
  const parts: SQL[] = [sql`${mineSql(ep, 'd')}`];
  const scope = scopeByUser(s, sql`d.server_user_id`);
  if (scope) parts.push(scope);
  if (f.templateId) parts.push(sql`d.template_id = ${f.templateId}`);
  if (f.engineerId) parts.push(sql`d.server_user_id = ${f.engineerId}`);
  if (f.teamId)
    parts.push(sql`d.server_user_id in (select tm.user_id from team_members tm
                     where ${mineSql(ep, 'tm')} and tm.team_id = ${f.teamId})`);
  return parts;
}

const filtersOf = (s: FaultTallyScope, f: FaultTallyFilter): SQL =>
  sql.join([...aggregateFilters(s, f), sql`d.n <> 0`], sql` and `);

function whereOf(s: FaultTallyScope, f: FaultTallyFilter): SQL {
  return sql`${filtersOf(s, f)} and d.day between ${f.from}::date and ${f.to}::date`;
}

const DAY_MS = 86_400_000;
const dayMs = (day: string) => Date.parse(`${day}T00:00:00Z`);
const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const monthStart = (ms: number, add = 0) => {
  const d = new Date(ms);
  return isoDay(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + add, 1));
};

/**
 * A period split into the whole months in it (first days of the first and last, or null) and the
 * days before and after them: 2024-11-28 – 2026-11-27 is the months 2024-12 – 2026-10 and the days
 * 2024-11-28 – 2024-11-30 and 2026-11-01 – 2026-11-27.
 */
export function monthSpans(from: string, to: string) {
  const firstMonth = from.endsWith('-01') ? from : monthStart(dayMs(from), 1);
  const dayAfter = isoDay(dayMs(to) + DAY_MS);
  /** The first day after the last whole month. */
  const afterMonths = dayAfter.endsWith('-01') ? dayAfter : monthStart(dayMs(to));
  if (firstMonth >= afterMonths) return { months: null, days: [[from, to]] as [string, string][] };
  const days: [string, string][] = [];
  if (from < firstMonth) days.push([from, isoDay(dayMs(firstMonth) - DAY_MS)]);
  if (afterMonths <= to) days.push([afterMonths, to]);
  return { months: [firstMonth, monthStart(dayMs(afterMonths), -1)] as [string, string], days };
}

/**
 * The counts of the period with the columns `columns`, alias d: its whole months from a monthly
 * aggregate (`monthly`, kept with fault_daily from the same picks), the days around them from
 * fault_daily. Over two years that is 24 months of a few thousand rows and at most two months of
 * daily rows, where fault_daily alone holds about a row per pick.
 */
function periodRows(
  s: FaultTallyScope,
  f: FaultTallyFilter,
  monthly: 'fault_monthly_servers' | 'fault_monthly_categories',
  columns: string[],
): SQL {
  const { months, days } = monthSpans(f.from, f.to);
  const filters = filtersOf(s, f);
  const cols = sql.raw(columns.map((c) => `d.${c}`).join(', '));
  const parts: SQL[] = days.map(
    ([a, b]) =>
      sql`select ${cols}, d.n from fault_daily d where ${filters} and d.day between ${a}::date and ${b}::date`,
  );
  if (months)
    parts.push(
      sql`select ${cols}, d.n from ${sql.identifier(monthly)} d
           where ${filters} and d.month between ${months[0]}::date and ${months[1]}::date`,
    );
  return sql`(${sql.join(parts, sql` union all `)}) d`;
}

/** The rows by category and phenomenon, alias d: monthly when the coarse aggregates answer, else daily. */
const categoryRows = (s: FaultTallyScope, f: FaultTallyFilter): { from: SQL; where: SQL } =>
  coarse(s, f)
    ? {
        from: periodRows(s, f, 'fault_monthly_categories', ['enterprise_id', 'category_id', 'fault_id']),
        where: sql`true`,
      }
    : { from: sql`fault_daily d`, where: whereOf(s, f) };

/** The rows by template and server of the period, alias d (any filter: both are in the monthly counts). */
const serverRows = (s: FaultTallyScope, f: FaultTallyFilter) =>
  periodRows(s, f, 'fault_monthly_servers', ['enterprise_id', 'template_id', 'server_user_id']);

/** The top-level category of each category (a tree of at most 3 levels). */
const topOf = (ep: number) => sql`with recursive up as (
    select c.id, c.id as top, c.parent_id from product_categories c where ${mineSql(ep, 'c')} and c.parent_id is null
    union all
    select c.id, up.top, c.parent_id from product_categories c join up on c.parent_id = up.id where ${mineSql(ep, 'c')})`;

export async function faultTallies(s: FaultTallyScope, f: FaultTallyFilter, by: FaultGrouping) {
  const ep = s.user.enterpriseId;
  const where = whereOf(s, f);
  const from = source(s, f, by);
  const faultName = sql`(select p.name from fault_phenomena p where p.enterprise_id = d.enterprise_id and p.id = d.fault_id)`;
  switch (by) {
    case 'fault':
      return rows<FaultTally>(
        s.db,
        sql`select d.fault_id::int as key, ${faultName} as name, sum(d.n)::int as n
              from ${from} where ${where} group by d.enterprise_id, d.fault_id order by n desc, key`,
      );
    case 'topCategory': {
      const c = categoryRows(s, f);
      return rows<FaultTally>(
        s.db,
        sql`${topOf(ep)}
            select coalesce(up.top, 0)::int as key,
                   (select c.name from product_categories c where ${mineSql(ep, 'c')} and c.id = up.top) as name,
                   sum(d.n)::int as n
              from ${c.from} left join up on up.id = d.category_id
             where ${c.where} group by up.top order by n desc, key`,
      );
    }
    case 'template':
      return rows<FaultTally>(
        s.db,
        sql`select d.template_id::int as key,
                   (select ft.name from form_templates ft where ft.enterprise_id = d.enterprise_id and ft.id = d.template_id) as name,
                   sum(d.n)::int as n
              from ${serverRows(s, f)} group by d.enterprise_id, d.template_id order by n desc, key`,
      );
    case 'engineer':
      return rows<FaultTally>(
        s.db,
        sql`select d.server_user_id::int as key,
                   (select u.name from users u where u.enterprise_id = d.enterprise_id and u.id = d.server_user_id) as name,
                   sum(d.n)::int as n
              from ${serverRows(s, f)} group by d.enterprise_id, d.server_user_id order by n desc, key`,
      );
    case 'day':
      return rows<FaultTally>(
        s.db,
        sql`select to_char(d.day, 'YYYY-MM-DD') as key, null as name, sum(d.n)::int as n
              from ${from} where ${where} group by d.day order by d.day`,
      );
    case 'faultDay':
      return rows<FaultTally>(
        s.db,
        sql`select to_char(d.day, 'YYYY-MM-DD') as key, d.fault_id::int as "faultId", null as name, sum(d.n)::int as n
              from ${from} where ${where} group by d.day, d.fault_id order by d.day, d.fault_id`,
      );
  }
}

/** Per top-level category and fault (the distribution's stacked bars). */
export async function faultsByCategory(s: FaultTallyScope, f: FaultTallyFilter) {
  const ep = s.user.enterpriseId;
  const c = categoryRows(s, f);
  return rows<{ categoryId: number; faultId: number; n: number }>(
    s.db,
    sql`${topOf(ep)}
        select coalesce(up.top, 0)::int as "categoryId", d.fault_id::int as "faultId", sum(d.n)::int as n
          from ${c.from} left join up on up.id = d.category_id
         where ${c.where} group by up.top, d.fault_id`,
  );
}

/**
 * Per day of the period: the picks of each of `faultIds` (the trend's main faults) and of all the
 * others together (`faultId` 0), so a day's rows sum to its picks. At most (1 + faultIds) rows a
 * day, where grouping by every phenomenon and day returns one per phenomenon seen that day.
 */
export async function faultDaysOf(s: FaultTallyScope, f: FaultTallyFilter, faultIds: number[]) {
  const main = faultIds.length
    ? sql`case when d.fault_id in (${sql.join(
        faultIds.map((id) => sql`${id}`),
        sql`, `,
      )}) then d.fault_id else 0 end`
    : sql`0`;
  return rows<{ key: string; faultId: number; n: number }>(
    s.db,
    sql`select to_char(d.day, 'YYYY-MM-DD') as key, (${main})::int as "faultId", sum(d.n)::int as n
          from ${source(s, f, 'faultDay')} where ${whereOf(s, f)} group by d.day, 2 order by d.day, 2`,
  );
}

import { sql, type SQL } from 'drizzle-orm';
import { rows } from '../../db/client';
import { scopeByUser, type ScopeActor } from '../../core/scope';
import { mineSql } from '../../core/tenant';
import { DATA_SCOPES } from '@fieldline/domain';
import type { Db } from '../../db/client';

/**
 * The fault reports' reads (issue 28): sums over the per-day aggregate fault_daily (never over
 * order_faults or orders), over the days `from`-`to` (the enterprise's days), the asker's data
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
 * Whether the coarse aggregate (day, phenomenon, template) answers: the asker sees all data and
 * neither the engineer nor the team narrows it.
 */
const coarse = (s: FaultTallyScope, f: FaultTallyFilter) =>
  s.dataScope === DATA_SCOPES.all && !f.engineerId && !f.teamId;

/** The aggregate a grouping reads, alias d: the coarse one when it answers, else the fine one. */
const source = (s: FaultTallyScope, f: FaultTallyFilter, by: FaultGrouping) =>
  coarse(s, f) && by !== 'topCategory' && by !== 'engineer' ? sql`fault_daily_totals d` : sql`fault_daily d`;

function whereOf(s: FaultTallyScope, f: FaultTallyFilter): SQL {
  const ep = s.user.enterpriseId;
  const parts: SQL[] = [
    sql`${mineSql(ep, 'd')}`,
    sql`d.day between ${f.from}::date and ${f.to}::date`,
    sql`d.n <> 0`,
  ];
  const scope = scopeByUser(s, sql`d.server_user_id`);
  if (scope) parts.push(scope);
  if (f.templateId) parts.push(sql`d.template_id = ${f.templateId}`);
  if (f.engineerId) parts.push(sql`d.server_user_id = ${f.engineerId}`);
  if (f.teamId)
    parts.push(sql`d.server_user_id in (select tm.user_id from team_members tm
                     where ${mineSql(ep, 'tm')} and tm.team_id = ${f.teamId})`);
  return sql.join(parts, sql` and `);
}

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
    case 'topCategory':
      return rows<FaultTally>(
        s.db,
        sql`${topOf(ep)}
            select coalesce(up.top, 0)::int as key,
                   (select c.name from product_categories c where ${mineSql(ep, 'c')} and c.id = up.top) as name,
                   sum(d.n)::int as n
              from fault_daily d left join up on up.id = d.category_id
             where ${where} group by up.top order by n desc, key`,
      );
    case 'template':
      return rows<FaultTally>(
        s.db,
        sql`select d.template_id::int as key,
                   (select ft.name from form_templates ft where ft.enterprise_id = d.enterprise_id and ft.id = d.template_id) as name,
                   sum(d.n)::int as n
              from ${from} where ${where} group by d.enterprise_id, d.template_id order by n desc, key`,
      );
    case 'engineer':
      return rows<FaultTally>(
        s.db,
        sql`select d.server_user_id::int as key,
                   (select u.name from users u where u.enterprise_id = d.enterprise_id and u.id = d.server_user_id) as name,
                   sum(d.n)::int as n
              from fault_daily d where ${where} group by d.enterprise_id, d.server_user_id order by n desc, key`,
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
  return rows<{ categoryId: number; faultId: number; n: number }>(
    s.db,
    sql`${topOf(ep)}
        select coalesce(up.top, 0)::int as "categoryId", d.fault_id::int as "faultId", sum(d.n)::int as n
          from fault_daily d left join up on up.id = d.category_id
         where ${whereOf(s, f)} group by up.top, d.fault_id`,
  );
}

import { sql, type SQL } from 'drizzle-orm';
import { DATA_SCOPES, STATS_TIME_ZONE } from '@fieldline/domain';
import { rows, type Db } from '../../db/client';
import { scopeByUser, type ScopeActor } from '../../core/scope';
import { mineSql } from '../../core/tenant';

/**
 * The overtime statistics' reads (issue 28): sums over the overtime log (sla_log: each warning and
 * breach once per timer round) logged on the days `from`-`to` (the enterprise's days). The order
 * filters (template, engineer = the order's server, team) and a team or personal data scope narrow
 * to orders (events have no server or template, so a filtered count holds orders only).
 */
export interface OvertimeFilter {
  from: string;
  to: string;
  templateId?: number;
  engineerId?: number;
  teamId?: number;
}
export type OvertimeScope = ScopeActor & { db: Db };
export type OvertimeGrouping = 'day' | 'policy' | 'step' | 'all';
export interface OvertimeTally {
  /** A day (`YYYY-MM-DD`), a policy id, `<object kind>:<step>`, or 'all'. */
  key: string;
  /** The policy's name (with 'policy'). */
  name: string | null;
  warned: number;
  breached: number;
  /** Orders and events with at least one breach in the group. */
  ordersBreached: number;
  eventsBreached: number;
}

const TZ = sql.raw(`'${STATS_TIME_ZONE}'`);

/** Whether only orders answer (an order filter or a narrower data scope). */
export const overtimeNarrowed = (s: OvertimeScope, f: OvertimeFilter) =>
  s.dataScope !== DATA_SCOPES.all || !!(f.templateId || f.engineerId || f.teamId);

function whereOf(s: OvertimeScope, f: OvertimeFilter): SQL {
  const ep = s.user.enterpriseId;
  const parts: SQL[] = [
    mineSql(ep, 'l'),
    sql`l.logged_at >= (${f.from}::date)::timestamp at time zone ${TZ}`,
    sql`l.logged_at < (${f.to}::date + 1)::timestamp at time zone ${TZ}`,
  ];
  if (!overtimeNarrowed(s, f)) return sql.join(parts, sql` and `);
  const orderParts: SQL[] = [mineSql(ep, 'o')];
  const scope = scopeByUser(s, sql`o.server_user_id`);
  if (scope) orderParts.push(scope);
  if (f.templateId) orderParts.push(sql`o.template_id = ${f.templateId}`);
  if (f.engineerId) orderParts.push(sql`o.server_user_id = ${f.engineerId}`);
  if (f.teamId)
    orderParts.push(sql`o.server_user_id in (select tm.user_id from team_members tm
                          where ${mineSql(ep, 'tm')} and tm.team_id = ${f.teamId})`);
  parts.push(
    sql`l.object_kind = 'order'`,
    sql`l.object_id in (select o.id from orders o where ${sql.join(orderParts, sql` and `)})`,
  );
  return sql.join(parts, sql` and `);
}

const KEYS: Record<OvertimeGrouping, SQL> = {
  day: sql`to_char((l.logged_at at time zone ${TZ})::date, 'YYYY-MM-DD')`,
  policy: sql`l.policy_id::text`,
  step: sql`l.object_kind || ':' || l.step`,
  all: sql`'all'`,
};

/** Warnings, breaches and the orders and events breached, per day, policy, step or in all. */
export function overtimeTallies(s: OvertimeScope, f: OvertimeFilter, by: OvertimeGrouping) {
  const name =
    by === 'policy'
      ? sql`(select p.name from sla_policies p where p.enterprise_id = l.enterprise_id and p.id = l.policy_id)`
      : sql`null`;
  return rows<OvertimeTally>(
    s.db,
    sql`select ${KEYS[by]} as key, min(${name}) as name,
               count(*) filter (where l.kind = 'warned')::int as warned,
               count(*) filter (where l.kind = 'breached')::int as breached,
               count(distinct l.object_id) filter (where l.kind = 'breached' and l.object_kind = 'order')::int as "ordersBreached",
               count(distinct l.object_id) filter (where l.kind = 'breached' and l.object_kind = 'serviceEvent')::int as "eventsBreached"
          from sla_log l where ${whereOf(s, f)}
         group by 1 order by breached desc, key`,
  );
}

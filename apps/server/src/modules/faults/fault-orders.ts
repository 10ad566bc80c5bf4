import { sql, type SQL } from 'drizzle-orm';
import { scopeByUser } from '../../core/scope';
import { mineSql } from '../../core/tenant';
import type { FaultTallyFilter, FaultTallyScope } from './tallies';

/**
 * The orders with fault picks, for a report that pairs them with another module's per-order figures
 * (issue 28, /FaultReplace: parts replaced per fault): a subquery of (order_id, fault_id, fault_name)
 * over the picks of the days `from`-`to`, the asker's data scope (the order's server) and the filters
 * template, engineer and team, as the fault reports count them. One row per order and phenomenon.
 */
export function faultOrdersSql(s: Pick<FaultTallyScope, 'dataScope' | 'user'>, f: FaultTallyFilter): SQL {
  const ep = s.user.enterpriseId;
  const parts: SQL[] = [mineSql(ep, 'of'), sql`of.day between ${f.from}::date and ${f.to}::date`];
  const scope = scopeByUser(s, sql`of.server_user_id`);
  if (scope) parts.push(scope);
  if (f.templateId) parts.push(sql`of.template_id = ${f.templateId}`);
  if (f.engineerId) parts.push(sql`of.server_user_id = ${f.engineerId}`);
  if (f.teamId)
    parts.push(sql`of.server_user_id in (select tm.user_id from team_members tm
                     where ${mineSql(ep, 'tm')} and tm.team_id = ${f.teamId})`);
  return sql`select of.order_id, of.fault_id,
                    (select p.name from fault_phenomena p where p.enterprise_id = of.enterprise_id and p.id = of.fault_id) as fault_name
               from order_faults of where ${sql.join(parts, sql` and `)}`;
}

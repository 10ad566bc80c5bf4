import { rows } from '../../db/client';
import { sql, type SQL } from 'drizzle-orm';
import { mineSql, type TenantDb } from '../../core/tenant';

/**
 * For the dashboard (issue 28): how many open orders have an SLA step breached (a clock in state
 * `breached`), among the orders `orderWhere` (a condition over `orders o`) admits.
 */
export async function countBreachedOrders(t: TenantDb, orderWhere: SQL): Promise<number> {
  const r = await rows<{ n: number }>(
    t.db,
    sql`select count(distinct s.object_id)::int as n
    from sla_timers s join orders o on o.enterprise_id = s.enterprise_id and o.id = s.object_id
    where ${mineSql(t, 's')} and s.object_kind = 'order' and s.state = 'breached' and ${orderWhere}`,
  );
  return Number(r[0]?.n ?? 0);
}

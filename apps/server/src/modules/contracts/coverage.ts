import { sql } from 'drizzle-orm';
import { CONTRACTS_TIME_ZONE, SALES_STATES, dateIn } from '@fieldline/domain';
import { rows } from '../../db/client';
import { idList } from '../../core/sql';
import { mineSql, type TenantDb } from '../../core/tenant';

/** What SLA matching (issue 23) asks of a work order or event: its customer and its equipment. */
export interface CoverageSubject {
  customerId: number | null;
  /** The customer equipment (customer_products id) the object is about, if any. */
  customerProductId: number | null;
  /** The moment coverage is judged at (its date in the contracts' zone). */
  at: Date;
}

/**
 * The contracts in force that cover the object (SLA matching by contract, issue 23):
 * - a maintenance contract is in force on a day when one of its live, enabled plans spans that day
 *   (a maintenance contract has no dates of its own: its plans do); it covers its customer, and the
 *   equipment its in-force plans list (even when the object names another customer);
 * - a sales contract is in force when approved and live, and the day lies within its start and end
 *   dates (an open end is in force); it covers its customer.
 * By customer through the contracts' customer index; by equipment (only when the object names one)
 * over the enterprise's live plans, which have no index on their equipment lists.
 */
export async function contractsCovering(t: TenantDb, s: CoverageSubject) {
  if (!s.customerId && !s.customerProductId) return { maintenanceIds: [], salesIds: [] };
  const day = dateIn(CONTRACTS_TIME_ZONE, s.at);
  const inForce = sql`p.deleted_at is null and p.enabled and p.start_date <= ${day} and p.end_date >= ${day}`;
  const [maintenance, sales] = await Promise.all([
    rows<{ id: number }>(
      t.db,
      sql`select c.id::int as id from maintenance_contracts c
           where ${mineSql(t, 'c')} and c.deleted_at is null and c.customer_id = ${s.customerId ?? 0}
             and exists (select 1 from maintenance_plans p
                          where p.enterprise_id = c.enterprise_id and p.contract_id = c.id and ${inForce})
          ${
            s.customerProductId
              ? sql`union
          select c.id::int from maintenance_plans p
            join maintenance_contracts c on c.enterprise_id = p.enterprise_id and c.id = p.contract_id
           where ${mineSql(t, 'p')} and ${inForce} and c.deleted_at is null
             and p.equipment_ids @> ${JSON.stringify([s.customerProductId])}::jsonb`
              : sql``
          }
          order by 1`,
    ),
    s.customerId
      ? rows<{ id: number }>(
          t.db,
          sql`select s.id::int as id from sales_contracts s
               where ${mineSql(t, 's')} and s.deleted_at is null and s.customer_id = ${s.customerId}
                 and s.state = ${SALES_STATES.approved}
                 and (s.start_date is null or s.start_date <= ${day})
                 and (s.end_date is null or s.end_date >= ${day})
               order by 1`,
        )
      : [],
  ]);
  return { maintenanceIds: maintenance.map((r) => Number(r.id)), salesIds: sales.map((r) => Number(r.id)) };
}

/** How many of `ids` name live contracts of the enterprise, of the kind (an SLA policy's choice). */
export async function countLiveContracts(t: TenantDb, kind: 'maintenance' | 'sales', ids: readonly number[]) {
  if (!ids.length) return 0;
  const table = kind === 'maintenance' ? sql`maintenance_contracts` : sql`sales_contracts`;
  const [r] = await rows<{ n: number }>(
    t.db,
    sql`select count(*)::int as n from ${table} x
         where ${mineSql(t, 'x')} and x.deleted_at is null and x.id in (${idList([...ids])})`,
  );
  return Number(r?.n ?? 0);
}

import { sql } from 'drizzle-orm';
import { LINE_TYPES } from '@fieldline/domain';
import { rows } from '../../db/client';
import { mineSql, type TenantDb } from '../../core/tenant';
import { settlementErrors } from './errors';

export interface OrderSettlement {
  /** Whether the order entered settlement (its template's settlement node was on at completion). */
  entered: boolean;
  personal: 'waiting' | 'settled' | null;
  team: 'waiting' | 'settled' | null;
}

/**
 * The order's settlement state for the order detail: waiting until a confirmed bill of the kind
 * includes it and no unconfirmed bill still holds a line of it (a collaborator's, an adjustment),
 * then settled (old-part deductions naming the order do not count); null everywhere when the order never entered settlement.
 */
export async function orderSettlement(t: TenantDb, orderId: number): Promise<OrderSettlement> {
  // lines of the order still in an unconfirmed bill of that kind
  const open = (kind: number) =>
    sql`select 1 from settlement_lines x where x.enterprise_id = o.enterprise_id and x.order_id = o.id
          and x.kind = ${kind} and not x.confirmed and x.line_type <> ${LINE_TYPES.deduction}`;
  const [row] = await rows<{ entered: boolean; personal: boolean | null; team: boolean | null }>(
    t.db,
    sql`select s.order_id is not null as entered,
               s.personal_settled_at is not null and not exists (${open(1)}) as personal,
               s.team_settled_at is not null and not exists (${open(2)}) as team
          from orders o left join settlement_orders s on s.enterprise_id = o.enterprise_id and s.order_id = o.id
         where ${mineSql(t, 'o')} and o.id = ${orderId}`,
  );
  if (!row) throw settlementErrors.ORDER_NOT_FOUND({ field: 'id' });
  if (!row.entered) return { entered: false, personal: null, team: null };
  return {
    entered: true,
    personal: row.personal ? 'settled' : 'waiting',
    team: row.team ? 'settled' : 'waiting',
  };
}

import { sql, type SQL } from 'drizzle-orm';
import { DATA_SCOPES, MOVEMENT_KINDS, STATS_TIME_ZONE } from '@fieldline/domain';
import { rows, type Db } from '../../db/client';
import { scopeByUser, type ScopeActor } from '../../core/scope';
import { mineSql } from '../../core/tenant';
import { ORDER_DOC } from './order-access';

/**
 * The spare-part analysis' reads (issue 28, /spareAnalysis): sums over the one movement ledger in a
 * period of the enterprise's days. Consumption is what leaves stock for good: parts used on orders
 * (net of lines taken back off them), stock out, and scrap (out of the holder scrapping); stock in
 * is shown beside it. Transfers, allocations, requests and returns only move parts between holders.
 *
 * The order filters (template, engineer = the order's server, team) and a team or personal data
 * scope narrow to the parts used on matching orders: stock in, stock out and scrap belong to no
 * order, so a filtered analysis holds the order use only.
 */
export interface PartUsageFilter {
  from: string;
  to: string;
  templateId?: number;
  engineerId?: number;
  teamId?: number;
}
export type PartUsageScope = ScopeActor & { db: Db };

/** Quantities are exact decimals (two places) as text. */
export interface PartUsage {
  stockIn: string;
  used: string;
  stockOut: string;
  scrapped: string;
}
export interface PartUsageByPart extends PartUsage {
  partId: number;
  code: string;
  name: string;
  typeName: string | null;
  unit: string | null;
}
export interface PartUsageByDay extends PartUsage {
  day: string;
}

const K = MOVEMENT_KINDS;
const KINDS = sql.raw([K.stockIn, K.stockOut, K.scrap, K.orderUse, K.orderReturn].join(', '));
const ORDER_KINDS = sql.raw([K.orderUse, K.orderReturn].join(', '));
const TZ = sql.raw(`'${STATS_TIME_ZONE}'`);

const SUMS = sql`
  coalesce(sum(m.delta) filter (where m.kind = ${sql.raw(String(K.stockIn))} and m.delta > 0), 0)::text as "stockIn",
  coalesce(-sum(m.delta) filter (where m.kind in (${ORDER_KINDS})), 0)::text as used,
  coalesce(-sum(m.delta) filter (where m.kind = ${sql.raw(String(K.stockOut))}), 0)::text as "stockOut",
  coalesce(-sum(m.delta) filter (where m.kind = ${sql.raw(String(K.scrap))} and m.delta < 0), 0)::text as scrapped`;

/** Whether only the order use answers (an order filter or a narrower data scope). */
export const usageNarrowed = (s: PartUsageScope, f: PartUsageFilter) =>
  s.dataScope !== DATA_SCOPES.all || !!(f.templateId || f.engineerId || f.teamId);

function whereOf(s: PartUsageScope, f: PartUsageFilter): SQL {
  const ep = s.user.enterpriseId;
  const parts: SQL[] = [
    mineSql(ep, 'm'),
    sql`m.kind in (${KINDS})`,
    sql`m.created_at >= (${f.from}::date)::timestamp at time zone ${TZ}`,
    sql`m.created_at < (${f.to}::date + 1)::timestamp at time zone ${TZ}`,
  ];
  if (!usageNarrowed(s, f)) return sql.join(parts, sql` and `);
  const orderParts: SQL[] = [mineSql(ep, 'o')];
  const scope = scopeByUser(s, sql`o.server_user_id`);
  if (scope) orderParts.push(scope);
  if (f.templateId) orderParts.push(sql`o.template_id = ${f.templateId}`);
  if (f.engineerId) orderParts.push(sql`o.server_user_id = ${f.engineerId}`);
  if (f.teamId)
    orderParts.push(sql`o.server_user_id in (select tm.user_id from team_members tm
                          where ${mineSql(ep, 'tm')} and tm.team_id = ${f.teamId})`);
  parts.push(
    sql`m.kind in (${ORDER_KINDS}) and m.doc_kind = ${ORDER_DOC}`,
    sql`m.doc_id in (select o.id from orders o where ${sql.join(orderParts, sql` and `)})`,
  );
  return sql.join(parts, sql` and `);
}

/** Per part (the catalogue's code, name, type and unit, even when since deleted), by code. */
export function partUsageByPart(s: PartUsageScope, f: PartUsageFilter) {
  return rows<PartUsageByPart>(
    s.db,
    sql`select m.part_id::int as "partId", p.code, p.name, ty.name as "typeName", p.unit, ${SUMS}
          from spare_movements m
          join spare_parts p on p.enterprise_id = m.enterprise_id and p.id = m.part_id
          left join spare_types ty on ty.enterprise_id = p.enterprise_id and ty.id = p.type_id
         where ${whereOf(s, f)}
         group by m.part_id, p.code, p.name, ty.name, p.unit
         order by p.code, m.part_id`,
  );
}

/** Per day of the period that has movements (the enterprise's days). */
export function partUsageByDay(s: PartUsageScope, f: PartUsageFilter) {
  return rows<PartUsageByDay>(
    s.db,
    sql`select to_char((m.created_at at time zone ${TZ})::date, 'YYYY-MM-DD') as day, ${SUMS}
          from spare_movements m
         where ${whereOf(s, f)}
         group by 1 order by 1`,
  );
}

/**
 * The parts on orders (issue 28, /FaultReplace): a subquery of (order_id, part_id, code, name, qty)
 * over the orders `orderIds` (a subquery of ids) — the lines recorded on them now, each taken out of
 * stock by the ledger (a line taken back off an order is gone, its parts posted back).
 */
export function partsOnOrdersSql(enterpriseId: number, orderIds: SQL): SQL {
  return sql`select l.order_id, l.part_id, p.code, p.name, sum(l.quantity) as qty
               from order_spare_parts l
               join spare_parts p on p.enterprise_id = l.enterprise_id and p.id = l.part_id
              where ${mineSql(enterpriseId, 'l')} and l.order_id in (${orderIds})
              group by l.order_id, l.part_id, p.code, p.name`;
}

import { sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { ENTERPRISE_TIME_ZONE } from '@fieldline/domain';
import { rows } from '../../db/client';
import { idArray } from '../../core/sql';
import { mineSql, type TenantDb } from '../../core/tenant';
import { applicableSql, categoryOfCustomerProduct } from './dictionary';
import { faultErrors } from './errors';
import { moveFaultParts } from './replacements';

/** The day fault picks count in (the reports' day: 00:00 China time, as the statistics read it). */
export const FAULT_DAY_TIME_ZONE = ENTERPRISE_TIME_ZONE;

/** What the pick needs of the order (the completion passes its record). */
export interface FaultOrder {
  id: number;
  templateId: number;
  serverUserId: number | null;
  customerProductId: number | null;
}

/**
 * Replaces the fault phenomena named on an order, in the completion's transaction (issue 28). Every
 * id must be a live, enabled phenomenon fitting the order's product category (or a general one); a
 * refusal names `faultIds`. The per-day aggregate takes the old picks back and counts the new ones
 * on the completion day (`at`, default now), so the reports never read order_faults; the parts
 * replaced per fault (replacements.ts) likewise.
 */
export async function setOrderFaults(t: TenantDb, order: FaultOrder, faultIds: number[], at?: Date) {
  const ids = [...new Set(faultIds)];
  const categoryId = await categoryOfCustomerProduct(t, order.customerProductId);
  if (ids.length) {
    const fitting = await rows<{ id: number }>(
      t.db,
      sql`select f.id::int as id from fault_phenomena f
           where ${mineSql(t, 'f')} and f.id in (${sql.join(
             ids.map((id) => sql`${id}`),
             sql`, `,
           )})
             and f.deleted_at is null and f.enabled and ${applicableSql(t, categoryId)}`,
    );
    const ok = new Set(fitting.map((f) => f.id));
    const bad = ids.find((id) => !ok.has(id));
    if (bad !== undefined) throw faultErrors.FAULT_NOT_APPLICABLE({ field: 'faultIds' });
  }
  await takeBack(t, sql`o.order_id = ${order.id}`);
  await moveFaultParts(t, order.id, -1);
  await t.db.execute(sql`delete from order_faults o where ${mineSql(t, 'o')} and o.order_id = ${order.id}`);
  if (!ids.length) return;
  const day = sql`(${at ? sql`${at.toISOString()}::timestamptz` : sql`now()`} at time zone ${FAULT_DAY_TIME_ZONE})::date`;
  await t.db.execute(
    sql`insert into order_faults (enterprise_id, order_id, fault_id, day, template_id, server_user_id, category_id)
        select ${t.enterpriseId}, ${order.id}, f, ${day}, ${order.templateId}, ${order.serverUserId ?? 0},
               ${categoryId ?? 0}
          from unnest(${idArray(ids)}) as f`,
  );
  await t.db.execute(
    sql`insert into fault_daily as d (enterprise_id, day, fault_id, template_id, server_user_id, category_id, n)
        select o.enterprise_id, o.day, o.fault_id, o.template_id, o.server_user_id, o.category_id, 1
          from order_faults o where ${mineSql(t, 'o')} and o.order_id = ${order.id}
        on conflict (enterprise_id, day, fault_id, template_id, server_user_id, category_id)
        do update set n = d.n + 1`,
  );
  await t.db.execute(
    sql`insert into fault_daily_totals as d (enterprise_id, day, fault_id, template_id, n)
        select o.enterprise_id, o.day, o.fault_id, o.template_id, 1
          from order_faults o where ${mineSql(t, 'o')} and o.order_id = ${order.id}
        on conflict (enterprise_id, day, fault_id, template_id) do update set n = d.n + 1`,
  );
  await t.db.execute(
    sql`insert into fault_monthly_servers as d (enterprise_id, month, template_id, server_user_id, n)
        select o.enterprise_id, date_trunc('month', o.day)::date, o.template_id, o.server_user_id, count(*)::int
          from order_faults o where ${mineSql(t, 'o')} and o.order_id = ${order.id} group by 1, 2, 3, 4
        on conflict (enterprise_id, month, template_id, server_user_id) do update set n = d.n + excluded.n`,
  );
  await t.db.execute(
    sql`insert into fault_monthly_categories as d (enterprise_id, month, template_id, category_id, fault_id, n)
        select o.enterprise_id, date_trunc('month', o.day)::date, o.template_id, o.category_id, o.fault_id, count(*)::int
          from order_faults o where ${mineSql(t, 'o')} and o.order_id = ${order.id} group by 1, 2, 3, 4, 5
        on conflict (enterprise_id, month, template_id, category_id, fault_id) do update set n = d.n + excluded.n`,
  );
  await moveFaultParts(t, order.id, 1);
}

/** Takes the picks matching `where` (over order_faults o) out of the per-day aggregates. */
async function takeBack(t: TenantDb, where: SQL) {
  await t.db.execute(
    sql`update fault_daily d set n = d.n - g.n
          from (select o.day, o.fault_id, o.template_id, o.server_user_id, o.category_id, count(*)::int as n
                  from order_faults o where ${mineSql(t, 'o')} and ${where}
                 group by 1, 2, 3, 4, 5) g
         where ${mineSql(t, 'd')} and d.day = g.day and d.fault_id = g.fault_id and d.template_id = g.template_id
           and d.server_user_id = g.server_user_id and d.category_id = g.category_id`,
  );
  await t.db.execute(
    sql`update fault_daily_totals d set n = d.n - g.n
          from (select o.day, o.fault_id, o.template_id, count(*)::int as n
                  from order_faults o where ${mineSql(t, 'o')} and ${where} group by 1, 2, 3) g
         where ${mineSql(t, 'd')} and d.day = g.day and d.fault_id = g.fault_id and d.template_id = g.template_id`,
  );
  await t.db.execute(
    sql`update fault_monthly_servers d set n = d.n - g.n
          from (select date_trunc('month', o.day)::date as month, o.template_id, o.server_user_id, count(*)::int as n
                  from order_faults o where ${mineSql(t, 'o')} and ${where} group by 1, 2, 3) g
         where ${mineSql(t, 'd')} and d.month = g.month and d.template_id = g.template_id
           and d.server_user_id = g.server_user_id`,
  );
  await t.db.execute(
    sql`update fault_monthly_categories d set n = d.n - g.n
          from (select date_trunc('month', o.day)::date as month, o.template_id, o.category_id, o.fault_id,
                       count(*)::int as n
                  from order_faults o where ${mineSql(t, 'o')} and ${where} group by 1, 2, 3, 4) g
         where ${mineSql(t, 'd')} and d.month = g.month and d.template_id = g.template_id
           and d.category_id = g.category_id and d.fault_id = g.fault_id`,
  );
}

/** The order detail's `faults`: the phenomena named on the order, as JSON (for the orders' detail query). */
export const orderFaultsJson = (enterpriseId: AnyColumn, orderId: AnyColumn) => sql`(select
    coalesce(json_agg(json_build_object('id', f.id, 'name', f.name) order by f.sort, f.id), '[]')
  from order_faults o join fault_phenomena f on f.enterprise_id = o.enterprise_id and f.id = o.fault_id
  where ${enterpriseId} = o.enterprise_id and o.order_id = ${orderId})`;

import { sql, type SQL } from 'drizzle-orm';
import { rows } from '../../db/client';
import { mineSql, type TenantDb } from '../../core/tenant';
import { aggregateFilters, monthSpans, type FaultTallyFilter, type FaultTallyScope } from './tallies';

/**
 * The parts replaced on the orders of fault picks, summed per day (fault_part_daily) and per month
 * (fault_part_monthly) for /FaultReplace (issue 28: reports read per-day aggregates, not scans).
 *
 * An order with picks contributes, on its picks' day, template and server: per phenomenon it names
 * and once as itself (fault 0), a row of its parts (part 0: the order, whether it has parts, their
 * quantity) and a row per part on it (its quantity). The contribution is computed from order_faults
 * and order_spare_parts as they stand, so it is kept as the picks' counts are (picks.ts): in the
 * transaction that writes an order's picks or part lines, taken back before the write and counted
 * again after it (`moveFaultParts`), under the order's lock.
 */

/** The contribution rows of the orders whose picks match `where` (over order_faults o), unsummed keys. */
function contributionSql(enterpriseId: number, where: SQL): SQL {
  const picks = sql`order_faults o where ${mineSql(enterpriseId, 'o')} and ${where}`;
  return sql`with k as (
        select o.order_id, o.day, o.template_id, o.server_user_id, o.fault_id from ${picks}
        union all
        select distinct o.order_id, o.day, o.template_id, o.server_user_id, 0::bigint from ${picks}),
      p as (select l.order_id, l.part_id, sum(l.quantity) as qty from order_spare_parts l
             where ${mineSql(enterpriseId, 'l')} and l.order_id in (select o.order_id from ${picks})
             group by l.order_id, l.part_id),
      t as (select order_id, sum(qty) as qty from p group by order_id)
    select x.day, x.template_id, x.server_user_id, x.fault_id, x.part_id, count(*)::int as orders,
           count(*) filter (where x.has)::int as replaced, coalesce(sum(x.qty), 0) as qty
      from (select k.day, k.template_id, k.server_user_id, k.fault_id, 0::bigint as part_id,
                   t.order_id is not null as has, t.qty
              from k left join t on t.order_id = k.order_id
            union all
            select k.day, k.template_id, k.server_user_id, k.fault_id, p.part_id, true, p.qty
              from k join p on p.order_id = k.order_id) x
     group by 1, 2, 3, 4, 5`;
}

const KEYS = sql.raw('template_id, server_user_id, fault_id, part_id');
const ADD = sql.raw(
  'orders = d.orders + excluded.orders, replaced = d.replaced + excluded.replaced, qty = d.qty + excluded.qty',
);

/**
 * Adds (`sign` 1) or takes back (-1) the contribution of the orders whose picks match `where` (over
 * order_faults o; default: every pick of the enterprise), in the caller's transaction.
 */
async function move(t: TenantDb, sign: 1 | -1, where: SQL) {
  const c = contributionSql(t.enterpriseId, where);
  const s = sql.raw(String(sign));
  await t.db.execute(
    sql`insert into fault_part_daily as d (enterprise_id, day, ${KEYS}, orders, replaced, qty)
        select ${t.enterpriseId}::bigint, c.day, ${KEYS}, ${s} * c.orders, ${s} * c.replaced, ${s} * c.qty
          from (${c}) c
        on conflict (enterprise_id, day, ${KEYS}) do update set ${ADD}`,
  );
  await t.db.execute(
    sql`insert into fault_part_monthly as d (enterprise_id, month, ${KEYS}, orders, replaced, qty)
        select ${t.enterpriseId}::bigint, date_trunc('month', c.day)::date, ${KEYS},
               ${s} * sum(c.orders)::int, ${s} * sum(c.replaced)::int, ${s} * sum(c.qty)
          from (${c}) c group by 2, ${KEYS}
        on conflict (enterprise_id, month, ${KEYS}) do update set ${ADD}`,
  );
}

/**
 * An order's contribution moved around a write of its picks or part lines (in the write's
 * transaction, the order locked): `-1` before the write takes back what it added, `1` after counts
 * it again. An order without picks contributes nothing.
 */
export const moveFaultParts = (t: TenantDb, orderId: number, sign: 1 | -1) =>
  move(t, sign, sql`o.order_id = ${orderId}`);

/** Recounts an enterprise's sums from its picks and part lines (catch-up; in the caller's transaction). */
export async function rebuildFaultParts(t: TenantDb) {
  await t.db.execute(sql`delete from fault_part_daily where ${mineSql(t)}`);
  await t.db.execute(sql`delete from fault_part_monthly where ${mineSql(t)}`);
  await move(t, 1, sql`true`);
}

/** A row of the period's sums: per phenomenon (0: each order once) and part (0: the orders' parts). */
export interface FaultPartSum {
  faultId: number;
  partId: number;
  orders: number;
  replaced: number;
  qty: string;
}

/**
 * The period's sums per phenomenon and part, for the filters (team, template, engineer: the order's
 * server) and the asker's data scope (the server), as faultOrdersSql narrows the picks: the whole
 * months of the period from fault_part_monthly, the days around them from fault_part_daily.
 */
export async function faultPartSums(
  s: Pick<FaultTallyScope, 'dataScope' | 'user' | 'db'>,
  f: FaultTallyFilter,
): Promise<FaultPartSum[]> {
  const filters = sql.join(aggregateFilters(s, f), sql` and `);
  const span = monthSpans(f.from, f.to);
  const cols = sql.raw('d.fault_id, d.part_id, d.orders, d.replaced, d.qty');
  const src = span.days.map(
    ([a, b]) =>
      sql`select ${cols} from fault_part_daily d where ${filters} and d.day between ${a}::date and ${b}::date`,
  );
  if (span.months)
    src.push(
      sql`select ${cols} from fault_part_monthly d
           where ${filters} and d.month between ${span.months[0]}::date and ${span.months[1]}::date`,
    );
  return rows<FaultPartSum>(
    s.db,
    sql`select x.fault_id::int as "faultId", x.part_id::int as "partId", sum(x.orders)::int as orders,
               sum(x.replaced)::int as replaced, sum(x.qty)::text as qty
          from (${sql.join(src, sql` union all `)}) x
         group by x.fault_id, x.part_id having sum(x.orders) <> 0`,
  );
}

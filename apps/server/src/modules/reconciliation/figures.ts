import { sql, type SQL } from 'drizzle-orm';
import {
  FINANCE_TIME_ZONE,
  ORDER_STATES,
  type ReconcileCount,
  type ReconcileFilter,
  type ReconcileListQuery,
  type ReconcileRow,
} from '@fieldline/domain';
import { rows } from '../../db/client';
import { likePattern } from '../../core/sql';
import { mineSql, type TenantDb } from '../../core/tenant';
import { salesByCustomerSql } from '../contracts';

const TZ = FINANCE_TIME_ZONE;

/**
 * The per-customer figures of a period (docs/decisions.md "Reconciliation"), as CTEs `o` (completed
 * orders: count and totals, by completion time in the enterprise's days), `p` (collection payments by
 * the day they were paid), `s` (sales contracts: instalments due and payments received, the contracts
 * module's face) and `k` (every customer with any of them).
 */
export function figuresCte(t: TenantDb, from: string, to: string, customerId?: number): SQL {
  const one = (col: SQL) => (customerId ? sql` and ${col} = ${customerId}` : sql``);
  return sql`with o as (
      select o.customer_id, count(*)::int as n, sum(o.total_amount) as billed from orders o
       where ${mineSql(t, 'o')} and o.state = ${ORDER_STATES.completed} and o.deleted_at is null
         and o.completed_at >= (${from}::date::timestamp at time zone ${TZ})
         and o.completed_at < ((${to}::date + 1)::timestamp at time zone ${TZ})
         and o.customer_id is not null${one(sql`o.customer_id`)}
       group by o.customer_id),
    p as (
      select p.customer_id, sum(p.amount) as collected from collection_payments p
       where ${mineSql(t, 'p')} and p.paid_on between ${from}::date and ${to}::date
         and p.customer_id is not null${one(sql`p.customer_id`)}
       group by p.customer_id),
    s as (${salesByCustomerSql(t, from, to, customerId)}),
    k as (select customer_id from o union select customer_id from p union select customer_id from s)`;
}

/** The row's live figures from the CTEs (strings, exact). */
const FIGURES = sql`coalesce(o.n, 0) as "orderCount",
  coalesce(o.billed, 0)::numeric(15,2)::text as "ordersBilled",
  coalesce(p.collected, 0)::numeric(15,2)::text as "ordersCollected",
  coalesce(s.billed, 0)::numeric(15,2)::text as "contractsBilled",
  coalesce(s.collected, 0)::numeric(15,2)::text as "contractsCollected",
  (coalesce(o.billed, 0) + coalesce(s.billed, 0))::numeric(15,2)::text as billed,
  (coalesce(p.collected, 0) + coalesce(s.collected, 0))::numeric(15,2)::text as collected,
  (coalesce(o.billed, 0) + coalesce(s.billed, 0) - coalesce(p.collected, 0) - coalesce(s.collected, 0))::numeric(15,2)::text as balance`;

const JOINS = (t: TenantDb, from: string, to: string) => sql`from k
  join customers cu on ${mineSql(t, 'cu')} and cu.id = k.customer_id
  left join o on o.customer_id = k.customer_id
  left join p on p.customer_id = k.customer_id
  left join s on s.customer_id = k.customer_id
  left join reconciliations r on ${mineSql(t, 'r')} and r.period_from = ${from}::date and r.period_to = ${to}::date
    and r.customer_id = k.customer_id`;

function whereOf(f: Pick<ReconcileFilter, 'keyword' | 'reconciled'>): SQL {
  const parts: SQL[] = [sql`true`];
  if (f.keyword) parts.push(sql`cu.name ilike ${likePattern(f.keyword)}`);
  if (f.reconciled === '1') parts.push(sql`r.id is not null`);
  if (f.reconciled === '0') parts.push(sql`r.id is null`);
  return sql.join(parts, sql` and `);
}

const RECONCILIATION = sql`case when r.id is null then null else json_build_object(
    'id', r.id, 'at', to_char(r.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'), 'note', r.note,
    'byName', (select u.name from users u where u.enterprise_id = r.enterprise_id and u.id = r.created_by),
    'figures', json_build_object('orderCount', r.order_count, 'ordersBilled', r.orders_billed::text,
      'ordersCollected', r.orders_collected::text, 'contractsBilled', r.contracts_billed::text,
      'contractsCollected', r.contracts_collected::text,
      'billed', (r.orders_billed + r.contracts_billed)::text,
      'collected', (r.orders_collected + r.contracts_collected)::text,
      'balance', (r.orders_billed + r.contracts_billed - r.orders_collected - r.contracts_collected)::text),
    'changed', (r.order_count, r.orders_billed, r.orders_collected, r.contracts_billed, r.contracts_collected)
      is distinct from (coalesce(o.n, 0), coalesce(o.billed, 0), coalesce(p.collected, 0), coalesce(s.billed, 0),
      coalesce(s.collected, 0))) end as reconciliation`;

/** One page of the period's customers with their figures, largest balance first, then by customer. */
export async function reconcileRows(t: TenantDb, q: ReconcileListQuery): Promise<ReconcileRow[]> {
  return rows<ReconcileRow>(
    t.db,
    sql`${figuresCte(t, q.from, q.to, q.customerId)}
        select k.customer_id::int as "customerId", cu.name as "customerName", ${FIGURES}, ${RECONCILIATION}
        ${JOINS(t, q.from, q.to)} where ${whereOf(q)}
        order by (coalesce(o.billed, 0) + coalesce(s.billed, 0) - coalesce(p.collected, 0) - coalesce(s.collected, 0)) desc,
          k.customer_id
        limit ${q.pageSize} offset ${q.pageIndex * q.pageSize}`,
  );
}

/** The period's totals over the filtered customers: how many, reconciled or not, and the sums. */
export async function reconcileCount(t: TenantDb, f: ReconcileFilter): Promise<ReconcileCount> {
  const [r] = await rows<ReconcileCount>(
    t.db,
    sql`${figuresCte(t, f.from, f.to, f.customerId)}
        select count(*)::int as customers, count(r.id)::int as reconciled, (count(*) - count(r.id))::int as unreconciled,
          coalesce(sum(coalesce(o.billed, 0) + coalesce(s.billed, 0)), 0)::numeric(15,2)::text as billed,
          coalesce(sum(coalesce(p.collected, 0) + coalesce(s.collected, 0)), 0)::numeric(15,2)::text as collected,
          coalesce(sum(coalesce(o.billed, 0) + coalesce(s.billed, 0) - coalesce(p.collected, 0) - coalesce(s.collected, 0)), 0)::numeric(15,2)::text as balance
        ${JOINS(t, f.from, f.to)} where ${whereOf(f)}`,
  );
  return r!;
}

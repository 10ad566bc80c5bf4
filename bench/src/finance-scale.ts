/**
 * Reconciliation (issue 27 and the finance helper's brief: "reconciliation list for the
 * 300,000-order enterprise, ratio to the same aggregate SQL on the raw driver"). In the large order
 * enterprise every completed order with a total gets its collection (as the collection module's
 * consumer opens them), every 2nd paid in full and every 3rd of the rest half paid, each payment on
 * the day the order completed: set-based inserts. The period measured is the calendar month holding
 * the median completion (about 1/24 of the two years of orders); for finance staff and
 * administrators of that enterprise, each beside its raw twin:
 *
 *   - the reconcile list, page 1 (per customer: orders billed, collected, contracts; largest balance first);
 *   - its count (the period's totals);
 *   - income statistics by day.
 */
import { ROLE_TYPES } from '@fieldline/domain';
import type { Database } from '@fieldline/server/src/db/client';

const q = (database: Database, text: string, values: unknown[] = []) =>
  database.sql.query(text, values).then((r) => r.rows as Record<string, unknown>[]);

export async function financeEnterprise(database: Database, enterpriseId: number, limit: number) {
  await q(
    database,
    `insert into order_collections (enterprise_id, order_id, order_no, order_title, template_id, customer_id,
                                    customer_name, server_user_id, amount_due, amount_paid, state, completed_at, paid_at)
     select o.enterprise_id, o.id, o.order_no, o.title, o.template_id, o.customer_id, o.customer_name, o.server_user_id,
            o.total_amount,
            case when o.id % 2 = 0 then o.total_amount when o.id % 3 = 0 then round(o.total_amount / 2, 2) else 0 end,
            case when o.id % 2 = 0 then 3 when o.id % 3 = 0 then 2 else 1 end,
            o.completed_at, case when o.id % 2 = 0 then o.completed_at end
       from orders o
      where o.enterprise_id = $1 and o.state = 5 and o.deleted_at is null and o.total_amount > 0
     on conflict do nothing`,
    [enterpriseId],
  );
  await q(
    database,
    `insert into collection_payments (enterprise_id, collection_id, order_id, customer_id, template_id, method_name,
                                      kind, amount, source, paid_on)
     select c.enterprise_id, c.id, c.order_id, c.customer_id, c.template_id,
            case when c.order_id % 4 = 0 then 'Cash' else 'Bank transfer' end,
            case when c.order_id % 4 = 0 then 1 else 2 end, c.amount_paid, 'manual',
            (c.completed_at at time zone 'Asia/Shanghai')::date
       from order_collections c
      where c.enterprise_id = $1 and c.amount_paid > 0
        and not exists (select 1 from collection_payments p where p.enterprise_id = c.enterprise_id and p.collection_id = c.id)`,
    [enterpriseId],
  );
  await q(database, 'analyze order_collections');
  await q(database, 'analyze collection_payments');
  const [period] = await q(
    database,
    `select to_char(m, 'YYYY-MM-DD') as "from", to_char(m + interval '1 month' - interval '1 day', 'YYYY-MM-DD') as "to"
       from (select date_trunc('month', percentile_disc(0.5) within group (order by completed_at)) as m
               from orders where enterprise_id = $1 and state = 5 and deleted_at is null) x`,
    [enterpriseId],
  );
  const [counts] = await q(
    database,
    `select (select count(*)::int from orders where enterprise_id = $1 and deleted_at is null) as orders,
            (select count(*)::int from orders where enterprise_id = $1 and state = 5 and deleted_at is null
               and completed_at >= $2::date and completed_at < $3::date + 1) as "inPeriod",
            (select count(*)::int from collection_payments where enterprise_id = $1) as payments`,
    [enterpriseId, period!.from, period!.to],
  );
  const users = await q(
    database,
    `select distinct s.user_id from sessions s
       join user_roles ur on ur.enterprise_id = s.enterprise_id and ur.user_id = s.user_id
       join roles r on r.enterprise_id = ur.enterprise_id and r.id = ur.role_id
      where s.enterprise_id = $1 and s.user_agent = 'fieldline-bench' and r.type in ($2, $3)
      order by s.user_id limit $4`,
    [enterpriseId, ROLE_TYPES.administrator, ROLE_TYPES.finance, limit],
  );
  return {
    from: String(period!.from),
    to: String(period!.to),
    orders: Number(counts!.orders),
    inPeriod: Number(counts!.inPeriod),
    payments: Number(counts!.payments),
    userIds: users.map((r) => Number(r.user_id)),
  };
}

export const financePaths = (from: string, to: string) => [
  {
    path: `/api/v2/financeReconcile/list?from=${from}&to=${to}&pageIndex=0&pageSize=20`,
    label: 'reconcile list, page 1',
  },
  { path: `/api/v2/financeReconcile/count?from=${from}&to=${to}`, label: 'reconcile count' },
  { path: `/api/v2/incomeStatistics?from=${from}&to=${to}&period=day`, label: 'income statistics by day' },
];

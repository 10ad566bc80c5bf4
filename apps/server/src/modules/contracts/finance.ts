import { sql, type SQL } from 'drizzle-orm';
import { SALES_STATES } from '@fieldline/domain';
import { mineSql, type TenantDb } from '../../core/tenant';

/**
 * For reconciliation and income statistics (issue 27): sales contracts' money per customer in a
 * period of the enterprise's dates, as a subquery `(customer_id, billed, collected)`: billed is the
 * instalments of approved, live contracts due in the period; collected the payments received in it.
 * `customerId` narrows it to one customer.
 */
export function salesByCustomerSql(t: TenantDb, from: string, to: string, customerId?: number): SQL {
  const one = (alias: string) =>
    customerId ? sql` and ${sql.identifier(alias)}.customer_id = ${customerId}` : sql``;
  return sql`select x.customer_id, sum(x.billed) as billed, sum(x.collected) as collected from (
      select sc.customer_id, pp.amount as billed, 0::numeric as collected
        from sales_payment_plans pp join sales_contracts sc on sc.enterprise_id = pp.enterprise_id and sc.id = pp.contract_id
       where ${mineSql(t, 'pp')} and sc.state = ${SALES_STATES.approved} and sc.deleted_at is null
         and pp.due_date between ${from}::date and ${to}::date${one('sc')}
      union all
      select sc.customer_id, 0::numeric, sp.amount
        from sales_payments sp join sales_contracts sc on sc.enterprise_id = sp.enterprise_id and sc.id = sp.contract_id
       where ${mineSql(t, 'sp')} and sc.deleted_at is null
         and sp.paid_on between ${from}::date and ${to}::date${one('sc')}
    ) x group by x.customer_id`;
}

/** Sales contract payments received in a period, as a subquery `(paid_on, amount)` (income statistics). */
export function salesPaymentsSql(t: TenantDb, from: string, to: string): SQL {
  return sql`select sp.paid_on, sp.amount from sales_payments sp
      join sales_contracts sc on sc.enterprise_id = sp.enterprise_id and sc.id = sp.contract_id
     where ${mineSql(t, 'sp')} and sc.deleted_at is null and sp.paid_on between ${from}::date and ${to}::date`;
}

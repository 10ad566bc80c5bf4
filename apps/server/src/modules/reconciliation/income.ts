import { sql } from 'drizzle-orm';
import {
  formatCents,
  toCents,
  type IncomeQuery,
  type IncomeStatistics,
  type PaymentKind,
} from '@fieldline/domain';
import { rows } from '../../db/client';
import { mineSql, type TenantDb } from '../../core/tenant';
import { salesPaymentsSql } from '../contracts';

/**
 * GET /v2/incomeStatistics: money that came in during a period (the enterprise's days): order
 * collection payments and sales contract payments, by day or month (every period present, zeros
 * included), collection payments by kind, by method and by order template. Sums in SQL numeric;
 * the totals add the parts as integer cents.
 */
export async function incomeStatistics(t: TenantDb, q: IncomeQuery): Promise<IncomeStatistics> {
  const unit = q.period === 'month' ? 'month' : 'day';
  const fmt = q.period === 'month' ? 'YYYY-MM' : 'YYYY-MM-DD';
  const pays = sql`select p.* from collection_payments p
    where ${mineSql(t, 'p')} and p.paid_on between ${q.from}::date and ${q.to}::date`;
  const [byPeriod, byKind, byMethod, byTemplate] = await Promise.all([
    rows<{ period: string; orders: string; contracts: string; total: string }>(
      t.db,
      sql`with g as (select to_char(d, ${fmt}) as period from generate_series(
              date_trunc(${unit}, ${q.from}::date), ${q.to}::date, ${`1 ${unit}`}::interval) d),
            a as (select to_char(paid_on, ${fmt}) as period, sum(amount) as amount from (${pays}) x group by 1),
            b as (select to_char(paid_on, ${fmt}) as period, sum(amount) as amount from (${salesPaymentsSql(t, q.from, q.to)}) y group by 1)
          select g.period, coalesce(a.amount, 0)::numeric(15,2)::text as orders,
                 coalesce(b.amount, 0)::numeric(15,2)::text as contracts,
                 (coalesce(a.amount, 0) + coalesce(b.amount, 0))::numeric(15,2)::text as total
            from g left join a on a.period = g.period left join b on b.period = g.period order by g.period`,
    ),
    rows<{ kind: PaymentKind; amount: string; count: number }>(
      t.db,
      sql`select x.kind, sum(x.amount)::numeric(15,2)::text as amount, count(*)::int as count
            from (${pays}) x group by x.kind order by x.kind`,
    ),
    rows<{ methodId: number | null; name: string; amount: string; count: number }>(
      t.db,
      sql`select x.method_id::int as "methodId", min(x.method_name) as name,
                 sum(x.amount)::numeric(15,2)::text as amount, count(*)::int as count
            from (${pays}) x group by x.method_id order by sum(x.amount) desc`,
    ),
    rows<{ templateId: number; name: string; amount: string; count: number }>(
      t.db,
      sql`select x.template_id::int as "templateId",
                 coalesce((select f.name from form_templates f where f.enterprise_id = ${t.enterpriseId}
                            and f.id = x.template_id), '') as name,
                 sum(x.amount)::numeric(15,2)::text as amount, count(*)::int as count
            from (${pays}) x group by x.template_id order by sum(x.amount) desc`,
    ),
  ]);
  const sum = (list: string[]) => formatCents(list.reduce((a, v) => a + toCents(v), 0n));
  const ordersCollected = sum(byPeriod.map((p) => p.orders));
  const contractsCollected = sum(byPeriod.map((p) => p.contracts));
  return {
    total: sum([ordersCollected, contractsCollected]),
    ordersCollected,
    contractsCollected,
    paymentCount: byKind.reduce((a, k) => a + k.count, 0),
    byPeriod,
    byKind,
    byMethod,
    byTemplate,
  };
}

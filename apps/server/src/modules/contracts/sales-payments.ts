import { sql } from 'drizzle-orm';
import {
  SALES_STATES,
  instalmentState,
  money,
  toCents,
  type PaymentAddInput,
  type PaymentPlanSaveInput,
} from '@fieldline/domain';
import { rows } from '../../db/client';
import { mineSql, type Tenant, type TenantDb } from '../../core/tenant';
import { contractErrors } from './errors';
import { requireSales } from './sales';

interface PlanRow {
  id: number;
  contractId: number;
  dueDate: string;
  amount: string;
  received: string;
  note: string | null;
}

/** A contract's instalments by due date, each with its state (1 not received, 2 partly, 3 received) and overdue. */
export async function paymentPlansOf(
  t: TenantDb,
  contractId: number,
  today = new Date().toISOString().slice(0, 10),
) {
  const list = await rows<PlanRow>(
    t.db,
    sql`select id::int as id, contract_id::int as "contractId", due_date::text as "dueDate", amount::text as amount,
               received::text as received, note
          from sales_payment_plans where ${mineSql(t)} and contract_id = ${contractId} order by due_date, id`,
  );
  return list.map((p) => {
    const state = instalmentState(toCents(p.amount), toCents(p.received));
    return { ...p, state, overdue: state !== 3 && p.dueDate < today };
  });
}

export const paymentsOf = (t: TenantDb, contractId: number) =>
  rows(
    t.db,
    sql`select p.id::int as id, p.payment_plan_id::int as "paymentPlanId", p.amount::text as amount,
               p.paid_on::text as "paidOn", p.note, u.name as "createdByName", p.created_at as "createdAt"
          from sales_payments p left join users u on u.enterprise_id = p.enterprise_id and u.id = p.created_by
         where ${mineSql(t, 'p')} and p.contract_id = ${contractId} order by p.id`,
  );

async function requirePlan(t: Tenant, id: number, field: string) {
  const [p] = await rows<PlanRow>(
    t.db,
    sql`select id::int as id, contract_id::int as "contractId", due_date::text as "dueDate", amount::text as amount,
               received::text as received, note
          from sales_payment_plans where ${mineSql(t)} and id = ${id}`,
  );
  if (!p) throw contractErrors.PAYMENT_PLAN_NOT_FOUND({ field });
  await requireSales(t, p.contractId, field);
  return p;
}

/**
 * POST /v2/salesContract/paymentPlan/save: an instalment of a contract; one with money received stays
 * as it is; the instalments together may not exceed the contract's amount.
 */
export async function savePaymentPlan(t: Tenant, input: PaymentPlanSaveInput) {
  const contract = await requireSales(t, input.contractId, 'contractId');
  if (toCents(input.amount) <= 0n) throw contractErrors.PAYMENT_ZERO({ field: 'amount' });
  if (input.id) {
    const p = await requirePlan(t, input.id, 'id');
    if (p.contractId !== contract.id) throw contractErrors.PAYMENT_PLAN_NOT_FOUND({ field: 'id' });
    if (toCents(p.received) > 0n) throw contractErrors.PAYMENT_PLAN_RECEIVED({ field: 'id' });
  }
  const [others] = await rows<{ sum: string }>(
    t.db,
    sql`select coalesce(sum(amount), 0)::text as sum from sales_payment_plans
         where ${mineSql(t)} and contract_id = ${contract.id} ${input.id ? sql`and id <> ${input.id}` : sql``}`,
  );
  if (toCents(money.sum(others!.sum, input.amount)) > toCents(contract.amount))
    throw contractErrors.PAYMENT_PLANS_OVER({ field: 'amount' });
  if (input.id) {
    await t.db.execute(
      sql`update sales_payment_plans set due_date = ${input.dueDate}, amount = ${input.amount}, note = ${input.note ?? null}
           where ${mineSql(t)} and id = ${input.id}`,
    );
    return { id: input.id };
  }
  const [created] = await rows<{ id: number }>(
    t.db,
    sql`insert into sales_payment_plans (enterprise_id, contract_id, due_date, amount, note)
        values (${t.enterpriseId}, ${contract.id}, ${input.dueDate}, ${input.amount}, ${input.note ?? null})
        returning id::int as id`,
  );
  return { id: created!.id };
}

/** DELETE /v2/salesContract/paymentPlan/delete/:id: an instalment with nothing received. */
export async function deletePaymentPlan(t: Tenant, id: number) {
  const p = await requirePlan(t, id, 'id');
  if (toCents(p.received) > 0n) throw contractErrors.PAYMENT_PLAN_RECEIVED({ field: 'id' });
  await t.db.execute(sql`delete from sales_payment_plans where ${mineSql(t)} and id = ${id}`);
}

/**
 * POST /v2/salesContract/payment/add: money received against an instalment of an approved contract,
 * at most what is still due on it; the instalment's and the contract's received sums move in the same
 * transaction, on the locked instalment row (two payments at once cannot both take the last of it).
 */
export async function addPayment(t: Tenant, input: PaymentAddInput) {
  const plan = await requirePlan(t, input.paymentPlanId, 'paymentPlanId');
  const contract = await requireSales(t, plan.contractId, 'paymentPlanId');
  if (contract.state !== SALES_STATES.approved)
    throw contractErrors.SALES_NOT_APPROVED({ field: 'paymentPlanId' });
  if (toCents(input.amount) <= 0n) throw contractErrors.PAYMENT_ZERO({ field: 'amount' });
  return t.db.transaction(async (tx) => {
    const [locked] = await rows<{ amount: string; received: string }>(
      tx,
      sql`select amount::text as amount, received::text as received from sales_payment_plans
           where ${mineSql(t)} and id = ${plan.id} for update`,
    );
    if (toCents(input.amount) > toCents(locked!.amount) - toCents(locked!.received))
      throw contractErrors.PAYMENT_OVER({ field: 'amount' });
    const [created] = await rows<{ id: number }>(
      tx,
      sql`insert into sales_payments (enterprise_id, contract_id, payment_plan_id, amount, paid_on, note, created_by)
          values (${t.enterpriseId}, ${contract.id}, ${plan.id}, ${input.amount}, ${input.paidOn}, ${input.note ?? null}, ${t.user.id})
          returning id::int as id`,
    );
    await tx.execute(
      sql`update sales_payment_plans set received = received + ${input.amount}::numeric where ${mineSql(t)} and id = ${plan.id}`,
    );
    await tx.execute(
      sql`update sales_contracts set received = received + ${input.amount}::numeric, updated_at = now()
           where ${mineSql(t)} and id = ${contract.id}`,
    );
    return { id: created!.id };
  });
}

import { sql } from 'drizzle-orm';
import {
  COLLECTION_STATES,
  FINANCE_TIME_ZONE,
  PAYMENT_KINDS,
  formatCents,
  toCents,
  type CollectPaymentInput,
  type CollectionRow,
  type PaymentKind,
} from '@fieldline/domain';
import { rows } from '../../db/client';
import { collectionPayments } from '../../db/schema';
import { mineSql, withDb, type Tenant, type TenantDb } from '../../core/tenant';
import { writeOrderLog } from '../orders';
import { collectionErrors } from './errors';
import { collectionOf, mayCollect, methodsFor, orderCollection, requireVisibleOrder } from './collections';

export interface Payment {
  collectionId: number;
  amount: string;
  kind: PaymentKind;
  methodId: number | null;
  methodName: string;
  note: string | null;
  source: 'manual' | 'online';
  tokenId?: string;
  userId: number | null;
}

/**
 * Adds a payment to a collection, in the caller's transaction: one conditional update raises the
 * amount paid only while the sum stays within the amount due (so concurrent payments can never pass
 * the total: the row's lock orders them and the second sees the first's sum), then the payment row
 * and the timeline. A refusal says why: paid in full, or over by how much.
 */
export async function applyPayment(t: TenantDb, p: Payment) {
  const cents = toCents(p.amount);
  const [after] = await rows<{
    order_id: number;
    customer_id: number | null;
    template_id: number;
    state: number;
    paid: string;
  }>(
    t.db,
    sql`update order_collections c set amount_paid = c.amount_paid + ${p.amount}::numeric,
          state = case when c.amount_paid + ${p.amount}::numeric = c.amount_due then ${COLLECTION_STATES.paid}::smallint
                       else ${COLLECTION_STATES.partly}::smallint end,
          paid_at = case when c.amount_paid + ${p.amount}::numeric = c.amount_due then now() else null end,
          updated_at = now()
        where ${mineSql(t, 'c')} and c.id = ${p.collectionId} and c.state <> ${COLLECTION_STATES.paid}
          and c.amount_paid + ${p.amount}::numeric <= c.amount_due
        returning c.order_id::int as order_id, c.customer_id::int as customer_id, c.template_id::int as template_id,
          c.state, c.amount_paid::text as paid`,
  );
  if (!after) {
    const [now] = await rows<{ state: number; due: string; paid: string }>(
      t.db,
      sql`select state, amount_due::text as due, amount_paid::text as paid from order_collections c
           where ${mineSql(t, 'c')} and c.id = ${p.collectionId}`,
    );
    if (!now) throw collectionErrors.NOT_COLLECTING();
    if (now.state === COLLECTION_STATES.paid) throw collectionErrors.ALREADY_PAID();
    throw collectionErrors.OVERPAY({
      field: 'amount',
      params: { left: formatCents(toCents(now.due) - toCents(now.paid)) },
    });
  }
  const [payment] = await t.db
    .insert(collectionPayments)
    .values({
      enterpriseId: t.enterpriseId,
      collectionId: p.collectionId,
      orderId: after.order_id,
      customerId: after.customer_id,
      templateId: after.template_id,
      methodId: p.methodId,
      methodName: p.methodName,
      kind: p.kind,
      amount: formatCents(cents),
      note: p.note,
      source: p.source,
      tokenId: p.tokenId ?? null,
      paidOn: sql`(now() at time zone ${FINANCE_TIME_ZONE})::date` as unknown as string,
      createdBy: p.userId,
    })
    .returning({ id: collectionPayments.id });
  await writeOrderLog(t, after.order_id, p.userId, {
    action: 'collectionPayment',
    note: `${formatCents(cents)} · ${p.methodName}`,
  });
  if (after.state === COLLECTION_STATES.paid)
    await writeOrderLog(t, after.order_id, p.userId, { action: 'collectionPaid', note: after.paid });
  return { paymentId: payment!.id, state: after.state, amountPaid: after.paid };
}

async function requireOpenCollection(t: Tenant, orderId: number): Promise<CollectionRow> {
  await requireVisibleOrder(t, orderId);
  const c = await collectionOf(t, orderId);
  if (!c) throw collectionErrors.NOT_COLLECTING({ field: 'orderId' });
  if (c.state === COLLECTION_STATES.paid) throw collectionErrors.ALREADY_PAID({ field: 'orderId' });
  return c;
}

/**
 * POST /v2/collection/pay: records a cash, transfer or online payment by hand against the order's
 * collection (partial payments; never more than is still due). The method must be enabled and
 * offered on the order's template.
 */
export async function recordPayment(t: Tenant, input: CollectPaymentInput) {
  if (!mayCollect(t)) throw collectionErrors.NO_COLLECT_PERMISSION();
  const c = await requireOpenCollection(t, input.orderId);
  const method = (await methodsFor(t, c.templateId)).find((m) => m.id === input.methodId);
  if (!method) throw collectionErrors.METHOD_NOT_USABLE({ field: 'methodId' });
  if (toCents(input.amount) > toCents(c.amountLeft))
    throw collectionErrors.OVERPAY({ field: 'amount', params: { left: c.amountLeft } });
  await t.db.transaction((tx) =>
    applyPayment(withDb(t, tx), {
      collectionId: c.id,
      amount: input.amount,
      kind: method.kind,
      methodId: method.id,
      methodName: method.name,
      note: input.note ?? null,
      source: 'manual',
      userId: t.user.id,
    }),
  );
  return orderCollection(t, input.orderId);
}

/** For the QR: the collection that is still open, and what is left (or the amount asked, within it). */
export async function openForQr(t: Tenant, orderId: number, amount?: string) {
  if (!mayCollect(t)) throw collectionErrors.NO_COLLECT_PERMISSION();
  const c = await requireOpenCollection(t, orderId);
  const methods = await methodsFor(t, c.templateId);
  if (!methods.some((m) => m.kind === PAYMENT_KINDS.online)) throw collectionErrors.ONLINE_NOT_ENABLED();
  if (amount && toCents(amount) > toCents(c.amountLeft))
    throw collectionErrors.OVERPAY({ field: 'amount', params: { left: c.amountLeft } });
  return { collection: c, amount: amount ?? c.amountLeft };
}

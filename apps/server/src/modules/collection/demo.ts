import { sql } from 'drizzle-orm';
import {
  COLLECTION_STATES,
  FORM_KINDS,
  ORDER_STATES,
  PAYMENT_KINDS,
  formatCents,
  nodeEnabled,
  toCents,
  ENTERPRISE_TIME_ZONE,
} from '@fieldline/domain';
import { rows, type Db } from '../../db/client';
import { collectionMethods, collectionPayments, orderCollections } from '../../db/schema';
import { mineSql } from '../../core/tenant';
import { fieldDefsOf } from '../forms';
import { writeOrderLog } from '../orders';
import { ensureDefaultMethods } from './collections';

/**
 * Demo collection a new user can try at once: the default methods (cash, bank transfer, scan to
 * pay) and the latest completed orders with a total (their templates' collection node on) waiting
 * for payment: three waiting, one partly paid in cash, two paid (transfer, and online), with
 * their payments on the timeline, so the waiting list, the detail's block and reconciliation
 * have something to show.
 */
export async function seedDemoCollections(tx: Db, enterpriseId: number, userId: number) {
  const t = { db: tx, enterpriseId };
  await ensureDefaultMethods(t);
  const methods = await tx
    .select({ id: collectionMethods.id, name: collectionMethods.name, kind: collectionMethods.kind })
    .from(collectionMethods)
    .where(sql`${collectionMethods.enterpriseId} = ${enterpriseId}`);
  const methodOf = (kind: number) => methods.find((m) => m.kind === kind)!;
  const orders = await rows<{
    id: number;
    order_no: string;
    title: string;
    template_id: number;
    customer_id: number | null;
    customer_name: string;
    server_user_id: number | null;
    total: string;
    completed_at: string;
  }>(
    tx,
    sql`select o.id::int as id, o.order_no, o.title, o.template_id::int as template_id, o.customer_id::int as customer_id,
               o.customer_name, o.server_user_id::int as server_user_id, o.total_amount::text as total,
               coalesce(o.completed_at, now()) as completed_at
          from orders o where ${mineSql(t, 'o')} and o.state = ${ORDER_STATES.completed}
           and o.deleted_at is null and o.total_amount > 0
         order by o.id desc limit 12`,
  );
  const plan: { state: number; pays: { kind: number; part: 'half' | 'all' }[] }[] = [
    { state: COLLECTION_STATES.waiting, pays: [] },
    { state: COLLECTION_STATES.waiting, pays: [] },
    { state: COLLECTION_STATES.waiting, pays: [] },
    { state: COLLECTION_STATES.partly, pays: [{ kind: PAYMENT_KINDS.cash, part: 'half' }] },
    { state: COLLECTION_STATES.paid, pays: [{ kind: PAYMENT_KINDS.transfer, part: 'all' }] },
    { state: COLLECTION_STATES.paid, pays: [{ kind: PAYMENT_KINDS.online, part: 'all' }] },
  ];
  let i = 0;
  for (const o of orders) {
    if (i >= plan.length) break;
    const { settings } = await fieldDefsOf(t, FORM_KINDS.order, o.template_id);
    if (!nodeEnabled(settings, 'collection')) continue;
    const p = plan[i++]!;
    const half = toCents(o.total) > 1n ? formatCents(toCents(o.total) / 2n) : o.total;
    const paid = p.pays.length ? (p.pays[0]!.part === 'all' ? o.total : half) : '0.00';
    const [c] = await tx
      .insert(orderCollections)
      .values({
        enterpriseId,
        orderId: o.id,
        orderNo: o.order_no,
        orderTitle: o.title,
        templateId: o.template_id,
        customerId: o.customer_id,
        customerName: o.customer_name,
        serverUserId: o.server_user_id,
        amountDue: o.total,
        amountPaid: paid,
        state: paid === o.total && p.pays.length ? COLLECTION_STATES.paid : p.state,
        completedAt: new Date(o.completed_at),
        paidAt: p.state === COLLECTION_STATES.paid ? new Date() : null,
      })
      .onConflictDoNothing()
      .returning({ id: orderCollections.id });
    if (!c) continue;
    for (const pay of p.pays) {
      const m = methodOf(pay.kind);
      await tx.insert(collectionPayments).values({
        enterpriseId,
        collectionId: c.id,
        orderId: o.id,
        customerId: o.customer_id,
        templateId: o.template_id,
        methodId: m.id,
        methodName: m.name,
        kind: pay.kind,
        amount: paid,
        source: pay.kind === PAYMENT_KINDS.online ? 'online' : 'manual',
        paidOn: sql`(now() at time zone ${ENTERPRISE_TIME_ZONE})::date` as unknown as string,
        createdBy: pay.kind === PAYMENT_KINDS.online ? null : userId,
      });
      await writeOrderLog(t, o.id, pay.kind === PAYMENT_KINDS.online ? null : userId, {
        action: 'collectionPayment',
        note: `${paid} · ${m.name}`,
      });
      if (paid === o.total) await writeOrderLog(t, o.id, null, { action: 'collectionPaid', note: paid });
    }
  }
}

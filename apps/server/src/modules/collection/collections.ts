import { sql, type SQL } from 'drizzle-orm';
import {
  COLLECTION_ACCESS,
  COLLECTION_STATES,
  DEFAULT_COLLECTION_METHODS,
  FORM_KINDS,
  ORDER_STATES,
  nodeEnabled,
  toCents,
  type CollectionFilter,
  type CollectionListQuery,
  type CollectionPayment,
  type CollectionRow,
  type OrderCollection,
} from '@fieldline/domain';
import { rows } from '../../db/client';
import { collectionMethods, orderCollections } from '../../db/schema';
import { likePattern } from '../../core/sql';
import { mine, mineSql, type Tenant, type TenantDb } from '../../core/tenant';
import type { DomainEvent } from '../events';
import { fieldDefsOf } from '../forms';
import { visibleOrders } from '../orders';
import { collectionErrors } from './errors';
import { ensureSigningKey } from './provider';

/** The caller may record payments: they serve orders (10106) or reconcile (10302). */
export const mayCollect = (t: Pick<Tenant, 'powers'>) =>
  t.powers.includes(COLLECTION_ACCESS.serve) || t.powers.includes(COLLECTION_ACCESS.reconcile);

/** Collections of orders the caller may see (alias `c`), the orders' data scope applied. */
export function visibleCollections(t: Tenant): SQL {
  const vis = visibleOrders(t);
  return vis
    ? sql`${mineSql(t, 'c')} and exists (select 1 from orders where orders.enterprise_id = c.enterprise_id
            and orders.id = c.order_id and ${vis})`
    : mineSql(t, 'c');
}

const iso = (column: string) =>
  sql.raw(`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`);
const ROW = sql`c.id::int as id, c.order_id::int as "orderId", c.order_no as "orderNo", c.order_title as "orderTitle",
  c.customer_id::int as "customerId", c.customer_name as "customerName", c.template_id::int as "templateId",
  c.amount_due::text as "amountDue", c.amount_paid::text as "amountPaid",
  (c.amount_due - c.amount_paid)::text as "amountLeft", c.state,
  ${iso('c.completed_at')} as "completedAt", ${iso('c.paid_at')} as "paidAt"`;

function filterSql(t: Tenant, f: CollectionFilter): SQL {
  const parts: SQL[] = [visibleCollections(t)];
  if (f.state) parts.push(sql`c.state = ${f.state}`);
  else if (f.open) parts.push(sql`c.state in (${COLLECTION_STATES.waiting}, ${COLLECTION_STATES.partly})`);
  if (f.customerId) parts.push(sql`c.customer_id = ${f.customerId}`);
  if (f.keyword) {
    const p = likePattern(f.keyword);
    parts.push(sql`(c.order_no ilike ${p} or c.order_title ilike ${p} or c.customer_name ilike ${p})`);
  }
  return sql.join(parts, sql` and `);
}

/** GET /v2/collection/list: one page of order collections, newest first (state, open, customer, keyword). */
export async function listCollections(t: Tenant, q: CollectionListQuery) {
  const where = filterSql(t, q);
  const [list, [total]] = await Promise.all([
    rows<CollectionRow>(
      t.db,
      sql`select ${ROW} from order_collections c where ${where}
           order by c.id desc limit ${q.pageSize} offset ${q.pageIndex * q.pageSize}`,
    ),
    rows<{ n: number }>(t.db, sql`select count(*)::int as n from order_collections c where ${where}`),
  ]);
  return { list, total: total?.n ?? 0 };
}

/** GET /v2/collection/count: the badge, orders waiting for payment (waiting or partly paid) I may see. */
export async function openCollectionCount(t: Tenant) {
  const [r] = await rows<{ n: number }>(
    t.db,
    sql`select count(*)::int as n from order_collections c
         where ${visibleCollections(t)} and c.state in (${COLLECTION_STATES.waiting}, ${COLLECTION_STATES.partly})`,
  );
  return r?.n ?? 0;
}

/** An order's collection as the caller may see it, or null (the order has none: nothing to collect). */
export async function collectionOf(t: Tenant, orderId: number) {
  const [c] = await rows<CollectionRow>(
    t.db,
    sql`select ${ROW} from order_collections c where ${visibleCollections(t)} and c.order_id = ${orderId}`,
  );
  return c ?? null;
}

/** The order exists for the caller (their scope); a stranger's order answers 404 as a missing one. */
export async function requireVisibleOrder(t: Tenant, orderId: number, field = 'orderId') {
  const vis = visibleOrders(t);
  const [o] = await rows<{ id: number }>(
    t.db,
    sql`select orders.id::int as id from orders where ${mineSql(t, 'orders')} and orders.id = ${orderId}
          and orders.deleted_at is null ${vis ? sql`and ${vis}` : sql``}`,
  );
  if (!o) throw collectionErrors.ORDER_NOT_FOUND({ field });
}

export const paymentsOf = (t: TenantDb, collectionId: number) =>
  rows<CollectionPayment>(
    t.db,
    sql`select p.id::int as id, p.amount::text as amount, p.kind, p.method_id::int as "methodId",
               p.method_name as "methodName", p.note, p.source, u.name as "createdByName", ${iso('p.created_at')} as "paidAt"
          from collection_payments p
          left join users u on u.enterprise_id = p.enterprise_id and u.id = p.created_by
         where ${mineSql(t, 'p')} and p.collection_id = ${collectionId} order by p.id`,
  );

/** The methods offered on a template: enabled, bound to it or to no template. */
export const methodsFor = (t: TenantDb, templateId: number) =>
  rows<{ id: number; name: string; kind: 1 | 2 | 3; qrImage: string | null }>(
    t.db,
    sql`select m.id::int as id, m.name, m.kind, m.qr_image as "qrImage" from collection_methods m
         where ${mineSql(t, 'm')} and m.deleted_at is null and m.enabled
           and (m.template_ids = '[]'::jsonb or m.template_ids @> ${JSON.stringify([templateId])}::jsonb)
         order by m.kind, m.id`,
  );

/** GET /v2/collection/order?orderId=: the order's collection block (null when it has none). */
export async function orderCollection(t: Tenant, orderId: number): Promise<OrderCollection | null> {
  await requireVisibleOrder(t, orderId);
  const c = await collectionOf(t, orderId);
  if (!c) return null;
  const [payments, methods] = await Promise.all([paymentsOf(t, c.id), methodsFor(t, c.templateId)]);
  return { ...c, payments, methods, mayCollect: mayCollect(t) && c.state !== COLLECTION_STATES.paid };
}

/** The enterprise's default methods (cash, transfer, scan to pay), made once when it has none. */
export async function ensureDefaultMethods(t: TenantDb, locale: 'zh_CN' | 'en_GB' = 'zh_CN') {
  await ensureSigningKey(t);
  const [any] = await t.db
    .select({ id: collectionMethods.id })
    .from(collectionMethods)
    .where(mine(t, collectionMethods))
    .limit(1);
  if (any) return;
  await t.db
    .insert(collectionMethods)
    .values(
      DEFAULT_COLLECTION_METHODS.map((m) => ({
        enterpriseId: t.enterpriseId,
        name: m.name[locale],
        kind: m.kind,
      })),
    )
    .onConflictDoNothing();
}

/** The order reached completed (5): directly, or through approval. */
export const completesOrder = (event: Pick<DomainEvent, 'kind' | 'payload'>) =>
  (event.kind === 'order.completed' || event.kind === 'order.approved') &&
  event.payload.toState === ORDER_STATES.completed;

/**
 * Opens the order's collection when it completes and its template's collection node is on
 * (docs/decisions.md "Collection"): the amount due is the order's total at completion; an order
 * whose total is zero has nothing to collect and gets none; one collection per order (the unique
 * index: a second event changes nothing). Answers the collection id, or null.
 */
export async function openCollectionFor(t: TenantDb, event: DomainEvent): Promise<number | null> {
  if (!completesOrder(event)) return null;
  const [order] = await rows<{
    id: number;
    order_no: string;
    title: string;
    template_id: number;
    customer_id: number | null;
    customer_name: string;
    server_user_id: number | null;
    total: string;
    completed_at: string | null;
    deleted: boolean;
  }>(
    t.db,
    sql`select o.id::int as id, o.order_no, o.title, o.template_id::int as template_id,
               o.customer_id::int as customer_id, o.customer_name, o.server_user_id::int as server_user_id,
               o.total_amount::text as total, o.completed_at, o.deleted_at is not null as deleted
          from orders o where ${mineSql(t, 'o')} and o.id = ${event.objectId}`,
  );
  if (!order || order.deleted || toCents(order.total) <= 0n) return null;
  const { settings } = await fieldDefsOf(t, FORM_KINDS.order, order.template_id);
  if (!nodeEnabled(settings, 'collection')) return null;
  await ensureDefaultMethods(t);
  const [made] = await t.db
    .insert(orderCollections)
    .values({
      enterpriseId: t.enterpriseId,
      orderId: order.id,
      orderNo: order.order_no,
      orderTitle: order.title,
      templateId: order.template_id,
      customerId: order.customer_id,
      customerName: order.customer_name,
      serverUserId: order.server_user_id,
      amountDue: order.total,
      completedAt: order.completed_at ? new Date(order.completed_at) : new Date(),
      eventId: event.id,
    })
    .onConflictDoNothing()
    .returning({ id: orderCollections.id });
  return made?.id ?? null;
}

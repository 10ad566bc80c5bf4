import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  foreignKey,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  smallint,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { at, createdAt, id, moneyOrZero, ref, updatedAt } from './columns';
import { enterpriseRef } from './tenancy';
import { orders } from './orders';

const enterpriseId = enterpriseRef;

/**
 * Collection methods (issue 22 "collection", spec D2): cash, transfer or online, with an optional
 * uploaded payment QR image (PNG/JPG ≤200 KB, 1:1). `template_ids` are the templates a method is
 * bound to (empty: offered on every template); a bound method cannot be deleted (SB:99).
 */
export const collectionMethods = pgTable(
  'collection_methods',
  {
    enterpriseId: enterpriseId(),
    id: id(),
    name: text('name').notNull(),
    kind: smallint('kind').notNull(),
    enabled: boolean('enabled').notNull().default(true),
    templateIds: jsonb('template_ids')
      .$type<number[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    qrImage: text('qr_image'),
    note: text('note'),
    createdBy: ref('created_by'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    deletedAt: at('deleted_at'),
  },
  (t) => [
    primaryKey({ columns: [t.enterpriseId, t.id] }),
    uniqueIndex('collection_methods_name_uq')
      .on(t.enterpriseId, t.name)
      .where(sql`deleted_at is null`),
    check('collection_methods_kind', sql`kind between 1 and 3`),
  ],
);

/**
 * An order's collection: made when an order of a template with the collection node on completes
 * (the module's consumer of `order.completed` / `order.approved`). The order's state does not change:
 * waiting for payment is this row's state (1 waiting, 2 partly paid, 3 paid). `amount_due` is the
 * order's total at completion; `amount_paid` only grows by recorded payments, and never beyond the
 * due amount (a check, and the conditional update that records a payment). The order's number,
 * title and customer are copied so the lists need no joins.
 */
export const orderCollections = pgTable(
  'order_collections',
  {
    enterpriseId: enterpriseId(),
    id: id(),
    orderId: ref('order_id').notNull(),
    orderNo: text('order_no').notNull(),
    orderTitle: text('order_title').notNull(),
    templateId: ref('template_id').notNull(),
    customerId: ref('customer_id'),
    customerName: text('customer_name').notNull(),
    serverUserId: ref('server_user_id'),
    amountDue: moneyOrZero('amount_due'),
    amountPaid: moneyOrZero('amount_paid'),
    state: smallint('state').notNull().default(1),
    completedAt: at('completed_at').notNull().defaultNow(),
    paidAt: at('paid_at'),
    eventId: ref('event_id'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.enterpriseId, t.id] }),
    foreignKey({ columns: [t.enterpriseId, t.orderId], foreignColumns: [orders.enterpriseId, orders.id] }),
    uniqueIndex('order_collections_order_uq').on(t.enterpriseId, t.orderId),
    index('order_collections_list_idx').on(t.enterpriseId, t.id.desc()),
    index('order_collections_state_idx').on(t.enterpriseId, t.state, t.id.desc()),
    index('order_collections_customer_idx').on(t.enterpriseId, t.customerId, t.id.desc()),
    check('order_collections_state', sql`state between 1 and 3`),
    check('order_collections_not_over', sql`amount_paid >= 0 and amount_paid <= amount_due`),
  ],
);

/**
 * The payments recorded against an order's collection: amount (> 0), kind (1 cash, 2 transfer,
 * 3 online), the method (its name copied, so a renamed or deleted method keeps the history), who
 * recorded it (null: confirmed on the public payment page) and `token_id` for an online payment
 * (unique: one payment link pays once).
 */
export const collectionPayments = pgTable(
  'collection_payments',
  {
    enterpriseId: enterpriseId(),
    id: id(),
    collectionId: ref('collection_id').notNull(),
    orderId: ref('order_id').notNull(),
    customerId: ref('customer_id'),
    templateId: ref('template_id').notNull(),
    methodId: ref('method_id'),
    methodName: text('method_name').notNull(),
    kind: smallint('kind').notNull(),
    amount: numeric('amount', { precision: 15, scale: 2 }).notNull(),
    note: text('note'),
    source: text('source').notNull().default('manual'),
    tokenId: text('token_id'),
    paidOn: date('paid_on', { mode: 'string' }).notNull(),
    createdBy: ref('created_by'),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.enterpriseId, t.id] }),
    foreignKey({
      columns: [t.enterpriseId, t.collectionId],
      foreignColumns: [orderCollections.enterpriseId, orderCollections.id],
    }),
    index('collection_payments_collection_idx').on(t.enterpriseId, t.collectionId, t.id),
    index('collection_payments_paid_idx').on(t.enterpriseId, t.paidOn, t.customerId),
    uniqueIndex('collection_payments_token_uq').on(t.enterpriseId, t.tokenId),
    check('collection_payments_amount', sql`amount > 0`),
    check('collection_payments_kind', sql`kind between 1 and 3`),
  ],
);

/**
 * A customer-period marked reconciled (issue 27): the figures as they were, frozen. One per customer
 * and exact period; the reconcile list compares them with the live figures.
 */
export const reconciliations = pgTable(
  'reconciliations',
  {
    enterpriseId: enterpriseId(),
    id: id(),
    customerId: ref('customer_id').notNull(),
    customerName: text('customer_name').notNull(),
    periodFrom: date('period_from', { mode: 'string' }).notNull(),
    periodTo: date('period_to', { mode: 'string' }).notNull(),
    orderCount: integer('order_count').notNull(),
    ordersBilled: moneyOrZero('orders_billed'),
    ordersCollected: moneyOrZero('orders_collected'),
    contractsBilled: moneyOrZero('contracts_billed'),
    contractsCollected: moneyOrZero('contracts_collected'),
    note: text('note'),
    createdBy: ref('created_by'),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.enterpriseId, t.id] }),
    uniqueIndex('reconciliations_period_uq').on(t.enterpriseId, t.periodFrom, t.periodTo, t.customerId),
  ],
);

/**
 * The key the local payment provider signs an enterprise's payment links with (HMAC-SHA256), made
 * with its first link: a link names its enterprise, collection, amount and expiry, and is accepted
 * only with a valid signature, once (the payment's unique token id).
 */
export const paymentSigningKeys = pgTable('payment_signing_keys', {
  enterpriseId: enterpriseId().primaryKey(),
  secret: text('secret').notNull(),
  createdAt: createdAt(),
});

import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  date,
  doublePrecision,
  foreignKey,
  index,
  inet,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { AttachmentValue, FieldValues, OrderAddress } from '@fieldline/domain';
import { at, createdAt, id, ref, updatedAt } from './columns';
import { enterpriseRef, users } from './tenancy';
import { customers } from './customers';
import { files } from './files';

const enterpriseId = enterpriseRef;
const amount = (name: string) => numeric(name, { precision: 15, scale: 2 }).notNull().default('0');
/** The working lists leave out the recycle bin and the archive (each has its own view and index). */
const working = sql`deleted_at is null and archived_at is null`;

/**
 * Work orders (spec-business §3 "Work order"). The customer's name, contact and address are copied
 * at creation so lists need no joins and the order keeps what was agreed. `search_text` (number,
 * title, customer, contact, phone; lower-case) is copied to `order_search` for the keyword search. `version` makes
 * every transition a compare-and-set, so two concurrent transitions cannot both succeed.
 */
export const orders = pgTable(
  'orders',
  {
    enterpriseId: enterpriseId(),
    id: id(),
    orderNo: text('order_no').notNull(),
    templateId: ref('template_id').notNull(),
    orderType: smallint('order_type').notNull().default(1),
    source: smallint('source').notNull().default(1),
    title: text('title').notNull(),
    state: smallint('state').notNull(),
    invalid: boolean('invalid').notNull().default(false),
    paused: boolean('paused').notNull().default(false),
    priority: smallint('priority').notNull().default(1),
    /** Null on an internal order raised without a customer. */
    customerId: ref('customer_id'),
    customerName: text('customer_name').notNull(),
    customerProductId: ref('customer_product_id'),
    contactName: text('contact_name'),
    contactPhone: text('contact_phone'),
    address: jsonb('address').$type<OrderAddress>(),
    addressText: text('address_text'),
    appointmentAt: at('appointment_at'),
    estimatedAt: at('estimated_at'),
    description: text('description'),
    images: jsonb('images')
      .$type<string[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    attachments: jsonb('attachments')
      .$type<AttachmentValue[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    customValues: jsonb('custom_values')
      .$type<FieldValues>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    searchText: text('search_text').notNull().default(''),
    /** The person in charge (server). */
    serverUserId: ref('server_user_id'),
    assignedBy: ref('assigned_by'),
    /** Null for orders nobody on the staff created (a customer's report from the public scan page). */
    createdBy: ref('created_by'),
    eventId: ref('event_id'),
    /** The sales contract the order belongs to (issue 25, /createOrder?belongSaleContractId, SS:173). */
    belongSaleContractId: ref('belong_sale_contract_id'),
    acceptedAt: at('accepted_at'),
    startedAt: at('started_at'),
    completedAt: at('completed_at'),
    cancelledAt: at('cancelled_at'),
    cancelReason: text('cancel_reason'),
    serviceMinutes: integer('service_minutes'),
    serviceAmount: amount('service_amount'),
    sparepartAmount: amount('sparepart_amount'),
    otherAmount: amount('other_amount'),
    preferentialAmount: amount('preferential_amount'),
    totalAmount: amount('total_amount'),
    signature: text('signature'),
    receiptAt: at('receipt_at'),
    receiptCodeHash: text('receipt_code_hash'),
    receiptCodeSentAt: at('receipt_code_sent_at'),
    receiptCodeTries: smallint('receipt_code_tries').notNull().default(0),
    /** The customer's evaluation link token (spec-business "eval_url"). */
    evalToken: text('eval_token'),
    /** In the open pool since (issue 22); the pool is state 1 with this set. */
    pooledAt: at('pooled_at'),
    pooledBy: ref('pooled_by'),
    /** When the pool sweep returns the order to assignment (set from the pool settings at pooling). */
    poolExpiresAt: at('pool_expires_at'),
    /** Grabbed from the pool at (the server is the grabber); the give-back window and the cap read it. */
    grabbedAt: at('grabbed_at'),
    /** The type of the abnormal request waiting for approval (issue 22); set, the order cannot be completed. */
    abnormalType: smallint('abnormal_type'),
    /** The order this one was split from (issue 22, the split node); the parent lists its children. */
    parentId: ref('parent_id'),
    /** The server asked to end service early (issue 22 "apply end service"); waits for approval. */
    endRequestedAt: at('end_requested_at'),
    endReason: text('end_reason'),
    /** Closed for good (issue 22 "closed"): a completed or cancelled order takes no more actions. */
    closedAt: at('closed_at'),
    archivedAt: at('archived_at'),
    deletedAt: at('deleted_at'),
    deletedBy: ref('deleted_by'),
    version: integer('version').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.enterpriseId, t.id] }),
    foreignKey({
      columns: [t.enterpriseId, t.customerId],
      foreignColumns: [customers.enterpriseId, customers.id],
    }),
    foreignKey({ columns: [t.enterpriseId, t.createdBy], foreignColumns: [users.enterpriseId, users.id] }),
    foreignKey({ columns: [t.enterpriseId, t.serverUserId], foreignColumns: [users.enterpriseId, users.id] }),
    uniqueIndex('orders_no_uq').on(t.enterpriseId, t.orderNo),
    uniqueIndex('orders_eval_token_uq').on(t.evalToken),
    index('orders_list_idx').on(t.enterpriseId, t.id.desc()).where(working),
    index('orders_state_idx').on(t.enterpriseId, t.state, t.id.desc()).where(working),
    index('orders_server_idx').on(t.enterpriseId, t.serverUserId, t.state, t.id.desc()).where(working),
    index('orders_creator_idx').on(t.enterpriseId, t.createdBy, t.id.desc()).where(working),
    index('orders_customer_idx').on(t.enterpriseId, t.customerId, t.id.desc()),
    index('orders_sale_contract_idx')
      .on(t.enterpriseId, t.belongSaleContractId, t.id.desc())
      .where(sql`belong_sale_contract_id is not null`),
    index('orders_due_idx')
      .on(t.enterpriseId, t.estimatedAt)
      .where(sql`${working} and state in (0, 1, 2, 3, 4, 7)`),
    index('orders_created_idx').on(t.enterpriseId, t.createdAt).where(working),
    // reconciliation and income (issue 27): completed orders by completion time, per customer
    index('orders_completed_idx')
      .on(t.enterpriseId, t.completedAt, t.customerId)
      .where(sql`state = 5 and deleted_at is null`),
    index('orders_archived_idx')
      .on(t.enterpriseId, t.archivedAt.desc(), t.id.desc())
      .where(sql`archived_at is not null and deleted_at is null`),
    index('orders_deleted_idx')
      .on(t.enterpriseId, t.deletedAt.desc(), t.id.desc())
      .where(sql`deleted_at is not null`),
    // the open pool: its list (newest pooled first) and the sweep of expired pooled orders
    index('orders_pool_idx')
      .on(t.enterpriseId, t.pooledAt.desc(), t.id.desc())
      .where(sql`pooled_at is not null and ${working}`),
    index('orders_pool_expiry_idx')
      .on(t.poolExpiresAt)
      .where(sql`pooled_at is not null`),
    // split children of an order; open orders of a customer product (checkOrderPending, related orders)
    index('orders_parent_idx')
      .on(t.enterpriseId, t.parentId, t.id.desc())
      .where(sql`parent_id is not null`),
    index('orders_product_idx')
      .on(t.enterpriseId, t.customerProductId, t.id.desc())
      .where(sql`customer_product_id is not null`),
    index('orders_custom_values_idx').using('gin', t.customValues.op('jsonb_path_ops')),
  ],
);

/** A row that belongs to one order and goes with it (the order's key, cascading). */
const ofOrder = (t: { enterpriseId: AnyPgColumn; orderId: AnyPgColumn }) =>
  foreignKey({
    columns: [t.enterpriseId, t.orderId],
    foreignColumns: [orders.enterpriseId, orders.id],
  }).onDelete('cascade');

/** Collaborators (1), copied-to members (2) and approvers (3) of an order. */
export const orderMembers = pgTable(
  'order_members',
  {
    enterpriseId: enterpriseId(),
    orderId: ref('order_id').notNull(),
    role: smallint('role').notNull(),
    userId: ref('user_id').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.enterpriseId, t.orderId, t.role, t.userId] }),
    ofOrder(t),
    foreignKey({ columns: [t.enterpriseId, t.userId], foreignColumns: [users.enterpriseId, users.id] }),
    index('order_members_user_idx').on(t.enterpriseId, t.userId, t.role, t.orderId.desc()),
  ],
);

/** The timeline: one row per transition or change (who, when, from, to, note, where). */
export const orderLogs = pgTable(
  'order_logs',
  {
    enterpriseId: enterpriseId(),
    id: id(),
    orderId: ref('order_id').notNull(),
    userId: ref('user_id'),
    action: text('action').notNull(),
    fromState: smallint('from_state'),
    toState: smallint('to_state'),
    note: text('note'),
    lng: doublePrecision('lng'),
    lat: doublePrecision('lat'),
    location: text('location'),
    images: jsonb('images')
      .$type<string[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.enterpriseId, t.id] }),
    ofOrder(t),
    index('order_logs_order_idx').on(t.enterpriseId, t.orderId, t.id),
  ],
);

/** Service items on an order, priced when added (the item's later price changes do not apply). */
export const orderServiceLines = pgTable(
  'order_service_lines',
  {
    enterpriseId: enterpriseId(),
    orderId: ref('order_id').notNull(),
    serviceItemId: ref('service_item_id').notNull(),
    name: text('name').notNull(),
    unit: text('unit').notNull(),
    price: numeric('price', { precision: 15, scale: 2 }).notNull(),
    quantity: integer('quantity').notNull(),
    amount: numeric('amount', { precision: 15, scale: 2 }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.enterpriseId, t.orderId, t.serviceItemId] }), ofOrder(t)],
);

/** The customer's evaluation through the eval link, once per order. */
export const orderEvaluations = pgTable(
  'order_evaluations',
  {
    enterpriseId: enterpriseId(),
    orderId: ref('order_id').notNull(),
    solved: boolean('solved').notNull(),
    quality: smallint('quality').notNull(),
    attitude: smallint('attitude').notNull(),
    speed: smallint('speed').notNull(),
    suggestion: text('suggestion'),
    images: jsonb('images')
      .$type<string[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.enterpriseId, t.orderId] }), ofOrder(t)],
);

/**
 * Photos a customer uploaded through an order's evaluation link (issue 7): the only files the
 * evaluation may attach, and what the per-link cap and the per-address hourly limit count.
 * `named` is set when the submitted evaluation names the photo; the daily sweep removes the others
 * once the order is rated (or its link has gone unrated for a week), through the partial index.
 */
export const orderEvalUploads = pgTable(
  'order_eval_uploads',
  {
    enterpriseId: enterpriseId(),
    orderId: ref('order_id').notNull(),
    fileId: ref('file_id').notNull(),
    createdAt: createdAt(),
    /** The client's address (req.ip); null on uploads from before it was recorded. */
    clientIp: inet('client_ip'),
    named: boolean('named').notNull().default(false),
  },
  (t) => [
    primaryKey({ columns: [t.enterpriseId, t.orderId, t.fileId] }),
    // the per-address count over the last hour, across every enterprise's links
    index('order_eval_uploads_ip_idx').on(t.clientIp, t.createdAt),
    index('order_eval_uploads_unnamed_idx')
      .on(t.createdAt)
      .where(sql`not ${t.named}`),
    ofOrder(t),
    foreignKey({
      columns: [t.enterpriseId, t.fileId],
      foreignColumns: [files.enterpriseId, files.id],
    }),
  ],
);

/** Per-day order number counters: numbers read yyyymmdd + a 4-digit sequence, unique per enterprise. */
export const orderCounters = pgTable(
  'order_counters',
  {
    enterpriseId: enterpriseId(),
    day: date('day').notNull(),
    last: integer('last').notNull(),
  },
  (t) => [primaryKey({ columns: [t.enterpriseId, t.day] })],
);

/** Saved filter schemes of a user on a list page (spec-shell search/plan). */
export const searchPlans = pgTable(
  'search_plans',
  {
    enterpriseId: enterpriseId(),
    id: id(),
    userId: ref('user_id').notNull(),
    page: text('page').notNull(),
    name: text('name').notNull(),
    filters: jsonb('filters').$type<Record<string, unknown>>().notNull(),
    isDefault: boolean('is_default').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.enterpriseId, t.id] }),
    foreignKey({
      columns: [t.enterpriseId, t.userId],
      foreignColumns: [users.enterpriseId, users.id],
    }).onDelete('cascade'),
    index('search_plans_user_idx').on(t.enterpriseId, t.userId, t.page, t.id),
    uniqueIndex('search_plans_name_uq').on(t.enterpriseId, t.userId, t.page, t.name),
  ],
);

/**
 * What the keyword search reads: each order's search text, shelf (0 working, 1 archived, 2 recycle
 * bin) and shelf time (deleted_at, else archived_at; the archive and the bin list by it), kept by
 * triggers on `orders` in the writing transaction (migration 0018_order_search). A keyword matches
 * on a trigram index and rechecks every candidate row: here a row is about 150 bytes, where an
 * order is over 1 kB, so a broad keyword's deep page reads a few thousand blocks, not 23,000.
 */
export const orderSearch = pgTable(
  'order_search',
  {
    enterpriseId: enterpriseId(),
    orderId: ref('order_id').notNull(),
    shelf: smallint('shelf').notNull(),
    shelvedAt: at('shelved_at'),
    searchText: text('search_text').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.enterpriseId, t.orderId] }),
    ofOrder(t),
    index('order_search_text_idx').using('gin', t.enterpriseId, t.searchText.op('gin_trgm_ops')),
  ],
);

/**
 * Exact order counts per enterprise, shelf (0 working, 1 archived, 2 recycle bin) and state, kept
 * by triggers on `orders` in the writing transaction, so list totals need not rescan 300,000 rows.
 * Each enterprise's counts are split over shards (the writing backend's pid mod 16) so concurrent
 * writers do not queue on one row; readers sum the shards. See migration 0012_order_counts.
 */
export const orderStateCounts = pgTable(
  'order_state_counts',
  {
    enterpriseId: enterpriseId(),
    shelf: smallint('shelf').notNull(),
    state: smallint('state').notNull(),
    shard: smallint('shard').notNull(),
    n: integer('n').notNull(),
  },
  (t) => [primaryKey({ columns: [t.enterpriseId, t.shelf, t.state, t.shard] })],
);

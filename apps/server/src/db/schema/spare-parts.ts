import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  foreignKey,
  index,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  smallint,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { FieldValues } from '@fieldline/domain';
import { at, createdAt, id, moneyOrZero, ref, updatedAt } from './columns';
import { enterpriseRef, users } from './tenancy';
import { orders } from './orders';

const enterpriseId = enterpriseRef;
/** spec-business §11: numbers within 13 digits and two decimals. */
const qty = (name: string) => numeric(name, { precision: 15, scale: 2 });

/** Spare types (name ≤ 8). Deleted types stay (soft) so parts keep naming them. */
export const spareTypes = pgTable(
  'spare_types',
  {
    enterpriseId: enterpriseId(),
    id: id(),
    name: text('name').notNull(),
    createdAt: createdAt(),
    deletedAt: at('deleted_at'),
  },
  (t) => [
    primaryKey({ columns: [t.enterpriseId, t.id] }),
    uniqueIndex('spare_types_name_uq')
      .on(t.enterpriseId, t.name)
      .where(sql`deleted_at is null`),
  ],
);

/** The spare-part catalogue (spec-business §3): code unique among live parts. */
export const spareParts = pgTable(
  'spare_parts',
  {
    enterpriseId: enterpriseId(),
    id: id(),
    code: text('code').notNull(),
    name: text('name').notNull(),
    typeId: ref('type_id'),
    model: text('model'),
    unit: text('unit'),
    salePrice: moneyOrZero('sale_price'),
    costPrice: moneyOrZero('cost_price'),
    personalCommission: moneyOrZero('personal_commission'),
    teamCommission: moneyOrZero('team_commission'),
    alertQty: qty('alert_qty').notNull().default('0'),
    /** Custom fields of the spare-part form (kind 45) and the field set they were filled with. */
    templateId: ref('template_id'),
    customValues: jsonb('custom_values')
      .$type<FieldValues>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    createdBy: ref('created_by'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    deletedAt: at('deleted_at'),
  },
  (t) => [
    primaryKey({ columns: [t.enterpriseId, t.id] }),
    foreignKey({
      columns: [t.enterpriseId, t.typeId],
      foreignColumns: [spareTypes.enterpriseId, spareTypes.id],
    }),
    uniqueIndex('spare_parts_code_uq')
      .on(t.enterpriseId, t.code)
      .where(sql`deleted_at is null`),
    index('spare_parts_list_idx')
      .on(t.enterpriseId, t.id.desc())
      .where(sql`deleted_at is null`),
    index('spare_parts_type_idx').on(t.enterpriseId, t.typeId, t.id.desc()),
  ],
);

/** Warehouses (spec-business §3): genuine (1) or scrap (2). */
export const warehouses = pgTable(
  'warehouses',
  {
    enterpriseId: enterpriseId(),
    id: id(),
    name: text('name').notNull(),
    kind: smallint('kind').notNull(),
    headUserId: ref('head_user_id'),
    phone: text('phone'),
    address: text('address'),
    note: text('note'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    deletedAt: at('deleted_at'),
  },
  (t) => [
    primaryKey({ columns: [t.enterpriseId, t.id] }),
    foreignKey({ columns: [t.enterpriseId, t.headUserId], foreignColumns: [users.enterpriseId, users.id] }),
    uniqueIndex('warehouses_name_uq')
      .on(t.enterpriseId, t.name)
      .where(sql`deleted_at is null`),
    check('warehouses_kind', sql`kind in (1, 2)`),
  ],
);

/**
 * The stock balance: one row per part and holder (a warehouse, 1, or a person, 2). It is only ever
 * changed with a ledger row in the same transaction; a decrease is a guarded update
 * (`qty + delta >= 0`), and the check is the last word, so stock never goes below zero.
 */
export const spareStock = pgTable(
  'spare_stock',
  {
    enterpriseId: enterpriseId(),
    partId: ref('part_id').notNull(),
    holderKind: smallint('holder_kind').notNull(),
    holderId: ref('holder_id').notNull(),
    qty: qty('qty').notNull().default('0'),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.enterpriseId, t.partId, t.holderKind, t.holderId] }),
    foreignKey({
      columns: [t.enterpriseId, t.partId],
      foreignColumns: [spareParts.enterpriseId, spareParts.id],
    }),
    index('spare_stock_holder_idx').on(t.enterpriseId, t.holderKind, t.holderId, t.partId),
    check('spare_stock_not_negative', sql`qty >= 0`),
  ],
);

/**
 * The one ledger of every movement (spec D6): one row per holder a posting changes, signed, with the
 * balance after it. Rows of one posting share `batch`; `doc_kind`/`doc_id` name what caused it (an
 * application, a count sheet). For every part and holder, the sum of `delta` is the stock.
 */
export const spareMovements = pgTable(
  'spare_movements',
  {
    enterpriseId: enterpriseId(),
    id: id(),
    batch: ref('batch').notNull(),
    kind: smallint('kind').notNull(),
    partId: ref('part_id').notNull(),
    holderKind: smallint('holder_kind').notNull(),
    holderId: ref('holder_id').notNull(),
    delta: qty('delta').notNull(),
    balance: qty('balance').notNull(),
    reason: text('reason'),
    note: text('note'),
    docKind: text('doc_kind'),
    docId: ref('doc_id'),
    actorUserId: ref('actor_user_id'),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.enterpriseId, t.id] }),
    index('spare_movements_list_idx').on(t.enterpriseId, t.id.desc()),
    index('spare_movements_part_idx').on(t.enterpriseId, t.partId, t.id.desc()),
    index('spare_movements_holder_idx').on(t.enterpriseId, t.holderKind, t.holderId, t.id.desc()),
    check('spare_movements_delta', sql`delta <> 0`),
  ],
);

/** Requests (1, 申领) and returns (2) waiting for a warehouse keeper: pending 0, passed 1, rejected 2. */
export const spareApplications = pgTable(
  'spare_applications',
  {
    enterpriseId: enterpriseId(),
    id: id(),
    type: smallint('type').notNull(),
    auditState: smallint('audit_state').notNull().default(0),
    applicantId: ref('applicant_id').notNull(),
    warehouseId: ref('warehouse_id').notNull(),
    items: jsonb('items').$type<{ partId: number; quantity: string }[]>().notNull(),
    note: text('note'),
    rejectReason: text('reject_reason'),
    reviewerId: ref('reviewer_id'),
    reviewedAt: at('reviewed_at'),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.enterpriseId, t.id] }),
    foreignKey({ columns: [t.enterpriseId, t.applicantId], foreignColumns: [users.enterpriseId, users.id] }),
    foreignKey({
      columns: [t.enterpriseId, t.warehouseId],
      foreignColumns: [warehouses.enterpriseId, warehouses.id],
    }),
    index('spare_applications_list_idx').on(t.enterpriseId, t.auditState, t.id.desc()),
    index('spare_applications_mine_idx').on(t.enterpriseId, t.applicantId, t.id.desc()),
    check('spare_applications_type', sql`type in (1, 2)`),
    check('spare_applications_state', sql`audit_state in (0, 1, 2)`),
  ],
);

/** Stocktaking sheets: the book quantities when opened; counted quantities and differences when posted. */
export const spareStocktakings = pgTable(
  'spare_stocktakings',
  {
    enterpriseId: enterpriseId(),
    id: id(),
    warehouseId: ref('warehouse_id').notNull(),
    state: smallint('state').notNull().default(0),
    lines: jsonb('lines')
      .$type<{ partId: number; book: string; counted: string | null; difference: string | null }[]>()
      .notNull(),
    note: text('note'),
    createdBy: ref('created_by'),
    createdAt: createdAt(),
    postedBy: ref('posted_by'),
    postedAt: at('posted_at'),
  },
  (t) => [
    primaryKey({ columns: [t.enterpriseId, t.id] }),
    foreignKey({
      columns: [t.enterpriseId, t.warehouseId],
      foreignColumns: [warehouses.enterpriseId, warehouses.id],
    }),
    index('spare_stocktakings_list_idx').on(t.enterpriseId, t.id.desc()),
  ],
);

/**
 * Parts used on an order (issue 24 follow-up): each line was taken out of its holder (the engineer's
 * personal stock or a warehouse, per stock mode) by a ledger posting (`batch`) in the same transaction;
 * priced from the catalogue's sale price when recorded. Removing a line posts the parts back.
 */
export const orderSpareParts = pgTable(
  'order_spare_parts',
  {
    enterpriseId: enterpriseId(),
    id: id(),
    orderId: ref('order_id').notNull(),
    partId: ref('part_id').notNull(),
    holderKind: smallint('holder_kind').notNull(),
    holderId: ref('holder_id').notNull(),
    quantity: qty('quantity').notNull(),
    price: moneyOrZero('price'),
    amount: moneyOrZero('amount'),
    batch: ref('batch'),
    createdBy: ref('created_by'),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.enterpriseId, t.id] }),
    foreignKey({ columns: [t.enterpriseId, t.orderId], foreignColumns: [orders.enterpriseId, orders.id] }),
    foreignKey({
      columns: [t.enterpriseId, t.partId],
      foreignColumns: [spareParts.enterpriseId, spareParts.id],
    }),
    index('order_spare_parts_order_idx').on(t.enterpriseId, t.orderId, t.id),
    check('order_spare_parts_qty', sql`quantity > 0`),
  ],
);

/**
 * Old (replaced) parts recorded on an order (SB:44): the engineer must bring them back. State 0 not
 * returned, 1 returned to a warehouse (waiting for the keeper), 2 received.
 */
export const oldParts = pgTable(
  'old_parts',
  {
    enterpriseId: enterpriseId(),
    id: id(),
    orderId: ref('order_id').notNull(),
    partId: ref('part_id').notNull(),
    snCode: text('sn_code'),
    quantity: qty('quantity').notNull(),
    engineerId: ref('engineer_id').notNull(),
    state: smallint('state').notNull().default(0),
    warehouseId: ref('warehouse_id'),
    returnedAt: at('returned_at'),
    receivedBy: ref('received_by'),
    receivedAt: at('received_at'),
    note: text('note'),
    createdBy: ref('created_by'),
    createdAt: createdAt(),
    /** Personal old-part mode (50016 = 2): the part went into the engineer's personal old-part stock. */
    personal: boolean('personal').notNull().default(false),
    /** The day (China) its engineer was last reminded of it (one reminder a day at most). */
    remindedOn: date('reminded_on', { mode: 'string' }),
  },
  (t) => [
    primaryKey({ columns: [t.enterpriseId, t.id] }),
    foreignKey({ columns: [t.enterpriseId, t.orderId], foreignColumns: [orders.enterpriseId, orders.id] }),
    foreignKey({
      columns: [t.enterpriseId, t.partId],
      foreignColumns: [spareParts.enterpriseId, spareParts.id],
    }),
    foreignKey({ columns: [t.enterpriseId, t.engineerId], foreignColumns: [users.enterpriseId, users.id] }),
    foreignKey({
      columns: [t.enterpriseId, t.warehouseId],
      foreignColumns: [warehouses.enterpriseId, warehouses.id],
    }),
    index('old_parts_order_idx').on(t.enterpriseId, t.orderId, t.id),
    index('old_parts_engineer_idx').on(t.enterpriseId, t.engineerId, t.state, t.id.desc()),
    index('old_parts_list_idx').on(t.enterpriseId, t.state, t.id.desc()),
    index('old_parts_sn_idx').on(t.enterpriseId, t.snCode),
    check('old_parts_state', sql`state in (0, 1, 2)`),
    check('old_parts_qty', sql`quantity > 0`),
  ],
);

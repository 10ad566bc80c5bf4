import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  foreignKey,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt, id, ref, updatedAt } from './columns';
import { enterpriseRef, users } from './tenancy';
import { productCategories } from './products';
import { orders } from './orders';

const enterpriseId = enterpriseRef;

/**
 * The fault dictionary (issue 28): fault phenomena (name ≤ 8) of one product category and the
 * categories under it, or of every product (no category). Deleted phenomena stay (soft) so the
 * orders and reports that name them keep their names; names are unique per category among live ones.
 */
export const faultPhenomena = pgTable(
  'fault_phenomena',
  {
    enterpriseId: enterpriseId(),
    id: id(),
    name: text('name').notNull(),
    categoryId: ref('category_id'),
    description: text('description'),
    sort: integer('sort').notNull().default(0),
    enabled: boolean('enabled').notNull().default(true),
    createdBy: ref('created_by'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.enterpriseId, t.id] }),
    foreignKey({
      columns: [t.enterpriseId, t.categoryId],
      foreignColumns: [productCategories.enterpriseId, productCategories.id],
    }),
    foreignKey({ columns: [t.enterpriseId, t.createdBy], foreignColumns: [users.enterpriseId, users.id] }),
    uniqueIndex('fault_phenomena_name_uq')
      .on(t.enterpriseId, sql`coalesce(${t.categoryId}, 0)`, t.name)
      .where(sql`${t.deletedAt} is null`),
    index('fault_phenomena_list_idx').on(t.enterpriseId, t.categoryId, t.sort, t.id),
  ],
);

/**
 * The phenomena named when an order was completed. The dimensions the reports count by (completion
 * day, template, server, the product's category) are copied at the pick, so the day's aggregate can
 * be taken back exactly when a later completion changes the pick.
 */
export const orderFaults = pgTable(
  'order_faults',
  {
    enterpriseId: enterpriseId(),
    orderId: ref('order_id').notNull(),
    faultId: ref('fault_id').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    templateId: ref('template_id').notNull(),
    serverUserId: ref('server_user_id').notNull().default(0),
    categoryId: ref('category_id').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.enterpriseId, t.orderId, t.faultId] }),
    foreignKey({
      columns: [t.enterpriseId, t.orderId],
      foreignColumns: [orders.enterpriseId, orders.id],
    }).onDelete('cascade'),
    foreignKey({
      columns: [t.enterpriseId, t.faultId],
      foreignColumns: [faultPhenomena.enterpriseId, faultPhenomena.id],
    }),
    index('order_faults_fault_idx').on(t.enterpriseId, t.faultId),
  ],
);

/**
 * Per-day counts of fault picks (issue 28's reports read these, never order_faults): one row per
 * day, phenomenon, template, server (0: none) and product category (0: none), kept in the
 * transaction that writes the pick.
 */
export const faultDaily = pgTable(
  'fault_daily',
  {
    enterpriseId: enterpriseId(),
    day: date('day', { mode: 'string' }).notNull(),
    faultId: ref('fault_id').notNull(),
    templateId: ref('template_id').notNull(),
    serverUserId: ref('server_user_id').notNull(),
    categoryId: ref('category_id').notNull(),
    n: integer('n').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.enterpriseId, t.day, t.faultId, t.templateId, t.serverUserId, t.categoryId] }),
    // one engineer's (or a few's) days without the rest of the enterprise's rows
    index('fault_daily_server_idx').on(t.enterpriseId, t.serverUserId, t.day),
  ],
);

/**
 * The same counts without the server and category (one row per day, phenomenon and template: a few
 * dozen a day however many orders), which the reports read when they group or filter by neither
 * and the asker sees all data (bench: the fine table holds about a row per pick at 300,000 orders).
 */
export const faultDailyTotals = pgTable(
  'fault_daily_totals',
  {
    enterpriseId: enterpriseId(),
    day: date('day', { mode: 'string' }).notNull(),
    faultId: ref('fault_id').notNull(),
    templateId: ref('template_id').notNull(),
    n: integer('n').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.enterpriseId, t.day, t.faultId, t.templateId] })],
);

/**
 * Monthly counts of fault picks by template and server (month: the first day of the pick's month),
 * kept with fault_daily. At 300,000 orders a year fault_daily holds about a row per pick (200
 * engineers, a handful of picks each a day), so the reports by engineer and by template read the
 * whole months of a period here and only its first and last partial months from fault_daily.
 */
export const faultMonthlyServers = pgTable(
  'fault_monthly_servers',
  {
    enterpriseId: enterpriseId(),
    month: date('month', { mode: 'string' }).notNull(),
    templateId: ref('template_id').notNull(),
    serverUserId: ref('server_user_id').notNull(),
    n: integer('n').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.enterpriseId, t.month, t.templateId, t.serverUserId] })],
);

/**
 * Monthly counts of fault picks by template, product category and phenomenon (no server), kept
 * with fault_daily: what the distribution by category reads for whole months when the asker sees
 * all data and no engineer or team narrows it.
 */
export const faultMonthlyCategories = pgTable(
  'fault_monthly_categories',
  {
    enterpriseId: enterpriseId(),
    month: date('month', { mode: 'string' }).notNull(),
    templateId: ref('template_id').notNull(),
    categoryId: ref('category_id').notNull(),
    faultId: ref('fault_id').notNull(),
    n: integer('n').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.enterpriseId, t.month, t.templateId, t.categoryId, t.faultId] })],
);

const faultPartMeasures = () => ({
  /** The orders counted in the row. */
  orders: integer('orders').notNull().default(0),
  /** Of them, those with parts replaced (a line on order_spare_parts). */
  replaced: integer('replaced').notNull().default(0),
  /** The quantity replaced: of the part (part rows), of all the orders' parts (part 0). */
  qty: numeric('qty', { precision: 15, scale: 2 }).notNull().default('0'),
});

/**
 * Per-day sums of the parts replaced on the orders of fault picks (issue 28, /FaultReplace), on the
 * pick's day, template and server: per phenomenon (fault_id) and, with fault_id 0, per order once
 * however many phenomena it names; per part replaced (part_id) and, with part_id 0, per order. Kept
 * in the transaction that writes the picks or the order's part lines (the order's contribution taken
 * back before, counted again after).
 */
export const faultPartDaily = pgTable(
  'fault_part_daily',
  {
    enterpriseId: enterpriseId(),
    day: date('day', { mode: 'string' }).notNull(),
    templateId: ref('template_id').notNull(),
    serverUserId: ref('server_user_id').notNull(),
    faultId: ref('fault_id').notNull(),
    partId: ref('part_id').notNull(),
    ...faultPartMeasures(),
  },
  (t) => [
    primaryKey({
      columns: [t.enterpriseId, t.day, t.templateId, t.serverUserId, t.faultId, t.partId],
    }),
  ],
);

/** fault_part_daily per month (month: the first day of the pick's month). */
export const faultPartMonthly = pgTable(
  'fault_part_monthly',
  {
    enterpriseId: enterpriseId(),
    month: date('month', { mode: 'string' }).notNull(),
    templateId: ref('template_id').notNull(),
    serverUserId: ref('server_user_id').notNull(),
    faultId: ref('fault_id').notNull(),
    partId: ref('part_id').notNull(),
    ...faultPartMeasures(),
  },
  (t) => [
    primaryKey({
      columns: [t.enterpriseId, t.month, t.templateId, t.serverUserId, t.faultId, t.partId],
    }),
  ],
);

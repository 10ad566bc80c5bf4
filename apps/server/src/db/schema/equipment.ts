import { sql } from 'drizzle-orm';
import {
  date,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  type PgTableExtraConfigValue,
} from 'drizzle-orm/pg-core';
import type { FieldValues } from '@fieldline/domain';
import { createdAt, id, ref, updatedAt } from './columns';
import { customers } from './customers';
import { products } from './products';
import { enterpriseRef, users } from './tenancy';

const enterpriseId = enterpriseRef;

/**
 * Customer products (equipment, spec-business §3 "Product file"): a catalogue product a customer
 * has, with its serial number, warranty and other dates, QR code, scene image and the custom
 * values of kind 3. The warranty status is derived from `warranty_end` in queries, never stored.
 * The category is the product's. `qr_code_id` is the one link between a product and its QR code
 * (a code is used exactly when a product holds it), so purging a customer for good (which cascades
 * to its products) returns their codes to unused without another write.
 */
export const customerProducts = pgTable(
  'customer_products',
  {
    enterpriseId: enterpriseId(),
    id: id(),
    customerId: ref('customer_id').notNull(),
    productId: ref('product_id').notNull(),
    serialNumber: text('serial_number'),
    warrantyStart: date('warranty_start', { mode: 'string' }),
    warrantyEnd: date('warranty_end', { mode: 'string' }),
    purchaseDate: date('purchase_date', { mode: 'string' }),
    deliveryDate: date('delivery_date', { mode: 'string' }),
    installDate: date('install_date', { mode: 'string' }),
    productionDate: date('production_date', { mode: 'string' }),
    qrCodeId: ref('qr_code_id'),
    qrBoundAt: timestamp('qr_bound_at', { withTimezone: true }),
    /** A file of our files module: /api/file/download/<id> (an image of at most 1 MB). */
    sceneImage: text('scene_image'),
    /** The customer-product field set (form template of kind 3) the custom values were written against. */
    templateId: ref('template_id'),
    customValues: jsonb('custom_values')
      .$type<FieldValues>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    createdBy: ref('created_by'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t): PgTableExtraConfigValue[] => [
    primaryKey({ columns: [t.enterpriseId, t.id] }),
    foreignKey({
      columns: [t.enterpriseId, t.customerId],
      foreignColumns: [customers.enterpriseId, customers.id],
    }).onDelete('cascade'),
    foreignKey({
      columns: [t.enterpriseId, t.productId],
      foreignColumns: [products.enterpriseId, products.id],
    }),
    foreignKey({ columns: [t.enterpriseId, t.createdBy], foreignColumns: [users.enterpriseId, users.id] }),
    foreignKey({
      columns: [t.enterpriseId, t.qrCodeId],
      foreignColumns: [qrCodes.enterpriseId, qrCodes.id],
    }),
    index('customer_products_list_idx').on(t.enterpriseId, t.deletedAt, t.id.desc()),
    index('customer_products_warranty_idx')
      .on(t.enterpriseId, t.warrantyEnd, t.id)
      .where(sql`${t.deletedAt} is null`),
    index('customer_products_customer_idx').on(t.enterpriseId, t.customerId, t.id.desc()),
    index('customer_products_product_idx').on(t.enterpriseId, t.productId, t.id.desc()),
    uniqueIndex('customer_products_qr_uq')
      .on(t.enterpriseId, t.qrCodeId)
      .where(sql`${t.qrCodeId} is not null`),
    index('customer_products_custom_values_idx').using('gin', t.customValues.op('jsonb_path_ops')),
    index('customer_products_serial_idx').using('gin', t.serialNumber.op('gin_trgm_ops')),
  ],
);

/** A batch of QR codes generated together (name: letters, digits and underscores; spec-business §5). */
export const qrBatches = pgTable(
  'qr_batches',
  {
    enterpriseId: enterpriseId(),
    id: id(),
    name: text('name').notNull(),
    count: integer('count').notNull(),
    createdBy: ref('created_by').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.enterpriseId, t.id] }),
    foreignKey({ columns: [t.enterpriseId, t.createdBy], foreignColumns: [users.enterpriseId, users.id] }),
    uniqueIndex('qr_batches_name_uq').on(t.enterpriseId, t.name),
    index('qr_batches_list_idx').on(t.enterpriseId, t.id.desc()),
  ],
);

/**
 * QR codes (spec-business §4 "QR code: unused, used"): `code` is a random 16-character url-safe
 * token that the public scan URL carries. A code is used while a customer product holds it
 * (`customer_products.qr_code_id`); the state is derived from that link, never stored apart from it.
 * The public scan finds a code without an enterprise (`qr_codes_code_idx`); the unique index holds
 * the enterprise like every other, and 96 random bits keep codes apart across enterprises.
 */
export const qrCodes = pgTable(
  'qr_codes',
  {
    enterpriseId: enterpriseId(),
    id: id(),
    batchId: ref('batch_id').notNull(),
    code: text('code').notNull(),
    createdAt: createdAt(),
  },
  (t): PgTableExtraConfigValue[] => [
    primaryKey({ columns: [t.enterpriseId, t.id] }),
    foreignKey({
      columns: [t.enterpriseId, t.batchId],
      foreignColumns: [qrBatches.enterpriseId, qrBatches.id],
    }),
    uniqueIndex('qr_codes_code_uq').on(t.enterpriseId, t.code),
    index('qr_codes_code_idx').on(t.code),
    index('qr_codes_batch_idx').on(t.enterpriseId, t.batchId, t.id),
  ],
);

/**
 * Who bound or unbound a QR code, when, and to which customer product (DESIGN "every transition
 * writes a log row"). `customer_product_id` has no foreign key: the history outlives the product.
 * action: 1 bound, 2 unbound, 3 released because its product was deleted.
 */
export const qrCodeLogs = pgTable(
  'qr_code_logs',
  {
    enterpriseId: enterpriseId(),
    id: id(),
    qrCodeId: ref('qr_code_id').notNull(),
    customerProductId: ref('customer_product_id').notNull(),
    action: smallint('action').notNull(),
    userId: ref('user_id').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.enterpriseId, t.id] }),
    foreignKey({ columns: [t.enterpriseId, t.qrCodeId], foreignColumns: [qrCodes.enterpriseId, qrCodes.id] }),
    foreignKey({ columns: [t.enterpriseId, t.userId], foreignColumns: [users.enterpriseId, users.id] }),
    index('qr_code_logs_code_idx').on(t.enterpriseId, t.qrCodeId, t.id.desc()),
  ],
);

/**
 * Service requests: fault reports made on the public scan page of a bound code (no sign-in).
 * Work orders come later and will take these over; until then staff mark them handled.
 */
export const serviceRequests = pgTable(
  'service_requests',
  {
    enterpriseId: enterpriseId(),
    id: id(),
    customerProductId: ref('customer_product_id').notNull(),
    qrCodeId: ref('qr_code_id'),
    qrBoundAt: timestamp('qr_bound_at', { withTimezone: true }),
    contactName: text('contact_name').notNull(),
    phone: text('phone').notNull(),
    description: text('description').notNull(),
    /** 1 new, 2 handled. */
    state: smallint('state').notNull().default(1),
    handledBy: ref('handled_by'),
    handledAt: timestamp('handled_at', { withTimezone: true }),
    /** The pending-acceptance work order the report became (no foreign key: orders live in their own module). */
    orderId: ref('order_id'),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.enterpriseId, t.id] }),
    foreignKey({
      columns: [t.enterpriseId, t.customerProductId],
      foreignColumns: [customerProducts.enterpriseId, customerProducts.id],
    }).onDelete('cascade'),
    foreignKey({ columns: [t.enterpriseId, t.qrCodeId], foreignColumns: [qrCodes.enterpriseId, qrCodes.id] }),
    foreignKey({ columns: [t.enterpriseId, t.handledBy], foreignColumns: [users.enterpriseId, users.id] }),
    index('service_requests_list_idx').on(t.enterpriseId, t.state, t.id.desc()),
    index('service_requests_product_idx').on(t.enterpriseId, t.customerProductId, t.id.desc()),
    index('service_requests_code_idx').on(t.enterpriseId, t.qrCodeId, t.createdAt),
  ],
);

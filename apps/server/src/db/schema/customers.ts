import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  doublePrecision,
  foreignKey,
  index,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { CustomerChangeSummary, FieldValues } from '@fieldline/domain';
import { createdAt, id, ref, updatedAt } from './columns';
import { enterpriseRef, enterprises, users } from './tenancy';

const enterpriseId = enterpriseRef;

/**
 * Customers. `search_text` (name, contact names and phones) is kept by the customers service and
 * carries a trigram index, so the list's keyword search stays an index scan. `deleted_at` puts a
 * customer in the recycle bin. `service_team_id` has no foreign key: a deleted team leaves the
 * customer without a team (the list shows none), not a refusal in the teams module.
 */
export const customers = pgTable(
  'customers',
  {
    enterpriseId: enterpriseId(),
    id: id(),
    name: text('name').notNull(),
    /** The salesperson who owns the customer. */
    ownerUserId: ref('owner_user_id'),
    serviceTeamId: ref('service_team_id'),
    /** The customer field set (form template of kind 2) the custom values were written against. */
    templateId: ref('template_id'),
    customValues: jsonb('custom_values')
      .$type<FieldValues>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    searchText: text('search_text').notNull().default(''),
    createdBy: ref('created_by').notNull(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    deletedBy: ref('deleted_by'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.enterpriseId, t.id] }),
    foreignKey({ columns: [t.enterpriseId, t.ownerUserId], foreignColumns: [users.enterpriseId, users.id] }),
    foreignKey({ columns: [t.enterpriseId, t.createdBy], foreignColumns: [users.enterpriseId, users.id] }),
    index('customers_list_idx').on(t.enterpriseId, t.deletedAt, t.id.desc()),
    uniqueIndex('customers_name_uq')
      .on(t.enterpriseId, t.name)
      .where(sql`${t.deletedAt} is null`),
    index('customers_owner_idx').on(t.enterpriseId, t.ownerUserId, t.id),
    index('customers_team_idx').on(t.enterpriseId, t.serviceTeamId, t.id),
    index('customers_custom_values_idx').using('gin', t.customValues.op('jsonb_path_ops')),
    index('customers_search_idx').using('gin', t.searchText.op('gin_trgm_ops')),
  ],
);

/** Contacts of a customer; exactly one is the default (at most one by index, at least one by the service). */
export const customerContacts = pgTable(
  'customer_contacts',
  {
    enterpriseId: enterpriseId(),
    id: id(),
    customerId: ref('customer_id').notNull(),
    name: text('name').notNull(),
    phone: text('phone').notNull(),
    isDefault: boolean('is_default').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.enterpriseId, t.id] }),
    foreignKey({
      columns: [t.enterpriseId, t.customerId],
      foreignColumns: [customers.enterpriseId, customers.id],
    }).onDelete('cascade'),
    index('customer_contacts_customer_idx').on(t.enterpriseId, t.customerId, t.id),
    uniqueIndex('customer_contacts_default_uq')
      .on(t.enterpriseId, t.customerId)
      .where(sql`${t.isDefault}`),
    index('customer_contacts_search_idx').using('gin', sql`(${t.name} || ' ' || ${t.phone}) gin_trgm_ops`),
  ],
);

/** Addresses of a customer; when it has any, exactly one is the default. */
export const customerAddresses = pgTable(
  'customer_addresses',
  {
    enterpriseId: enterpriseId(),
    id: id(),
    customerId: ref('customer_id').notNull(),
    /** 1 service, 2 office, 3 shipping, 4 other. */
    type: smallint('type').notNull(),
    province: text('province').notNull(),
    city: text('city'),
    region: text('region'),
    detail: text('detail'),
    lng: doublePrecision('lng'),
    lat: doublePrecision('lat'),
    isDefault: boolean('is_default').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.enterpriseId, t.id] }),
    foreignKey({
      columns: [t.enterpriseId, t.customerId],
      foreignColumns: [customers.enterpriseId, customers.id],
    }).onDelete('cascade'),
    index('customer_addresses_customer_idx').on(t.enterpriseId, t.customerId, t.id),
    uniqueIndex('customer_addresses_default_uq')
      .on(t.enterpriseId, t.customerId)
      .where(sql`${t.isDefault}`),
  ],
);

/** Customers granted to users beyond their owner and team (savePermission and the batch calls). */
export const customerPermissions = pgTable(
  'customer_permissions',
  {
    enterpriseId: enterpriseId(),
    customerId: ref('customer_id').notNull(),
    userId: ref('user_id').notNull(),
    createdBy: ref('created_by').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.enterpriseId, t.customerId, t.userId] }),
    foreignKey({
      columns: [t.enterpriseId, t.customerId],
      foreignColumns: [customers.enterpriseId, customers.id],
    }).onDelete('cascade'),
    foreignKey({
      columns: [t.enterpriseId, t.userId],
      foreignColumns: [users.enterpriseId, users.id],
    }).onDelete('cascade'),
    index('customer_permissions_user_idx').on(t.enterpriseId, t.userId, t.customerId),
  ],
);

/** Per-enterprise customer parameters: who sees which customers (CUSTOMER_VISIBILITY). */
export const customerSettings = pgTable('customer_settings', {
  enterpriseId: bigint('enterprise_id', { mode: 'number' })
    .primaryKey()
    .references(() => enterprises.id),
  visibility: smallint('visibility').notNull().default(2),
  updatedAt: updatedAt(),
});

/**
 * The timeline of a customer: who changed what and when (issue 6). Rows are written in the same
 * transaction as the change; purging the customer removes them. Paged newest first on
 * (enterprise_id, customer_id, at desc, id desc).
 */
export const customerChanges = pgTable(
  'customer_changes',
  {
    enterpriseId: enterpriseId(),
    id: id(),
    customerId: ref('customer_id').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    userId: ref('user_id').notNull(),
    /** One of CUSTOMER_CHANGE_ACTIONS. */
    action: text('action').notNull(),
    summary: jsonb('summary')
      .$type<CustomerChangeSummary>()
      .notNull()
      .default(sql`'{}'::jsonb`),
  },
  (t) => [
    primaryKey({ columns: [t.enterpriseId, t.id] }),
    foreignKey({
      columns: [t.enterpriseId, t.customerId],
      foreignColumns: [customers.enterpriseId, customers.id],
    }).onDelete('cascade'),
    foreignKey({ columns: [t.enterpriseId, t.userId], foreignColumns: [users.enterpriseId, users.id] }),
    index('customer_changes_timeline_idx').on(t.enterpriseId, t.customerId, t.at.desc(), t.id.desc()),
  ],
);

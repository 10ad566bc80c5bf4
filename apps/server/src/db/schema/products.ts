import { sql } from 'drizzle-orm';
import {
  boolean,
  foreignKey,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt, id, ref, updatedAt } from './columns';
import { enterpriseRef, users } from './tenancy';

const enterpriseId = enterpriseRef;

/**
 * Product categories: a tree of at most 3 levels (`level` 1-3, kept by the service), names unique
 * among siblings (top-level categories are siblings of one another).
 */
export const productCategories = pgTable(
  'product_categories',
  {
    enterpriseId: enterpriseId(),
    id: id(),
    parentId: ref('parent_id'),
    level: smallint('level').notNull().default(1),
    name: text('name').notNull(),
    sort: integer('sort').notNull().default(0),
    enabled: boolean('enabled').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.enterpriseId, t.id] }),
    foreignKey({ columns: [t.enterpriseId, t.parentId], foreignColumns: [t.enterpriseId, t.id] }),
    uniqueIndex('product_categories_name_uq').on(t.enterpriseId, sql`coalesce(${t.parentId}, 0)`, t.name),
    index('product_categories_parent_idx').on(t.enterpriseId, t.parentId, t.sort, t.id),
  ],
);

/**
 * The product catalogue. `number` is unique per enterprise among products not deleted; `deleted_at`
 * marks a deleted product (its number is free again). Keyword search runs on a trigram index over
 * name, number and model (`productSearchText`, the same expression the queries use).
 */
export const products = pgTable(
  'products',
  {
    enterpriseId: enterpriseId(),
    id: id(),
    name: text('name').notNull(),
    number: text('number'),
    model: text('model'),
    /** A file of our files module: /api/file/download/<id>. */
    image: text('image'),
    categoryId: ref('category_id'),
    unit: text('unit'),
    price: numeric('price', { precision: 15, scale: 2 }),
    description: text('description'),
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
    index('products_list_idx').on(t.enterpriseId, t.deletedAt, t.id.desc()),
    index('products_category_idx')
      .on(t.enterpriseId, t.categoryId, t.id.desc())
      .where(sql`${t.deletedAt} is null`),
    uniqueIndex('products_number_uq')
      .on(t.enterpriseId, t.number)
      .where(sql`${t.deletedAt} is null and ${t.number} is not null`),
    index('products_search_idx').using(
      'gin',
      sql`(${t.name} || ' ' || coalesce(${t.number}, '') || ' ' || coalesce(${t.model}, '')) gin_trgm_ops`,
    ),
  ],
);

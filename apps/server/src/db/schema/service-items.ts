import { sql } from 'drizzle-orm';
import {
  boolean,
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
import { formTemplates } from './forms';

const enterpriseId = enterpriseRef;
const amount = (name: string) => numeric(name, { precision: 15, scale: 2 });

/**
 * Service items (服务项目, spec-shell /serviceProject): what an order's service lines are priced
 * from. The name is unique per enterprise among items not deleted; `deleted_at` marks a deleted
 * item (its name is free again; orders keep the name and price they copied). The list runs on
 * (enterprise_id, sort, id desc) and the keyword on a trigram index over the name.
 */
export const serviceItems = pgTable(
  'service_items',
  {
    enterpriseId: enterpriseId(),
    id: id(),
    name: text('name').notNull(),
    category: text('category'),
    price: amount('price').notNull(),
    unit: text('unit').notNull(),
    individualCommission: amount('individual_commission'),
    teamCommission: amount('team_commission'),
    description: text('description'),
    enabled: boolean('enabled').notNull().default(true),
    sort: integer('sort').notNull().default(0),
    createdBy: ref('created_by'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.enterpriseId, t.id] }),
    foreignKey({ columns: [t.enterpriseId, t.createdBy], foreignColumns: [users.enterpriseId, users.id] }),
    index('service_items_list_idx')
      .on(t.enterpriseId, t.sort, t.id.desc())
      .where(sql`${t.deletedAt} is null`),
    index('service_items_category_idx')
      .on(t.enterpriseId, t.category)
      .where(sql`${t.deletedAt} is null`),
    uniqueIndex('service_items_name_uq')
      .on(t.enterpriseId, t.name)
      .where(sql`${t.deletedAt} is null`),
    index('service_items_name_trgm_idx').using('gin', t.name.op('gin_trgm_ops')),
  ],
);

/**
 * The order templates a service item is bound to. An item bound to none is usable on every order
 * template; bindings to a deleted template do not count (the queries join live templates).
 */
export const serviceItemTemplates = pgTable(
  'service_item_templates',
  {
    enterpriseId: enterpriseId(),
    itemId: ref('item_id').notNull(),
    templateId: ref('template_id').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.enterpriseId, t.itemId, t.templateId] }),
    foreignKey({
      columns: [t.enterpriseId, t.itemId],
      foreignColumns: [serviceItems.enterpriseId, serviceItems.id],
    }).onDelete('cascade'),
    foreignKey({
      columns: [t.enterpriseId, t.templateId],
      foreignColumns: [formTemplates.enterpriseId, formTemplates.id],
    }),
    index('service_item_templates_template_idx').on(t.enterpriseId, t.templateId, t.itemId),
  ],
);

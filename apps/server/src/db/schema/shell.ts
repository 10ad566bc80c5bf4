import {
  bigint,
  boolean,
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
} from 'drizzle-orm/pg-core';
import { enterprises, users } from './tenancy';

/** Menu resources per enterprise (spec-shell §3): built-in entries are kept in step at start-up. */
export const menuResources = pgTable(
  'menu_resources',
  {
    enterpriseId: bigint('enterprise_id', { mode: 'number' })
      .notNull()
      .references(() => enterprises.id),
    id: bigint('id', { mode: 'number' }).generatedAlwaysAsIdentity(),
    parentId: bigint('parent_id', { mode: 'number' }),
    resourceName: text('resource_name').notNull(),
    menuType: text('menu_type').notNull(),
    innerObjId: bigint('inner_obj_id', { mode: 'number' }),
    routerName: text('router_name'),
    name: text('name').notNull(),
    icon: text('icon'),
    permissionCode: text('permission_code'),
    builtIn: boolean('built_in').notNull().default(true),
    isDisabled: boolean('is_disabled').notNull().default(false),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.enterpriseId, t.id] }),
    uniqueIndex('menu_resources_key_uq').on(t.enterpriseId, t.resourceName),
    index('menu_resources_type_idx').on(t.enterpriseId, t.menuType, t.sort, t.id),
  ],
);

/** Download-centre files (spec-shell §3): process_state 1 in progress, 2 finished. */
export const downloadFiles = pgTable(
  'download_files',
  {
    enterpriseId: bigint('enterprise_id', { mode: 'number' })
      .notNull()
      .references(() => enterprises.id),
    id: bigint('id', { mode: 'number' }).generatedAlwaysAsIdentity(),
    userId: bigint('user_id', { mode: 'number' }).notNull(),
    kind: text('kind').notNull(),
    fileName: text('file_name').notNull(),
    params: jsonb('params').$type<Record<string, unknown>>().notNull(),
    processState: smallint('process_state').notNull().default(1),
    failed: boolean('failed').notNull().default(false),
    error: text('error'),
    fileId: bigint('file_id', { mode: 'number' }),
    rowCount: integer('row_count'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.enterpriseId, t.id] }),
    foreignKey({
      columns: [t.enterpriseId, t.userId],
      foreignColumns: [users.enterpriseId, users.id],
    }).onDelete('cascade'),
    index('download_files_user_idx').on(t.enterpriseId, t.userId, t.createdAt, t.id),
  ],
);

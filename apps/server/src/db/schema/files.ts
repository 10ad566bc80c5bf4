import {
  bigint,
  foreignKey,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { enterprises, users } from './tenancy';

export const files = pgTable(
  'files',
  {
    enterpriseId: bigint('enterprise_id', { mode: 'number' })
      .notNull()
      .references(() => enterprises.id),
    id: bigint('id', { mode: 'number' }).generatedAlwaysAsIdentity(),
    storageKey: text('storage_key').notNull(),
    name: text('name').notNull(),
    mime: text('mime').notNull(),
    size: integer('size').notNull(),
    /** spec-shell §3 file entry type; 3 is the default (attachment). */
    fileType: integer('file_type').notNull().default(3),
    /** Null: a customer sent it through a public link (the order evaluation), not a user. */
    uploadedBy: bigint('uploaded_by', { mode: 'number' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.enterpriseId, t.id] }),
    foreignKey({ columns: [t.enterpriseId, t.uploadedBy], foreignColumns: [users.enterpriseId, users.id] }),
    index('files_list_idx').on(t.enterpriseId, t.createdAt, t.id),
  ],
);

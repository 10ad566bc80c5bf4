import { integer, jsonb, pgTable, primaryKey } from 'drizzle-orm/pg-core';
import { ref, updatedAt } from './columns';
import { enterpriseRef } from './tenancy';

/**
 * The enterprise's parameters (/systemsetting, D21): one row per code it saved; a code without a row
 * has its default (packages/domain system-settings). Recovery deletes the row.
 */
export const systemSettings = pgTable(
  'system_settings',
  {
    enterpriseId: enterpriseRef(),
    code: integer('code').notNull(),
    value: jsonb('value').$type<unknown>(),
    updatedBy: ref('updated_by'),
    updatedAt: updatedAt(),
  },
  (t) => [primaryKey({ columns: [t.enterpriseId, t.code] })],
);

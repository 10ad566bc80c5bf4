import { sql } from 'drizzle-orm';
import {
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
import type { ButtonAction, FieldCondition, FieldProps, Messages, ProcessSettings } from '@fieldline/domain';
import { createdAt, id, ref, updatedAt } from './columns';
import { enterpriseRef } from './tenancy';

const enterpriseId = enterpriseRef;
const deletedAt = () => timestamp('deleted_at', { withTimezone: true });

export interface SystemFieldView {
  visible: boolean;
  required: boolean;
}

/**
 * Form templates: order types and event types (several per kind), and the one default field set
 * of every other kind. Deleting is soft, so records keep their template.
 */
export const formTemplates = pgTable(
  'form_templates',
  {
    enterpriseId: enterpriseId(),
    id: id(),
    kind: smallint('kind').notNull(),
    name: text('name').notNull(),
    /** Order templates: 'standard' or 'equipment'. */
    mode: text('mode').notNull().default('standard'),
    description: text('description'),
    isDefault: boolean('is_default').notNull().default(false),
    enabled: boolean('enabled').notNull().default(true),
    settings: jsonb('settings')
      .$type<ProcessSettings>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    /** 0 not shared, 1 platform audit in progress, 2 shared, 3 audit failed. */
    shareState: smallint('share_state').notNull().default(0),
    shareNote: jsonb('share_note').$type<Messages>(),
    sort: integer('sort').notNull().default(0),
    systemView: jsonb('system_view')
      .$type<Record<string, SystemFieldView>>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    /** The designer's order: `s:<systemKey>` and `c:<fieldId>`; empty = the default order. */
    fieldOrder: jsonb('field_order')
      .$type<string[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    deletedAt: deletedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.enterpriseId, t.id] }),
    uniqueIndex('form_templates_name_uq')
      .on(t.enterpriseId, t.kind, t.name)
      .where(sql`${t.deletedAt} is null`),
    uniqueIndex('form_templates_default_uq')
      .on(t.enterpriseId, t.kind)
      .where(sql`${t.isDefault} and ${t.deletedAt} is null`),
    index('form_templates_list_idx')
      .on(t.enterpriseId, t.kind, t.sort, t.id)
      .where(sql`${t.deletedAt} is null`),
  ],
);

/** Custom fields of a template; `id` is the key of the field's value in a record's custom values. */
export const formFields = pgTable(
  'form_fields',
  {
    enterpriseId: enterpriseId(),
    id: id(),
    templateId: ref('template_id').notNull(),
    /** The template's kind, kept here so the list across templates filters on an index. */
    kind: smallint('kind').notNull(),
    code: text('code').notNull(),
    name: text('name').notNull(),
    /** Control type name (CONTROL_TYPES). */
    type: text('type').notNull(),
    required: boolean('required').notNull().default(false),
    visible: boolean('visible').notNull().default(true),
    help: text('help'),
    props: jsonb('props')
      .$type<FieldProps>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    condition: jsonb('condition').$type<FieldCondition>(),
    sort: integer('sort').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    deletedAt: deletedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.enterpriseId, t.id] }),
    foreignKey({
      columns: [t.enterpriseId, t.templateId],
      foreignColumns: [formTemplates.enterpriseId, formTemplates.id],
    }),
    uniqueIndex('form_fields_code_uq')
      .on(t.enterpriseId, t.templateId, t.code)
      .where(sql`${t.deletedAt} is null`),
    index('form_fields_list_idx')
      .on(t.enterpriseId, t.kind, t.templateId, t.sort, t.id)
      .where(sql`${t.deletedAt} is null`),
  ],
);

/** Buttons an enterprise adds to a kind's detail page: open a link, or set a field. */
export const customButtons = pgTable(
  'custom_buttons',
  {
    enterpriseId: enterpriseId(),
    id: id(),
    kind: smallint('kind').notNull(),
    /** Only on records of this template; null = every record of the kind. */
    templateId: ref('template_id'),
    name: text('name').notNull(),
    action: jsonb('action').$type<ButtonAction>().notNull(),
    /** Role types that see the button; empty = everyone. */
    roleTypes: integer('role_types')
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    enabled: boolean('enabled').notNull().default(true),
    sort: integer('sort').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.enterpriseId, t.id] }),
    foreignKey({
      columns: [t.enterpriseId, t.templateId],
      foreignColumns: [formTemplates.enterpriseId, formTemplates.id],
    }),
    index('custom_buttons_list_idx').on(t.enterpriseId, t.kind, t.sort, t.id),
  ],
);

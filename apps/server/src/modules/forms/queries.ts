import { asc, count, eq, ilike, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import {
  FORM_KIND_VALUES,
  TEMPLATED_KINDS,
  processSettingsSchema,
  type FieldDef,
  type FieldListFilter,
  type FormKind,
  type Locale,
  type PageQuery,
  type ProcessSettings,
  type TemplateListQuery,
} from '@fieldline/domain';
import type { Database, Db } from '../../db/client';
import { ShapedQuery } from '../../db/shapes';
import { formFields, formTemplates } from '../../db/schema';
import { hotStatement, placeholderOf } from '../../core/prepared';
import { likePattern } from '../../core/sql';
import { mine, mineSql, type TenantDb } from '../../core/tenant';

export type TemplateRow = typeof formTemplates.$inferSelect;
export type FieldRow = typeof formFields.$inferSelect;

const live = (t: TenantDb, ...rest: (SQL | undefined)[]) =>
  mine(t, formTemplates, isNull(formTemplates.deletedAt), ...rest);

/** The name of the default template of each kind (data, stored as given). */
export const DEFAULT_TEMPLATE_NAME: Record<Locale, string> = { zh_CN: '默认模板', en_GB: 'Default' };

export const settingsOf = (t: Pick<TemplateRow, 'settings'>): ProcessSettings =>
  processSettingsSchema.parse(t.settings ?? {});

/** What a field definition is made of (`toFieldDef`). */
export type FieldDefRow = Pick<
  FieldRow,
  'id' | 'code' | 'name' | 'type' | 'required' | 'visible' | 'help' | 'props' | 'condition'
>;

export const toFieldDef = (r: FieldDefRow): FieldDef => ({
  id: String(r.id),
  code: r.code,
  name: r.name,
  type: r.type as FieldDef['type'],
  required: r.required,
  visible: r.visible,
  help: r.help,
  props: r.props,
  condition: r.condition,
});

/** A template of the enterprise; deleted ones only when asked (records keep showing theirs). */
const templateQuery = (db: Db, where: SQL | undefined) => db.select().from(formTemplates).where(where);
const templateShapes = new ShapedQuery('form_template', templateQuery);

export const findTemplate = (
  t: TenantDb,
  id: number,
  opts: { withDeleted?: boolean; lock?: boolean } = {},
) => {
  const where = mine(
    t,
    formTemplates,
    eq(formTemplates.id, id),
    opts.withDeleted ? undefined : isNull(formTemplates.deletedAt),
  );
  const found = opts.lock ? templateQuery(t.db, where).for('update') : templateShapes.run(t.db, '', where);
  return found.then((r) => r[0]);
};

export const findDefaultTemplate = (t: TenantDb, kind: FormKind) =>
  t.db
    .select()
    .from(formTemplates)
    .where(live(t, eq(formTemplates.kind, kind), eq(formTemplates.isDefault, true)))
    .then((r) => r[0]);

/**
 * Inserts the default template of every kind that has none (at registration, and lazily for an
 * enterprise that predates the forms module). Idempotent; concurrent calls insert each once.
 */
export async function ensureDefaultTemplates(
  t: TenantDb,
  locale: Locale = 'zh_CN',
  kinds = FORM_KIND_VALUES,
) {
  const present = await t.db
    .select({ kind: formTemplates.kind })
    .from(formTemplates)
    .where(live(t, eq(formTemplates.isDefault, true), inArray(formTemplates.kind, [...kinds])));
  const missing = kinds.filter((k) => !present.some((p) => p.kind === k));
  if (!missing.length) return;
  await t.db
    .insert(formTemplates)
    .values(
      missing.map((kind) => ({
        enterpriseId: t.enterpriseId,
        kind,
        name: DEFAULT_TEMPLATE_NAME[locale],
        isDefault: true,
        settings: processSettingsSchema.parse({}),
      })),
    )
    .onConflictDoNothing();
  // A template of that name may already exist (made before defaults existed): it becomes the default.
  for (const kind of missing) {
    if (await findDefaultTemplate(t, kind)) continue;
    await t.db.execute(sql`update form_templates set is_default = true
      where ${mineSql(t)} and id = (select id from form_templates where ${mineSql(t)}
        and kind = ${kind} and deleted_at is null order by id limit 1)`);
  }
}

/** The kind's default template, made if it is missing. */
export async function defaultTemplate(t: TenantDb, kind: FormKind) {
  const found = await findDefaultTemplate(t, kind);
  if (found) return found;
  await ensureDefaultTemplates(t, 'zh_CN', [kind]);
  return (await findDefaultTemplate(t, kind))!;
}

export const templateNamed = (t: TenantDb, kind: number, name: string, exceptId = 0) =>
  t.db
    .select({ id: formTemplates.id })
    .from(formTemplates)
    .where(
      live(
        t,
        eq(formTemplates.kind, kind),
        eq(formTemplates.name, name),
        sql`${formTemplates.id} <> ${exceptId}`,
      ),
    )
    .limit(1)
    .then((r) => r.length > 0);

const templateColumns = {
  id: formTemplates.id,
  kind: formTemplates.kind,
  name: formTemplates.name,
  mode: formTemplates.mode,
  description: formTemplates.description,
  isDefault: formTemplates.isDefault,
  enabled: formTemplates.enabled,
  shareState: formTemplates.shareState,
  shareNote: formTemplates.shareNote,
  sort: formTemplates.sort,
  fieldCount: sql<number>`(select count(*)::int from form_fields f
    where f.enterprise_id = form_templates.enterprise_id and f.template_id = form_templates.id and f.deleted_at is null)`,
  createdAt: formTemplates.createdAt,
  updatedAt: formTemplates.updatedAt,
};

/** One page of templates (kind, then the kind's order), on the index (enterprise, kind, sort, id). */
export async function listTemplates(
  t: TenantDb,
  f: Omit<TemplateListQuery, 'pageSize' | 'pageIndex'>,
  page: PageQuery,
) {
  const where = live(
    t,
    f.kind ? eq(formTemplates.kind, f.kind) : undefined,
    f.keyword ? ilike(formTemplates.name, likePattern(f.keyword)) : undefined,
    f.enabled === undefined ? undefined : eq(formTemplates.enabled, f.enabled),
  );
  const [list, total] = await Promise.all([
    t.db
      .select(templateColumns)
      .from(formTemplates)
      .where(where)
      .orderBy(asc(formTemplates.kind), asc(formTemplates.sort), asc(formTemplates.id))
      .limit(page.pageSize)
      .offset(page.pageIndex * page.pageSize),
    t.db
      .select({ n: count() })
      .from(formTemplates)
      .where(where)
      .then((r) => Number(r[0]?.n ?? 0)),
  ]);
  return { list, total };
}

export const isTemplated = (kind: number) => TEMPLATED_KINDS.includes(kind as FormKind);

/** The template's live custom fields, by their stored sort. */
const fieldRowsQuery = (db: Db, where: SQL | undefined) =>
  db.select().from(formFields).where(where).orderBy(asc(formFields.sort), asc(formFields.id));
const fieldRowsShapes = new ShapedQuery('form_fields', fieldRowsQuery);

/**
 * One template of the enterprise (deleted or not, as `findTemplate` withDeleted) and its live fields
 * by sort then id (as `fieldRows`), in one statement built once (`hotStatement`) and run on the pool.
 */
const templateWithFieldsStatement = hotStatement('fl_form_template_fields', () => {
  const ep = placeholderOf('ep');
  return sql`select t.enterprise_id::text as enterprise_id, t.id::text as id, t.kind, t.name, t.mode,
      t.description, t.is_default, t.enabled, t.settings, t.share_state, t.share_note, t.sort, t.system_view,
      t.field_order, t.created_at, t.updated_at, t.deleted_at,
      coalesce((select json_agg(json_build_object('id', f.id::text, 'code', f.code, 'name', f.name,
          'type', f.type, 'required', f.required, 'visible', f.visible, 'help', f.help, 'props', f.props,
          'condition', f.condition) order by f.sort, f.id)
        from form_fields f where ${mineSql(ep, 'f')} and f.template_id = t.id and f.deleted_at is null), '[]') as fields
    from form_templates t where ${mineSql(ep, 't')} and t.id = ${placeholderOf('id')}`;
});

type TemplateWithFieldsRow = {
  enterprise_id: string;
  id: string;
  kind: number;
  name: string;
  mode: string;
  description: string | null;
  is_default: boolean;
  enabled: boolean;
  settings: TemplateRow['settings'];
  share_state: number;
  share_note: TemplateRow['shareNote'];
  sort: number;
  system_view: TemplateRow['systemView'];
  field_order: TemplateRow['fieldOrder'];
  created_at: Date;
  updated_at: Date;
  deleted_at: Date | null;
  fields: (Omit<FieldDefRow, 'id'> & { id: string })[];
};

export async function templateWithFields(
  database: Database,
  enterpriseId: number,
  id: number,
): Promise<{ template: TemplateRow; fields: FieldDefRow[] } | undefined> {
  const [r] = await templateWithFieldsStatement<TemplateWithFieldsRow>(database, { ep: enterpriseId, id });
  if (!r) return undefined;
  const template: TemplateRow = {
    enterpriseId: Number(r.enterprise_id),
    id: Number(r.id),
    kind: r.kind,
    name: r.name,
    mode: r.mode,
    description: r.description,
    isDefault: r.is_default,
    enabled: r.enabled,
    settings: r.settings,
    shareState: r.share_state,
    shareNote: r.share_note,
    sort: r.sort,
    systemView: r.system_view,
    fieldOrder: r.field_order,
    createdAt: r.created_at,
    updatedAt: r.updated_at,
    deletedAt: r.deleted_at,
  };
  return { template, fields: r.fields.map((f) => ({ ...f, id: Number(f.id) })) };
}

export const fieldRows = (t: TenantDb, templateId: number) =>
  fieldRowsShapes.run(
    t.db,
    '',
    mine(t, formFields, eq(formFields.templateId, templateId), isNull(formFields.deletedAt)),
  );

export const findField = (t: TenantDb, id: number) =>
  t.db
    .select()
    .from(formFields)
    .where(mine(t, formFields, eq(formFields.id, id), isNull(formFields.deletedAt)))
    .then((r) => r[0]);

/** Custom fields ordered as the designer placed them (`c:<id>` entries), then by sort. */
export function orderedFields<T extends { id: number | string }>(order: string[], rows: T[]): T[] {
  const rank = new Map<string, number>();
  order.forEach((entry, i) => entry.startsWith('c:') && rank.set(entry.slice(2), i));
  return rows
    .map((r, i) => ({ r, i }))
    .sort((a, b) => {
      const ra = rank.get(String(a.r.id)) ?? Infinity;
      const rb = rank.get(String(b.r.id)) ?? Infinity;
      return ra === rb ? a.i - b.i : ra - rb;
    })
    .map((x) => x.r);
}

const fieldWhere = (t: TenantDb, f: FieldListFilter): SQL | undefined =>
  mine(
    t,
    formFields,
    isNull(formFields.deletedAt),
    f.kind ? eq(formFields.kind, f.kind) : undefined,
    f.templateId ? eq(formFields.templateId, f.templateId) : undefined,
    f.type ? eq(formFields.type, f.type) : undefined,
    f.keyword
      ? or(ilike(formFields.name, likePattern(f.keyword)), ilike(formFields.code, likePattern(f.keyword)))
      : undefined,
    // fields of deleted templates are not listed
    sql`exists (select 1 from form_templates t where t.enterprise_id = ${formFields.enterpriseId}
      and t.id = ${formFields.templateId} and t.deleted_at is null)`,
  );

const fieldListColumns = {
  id: formFields.id,
  kind: formFields.kind,
  templateId: formFields.templateId,
  templateName: sql<string>`(select t.name from form_templates t
    where t.enterprise_id = form_fields.enterprise_id and t.id = form_fields.template_id)`,
  code: formFields.code,
  name: formFields.name,
  type: formFields.type,
  required: formFields.required,
  visible: formFields.visible,
  help: formFields.help,
  props: formFields.props,
  condition: formFields.condition,
  sort: formFields.sort,
  updatedAt: formFields.updatedAt,
};

/** Custom fields across templates, on the index (enterprise, kind, template, sort, id). */
export async function listFields(t: TenantDb, f: FieldListFilter, page: PageQuery) {
  const [list, total] = await Promise.all([
    t.db
      .select(fieldListColumns)
      .from(formFields)
      .where(fieldWhere(t, f))
      .orderBy(asc(formFields.kind), asc(formFields.templateId), asc(formFields.sort), asc(formFields.id))
      .limit(page.pageSize)
      .offset(page.pageIndex * page.pageSize),
    countFields(t, f),
  ]);
  return { list, total };
}

export const countFields = (t: TenantDb, f: FieldListFilter) =>
  t.db
    .select({ n: count() })
    .from(formFields)
    .where(fieldWhere(t, f))
    .then((r) => Number(r[0]?.n ?? 0));

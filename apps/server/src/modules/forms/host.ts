import { inArray, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import {
  CONTROL_TYPES,
  FILTERABLE_CONTROLS,
  IMAGE_MAX_BYTES,
  NUMERIC_CONTROLS,
  canonicalDecimal,
  fieldAllowed,
  referencedFiles,
  systemFieldsOf,
  validateValues,
  type CustomFilter,
  type FieldDef,
  type FieldValues,
  type FormIssue,
  type FormKind,
  type ProcessSettings,
  type TemplateMode,
} from '@fieldline/domain';
import type { Auth } from '../../core/auth';
import { files } from '../../db/schema';
import { likePattern } from '../../core/sql';
import { mine, type Tenant, type TenantDb } from '../../core/tenant';
import { formErrors, formIssueError } from './errors';
import * as q from './queries';

/**
 * How the forms module reaches the records of a kind (orders, customers, ...): the module that owns
 * the records registers a host. `placeholders` fill `${name}` in custom-button links.
 */
export interface FieldHost {
  load(
    t: TenantDb,
    objectId: number,
  ): Promise<{ templateId: number; values: FieldValues; placeholders: Record<string, string> } | null>;
  save(t: TenantDb, objectId: number, values: FieldValues): Promise<void>;
}

const hosts = new Map<FormKind, FieldHost>();

export function registerFieldHost(kind: FormKind, host: FieldHost): void {
  hosts.set(kind, host);
}

export const fieldHostOf = (kind: FormKind) => hosts.get(kind);

/** What a system field looks like in a template: shown, and required. */
export type SystemView = Record<string, { visible: boolean; required: boolean }>;

async function loadFieldSet(t: TenantDb, kind: FormKind, templateId?: number) {
  const template =
    templateId === undefined
      ? await q.defaultTemplate(t, kind)
      : await q.findTemplate(t, templateId, { withDeleted: true });
  if (!template || template.kind !== kind) throw formErrors.TEMPLATE_NOT_FOUND({ field: 'templateId' });
  return fieldSetOf(template, kind, await q.fieldRows(t, template.id));
}

/** A field set from its template (of `kind`) and the template's live field rows (by sort, then id). */
function fieldSetOf(template: q.TemplateRow, kind: FormKind, rows: q.FieldDefRow[]) {
  const fields = q.orderedFields(template.fieldOrder, rows).map(q.toFieldDef);
  const system: SystemView = {};
  for (const f of systemFieldsOf(kind, template.mode as TemplateMode)) {
    const view = template.systemView[f.key];
    system[f.key] = f.fixed
      ? { visible: true, required: f.required }
      : { visible: view?.visible ?? true, required: view ? view.visible && view.required : f.required };
  }
  return { template, fields, settings: q.settingsOf(template), system };
}

/**
 * The custom fields of a kind's template (its default template when `templateId` is absent), in
 * the designer's order, with the template's process settings and its system fields' view. Another
 * enterprise's template, or one of another kind, answers 404 TEMPLATE_NOT_FOUND. A deleted template
 * still answers, so records made with it keep showing their fields.
 */
export async function fieldDefsOf(t: TenantDb, kind: FormKind, templateId?: number): Promise<FieldSet> {
  const set = await loadFieldSet(t, kind, templateId);
  return { templateId: set.template.id, ...set };
}

/**
 * `fieldDefsOf` of a given template as the order-create path reads it: the template and its live
 * fields are one prepared statement on the pool (`q.templateWithFields`). Without a template id, or
 * in a caller's transaction, `fieldDefsOf` answers. Same outcome (and the same 404) either way.
 */
export async function fieldDefsPrepared(
  t: TenantDb & Pick<Tenant, 'app'>,
  kind: FormKind,
  templateId?: number,
): Promise<FieldSet> {
  if (templateId === undefined || t.db !== t.app.db) return fieldDefsOf(t, kind, templateId);
  const found = await q.templateWithFields(t.app.database, t.enterpriseId, templateId);
  if (!found || found.template.kind !== kind) throw formErrors.TEMPLATE_NOT_FOUND({ field: 'templateId' });
  const set = fieldSetOf(found.template, kind, found.fields);
  return { templateId: set.template.id, ...set };
}

/** A template's field set as fieldDefsOf answers it (pass it on to validateRecordValues to read it once). */
export type FieldSet = Awaited<ReturnType<typeof loadFieldSet>> & { templateId: number };

/** Role types of the caller, for per-field edit and view rights. */
export const roleTypesOf = (auth: Pick<Auth, 'roles'>) => auth.roles.map((r) => r.type);

/** The fields the caller may see under the template's field access (hosts use it for details and lists). */
export const viewableFields = (auth: Pick<Auth, 'roles'>, settings: ProcessSettings, fields: FieldDef[]) =>
  fields.filter((f) => fieldAllowed(settings, f.id, roleTypesOf(auth), 'view'));

/** Ids of the template's live fields the caller may not see (their values stay out of answers). */
export const hiddenFieldIds = (auth: Pick<Auth, 'roles'>, settings: ProcessSettings, fieldIds: string[]) => {
  const roleTypes = roleTypesOf(auth);
  return fieldIds.filter((id) => !fieldAllowed(settings, id, roleTypes, 'view'));
};

/**
 * A record's template as columns of the record's own statement, for a read that must not wait for a
 * second one (the order detail): its process settings as JSON text, and the ids of its live fields.
 */
export const templateAccessColumns = (enterpriseColumn: AnyColumn, templateId: AnyColumn) => ({
  settingsText: sql<string | null>`(select t.settings::text from form_templates t
    where t.enterprise_id = ${enterpriseColumn} and t.id = ${templateId})`,
  liveFieldIds: sql<string[]>`(select coalesce(array_agg(f.id::text order by f.id), '{}') from form_fields f
    where f.enterprise_id = ${enterpriseColumn} and f.template_id = ${templateId} and f.deleted_at is null)`,
});

const settingsByText = new Map<string, ProcessSettings>();
/** Process settings from their stored JSON text, parsed once per distinct text (they seldom change). */
export function settingsFromText(text: string | null): ProcessSettings {
  const key = text ?? '{}';
  let settings = settingsByText.get(key);
  if (!settings) {
    if (settingsByText.size >= 256) settingsByText.delete(settingsByText.keys().next().value!);
    settingsByText.set(key, (settings = q.settingsOf({ settings: JSON.parse(key) as ProcessSettings })));
  }
  return settings;
}

/**
 * Checks a record's custom values against its template: the values to store, or 400 FIELD_INVALID
 * naming the field (`field` = field id, message in the caller's language, `data.issues` all of them).
 * Fields the caller may not edit keep their previous values; values of deleted fields stay; files
 * must be the enterprise's own, and images at most 1 MB. A new record (no `previous`) cannot use a
 * disabled or deleted template.
 */
export async function validateRecordValues(
  t: TenantDb & { auth: Pick<Auth, 'roles'> },
  args: { kind: FormKind; templateId?: number; input: unknown; previous?: FieldValues; set?: FieldSet },
): Promise<{ templateId: number; values: FieldValues }> {
  const { template, fields, settings } =
    args.set && args.set.templateId === args.templateId && args.set.template.kind === args.kind
      ? args.set
      : await loadFieldSet(t, args.kind, args.templateId);
  if (!args.previous && (!template.enabled || template.deletedAt))
    throw formErrors.TEMPLATE_DISABLED({ field: 'templateId' });
  const input =
    args.input && typeof args.input === 'object' && !Array.isArray(args.input)
      ? (args.input as Record<string, unknown>)
      : {};
  const roleTypes = roleTypesOf(t.auth);
  const { values, issues } = validateValues(fields, input, {
    canEdit: (f) => fieldAllowed(settings, f.id, roleTypes, 'edit'),
    previous: args.previous,
  });
  if (issues.length) throw formIssueError('FIELD_INVALID', issues);
  const fileIssues = await checkFiles(t, fields, values);
  if (fileIssues.length) throw formIssueError('FIELD_INVALID', fileIssues);
  const current = new Set(fields.map((f) => f.id));
  const kept: FieldValues = {};
  for (const [key, value] of Object.entries(args.previous ?? {})) if (!current.has(key)) kept[key] = value;
  return { templateId: template.id, values: { ...kept, ...values } };
}

/** Files referenced by values must be the enterprise's; image controls need images of at most 1 MB. */
async function checkFiles(t: TenantDb, fields: FieldDef[], values: FieldValues) {
  const refs = referencedFiles(fields, values);
  if (!refs.length) return [];
  const ids = [...new Set(refs.map((r) => r.fileId))].filter((id) => Number.isSafeInteger(id));
  const found = ids.length
    ? await t.db
        .select({ id: files.id, mime: files.mime, size: files.size })
        .from(files)
        .where(mine(t, files, inArray(files.id, ids)))
    : [];
  const byId = new Map(found.map((f) => [f.id, f]));
  const issues: FormIssue[] = [];
  for (const ref of refs) {
    const field = fields.find((f) => f.id === ref.fieldId)!;
    const file = byId.get(ref.fileId);
    if (!file) issues.push({ field: field.id, fieldName: field.name, key: 'file' });
    else if (ref.image && (!file.mime.startsWith('image/') || file.size > IMAGE_MAX_BYTES))
      issues.push({ field: field.id, fieldName: field.name, key: 'image' });
  }
  return issues;
}

/** The values of one record as the generic list of spec-shell: id, numeric type code, value. */
export const genericFieldValues = (fields: FieldDef[], values: FieldValues) =>
  fields
    .filter((f) => f.type !== 'explain')
    .map((f) => ({
      id: f.id,
      code: f.code,
      name: f.name,
      type: CONTROL_TYPES[f.type],
      value: values[f.id] ?? null,
    }));

const filterError = () => formErrors.FILTER_INVALID({ field: 'customFilters' });

function filterValue(field: FieldDef, v: unknown): string | boolean {
  if (NUMERIC_CONTROLS.includes(field.type)) {
    const d = canonicalDecimal(v);
    if (d === null) throw filterError();
    return d;
  }
  if (field.type === 'switch') {
    if (typeof v === 'boolean') return v;
    if (v === 'true' || v === 'false') return v === 'true';
    throw filterError();
  }
  if (typeof v !== 'string' && typeof v !== 'number') throw filterError();
  return String(v);
}

/**
 * The SQL condition of list filters on custom values held in a jsonb column keyed by field id.
 * `eq` and `in` (and `contains` on multiple choices) are containment (`@>`), which a GIN
 * (jsonb_path_ops) index on the column serves; `contains` on a text is a case-insensitive match.
 * A filter on a field that is not in `fields`, or not filterable, answers 400 FILTER_INVALID.
 */
export function customFilterSql(
  column: SQL | AnyColumn,
  filters: CustomFilter[],
  fields: FieldDef[],
): SQL | undefined {
  const conds: SQL[] = [];
  const contains = (fieldId: string, value: unknown) =>
    sql`${column} @> ${JSON.stringify({ [fieldId]: value })}::jsonb`;
  for (const f of filters) {
    const field = fields.find((x) => x.id === f.fieldId);
    if (!field || !FILTERABLE_CONTROLS.includes(field.type)) throw filterError();
    const many = Array.isArray(f.value) ? f.value : [f.value];
    if (f.op !== 'in' && Array.isArray(f.value)) throw filterError();
    const isArray = field.type === 'checkbox';
    if (
      f.op === 'contains' &&
      !isArray &&
      !NUMERIC_CONTROLS.includes(field.type) &&
      field.type !== 'switch'
    ) {
      conds.push(sql`(${column} ->> ${f.fieldId}) ilike ${likePattern(String(filterValue(field, f.value)))}`);
      continue;
    }
    const alternatives = many.map((v) => {
      const value = filterValue(field, v);
      return contains(f.fieldId, isArray ? [value] : value);
    });
    conds.push(alternatives.length === 1 ? alternatives[0]! : sql`(${sql.join(alternatives, sql` or `)})`);
  }
  return conds.length ? sql`(${sql.join(conds, sql` and `)})` : undefined;
}

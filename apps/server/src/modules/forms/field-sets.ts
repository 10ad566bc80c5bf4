import { eq, inArray } from 'drizzle-orm';
import {
  checkFieldSet,
  fieldInputIssueText,
  fieldInputSchema,
  systemFieldsOf,
  type FieldDef,
  type FieldInput,
  type FormKind,
  type Locale,
  type TemplateMode,
} from '@fieldline/domain';
import { mine, withDb, type Tenant, type TenantDb } from '../../core/tenant';
import { formFields, formTemplates } from '../../db/schema';
import { fieldShapeError, formErrors, formIssueError, systemFieldFixedError } from './errors';
import * as q from './queries';
import { requireTemplate, templateOfKind } from './templates';

const systemOf = (t: q.TemplateRow) => systemFieldsOf(t.kind as FormKind, t.mode as TemplateMode);

/** The designer's order: the stored entries that still exist, then the rest in the default order. */
export function effectiveOrder(t: q.TemplateRow, rows: { id: number }[]) {
  const defaults = [...systemOf(t).map((f) => `s:${f.key}`), ...rows.map((r) => `c:${r.id}`)];
  const valid = new Set(defaults);
  const out: string[] = [];
  for (const e of [...t.fieldOrder, ...defaults]) if (valid.has(e) && !out.includes(e)) out.push(e);
  return out;
}

/** A template's whole field set as the designer and every form read it (GET /v2/temp/cusTempField). */
export async function fieldSetView(tenant: TenantDb, t: q.TemplateRow, locale: Locale) {
  const rows = await q.fieldRows(tenant, t.id);
  const order = effectiveOrder(t, rows);
  const fields = q.orderedFields(order, rows).map((r, sort) => ({ ...q.toFieldDef(r), sort }));
  const systemFields = systemOf(t).map((f) => {
    const view = t.systemView[f.key];
    const visible = f.fixed ? true : (view?.visible ?? true);
    return {
      key: f.key,
      name: f.name[locale],
      type: f.type,
      required: f.fixed ? f.required : view ? visible && view.required : f.required,
      fixed: f.fixed,
      block: f.block ?? null,
      visible,
    };
  });
  return {
    template: {
      id: t.id,
      name: t.name,
      kind: t.kind,
      mode: t.mode,
      isDefault: t.isDefault,
      enabled: t.enabled,
      settings: q.settingsOf(t),
      shareState: t.shareState,
    },
    systemFields,
    fields,
    order,
  };
}

/** The designer's list of system and custom fields in one order (GET /v2/fieldSort/tmplFieldList). */
export async function orderedEntries(tenant: TenantDb, t: q.TemplateRow, locale: Locale) {
  const view = await fieldSetView(tenant, t, locale);
  return view.order.map((key) => {
    if (key.startsWith('s:')) {
      const f = view.systemFields.find((s) => s.key === key.slice(2))!;
      return {
        key,
        system: true,
        name: f.name,
        type: f.type,
        required: f.required,
        visible: f.visible,
        fixed: f.fixed,
      };
    }
    const f = view.fields.find((c) => c.id === key.slice(2))!;
    return {
      key,
      system: false,
      id: f.id,
      name: f.name,
      type: f.type,
      required: f.required,
      visible: f.visible,
      fixed: false,
    };
  });
}

/** Parses one field definition, naming the key (`<prefix><key>`) and saying what is wrong in both languages. */
export function parseFieldInput(
  raw: unknown,
  prefix = '',
  schema: typeof fieldInputSchema | typeof fieldCreateSchema = fieldInputSchema,
): FieldInput {
  const result = schema.safeParse(raw);
  if (result.success) return result.data;
  const issue = result.error.issues[0]!;
  const key = issue.code === 'unrecognized_keys' ? (issue.keys[0] ?? '') : issue.path.map(String).join('.');
  throw fieldShapeError(
    { zh_CN: fieldInputIssueText(issue, 'zh_CN'), en_GB: fieldInputIssueText(issue, 'en_GB') },
    `${prefix}${key}`.replace(/\.$/, '') || 'fields',
  );
}
const fieldCreateSchema = fieldInputSchema.omit({ id: true });

type Def = Pick<FieldDef, 'code' | 'name' | 'type' | 'props' | 'condition'>;

/** The cross-field checks (codes, names, options, cascades, formulas, conditions) or 400 naming the field. */
function assertFieldSet(defs: Def[]) {
  const issues = checkFieldSet(defs);
  if (issues.length) throw formIssueError('FIELD_SET_INVALID', issues);
}

const fieldValues = (f: FieldInput) => ({
  code: f.code,
  name: f.name,
  required: f.required,
  visible: f.visible,
  help: f.help ?? null,
  props: f.props,
  condition: f.condition ?? null,
});

const touch = (tenant: TenantDb, t: q.TemplateRow, patch: Partial<typeof formTemplates.$inferInsert> = {}) =>
  tenant.db
    .update(formTemplates)
    .set({ ...patch, updatedAt: new Date() })
    .where(mine(tenant, formTemplates, eq(formTemplates.id, t.id)));

/** Resolves an order (`c:<code>` allowed for fields saved in the same call) or 400 naming the entry. */
function resolveOrder(t: q.TemplateRow, order: string[], rows: { id: number; code: string }[]) {
  const system = new Set(systemOf(t).map((f) => `s:${f.key}`));
  const out: string[] = [];
  for (const entry of order) {
    let key = entry;
    if (entry.startsWith('c:') && !/^c:\d+$/.test(entry)) {
      const row = rows.find((r) => r.code === entry.slice(2));
      key = row ? `c:${row.id}` : entry;
    }
    const ok = system.has(key) || (key.startsWith('c:') && rows.some((r) => `c:${r.id}` === key));
    if (!ok) throw formErrors.ORDER_INVALID({ field: 'order', params: { entry } });
    if (!out.includes(key)) out.push(key);
  }
  return out;
}

/**
 * Saves a template's whole custom field set: fields with an id are updated, new ones created, and
 * the ones left out deleted (softly: records keep their values). 400 names the field at fault.
 */
export async function saveFieldSet(
  tenant: Tenant,
  input: { templateId: number; fields: unknown[]; order?: string[] },
) {
  const parsed = input.fields.map((f, i) => parseFieldInput(f, `fields.${i}.`));
  return tenant.db.transaction(async (tx) => {
    const tt = withDb(tenant, tx);
    const t = await requireTemplate(tt, input.templateId, { lock: true, field: 'templateId' });
    const existing = await q.fieldRows(tt, t.id);
    const seen = new Set<number>();
    parsed.forEach((f, i) => {
      if (f.id === undefined) return;
      const row = existing.find((r) => r.id === f.id);
      if (!row || seen.has(f.id)) throw formErrors.FIELD_NOT_FOUND({ field: `fields.${i}.id` });
      if (row.type !== f.type)
        throw formErrors.FIELD_TYPE_FIXED({ field: `fields.${i}.type`, params: { name: row.name } });
      seen.add(f.id);
    });
    assertFieldSet(parsed);
    const now = new Date();
    const removed = existing.filter((r) => !seen.has(r.id)).map((r) => r.id);
    if (removed.length)
      await tx
        .update(formFields)
        .set({ deletedAt: now, updatedAt: now })
        .where(mine(tenant, formFields, inArray(formFields.id, removed)));
    // codes may be swapped between fields: free the changed ones first (the unique index is not deferred)
    const recoded = parsed.filter((f) => f.id && existing.find((r) => r.id === f.id)!.code !== f.code);
    for (const f of recoded)
      await tx
        .update(formFields)
        .set({ code: `~${f.id}` })
        .where(mine(tenant, formFields, eq(formFields.id, f.id!)));
    for (const [sort, f] of parsed.entries()) {
      if (f.id)
        await tx
          .update(formFields)
          .set({ ...fieldValues(f), sort, updatedAt: now })
          .where(mine(tenant, formFields, eq(formFields.id, f.id)));
      else
        await tx.insert(formFields).values({
          enterpriseId: tenant.enterpriseId,
          templateId: t.id,
          kind: t.kind,
          type: f.type,
          ...fieldValues(f),
          sort,
        });
    }
    const rows = await q.fieldRows(tt, t.id);
    let fieldOrder: string[] | undefined;
    if (input.order) fieldOrder = resolveOrder(t, input.order, rows);
    else if (t.fieldOrder.length) {
      // a stored order keeps its system places; the custom places follow the saved array
      const queue = parsed.map((f) => `c:${rows.find((r) => r.code === f.code)!.id}`);
      fieldOrder = effectiveOrder(t, rows).map((e) => (e.startsWith('c:') ? queue.shift()! : e));
    }
    await touch(tt, t, fieldOrder ? { fieldOrder } : {});
    return t.id;
  });
}

/** Adds one field to a kind's template (its default template unless `templateId`). */
export async function addField(tenant: Tenant, kind: FormKind | undefined, raw: Record<string, unknown>) {
  const { templateId, kind: _kind, ...rest } = raw as { templateId?: number; kind?: unknown };
  const f = parseFieldInput(rest, '', fieldCreateSchema);
  return tenant.db.transaction(async (tx) => {
    const tt = withDb(tenant, tx);
    const t = kind
      ? await templateOfKind(tt, kind, templateId, true)
      : await requireTemplate(tt, templateId!, { lock: true, field: 'templateId' });
    const rows = await q.fieldRows(tt, t.id);
    assertFieldSet([...rows.map(q.toFieldDef), f]);
    const sort = rows.reduce((m, r) => Math.max(m, r.sort + 1), 0);
    const [row] = await tx
      .insert(formFields)
      .values({
        enterpriseId: tenant.enterpriseId,
        templateId: t.id,
        kind: t.kind,
        type: f.type,
        ...fieldValues(f),
        sort,
      })
      .returning({ id: formFields.id });
    await touch(tt, t);
    return { id: row!.id, templateId: t.id };
  });
}

/** Changes one field (its control type stays); `kind` restricts it to that kind's templates. */
export async function updateField(tenant: Tenant, kind: FormKind | undefined, raw: Record<string, unknown>) {
  const { templateId: _t, kind: _k, ...rest } = raw;
  const f = parseFieldInput(rest);
  if (f.id === undefined) throw formErrors.FIELD_NOT_FOUND({ field: 'id' });
  await tenant.db.transaction(async (tx) => {
    const tt = withDb(tenant, tx);
    const row = await q.findField(tt, f.id!);
    if (!row || (kind && row.kind !== kind)) throw formErrors.FIELD_NOT_FOUND({ field: 'id' });
    const t = await requireTemplate(tt, row.templateId, { lock: true });
    if (row.type !== f.type) throw formErrors.FIELD_TYPE_FIXED({ field: 'type', params: { name: row.name } });
    const rows = await q.fieldRows(tt, t.id);
    assertFieldSet(rows.map((r) => (r.id === row.id ? { ...f, type: f.type } : q.toFieldDef(r))));
    await tx
      .update(formFields)
      .set({ ...fieldValues(f), updatedAt: new Date() })
      .where(mine(tenant, formFields, eq(formFields.id, row.id)));
    await touch(tt, t);
  });
}

/**
 * Deletes one field, softly: records keep its values. Refused (naming the other field) while a
 * formula or a condition of the template still refers to it.
 */
export async function deleteField(tenant: Tenant, kind: FormKind | undefined, id: number) {
  await tenant.db.transaction(async (tx) => {
    const tt = withDb(tenant, tx);
    const row = await q.findField(tt, id);
    if (!row || (kind && row.kind !== kind)) throw formErrors.FIELD_NOT_FOUND({ field: 'id' });
    const t = await requireTemplate(tt, row.templateId, { lock: true });
    const rows = await q.fieldRows(tt, t.id);
    assertFieldSet(rows.filter((r) => r.id !== id).map(q.toFieldDef));
    const now = new Date();
    await tx
      .update(formFields)
      .set({ deletedAt: now, updatedAt: now })
      .where(mine(tenant, formFields, eq(formFields.id, id)));
    await touch(tt, t);
  });
}

/** Shows, hides or (un)requires a system field; fixed system fields refuse (spec-business §3). */
export async function updateSystemFieldView(
  tenant: Tenant,
  input: { templateId: number; key: string; visible: boolean; required?: boolean },
) {
  await tenant.db.transaction(async (tx) => {
    const tt = withDb(tenant, tx);
    const t = await requireTemplate(tt, input.templateId, { lock: true, field: 'templateId' });
    const f = systemOf(t).find((s) => s.key === input.key);
    if (!f) throw formErrors.SYSTEM_FIELD_UNKNOWN({ field: 'key', params: { key: input.key } });
    if (f.fixed) {
      if (!input.visible || input.required === false)
        throw systemFieldFixedError(f.name, input.visible ? 'required' : 'visible');
      return;
    }
    const current = t.systemView[f.key];
    const required = input.visible && (input.required ?? current?.required ?? f.required);
    await touch(tt, t, { systemView: { ...t.systemView, [f.key]: { visible: input.visible, required } } });
  });
}

/** Saves the designer's order of system and custom fields. */
export async function sortFields(tenant: Tenant, input: { templateId: number; order: string[] }) {
  await tenant.db.transaction(async (tx) => {
    const tt = withDb(tenant, tx);
    const t = await requireTemplate(tt, input.templateId, { lock: true, field: 'templateId' });
    const rows = await q.fieldRows(tt, t.id);
    await touch(tt, t, { fieldOrder: resolveOrder(t, input.order, rows) });
  });
}

/** Back to the default order (system fields, then custom fields by sort). */
export async function resetFieldOrder(tenant: Tenant, templateId: number) {
  const t = await requireTemplate(tenant, templateId, { field: 'templateId' });
  await touch(tenant, t, { fieldOrder: [] });
}

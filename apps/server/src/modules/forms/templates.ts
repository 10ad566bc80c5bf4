import { eq, inArray, sql } from 'drizzle-orm';
import {
  LOCKED_PROCESS_NODES,
  SHARE_STATES,
  TEMPLATE_NAME_MAX,
  systemFieldsOf,
  type FormKind,
  type Locale,
  type ProcessSettings,
  type TemplateListQuery,
  type TemplateMode,
  type templateInputSchema,
  type templateUpdateSchema,
} from '@fieldline/domain';
import type { z } from 'zod';
import { isUniqueViolation } from '../../core/db-errors';
import { mine, withDb, type Tenant, type TenantDb } from '../../core/tenant';
import { customButtons, formFields, formTemplates } from '../../db/schema';
import { formErrors, lockedNodeError } from './errors';
import * as q from './queries';

type TemplateInput = z.infer<typeof templateInputSchema>;
type TemplateUpdate = z.infer<typeof templateUpdateSchema>;

const nameTaken = (name: string) => formErrors.TEMPLATE_NAME_TAKEN({ field: 'name', params: { name } });

async function unique<T>(name: string | undefined, run: () => Promise<T>) {
  try {
    return await run();
  } catch (err) {
    if (name && isUniqueViolation(err)) throw nameTaken(name);
    throw err;
  }
}

/** The default template of every kind for a new enterprise (registration, demo). */
export const createDefaultTemplates = (tenant: TenantDb, locale: Locale = 'zh_CN') =>
  q.ensureDefaultTemplates(tenant, locale);

export async function requireTemplate(
  tenant: TenantDb,
  id: number,
  opts: { lock?: boolean; field?: string } = {},
) {
  const t = await q.findTemplate(tenant, id, { lock: opts.lock });
  if (!t) throw formErrors.TEMPLATE_NOT_FOUND(opts.field ? { field: opts.field } : undefined);
  return t;
}

/** The kind's template by id (404 when it is of another kind), or its default template. */
export async function templateOfKind(tenant: TenantDb, kind: FormKind, templateId?: number, lock = false) {
  if (templateId === undefined) {
    const t = await q.defaultTemplate(tenant, kind);
    return lock ? requireTemplate(tenant, t.id, { lock }) : t;
  }
  const t = await requireTemplate(tenant, templateId, { lock, field: 'templateId' });
  if (t.kind !== kind) throw formErrors.TEMPLATE_NOT_FOUND({ field: 'templateId' });
  return t;
}

export async function listTemplates(tenant: Tenant, query: TemplateListQuery) {
  const locale = tenant.locale;
  await q.ensureDefaultTemplates(tenant, locale);
  const page = await q.listTemplates(tenant, query, query);
  return {
    total: page.total,
    list: page.list.map(({ shareNote, ...t }) => ({ ...t, shareNote: shareNote?.[locale] ?? null })),
  };
}

export async function createTemplate(tenant: Tenant, input: TemplateInput) {
  if (!q.isTemplated(input.kind)) throw formErrors.KIND_NOT_TEMPLATED({ field: 'kind' });
  if (input.mode === 'equipment' && input.kind !== 1) throw formErrors.MODE_NOT_SUPPORTED({ field: 'mode' });
  return unique(input.name, async () => {
    await q.ensureDefaultTemplates(tenant, 'zh_CN', [input.kind]);
    if (await q.templateNamed(tenant, input.kind, input.name)) throw nameTaken(input.name);
    const [row] = await tenant.db
      .insert(formTemplates)
      .values({
        enterpriseId: tenant.enterpriseId,
        kind: input.kind,
        name: input.name,
        mode: input.mode,
        description: input.description ?? null,
        settings: q.settingsOf({ settings: {} as ProcessSettings }),
        // after the kind's default template (sort 0)
        sort: 1,
      })
      .returning({ id: formTemplates.id });
    return { id: row!.id };
  });
}

/** Locked process nodes stay on; field access names only this template's fields. */
async function checkSettings(tenant: TenantDb, template: q.TemplateRow, settings: ProcessSettings) {
  for (const node of LOCKED_PROCESS_NODES) {
    if (settings.nodes[node] === false) throw lockedNodeError(node);
  }
  const keys = Object.keys(settings.fieldAccess);
  if (!keys.length) return;
  const system = new Set(
    systemFieldsOf(template.kind as FormKind, template.mode as TemplateMode).map((f) => f.key),
  );
  const custom = new Set((await q.fieldRows(tenant, template.id)).map((f) => String(f.id)));
  const unknown = keys.find((k) => !system.has(k) && !custom.has(k));
  if (unknown)
    throw formErrors.FIELD_ACCESS_UNKNOWN({
      field: `settings.fieldAccess.${unknown}`,
      params: { key: unknown },
    });
}

export async function editTemplate(tenant: Tenant, input: TemplateUpdate) {
  await unique(input.name, () =>
    tenant.db.transaction(async (tx) => {
      const tt = withDb(tenant, tx);
      const t = await requireTemplate(tt, input.id, { lock: true });
      if (input.enabled === false && t.isDefault)
        throw formErrors.DEFAULT_TEMPLATE_ALWAYS_ENABLED({ field: 'enabled' });
      if (input.name && (await q.templateNamed(tt, t.kind, input.name, t.id))) throw nameTaken(input.name);
      if (input.settings) await checkSettings(tt, t, input.settings);
      await tx
        .update(formTemplates)
        .set({
          ...(input.name === undefined ? {} : { name: input.name }),
          ...(input.enabled === undefined ? {} : { enabled: input.enabled }),
          ...(input.description === undefined ? {} : { description: input.description }),
          ...(input.settings === undefined ? {} : { settings: input.settings }),
          updatedAt: new Date(),
        })
        .where(mine(tenant, formTemplates, eq(formTemplates.id, t.id)));
    }),
  );
}

/** A free name for a copy: the name with 副本 (copy), shortened to fit 8 characters. */
async function copyName(tenant: TenantDb, kind: number, name: string) {
  for (let n = 1; n < 100; n++) {
    const suffix = n === 1 ? '副本' : `副本${n}`;
    const candidate = name.slice(0, TEMPLATE_NAME_MAX - suffix.length) + suffix;
    if (!(await q.templateNamed(tenant, kind, candidate))) return candidate;
  }
  throw nameTaken(name);
}

/** Copies a template with its fields, settings, system view and order (field ids are new). */
export async function copyTemplate(tenant: Tenant, id: number) {
  const ep = tenant.enterpriseId;
  return unique('副本', () =>
    tenant.db.transaction(async (tx) => {
      const tt = withDb(tenant, tx);
      const t = await requireTemplate(tt, id, { lock: true });
      if (!q.isTemplated(t.kind)) throw formErrors.KIND_NOT_TEMPLATED({ field: 'id' });
      const [copy] = await tx
        .insert(formTemplates)
        .values({
          enterpriseId: ep,
          kind: t.kind,
          name: await copyName(tt, t.kind, t.name),
          mode: t.mode,
          description: t.description,
          enabled: t.enabled,
          settings: t.settings,
          systemView: t.systemView,
          sort: t.sort,
        })
        .returning({ id: formTemplates.id });
      const rows = await q.fieldRows(tt, t.id);
      const idMap = new Map<string, string>();
      if (rows.length) {
        const inserted = await tx
          .insert(formFields)
          .values(
            rows.map((r) => ({
              enterpriseId: ep,
              templateId: copy!.id,
              kind: r.kind,
              code: r.code,
              name: r.name,
              type: r.type,
              required: r.required,
              visible: r.visible,
              help: r.help,
              props: r.props,
              condition: r.condition,
              sort: r.sort,
            })),
          )
          .returning({ id: formFields.id, code: formFields.code });
        for (const r of rows) idMap.set(String(r.id), String(inserted.find((i) => i.code === r.code)!.id));
      }
      const remap = (key: string) => idMap.get(key) ?? key;
      const settings = q.settingsOf(t);
      const fieldAccess = Object.fromEntries(
        Object.entries(settings.fieldAccess).map(([k, v]) => [remap(k), v]),
      );
      const fieldOrder = t.fieldOrder.map((e) => (e.startsWith('c:') ? `c:${remap(e.slice(2))}` : e));
      await tx
        .update(formTemplates)
        .set({ settings: { ...settings, fieldAccess }, fieldOrder })
        .where(mine(tenant, formTemplates, eq(formTemplates.id, copy!.id)));
      return { id: copy!.id };
    }),
  );
}

/** Deletes a template (soft: records keep it); the default template of a kind stays. */
export async function deleteTemplate(tenant: Tenant, id: number) {
  await tenant.db.transaction(async (tx) => {
    const t = await requireTemplate(withDb(tenant, tx), id, { lock: true });
    if (t.isDefault) throw formErrors.DEFAULT_TEMPLATE_UNDELETABLE({ field: 'id' });
    const now = new Date();
    await tx
      .update(formTemplates)
      .set({ deletedAt: now, updatedAt: now })
      .where(mine(tenant, formTemplates, eq(formTemplates.id, id)));
    await tx.delete(customButtons).where(mine(tenant, customButtons, eq(customButtons.templateId, id)));
  });
}

/** Templates of several ids, for hosts that show template names in their lists. */
export const templateNames = (tenant: TenantDb, ids: number[]) =>
  ids.length
    ? tenant.db
        .select({ id: formTemplates.id, name: formTemplates.name, kind: formTemplates.kind })
        .from(formTemplates)
        .where(mine(tenant, formTemplates, inArray(formTemplates.id, ids)))
    : Promise.resolve([]);

export const setShareState = (
  tenant: TenantDb,
  id: number,
  state: number,
  note: q.TemplateRow['shareNote'] = null,
) =>
  tenant.db
    .update(formTemplates)
    .set({ shareState: state, shareNote: note, updatedAt: sql`now()` })
    .where(mine(tenant, formTemplates, eq(formTemplates.id, id)));

export { SHARE_STATES };

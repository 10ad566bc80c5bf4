import { and, eq, inArray, sql } from 'drizzle-orm';
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
import type { Auth } from '../../core/auth';
import { isUniqueViolation } from '../../core/db-errors';
import type { Db } from '../../db/client';
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
export const createDefaultTemplates = (tx: Db, enterpriseId: number, locale: Locale = 'zh_CN') =>
  q.ensureDefaultTemplates(tx, enterpriseId, locale);

export async function requireTemplate(
  db: Db,
  ep: number,
  id: number,
  opts: { lock?: boolean; field?: string } = {},
) {
  const t = await q.findTemplate(db, ep, id, { lock: opts.lock });
  if (!t) throw formErrors.TEMPLATE_NOT_FOUND(opts.field ? { field: opts.field } : undefined);
  return t;
}

/** The kind's template by id (404 when it is of another kind), or its default template. */
export async function templateOfKind(db: Db, ep: number, kind: FormKind, templateId?: number, lock = false) {
  if (templateId === undefined) {
    const t = await q.defaultTemplate(db, ep, kind);
    return lock ? requireTemplate(db, ep, t.id, { lock }) : t;
  }
  const t = await requireTemplate(db, ep, templateId, { lock, field: 'templateId' });
  if (t.kind !== kind) throw formErrors.TEMPLATE_NOT_FOUND({ field: 'templateId' });
  return t;
}

export async function listTemplates(db: Db, ep: number, query: TemplateListQuery, locale: Locale) {
  await q.ensureDefaultTemplates(db, ep, locale);
  const page = await q.listTemplates(db, ep, query, query);
  return {
    total: page.total,
    list: page.list.map(({ shareNote, ...t }) => ({ ...t, shareNote: shareNote?.[locale] ?? null })),
  };
}

export async function createTemplate(db: Db, auth: Auth, input: TemplateInput) {
  const ep = auth.user.enterpriseId;
  if (!q.isTemplated(input.kind)) throw formErrors.KIND_NOT_TEMPLATED({ field: 'kind' });
  if (input.mode === 'equipment' && input.kind !== 1) throw formErrors.MODE_NOT_SUPPORTED({ field: 'mode' });
  return unique(input.name, async () => {
    await q.ensureDefaultTemplates(db, ep, 'zh_CN', [input.kind]);
    if (await q.templateNamed(db, ep, input.kind, input.name)) throw nameTaken(input.name);
    const [row] = await db
      .insert(formTemplates)
      .values({
        enterpriseId: ep,
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
async function checkSettings(db: Db, template: q.TemplateRow, settings: ProcessSettings) {
  for (const node of LOCKED_PROCESS_NODES) {
    if (settings.nodes[node] === false) throw lockedNodeError(node);
  }
  const keys = Object.keys(settings.fieldAccess);
  if (!keys.length) return;
  const system = new Set(
    systemFieldsOf(template.kind as FormKind, template.mode as TemplateMode).map((f) => f.key),
  );
  const custom = new Set(
    (await q.fieldRows(db, template.enterpriseId, template.id)).map((f) => String(f.id)),
  );
  const unknown = keys.find((k) => !system.has(k) && !custom.has(k));
  if (unknown)
    throw formErrors.FIELD_ACCESS_UNKNOWN({
      field: `settings.fieldAccess.${unknown}`,
      params: { key: unknown },
    });
}

export async function editTemplate(db: Db, auth: Auth, input: TemplateUpdate) {
  const ep = auth.user.enterpriseId;
  await unique(input.name, () =>
    db.transaction(async (tx) => {
      const t = await requireTemplate(tx, ep, input.id, { lock: true });
      if (input.enabled === false && t.isDefault)
        throw formErrors.DEFAULT_TEMPLATE_ALWAYS_ENABLED({ field: 'enabled' });
      if (input.name && (await q.templateNamed(tx, ep, t.kind, input.name, t.id)))
        throw nameTaken(input.name);
      if (input.settings) await checkSettings(tx, t, input.settings);
      await tx
        .update(formTemplates)
        .set({
          ...(input.name === undefined ? {} : { name: input.name }),
          ...(input.enabled === undefined ? {} : { enabled: input.enabled }),
          ...(input.description === undefined ? {} : { description: input.description }),
          ...(input.settings === undefined ? {} : { settings: input.settings }),
          updatedAt: new Date(),
        })
        .where(and(eq(formTemplates.enterpriseId, ep), eq(formTemplates.id, t.id)));
    }),
  );
}

/** A free name for a copy: the name with 副本 (copy), shortened to fit 8 characters. */
async function copyName(db: Db, ep: number, kind: number, name: string) {
  for (let n = 1; n < 100; n++) {
    const suffix = n === 1 ? '副本' : `副本${n}`;
    const candidate = name.slice(0, TEMPLATE_NAME_MAX - suffix.length) + suffix;
    if (!(await q.templateNamed(db, ep, kind, candidate))) return candidate;
  }
  throw nameTaken(name);
}

/** Copies a template with its fields, settings, system view and order (field ids are new). */
export async function copyTemplate(db: Db, auth: Auth, id: number) {
  const ep = auth.user.enterpriseId;
  return unique('副本', () =>
    db.transaction(async (tx) => {
      const t = await requireTemplate(tx, ep, id, { lock: true });
      if (!q.isTemplated(t.kind)) throw formErrors.KIND_NOT_TEMPLATED({ field: 'id' });
      const [copy] = await tx
        .insert(formTemplates)
        .values({
          enterpriseId: ep,
          kind: t.kind,
          name: await copyName(tx, ep, t.kind, t.name),
          mode: t.mode,
          description: t.description,
          enabled: t.enabled,
          settings: t.settings,
          systemView: t.systemView,
          sort: t.sort,
        })
        .returning({ id: formTemplates.id });
      const rows = await q.fieldRows(tx, ep, t.id);
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
        .where(and(eq(formTemplates.enterpriseId, ep), eq(formTemplates.id, copy!.id)));
      return { id: copy!.id };
    }),
  );
}

/** Deletes a template (soft: records keep it); the default template of a kind stays. */
export async function deleteTemplate(db: Db, auth: Auth, id: number) {
  const ep = auth.user.enterpriseId;
  await db.transaction(async (tx) => {
    const t = await requireTemplate(tx, ep, id, { lock: true });
    if (t.isDefault) throw formErrors.DEFAULT_TEMPLATE_UNDELETABLE({ field: 'id' });
    const now = new Date();
    await tx
      .update(formTemplates)
      .set({ deletedAt: now, updatedAt: now })
      .where(and(eq(formTemplates.enterpriseId, ep), eq(formTemplates.id, id)));
    await tx
      .delete(customButtons)
      .where(and(eq(customButtons.enterpriseId, ep), eq(customButtons.templateId, id)));
  });
}

/** Templates of several ids, for hosts that show template names in their lists. */
export const templateNames = (db: Db, ep: number, ids: number[]) =>
  ids.length
    ? db
        .select({ id: formTemplates.id, name: formTemplates.name, kind: formTemplates.kind })
        .from(formTemplates)
        .where(and(eq(formTemplates.enterpriseId, ep), inArray(formTemplates.id, ids)))
    : Promise.resolve([]);

export const setShareState = (
  db: Db,
  ep: number,
  id: number,
  state: number,
  note: q.TemplateRow['shareNote'] = null,
) =>
  db
    .update(formTemplates)
    .set({ shareState: state, shareNote: note, updatedAt: sql`now()` })
    .where(and(eq(formTemplates.enterpriseId, ep), eq(formTemplates.id, id)));

export { SHARE_STATES };

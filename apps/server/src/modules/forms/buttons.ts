import { arrayOverlaps, asc, count, eq, ilike, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import {
  LINK_PLACEHOLDER,
  checkFieldValue,
  fieldAllowed,
  isEmptyValue,
  type ButtonSaveInput,
  type FieldValue,
  type FormKind,
  type PageQuery,
} from '@fieldline/domain';
import type { Auth } from '../../core/auth';
import { coreErrors } from '../../core/errors';
import { customButtons } from '../../db/schema';
import { likePattern } from '../../core/sql';
import { mine, withDb, type Tenant, type TenantDb } from '../../core/tenant';
import { formErrors, formIssueError } from './errors';
import { fieldDefsOf, fieldHostOf, roleTypesOf, validateRecordValues } from './host';
import * as q from './queries';
import { templateOfKind } from './templates';

export interface ButtonFilter {
  kind?: FormKind;
  templateId?: number;
  keyword?: string;
}

const buttonColumns = {
  id: customButtons.id,
  kind: customButtons.kind,
  templateId: customButtons.templateId,
  name: customButtons.name,
  action: customButtons.action,
  roleTypes: customButtons.roleTypes,
  enabled: customButtons.enabled,
  sort: customButtons.sort,
  createdAt: customButtons.createdAt,
  updatedAt: customButtons.updatedAt,
};

const where = (t: TenantDb, f: ButtonFilter): SQL | undefined =>
  mine(
    t,
    customButtons,
    f.kind ? eq(customButtons.kind, f.kind) : undefined,
    f.templateId ? eq(customButtons.templateId, f.templateId) : undefined,
    f.keyword ? ilike(customButtons.name, likePattern(f.keyword)) : undefined,
  );

/** One page of buttons, on the index (enterprise, kind, sort, id). */
export async function listButtons(t: TenantDb, f: ButtonFilter, page: PageQuery) {
  const [list, total] = await Promise.all([
    t.db
      .select(buttonColumns)
      .from(customButtons)
      .where(where(t, f))
      .orderBy(asc(customButtons.kind), asc(customButtons.sort), asc(customButtons.id))
      .limit(page.pageSize)
      .offset(page.pageIndex * page.pageSize),
    countButtons(t, f),
  ]);
  return { list, total };
}

export const countButtons = (t: TenantDb, f: ButtonFilter) =>
  t.db
    .select({ n: count() })
    .from(customButtons)
    .where(where(t, f))
    .then((r) => Number(r[0]?.n ?? 0));

export async function requireButton(t: TenantDb, id: number, field?: string) {
  const [b] = await t.db
    .select(buttonColumns)
    .from(customButtons)
    .where(mine(t, customButtons, eq(customButtons.id, id)));
  if (!b) throw formErrors.BUTTON_NOT_FOUND(field ? { field } : undefined);
  return b;
}

/** Whether the caller's roles see a button (no roles = everyone; administrators see all). */
const seenBy = (auth: Pick<Auth, 'roles' | 'admin'>, roleTypes: number[]) =>
  auth.admin || roleTypes.length === 0 || roleTypesOf(auth).some((r) => roleTypes.includes(r));

/** The enabled buttons of a kind the caller sees, for a record of `templateId` (detail pages). */
export async function buttonsFor(t: Tenant, kind: FormKind, templateId?: number) {
  return t.db
    .select(buttonColumns)
    .from(customButtons)
    .where(
      mine(
        t,
        customButtons,
        eq(customButtons.kind, kind),
        eq(customButtons.enabled, true),
        templateId
          ? or(isNull(customButtons.templateId), eq(customButtons.templateId, templateId))
          : isNull(customButtons.templateId),
        t.admin
          ? undefined
          : or(
              sql`cardinality(${customButtons.roleTypes}) = 0`,
              // a caller without roles only sees buttons for everyone (`&&` of an empty list is not SQL)
              roleTypesOf(t.auth).length
                ? arrayOverlaps(customButtons.roleTypes, roleTypesOf(t.auth))
                : undefined,
            ),
      ),
    )
    .orderBy(asc(customButtons.sort), asc(customButtons.id));
}

/** A set-field action names a settable field of the kind (of the button's template, when it has one). */
async function checkAction(t: TenantDb, input: ButtonSaveInput) {
  if (input.action.type !== 'setField') return;
  const { fieldId, value } = input.action;
  const field = await q.findField(t, Number(fieldId));
  const fitting =
    field &&
    field.kind === input.kind &&
    (!input.templateId || field.templateId === input.templateId) &&
    !['explain', 'calculator'].includes(field.type);
  if (!fitting) throw formErrors.BUTTON_FIELD_INVALID({ field: 'action.fieldId' });
  if (isEmptyValue(value)) return;
  const def = q.toFieldDef(field);
  const checked = checkFieldValue(def, value);
  if ('error' in checked)
    throw formIssueError(
      'FIELD_INVALID',
      [{ field: def.id, fieldName: def.name, key: checked.error, params: checked.params }],
      'action.value',
    );
}

/** Adds a button, or changes it when `id` is given. */
export async function saveButton(t: Tenant, input: ButtonSaveInput) {
  return t.db.transaction(async (tx) => {
    const tt = withDb(t, tx);
    if (input.id) await requireButton(tt, input.id, 'id');
    if (input.templateId) await templateOfKind(tt, input.kind, input.templateId);
    await checkAction(tt, input);
    const values = {
      kind: input.kind,
      templateId: input.templateId ?? null,
      name: input.name,
      action: input.action,
      roleTypes: input.roleTypes,
      enabled: input.enabled,
      sort: input.sort,
    };
    if (input.id) {
      await tx
        .update(customButtons)
        .set({ ...values, updatedAt: new Date() })
        .where(mine(t, customButtons, eq(customButtons.id, input.id)));
      return { id: input.id };
    }
    const [row] = await tx
      .insert(customButtons)
      .values({ enterpriseId: t.enterpriseId, ...values })
      .returning({ id: customButtons.id });
    return { id: row!.id };
  });
}

/** Deletes buttons by id; one that is not the enterprise's refuses them all (404). */
export async function deleteButtons(t: Tenant, ids: number[]) {
  const unique = [...new Set(ids)];
  await t.db.transaction(async (tx) => {
    const deleted = await tx
      .delete(customButtons)
      .where(mine(t, customButtons, inArray(customButtons.id, unique)))
      .returning({ id: customButtons.id });
    if (deleted.length !== unique.length) throw formErrors.BUTTON_NOT_FOUND({ field: 'ids' });
  });
}

const fillLink = (url: string, placeholders: Record<string, string>) =>
  url.replace(LINK_PLACEHOLDER, (_m, key: string) => encodeURIComponent(placeholders[key] ?? ''));

/**
 * Clicks a button on one record: a link answers its URL with the record's placeholders filled in;
 * a set-field action checks the new value like any input and saves it through the record's host.
 */
export async function clickButton(t: Tenant, input: { buttonId: number; objectId: number }) {
  const button = await requireButton(t, input.buttonId, 'buttonId');
  if (!seenBy(t.auth, button.roleTypes)) throw formErrors.BUTTON_NOT_FOUND({ field: 'buttonId' });
  if (!button.enabled) throw formErrors.BUTTON_DISABLED({ field: 'buttonId' });
  const kind = button.kind as FormKind;
  const host = fieldHostOf(kind);
  if (!host) throw formErrors.OBJECT_NOT_FOUND({ field: 'objectId' });
  return t.db.transaction(async (tx) => {
    const tt = withDb(t, tx);
    const record = await host.load(tt, input.objectId);
    if (!record) throw formErrors.OBJECT_NOT_FOUND({ field: 'objectId' });
    if (button.templateId && button.templateId !== record.templateId)
      throw formErrors.BUTTON_NOT_APPLICABLE({ field: 'buttonId' });
    const action = button.action;
    if (action.type === 'link')
      return {
        type: 'link' as const,
        url: fillLink(action.url, { objectId: String(input.objectId), ...record.placeholders }),
      };
    const defs = await fieldDefsOf(tt, kind, record.templateId);
    const field = defs.fields.find((f) => f.id === action.fieldId);
    if (!field) throw formErrors.BUTTON_NOT_APPLICABLE({ field: 'buttonId' });
    if (!fieldAllowed(defs.settings, field.id, roleTypesOf(t.auth), 'edit')) throw coreErrors.NO_PERMISSION();
    const input2 = { ...record.values, [field.id]: action.value as FieldValue };
    const { values } = await validateRecordValues(tt, {
      kind,
      templateId: record.templateId,
      input: input2,
      previous: record.values,
    });
    await host.save(tt, input.objectId, values);
    return { type: 'setField' as const, fieldId: field.id, value: values[field.id] ?? null };
  });
}

import type { FormInstance } from 'antd';
import type { Locale } from '@fieldline/domain';
import { CUSTOM_VALUES_NAME, applyFormIssues } from '../../components/CustomFields';
import { isApiError } from '../../shell/request';

/**
 * Puts a server refusal onto the form: a custom field's FIELD_INVALID by field id, or a field the
 * server names by its path ("name", "contacts.0.phone"), never by message text. Answers whether
 * it did.
 */
export function showServerError(
  form: Pick<FormInstance, 'setFields'>,
  error: unknown,
  roots: readonly string[],
  locale: Locale,
  customFieldIds: readonly string[] = [],
): boolean {
  if (applyFormIssues(form, error, CUSTOM_VALUES_NAME, locale, customFieldIds)) return true;
  if (!isApiError(error) || !error.field) return false;
  const path = error.field.split('.').map((p) => (/^\d+$/.test(p) ? Number(p) : p));
  if (!roots.includes(String(path[0]))) return false;
  form.setFields([{ name: path, errors: [error.message] }]);
  return true;
}

/** Every field name the form may be refused on, so the request client leaves those to the form. */
export function formFieldNames(
  roots: readonly string[],
  lists: Record<string, { count: number; fields: readonly string[] }>,
  customFieldIds: readonly string[],
) {
  const names = [...roots, ...customFieldIds];
  for (const [list, { count, fields }] of Object.entries(lists))
    for (let i = 0; i < count; i++) for (const f of fields) names.push(`${list}.${i}.${f}`);
  return names;
}

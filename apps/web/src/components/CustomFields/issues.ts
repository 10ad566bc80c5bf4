import type { FormInstance } from 'antd';
import {
  formIssueText,
  validateValues,
  type FieldDef,
  type FieldValues,
  type FormIssue,
  type Locale,
} from '@fieldline/domain';

/** Where a form keeps a record's custom values (antd name path). */
export const CUSTOM_VALUES_NAME = ['customValues'];
export type NamePrefix = (string | number)[];

/** The server's refusal of one custom value: 400 with code FIELD_INVALID and the field's id. */
export const FIELD_INVALID = 'FIELD_INVALID';

interface FieldError {
  code?: string;
  field?: string;
  message: string;
}
const isFieldError = (e: unknown): e is FieldError =>
  typeof e === 'object' &&
  e !== null &&
  typeof (e as FieldError).message === 'string' &&
  typeof (e as FieldError).field === 'string';

/**
 * The field id a server error names: the bare id, or the id under the form's prefix written as a
 * dotted path ("customValues.12"), as long as it belongs to one of `fieldIds`.
 */
export function fieldIdOfError(field: string, prefix: NamePrefix, fieldIds?: readonly string[]) {
  const dotted = prefix.join('.') + '.';
  const id = prefix.length && field.startsWith(dotted) ? field.slice(dotted.length) : field;
  return !fieldIds || fieldIds.includes(id) ? id : null;
}

/**
 * Puts problems onto the form's custom fields: the domain's FormIssue[] (from validateValues, by
 * field id) or a server 400 `{ code: 'FIELD_INVALID', field }`, by code and field, never by
 * message text. Answers whether anything was put on a field.
 */
export function applyFormIssues(
  form: Pick<FormInstance, 'setFields'>,
  issues: readonly FormIssue[] | unknown,
  namePrefix: NamePrefix = CUSTOM_VALUES_NAME,
  locale: Locale = 'zh_CN',
  fieldIds?: readonly string[],
): boolean {
  if (Array.isArray(issues)) {
    const list = (issues as FormIssue[]).filter((i) => i.field && (!fieldIds || fieldIds.includes(i.field)));
    if (!list.length) return false;
    form.setFields(list.map((i) => ({ name: [...namePrefix, i.field], errors: [formIssueText(i, locale)] })));
    return true;
  }
  if (!isFieldError(issues) || issues.code !== FIELD_INVALID || !issues.field) return false;
  const id = fieldIdOfError(issues.field, namePrefix, fieldIds);
  if (id === null) return false;
  form.setFields([{ name: [...namePrefix, id], errors: [issues.message] }]);
  return true;
}

/**
 * The values to send for a form's custom fields: validateValues over what the form holds (hidden
 * fields dropped, calculators computed). Null after putting its issues on the fields.
 */
export function readCustomValues(
  form: Pick<FormInstance, 'getFieldValue' | 'setFields'>,
  fields: FieldDef[],
  namePrefix: NamePrefix = CUSTOM_VALUES_NAME,
  locale: Locale = 'zh_CN',
): FieldValues | null {
  const raw = (form.getFieldValue(namePrefix) ?? {}) as Record<string, unknown>;
  const { values, issues } = validateValues(fields, raw);
  if (issues.length) {
    applyFormIssues(form, issues, namePrefix, locale);
    return null;
  }
  return values;
}

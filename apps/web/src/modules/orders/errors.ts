import type { FormInstance } from 'antd';
import { FIELD_LABELS, issueText, type Locale } from '@fieldline/domain';
import type { z } from 'zod';
import { CUSTOM_VALUES_NAME, applyFormIssues } from '../../components/CustomFields';
import { isApiError } from '../../shell/request';
import { formPathOf } from './logic';

/**
 * Puts a refusal of the order form's call onto its field: a custom field's FIELD_INVALID by field
 * id, or the field the server names (code + field, never the message text). Answers whether it did.
 */
export function showOrderFormError(
  form: Pick<FormInstance, 'setFields'>,
  error: unknown,
  locale: Locale,
  customFieldIds: readonly string[],
): boolean {
  if (applyFormIssues(form, error, CUSTOM_VALUES_NAME, locale, customFieldIds)) return true;
  if (!isApiError(error) || !error.field) return false;
  const path = formPathOf(error.field);
  if (!path) return false;
  form.setFields([{ name: path, errors: [error.message] }]);
  return true;
}

/** Puts the domain schema's issues (orderCreateSchema / orderEditSchema) onto the form's fields. */
export function applySchemaIssues(
  form: Pick<FormInstance, 'setFields'>,
  issues: readonly z.core.$ZodIssue[],
  locale: Locale,
) {
  form.setFields(
    issues.flatMap((issue) => {
      const path = formPathOf(issue.path.join('.'));
      const label = FIELD_LABELS[String(issue.path[0])]?.[locale] ?? String(issue.path[0]);
      return path ? [{ name: path, errors: [issueText(issue, label, locale)] }] : [];
    }),
  );
}

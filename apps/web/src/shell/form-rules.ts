import type { FormInstance } from 'antd';
import type { Rule } from 'antd/es/form';
import type { z } from 'zod';
import { useTranslation } from 'react-i18next';
import { useMemo } from 'react';
import {
  DEFAULT_LOCALE,
  VALIDATION_MESSAGES,
  format,
  isLocale,
  issueText,
  type Locale,
} from '@fieldline/domain';
import { isApiError } from './request';

/**
 * A field's schema, or a loader of it: a page whose first paint should not wait for zod (sign-in) hands
 * a loader, and the schema's chunk loads when the field is first validated.
 */
export type FieldSchema = z.ZodType | (() => Promise<z.ZodType>);

/**
 * antd rules for one field: required, then the field's schema from the domain package (which also
 * trims, so blank text fails as required).
 */
export function fieldRules(schema: FieldSchema, label: string, locale: Locale): Rule[] {
  return [
    { required: true, message: requiredText(label, locale) },
    {
      validator: async (_rule, value: unknown) => {
        const problem = await schemaProblem(schema, label, locale, value);
        if (problem) throw new Error(problem);
      },
    },
  ];
}

const requiredText = (label: string, locale: Locale) =>
  format(VALIDATION_MESSAGES.required[locale], { field: label });

/** What the field's schema says of a filled-in value (nothing for an empty one: `required` speaks then). */
async function schemaProblem(
  schema: FieldSchema,
  label: string,
  locale: Locale,
  value: unknown,
): Promise<string | undefined> {
  if (value === undefined || value === null || value === '') return undefined;
  const loaded = typeof schema === 'function' ? await schema() : schema;
  const result = loaded.safeParse(value);
  return result.success ? undefined : issueText(result.error.issues[0]!, label, locale);
}

/**
 * The same two rules as fieldRules for a form not built on antd (the sign-in page, which loads no
 * antd): the message a required field with its schema shows for `value`, or undefined when it passes.
 */
export async function fieldProblem(
  schema: FieldSchema,
  label: string,
  locale: Locale,
  value: unknown,
): Promise<string | undefined> {
  if (value === undefined || value === null || value === '') return requiredText(label, locale);
  return schemaProblem(schema, label, locale, value);
}

/** A confirmation field must equal `otherField` (the domain's passwordMismatch rule). */
export function matchRule(otherField: string, locale: Locale): Rule {
  return ({ getFieldValue }) => ({
    validator: async (_rule, value: unknown) => {
      if (!value || value === getFieldValue(otherField)) return;
      throw new Error(VALIDATION_MESSAGES.passwordMismatch[locale]);
    },
  });
}

/** Rules bound to the language on screen. */
export function useFieldRules() {
  const { i18n } = useTranslation();
  const locale = isLocale(i18n.language) ? i18n.language : DEFAULT_LOCALE;
  return useMemo(
    () => ({
      field: (schema: FieldSchema, label: string) => fieldRules(schema, label, locale),
      match: (otherField: string) => matchRule(otherField, locale),
    }),
    [locale],
  );
}

/** Where a server refusal can be shown: an antd form, or the sign-in page's plain one (auth/plain). */
export type FieldErrorTarget = Pick<FormInstance, 'setFields'>;

/**
 * Puts a server refusal that names one of the form's fields onto that field (by the field name
 * the server sent, never by message text; an element's refusal goes on its list). Answers whether it did.
 */
export function showFieldError(form: FieldErrorTarget, error: unknown, fields: readonly string[]): boolean {
  if (!isApiError(error) || !error.field) return false;
  const field = fields.includes(error.field) ? error.field : formFieldOf(error.field);
  if (!field || !fields.includes(field)) return false;
  form.setFields([{ name: field, errors: [error.message] }]);
  return true;
}

/** The form field a server refusal names: `templateIds.0` belongs to `templateIds`. */
export const formFieldOf = (field: string | undefined) => field?.split('.')[0];

import { useMemo } from 'react';
import type { Rule } from 'antd/es/form';
import type { z } from 'zod';
import { format, issueText, VALIDATION_MESSAGES, type Locale, type Messages } from '@fieldline/domain';
import { useLocale } from './hooks';

/** A check by the domain's schema that passes an empty value (optional fields). */
export function optionalRule(schema: z.ZodType, label: string, locale: Locale): Rule {
  return {
    validator: async (_rule, value: unknown) => {
      if (value === undefined || value === null || value === '') return;
      const result = schema.safeParse(value);
      if (!result.success) throw new Error(issueText(result.error.issues[0]!, label, locale));
    },
  };
}

/** "{field} is required" in the domain's words, for fields a template makes required. */
export function requiredRule(label: string, locale: Locale): Rule {
  return { required: true, message: format(VALIDATION_MESSAGES.required[locale], { field: label }) };
}

/** Both rules bound to the language on screen. */
export function useOrderRules() {
  const locale = useLocale();
  return useMemo(
    () => ({
      optional: (schema: z.ZodType, label: string) => [optionalRule(schema, label, locale)],
      required: (label: string) => requiredRule(label, locale),
      locale,
    }),
    [locale],
  );
}

/** A message the domain registers beside its schemas (printMax, estimateBeforeAppointment). */
export const domainMessage = (key: 'printMax' | 'estimateBeforeAppointment', locale: Locale) =>
  (VALIDATION_MESSAGES as Record<string, Messages | undefined>)[key]?.[locale] ?? key;

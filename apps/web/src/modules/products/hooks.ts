import { useMemo } from 'react';
import type { FormInstance } from 'antd';
import type { Rule } from 'antd/es/form';
import type { z } from 'zod';
import { useTranslation } from 'react-i18next';
import { DEFAULT_LOCALE, isLocale, issueText } from '@fieldline/domain';
import { showFieldError } from '../../shell/form-rules';
import { isCancel, type CancelResult } from '../../shell/request';

export { useCan } from '../../shell/session/useCan';

/** A rule for an optional field: empty passes, anything else must pass the domain schema. */
export function useOptionalRule() {
  const { i18n } = useTranslation();
  const locale = isLocale(i18n.language) ? i18n.language : DEFAULT_LOCALE;
  return useMemo(
    () =>
      (schema: z.ZodType, label: string): Rule => ({
        validator: async (_rule, value: unknown) => {
          if (value === undefined || value === null || value === '') return;
          const result = schema.safeParse(value);
          if (!result.success) throw new Error(issueText(result.error.issues[0]!, label, locale));
        },
      }),
    [locale],
  );
}

/**
 * Runs a form's call: a cancelled duplicate answers undefined; a refusal naming one of `fields`
 * goes onto that field (the request client already showed any other refusal as a message).
 */
export async function submitForm<T>(
  form: FormInstance,
  fields: readonly string[],
  call: () => Promise<T | CancelResult>,
): Promise<T | undefined> {
  try {
    const result = await call();
    return isCancel(result) ? undefined : result;
  } catch (error) {
    showFieldError(form, error, fields);
    return undefined;
  }
}

/** Runs a call whose failures the request client already showed; answers whether it succeeded. */
export async function runAction(call: () => Promise<unknown>): Promise<boolean> {
  try {
    return !isCancel(await call());
  } catch {
    return false;
  }
}

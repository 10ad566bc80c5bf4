import { useMemo } from 'react';
import type { FormInstance } from 'antd';
import type { Rule } from 'antd/es/form';
import type { z } from 'zod';
import { issueText } from '@fieldline/domain';
import { isApiError, isCancel, type CancelResult } from '../../shell/request';
import { useLocale } from '../../shell/useLocale';
import { formFieldOf } from './logic';

export { useCan } from '../../shell/session/useCan';

/**
 * A rule that runs a field's schema from the domain package on whatever the field holds (optional
 * fields' schemas accept an empty value themselves), with the message in the language on screen.
 */
export function useSchemaRule() {
  const locale = useLocale();
  return useMemo(
    () =>
      (schema: z.ZodType, label: string): Rule => ({
        validator: async (_rule, value: unknown) => {
          const result = schema.safeParse(value ?? undefined);
          if (!result.success) throw new Error(issueText(result.error.issues[0]!, label, locale));
        },
      }),
    [locale],
  );
}

/**
 * Runs a form's call: a cancelled duplicate answers undefined; a refusal naming one of `fields`
 * (or an element of it, `templateIds.0`) goes onto that field.
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
    const field = isApiError(error) ? formFieldOf(error.field) : undefined;
    if (field && fields.includes(field) && isApiError(error))
      form.setFields([{ name: field, errors: [error.message] }]);
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

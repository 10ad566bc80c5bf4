import { useMemo } from 'react';
import type { Rule } from 'antd/es/form';
import type { z } from 'zod';
import { useTranslation } from 'react-i18next';
import { DEFAULT_LOCALE, isLocale, issueText } from '@fieldline/domain';

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

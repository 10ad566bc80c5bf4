import { useMemo } from 'react';
import type { Rule } from 'antd/es/form';
import type { z } from 'zod';
import { issueText } from '@fieldline/domain';
import { useLocale } from '../../shell/useLocale';

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

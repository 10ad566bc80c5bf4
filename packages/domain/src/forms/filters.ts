import { z } from 'zod';
import { FIELD_OPTION_MAX, FIELD_OPTIONS_MAX } from './limits';

/** How many custom-field conditions one list query may carry. */
export const CUSTOM_FILTERS_MAX = 10;
/** Longest `customFilters` query parameter (a JSON string). */
export const CUSTOM_FILTERS_PARAM_MAX = 4000;

const scalar = z.union([z.string().max(FIELD_OPTION_MAX * 4), z.number(), z.boolean()]);

/**
 * One condition on a custom field in a list query: `eq` a value, `in` one of several values, or
 * `contains` (an option of a multiple choice, or a substring of a text). `fieldId` is the field's
 * id, i.e. the key of its value in the record's custom values.
 */
export const customFilterItemSchema = z.strictObject({
  fieldId: z.string().regex(/^\d{1,18}$/, 'invalid'),
  op: z.enum(['eq', 'in', 'contains']),
  value: z.union([scalar, z.array(scalar).min(1).max(FIELD_OPTIONS_MAX)]),
});
export const customFilterSchema = z.array(customFilterItemSchema).max(CUSTOM_FILTERS_MAX);
export type CustomFilter = z.infer<typeof customFilterItemSchema>;

/**
 * The `customFilters` query parameter: the JSON text of a customFilterSchema array. Hosts put it in
 * their list query schemas: `customFilters: customFiltersParam`.
 */
export const customFiltersParam = z
  .string()
  .max(CUSTOM_FILTERS_PARAM_MAX)
  .transform((text, ctx) => {
    try {
      return JSON.parse(text) as unknown;
    } catch {
      ctx.addIssue({ code: 'custom', message: 'invalid' });
      return z.NEVER;
    }
  })
  .pipe(customFilterSchema)
  .optional();

/** The query-string form of filters, as the web sends them. */
export const customFiltersToParam = (filters: CustomFilter[]) =>
  filters.length ? JSON.stringify(filters) : undefined;

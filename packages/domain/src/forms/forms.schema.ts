import { z } from 'zod';
import { pageQuerySchema } from '../pagination';
import {
  idListSchema,
  idSchema,
  keywordSchema,
  looseQuery,
  requiredText,
  sortSchema,
} from '../organization/common';
import { CONTROL_TYPE_NAMES, type ControlType } from './controls';
import { FORM_KIND_VALUES, type FormKind } from './kinds';
import { CUSTOM_BUTTON_LINK_MAX, CUSTOM_BUTTON_NAME_MAX, FIELDS_PER_TEMPLATE_MAX } from './limits';

/** In a file of its own, so the web's route tables read it without this file's schemas. */
export { FORMS_ACCESS } from './permissions';

export const formKindSchema = z.coerce
  .number()
  .refine((v) => FORM_KIND_VALUES.includes(v as FormKind), { message: 'invalid' })
  .transform((v) => v as FormKind);

const boolQuery = z
  .enum(['true', 'false', '1', '0'])
  .transform((v) => v === 'true' || v === '1')
  .optional();

// ---- templates ----------------------------------------------------------------------------

export const templateListQuerySchema = pageQuerySchema.extend({
  kind: formKindSchema.optional(),
  keyword: keywordSchema,
  enabled: boolQuery,
  ...looseQuery,
});
export const templateIdBodySchema = z.strictObject({ id: idSchema });
export const templateIdQuerySchema = z.object({ id: idSchema, ...looseQuery });
export type TemplateListQuery = z.infer<typeof templateListQuerySchema>;

// ---- field sets -----------------------------------------------------------------------------

/** A designer order entry: `s:<systemKey>` or `c:<fieldId>` (`c:<code>` for a field saved in the same call). */
export const ORDER_ENTRY_PATTERN = /^(s:[A-Za-z][A-Za-z0-9_]*|c:(\d{1,18}|[A-Za-z][A-Za-z0-9_]*))$/;
export const fieldOrderSchema = z
  .array(z.string().max(40).regex(ORDER_ENTRY_PATTERN, 'invalid'))
  .max(FIELDS_PER_TEMPLATE_MAX + 60);

export const fieldSetQuerySchema = z.object({
  kind: formKindSchema,
  templateId: idSchema.optional(),
  ...looseQuery,
});
/**
 * The whole custom field set of a template. Each element is checked by the server against
 * `fieldInputSchema` (one message per field, naming it), so it is typed loosely here.
 */
export const fieldSetSaveSchema = z.strictObject({
  templateId: idSchema,
  fields: z.array(z.looseObject({}).meta({ description: 'fieldInputSchema' })).max(FIELDS_PER_TEMPLATE_MAX),
  order: fieldOrderSchema.optional(),
});
export const sysFieldViewSchema = z.strictObject({
  templateId: idSchema,
  key: z.string().trim().min(1).max(40),
  visible: z.boolean(),
  required: z.boolean().optional(),
});
export const fieldSortSchema = z.strictObject({ templateId: idSchema, order: fieldOrderSchema });
export const templateRefBodySchema = z.strictObject({ templateId: idSchema });
export const templateRefQuerySchema = z.object({ templateId: idSchema, ...looseQuery });

/** One field added to (or changed in) a kind's template: the field plus where it goes. */
export const oneFieldBodySchema = z
  .looseObject({ templateId: idSchema.optional() })
  .meta({ description: 'fieldInputSchema plus templateId (default: the kind’s default template)' });
export const fieldDetailSaveSchema = z
  .looseObject({ kind: formKindSchema.optional(), templateId: idSchema.optional() })
  .refine((b) => b.kind !== undefined || b.templateId !== undefined, {
    message: 'required',
    path: ['templateId'],
  })
  .meta({ description: 'fieldInputSchema plus templateId, or kind for its default template' });
export const fieldIdQuerySchema = z.object({ id: idSchema, ...looseQuery });
export const fieldValuesQuerySchema = z.object({ objectId: idSchema, ...looseQuery });
const fieldFilter = {
  kind: formKindSchema.optional(),
  templateId: idSchema.optional(),
  type: z.enum(CONTROL_TYPE_NAMES as [ControlType, ...ControlType[]]).optional(),
  keyword: keywordSchema,
  ...looseQuery,
};
export const fieldListQuerySchema = pageQuerySchema.extend(fieldFilter);
export const fieldCountQuerySchema = z.object(fieldFilter);
export type FieldListFilter = Omit<z.infer<typeof fieldCountQuerySchema>, 't'>;

// ---- custom buttons -------------------------------------------------------------------------

/** Placeholders a link may carry: `${name}`, filled from the record by its host. */
export const LINK_PLACEHOLDER = /\$\{([A-Za-z][A-Za-z0-9_.]*)\}/g;

const linkUrl = z
  .string()
  .trim()
  .min(1)
  .max(CUSTOM_BUTTON_LINK_MAX)
  .refine(
    (url) => {
      const filled = url.replace(LINK_PLACEHOLDER, 'x');
      if (/\$\{/.test(filled)) return false;
      if (filled.startsWith('/') && !filled.startsWith('//')) return true;
      try {
        const u = new URL(filled);
        return u.protocol === 'http:' || u.protocol === 'https:';
      } catch {
        return false;
      }
    },
    { message: 'invalid' },
  );

export const buttonActionSchema = z.discriminatedUnion('type', [
  z.strictObject({ type: z.literal('link'), url: linkUrl }),
  z.strictObject({
    type: z.literal('setField'),
    fieldId: z.string().regex(/^\d{1,18}$/, 'invalid'),
    /** The value to set (null clears the field); checked against the field like any input. */
    value: z.unknown().refine((v) => v !== undefined, { message: 'required' }),
  }),
]);
export type ButtonAction = z.infer<typeof buttonActionSchema>;

export const buttonSaveSchema = z.strictObject({
  id: idSchema.optional(),
  kind: formKindSchema,
  templateId: idSchema.nullish(),
  name: requiredText(CUSTOM_BUTTON_NAME_MAX),
  action: buttonActionSchema,
  /** Role types that see the button; empty = everyone. */
  roleTypes: z.array(z.number().int().min(1).max(11)).max(11).default([]),
  enabled: z.boolean().default(true),
  sort: sortSchema.default(0),
});
export type ButtonSaveInput = z.infer<typeof buttonSaveSchema>;
const buttonFilter = {
  kind: formKindSchema.optional(),
  templateId: idSchema.optional(),
  keyword: keywordSchema,
  ...looseQuery,
};
export const buttonListQuerySchema = pageQuerySchema.extend(buttonFilter);
export const buttonCountQuerySchema = z.object(buttonFilter);
export const buttonIdQuerySchema = z.object({ id: idSchema, ...looseQuery });
export const buttonsForQuerySchema = z.object({
  kind: formKindSchema,
  templateId: idSchema.optional(),
  ...looseQuery,
});
export const buttonClickSchema = z.strictObject({ buttonId: idSchema, objectId: idSchema });
export const buttonDeleteQuerySchema = z.object({
  ids: z
    .string()
    .max(20_000)
    .transform((s): unknown[] => s.split(',').filter(Boolean))
    .pipe(idListSchema().min(1)),
  ...looseQuery,
});

import { z } from 'zod';
import { pageQuerySchema } from '../pagination';
import { BATCH_IDS_MAX, TAG_COLOR_MAX, TAG_GROUP_NAME_MAX, TAG_NAME_MAX, USER_LINKS_MAX } from './limits';
import { idListSchema, idSchema, keywordSchema, looseQuery, requiredText, sortSchema } from './common';

export const objectKindSchema = z.coerce
  .number()
  .pipe(z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4), z.literal(5), z.literal(6)]));
/** A hex colour (#rgb, #rrggbb, #rrggbbaa) or a named preset colour ("blue", "geekblue"). */
const colorSchema = z
  .string()
  .trim()
  .max(TAG_COLOR_MAX)
  .regex(/^(#[0-9a-fA-F]{3,8}|[a-z-]{1,20})$/, 'invalid')
  .nullable()
  .optional();

export const tagCreateSchema = z.strictObject({
  objectKind: objectKindSchema,
  name: requiredText(TAG_NAME_MAX),
  color: colorSchema,
  groupId: idSchema.nullable().optional(),
  sort: sortSchema.optional(),
});
export const tagUpdateSchema = z.strictObject({
  id: idSchema,
  name: requiredText(TAG_NAME_MAX).optional(),
  color: colorSchema,
  groupId: idSchema.nullable().optional(),
  sort: sortSchema.optional(),
});
export const tagIdQuerySchema = z.object({ id: idSchema, ...looseQuery });
export const tagListQuerySchema = pageQuerySchema.extend({
  objectKind: objectKindSchema,
  groupId: idSchema.optional(),
  keyword: keywordSchema,
  ...looseQuery,
});
export const tagGroupCreateSchema = z.strictObject({
  objectKind: objectKindSchema,
  name: requiredText(TAG_GROUP_NAME_MAX),
  sort: sortSchema.optional(),
});
export const tagGroupUpdateSchema = z.strictObject({
  name: requiredText(TAG_GROUP_NAME_MAX).optional(),
  sort: sortSchema.optional(),
});
export const tagGroupListQuerySchema = pageQuerySchema.extend({
  objectKind: objectKindSchema,
  ...looseQuery,
});
export const tagObjectsSchema = z.strictObject({
  objectKind: objectKindSchema,
  objectIds: idListSchema(BATCH_IDS_MAX).min(1),
  tagIds: idListSchema(USER_LINKS_MAX).min(1),
});
export type TagCreateInput = z.infer<typeof tagCreateSchema>;
export type TagUpdateInput = z.infer<typeof tagUpdateSchema>;
export type TagObjectsInput = z.infer<typeof tagObjectsSchema>;

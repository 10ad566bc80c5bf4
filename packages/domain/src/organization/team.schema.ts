import { z } from 'zod';
import { pageQuerySchema } from '../pagination';
import { DESCRIPTION_MAX, PERSON_NAME_MAX } from '../limits';
import { ADDRESS_MAX, AREA_PART_MAX, TEAM_AREAS_MAX, TEAM_MEMBERS_MAX, TEAM_NAME_MAX } from './limits';
import { idSchema, keywordSchema, looseQuery, optionalPhone, optionalText, requiredText } from './common';

export const teamTypeSchema = z.union([z.literal(1), z.literal(2), z.literal(3)]);
export const serviceAreaSchema = z.strictObject({
  province: requiredText(AREA_PART_MAX),
  city: requiredText(AREA_PART_MAX).optional(),
  region: requiredText(AREA_PART_MAX).optional(),
});

const teamFields = {
  name: requiredText(TEAM_NAME_MAX),
  type: teamTypeSchema,
  /** Absent or null: a top-level team. */
  parentId: idSchema.nullable().optional(),
  areas: z.array(serviceAreaSchema).max(TEAM_AREAS_MAX).optional(),
  pickupAddress: optionalText(ADDRESS_MAX),
  recipient: optionalText(PERSON_NAME_MAX),
  pickupPhone: optionalPhone,
  description: optionalText(DESCRIPTION_MAX),
};
export const teamCreateSchema = z.strictObject(teamFields);
export const teamUpdateSchema = z.strictObject({
  ...teamFields,
  name: teamFields.name.optional(),
  type: teamFields.type.optional(),
});
export const teamMembersSchema = z.strictObject({
  members: z
    .array(z.strictObject({ userId: idSchema, isDispatcher: z.boolean().default(false) }))
    .max(TEAM_MEMBERS_MAX),
});
export const teamListQuerySchema = pageQuerySchema.extend({
  keyword: keywordSchema,
  type: z.coerce.number().pipe(teamTypeSchema).optional(),
  parentId: idSchema.optional(),
  ...looseQuery,
});
export const teamMembersQuerySchema = pageQuerySchema.extend(looseQuery);
export type TeamCreateInput = z.infer<typeof teamCreateSchema>;
export type TeamUpdateInput = z.infer<typeof teamUpdateSchema>;

import { z } from 'zod';
import { pageQuerySchema } from '../pagination';
import { PERSON_NAME_MAX } from '../limits';
import { phoneSchema } from '../auth/auth.schema';
import { USER_LINKS_MAX } from './limits';
import {
  boolQuery,
  idListSchema,
  idSchema,
  keywordSchema,
  looseQuery,
  requiredText,
  strongPassword,
} from './common';

export const userFilterSchema = z.object({
  keyword: keywordSchema,
  enabled: boolQuery,
  /** Includes the users of its sub-departments. */
  departmentId: idSchema.optional(),
  roleId: idSchema.optional(),
  teamId: idSchema.optional(),
  tagId: idSchema.optional(),
  providerId: idSchema.optional(),
  ...looseQuery,
});
export const userListQuerySchema = pageQuerySchema.extend(userFilterSchema.shape);
export type UserFilter = z.infer<typeof userFilterSchema>;

export const EMAIL_MAX = 100;
/** A user's email (the email message channel); blank or null clears it. */
const emailSchema = z
  .union([z.literal('').transform(() => null), z.email().max(EMAIL_MAX)])
  .nullable()
  .optional();

const links = (min = 0) => idListSchema(USER_LINKS_MAX).min(min);

/** Add a user; without a password a strong initial one is generated and answered once. */
export const userCreateSchema = z.strictObject({
  name: requiredText(PERSON_NAME_MAX),
  phone: phoneSchema,
  departmentId: idSchema,
  roleIds: links(1),
  teamIds: links().optional(),
  tagIds: links().optional(),
  password: strongPassword.optional(),
  email: emailSchema,
});
/** Edit a user; lists given replace the user's roles, teams or person tags. */
export const userUpdateSchema = z.strictObject({
  name: requiredText(PERSON_NAME_MAX).optional(),
  phone: phoneSchema.optional(),
  departmentId: idSchema.optional(),
  roleIds: links(1).optional(),
  teamIds: links().optional(),
  tagIds: links().optional(),
  email: emailSchema,
});
export const userPasswordSchema = z
  .strictObject({ password: strongPassword, confirmPassword: z.string().max(64).optional() })
  .refine((v) => v.confirmPassword === undefined || v.confirmPassword === v.password, {
    message: 'passwordMismatch',
    path: ['confirmPassword'],
  });
export type UserCreateInput = z.infer<typeof userCreateSchema>;
export type UserUpdateInput = z.infer<typeof userUpdateSchema>;

/** All users of a department and its sub-departments gain or lose tags or roles. */
export const byDepartmentTagsSchema = z.strictObject({
  departmentId: idSchema,
  tagIds: links(1),
});
export const byDepartmentRolesSchema = z.strictObject({
  departmentId: idSchema,
  roleIds: links(1),
});

export const roleUserListQuerySchema = pageQuerySchema.extend({ roleId: idSchema, ...looseQuery });

const timeBound = z.coerce
  .date()
  .refine((d) => d.getTime() > Date.UTC(1970, 0, 1) && d.getTime() < Date.UTC(2200, 0, 1), 'invalid');
export const travelFilterSchema = z.object({
  userId: idSchema,
  startTime: timeBound.optional(),
  endTime: timeBound.optional(),
  ...looseQuery,
});
export const travelListQuerySchema = pageQuerySchema.extend(travelFilterSchema.shape);
export type TravelFilter = z.infer<typeof travelFilterSchema>;

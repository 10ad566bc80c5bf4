import { z } from 'zod';
import { pageQuerySchema } from '../pagination';
import { ROLE_NAME_MAX } from './limits';
import { keywordSchema, looseQuery, requiredText } from './common';
import { ASSIGNABLE_PERMISSION_CODES } from './permissions';

const permissionList = z
  .array(z.string().max(20))
  .max(ASSIGNABLE_PERMISSION_CODES.size)
  .refine((codes) => codes.every((c) => ASSIGNABLE_PERMISSION_CODES.has(c)), 'invalid');
const dataScope = z.union([z.literal(1), z.literal(2), z.literal(3)]);

export const roleCreateSchema = z.strictObject({
  name: requiredText(ROLE_NAME_MAX),
  permissions: permissionList,
  dataScope,
});
export const roleUpdateSchema = z.strictObject({
  name: requiredText(ROLE_NAME_MAX).optional(),
  permissions: permissionList.optional(),
  dataScope: dataScope.optional(),
});
export const roleListQuerySchema = pageQuerySchema.extend({ keyword: keywordSchema, ...looseQuery });
export type RoleCreateInput = z.infer<typeof roleCreateSchema>;
export type RoleUpdateInput = z.infer<typeof roleUpdateSchema>;

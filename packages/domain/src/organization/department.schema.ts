import { z } from 'zod';
import { DEPARTMENT_NAME_MAX } from './limits';
import { idSchema, requiredText, sortSchema } from './common';

export const departmentCreateSchema = z.strictObject({
  parentId: idSchema,
  name: requiredText(DEPARTMENT_NAME_MAX),
  sort: sortSchema.optional(),
});
/** Rename, move (new parent) or reorder; moving under its own descendant is refused. */
export const departmentUpdateSchema = z.strictObject({
  name: requiredText(DEPARTMENT_NAME_MAX).optional(),
  parentId: idSchema.optional(),
  sort: sortSchema.optional(),
});
export type DepartmentCreateInput = z.infer<typeof departmentCreateSchema>;
export type DepartmentUpdateInput = z.infer<typeof departmentUpdateSchema>;

export interface DepartmentNode {
  id: number;
  parentId: number | null;
  name: string;
  sort: number;
  /** Users placed directly in this department. */
  userCount: number;
  /** Users of this department and all its sub-departments. */
  totalUserCount: number;
  children: DepartmentNode[];
}

import {
  ORG_ACCESS,
  SIGNED_IN,
  departmentCreateSchema,
  departmentUpdateSchema,
  idParamsSchema,
  looseQuery,
} from '@fieldline/domain';
import { z } from 'zod';
import { defineRoute } from '../../core/route';
import * as service from './service';

const tags = ['departments'];

export const departmentRoutes = [
  defineRoute({
    method: 'GET',
    url: '/department/tree',
    access: SIGNED_IN,
    tags,
    summary: 'The whole department tree with user counts (direct and including sub-departments)',
    query: z.object(looseQuery),
    handler: ({ tenant }) => service.departmentTree(tenant),
  }),
  defineRoute({
    method: 'POST',
    url: '/department',
    access: ORG_ACCESS.departments,
    tags,
    summary: 'Add a department under a parent',
    body: departmentCreateSchema,
    handler: ({ tenant, body }) => service.addDepartment(tenant, body),
  }),
  defineRoute({
    method: 'PUT',
    url: '/department/:id',
    access: ORG_ACCESS.departments,
    tags,
    summary: 'Rename, reorder or move a department (not under its own sub-departments)',
    params: idParamsSchema,
    body: departmentUpdateSchema,
    handler: async ({ tenant, params, body }) => {
      await service.updateDepartment(tenant, params.id, body);
      return null;
    },
  }),
  defineRoute({
    method: 'DELETE',
    url: '/department/:id',
    access: ORG_ACCESS.departments,
    tags,
    summary: 'Delete a department that has no sub-departments and no users (never the root)',
    params: idParamsSchema,
    handler: async ({ tenant, params }) => {
      await service.deleteDepartment(tenant, params.id);
      return null;
    },
  }),
];

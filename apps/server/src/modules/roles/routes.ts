import { z } from 'zod';
import {
  ORG_ACCESS,
  PERMISSION_EDITOR_TREE,
  ROLE_SELECTION_LIST,
  SIGNED_IN,
  idParamsSchema,
  looseQuery,
  roleCreateSchema,
  roleListQuerySchema,
  roleUpdateSchema,
} from '@fieldline/domain';
import { defineRoute } from '../../core/route';
import { listRoles } from './queries';
import * as service from './service';

const tags = ['roles'];
const noQuery = z.object(looseQuery);

export const roleRoutes = [
  defineRoute({
    method: 'GET',
    url: '/permission/tree',
    access: ORG_ACCESS.roles,
    tags,
    summary: 'The permission tree for the role editor: groups and codes, both languages',
    query: noQuery,
    handler: async () => PERMISSION_EDITOR_TREE,
  }),
  defineRoute({
    method: 'GET',
    url: '/role/selection',
    access: SIGNED_IN,
    tags,
    summary: 'The role selection list 0-9 (spec-business §6 list 2), both languages',
    query: noQuery,
    handler: async () => ROLE_SELECTION_LIST,
  }),
  defineRoute({
    method: 'GET',
    url: '/role/list',
    access: ORG_ACCESS.roles,
    tags,
    summary: 'One page of roles with permissions, data scope and user counts',
    query: roleListQuerySchema,
    handler: ({ tenant, query }) => listRoles(tenant, query, query, true),
  }),
  defineRoute({
    method: 'GET',
    url: '/role/:id',
    access: ORG_ACCESS.roles,
    tags,
    summary: 'One role with its permissions',
    params: idParamsSchema,
    handler: ({ tenant, params }) => service.requireRole(tenant, params.id),
  }),
  defineRoute({
    method: 'POST',
    url: '/role',
    access: ORG_ACCESS.roles,
    tags,
    summary: 'Add a custom role: name, permissions (codes of the tree) and data scope',
    body: roleCreateSchema,
    handler: ({ tenant, body }) => service.addRole(tenant, body),
  }),
  defineRoute({
    method: 'PUT',
    url: '/role/:id',
    access: ORG_ACCESS.roles,
    tags,
    summary: "Edit a role's name, permissions or data scope (the administrator role cannot be reduced)",
    params: idParamsSchema,
    body: roleUpdateSchema,
    handler: async ({ tenant, params, body }) => {
      await service.updateRole(tenant, params.id, body);
      return null;
    },
  }),
  defineRoute({
    method: 'DELETE',
    url: '/role/:id',
    access: ORG_ACCESS.roles,
    tags,
    summary: 'Delete a custom role that no user holds',
    params: idParamsSchema,
    handler: async ({ tenant, params }) => {
      await service.deleteRole(tenant, params.id);
      return null;
    },
  }),
  defineRoute({
    method: 'POST',
    url: '/role/:id/restore',
    access: ORG_ACCESS.roles,
    tags,
    summary: 'Restore a built-in role to its default permissions and data scope',
    params: idParamsSchema,
    handler: async ({ tenant, params }) => {
      await service.restoreRole(tenant, params.id);
      return null;
    },
  }),
];

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
import { requestLocale } from '../../core/i18n';
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
    handler: ({ req, auth, query }) =>
      listRoles(req.server.ctx.db, auth.user.enterpriseId, query, query, true),
  }),
  defineRoute({
    method: 'GET',
    url: '/role/:id',
    access: ORG_ACCESS.roles,
    tags,
    summary: 'One role with its permissions',
    params: idParamsSchema,
    handler: ({ req, auth, params }) =>
      service.requireRole(req.server.ctx.db, auth.user.enterpriseId, params.id),
  }),
  defineRoute({
    method: 'POST',
    url: '/role',
    access: ORG_ACCESS.roles,
    tags,
    summary: 'Add a custom role: name, permissions (codes of the tree) and data scope',
    body: roleCreateSchema,
    handler: ({ req, auth, body }) => service.addRole(req.server.ctx.db, auth, body),
  }),
  defineRoute({
    method: 'PUT',
    url: '/role/:id',
    access: ORG_ACCESS.roles,
    tags,
    summary: "Edit a role's name, permissions or data scope (the administrator role cannot be reduced)",
    params: idParamsSchema,
    body: roleUpdateSchema,
    handler: async ({ req, auth, params, body }) => {
      await service.updateRole(req.server.ctx.db, auth, params.id, body);
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
    handler: async ({ req, auth, params }) => {
      await service.deleteRole(req.server.ctx.db, auth, params.id);
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
    handler: async ({ req, auth, params }) => {
      await service.restoreRole(req.server.ctx.db, auth, params.id, requestLocale(req));
      return null;
    },
  }),
];

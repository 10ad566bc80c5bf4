import {
  ORG_ACCESS,
  idParamsSchema,
  userCreateSchema,
  userPasswordSchema,
  userUpdateSchema,
} from '@fieldline/domain';
import { defineRoute } from '../../core/route';
import * as service from './service';

const tags = ['users'];

export const userManageRoutes = [
  defineRoute({
    method: 'POST',
    url: '/user',
    access: ORG_ACCESS.userEdit,
    tags,
    summary:
      'Add a user (name, phone, department, roles, teams, tags); without a password a strong initial one is answered once',
    body: userCreateSchema,
    handler: ({ tenant, body }) => service.addUser(tenant, body),
  }),
  defineRoute({
    method: 'GET',
    url: '/user/:id',
    access: ORG_ACCESS.personnelView,
    tags,
    summary: 'Personnel detail: profile, department, roles, teams and tags (within my data scope)',
    params: idParamsSchema,
    handler: ({ tenant, params }) => service.userDetail(tenant, params.id),
  }),
  defineRoute({
    method: 'PUT',
    url: '/user/:id',
    access: ORG_ACCESS.userEdit,
    tags,
    summary: 'Edit a user; roleIds, teamIds and tagIds replace the current ones when given',
    params: idParamsSchema,
    body: userUpdateSchema,
    handler: async ({ tenant, params, body }) => {
      await service.updateUser(tenant, params.id, body);
      return null;
    },
  }),
  defineRoute({
    method: 'PUT',
    url: '/user/:id/disable',
    access: ORG_ACCESS.userEnable,
    tags,
    summary: "Disable a user; the user's sessions end",
    params: idParamsSchema,
    handler: async ({ tenant, params }) => {
      await service.setEnabled(tenant, params.id, false);
      return null;
    },
  }),
  defineRoute({
    method: 'PUT',
    url: '/user/:id/enable',
    access: ORG_ACCESS.userEnable,
    tags,
    summary: "Enable a user (within the package's seats)",
    params: idParamsSchema,
    handler: async ({ tenant, params }) => {
      await service.setEnabled(tenant, params.id, true);
      return null;
    },
  }),
  defineRoute({
    method: 'PUT',
    url: '/user/:id/password',
    access: ORG_ACCESS.userPassword,
    tags,
    summary: "Reset a user's password (strength rule); the user's sessions end",
    params: idParamsSchema,
    body: userPasswordSchema,
    handler: async ({ tenant, params, body }) => {
      await service.resetPassword(tenant, params.id, body.password);
      return null;
    },
  }),
];

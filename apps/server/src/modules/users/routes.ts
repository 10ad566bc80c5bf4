import { z } from 'zod';
import {
  ORG_ACCESS,
  SIGNED_IN,
  idSchema,
  keywordSchema,
  looseQuery,
  pageQuerySchema,
  roleUserListQuerySchema,
  userFilterSchema,
  userListQuerySchema,
} from '@fieldline/domain';
import { defineRoute } from '../../core/route';
import { listRoles } from '../roles';
import { exportUsers } from './export';
import { countUsers, listUsers, namesByIds } from './queries';

const tags = ['users'];

export const userRoutes = [
  defineRoute({
    method: 'POST',
    url: '/v2/user/export',
    access: ORG_ACCESS.personnelView,
    tags,
    summary:
      'Export the users I may see, with the list filters in the query, to .xlsx in the download centre',
    query: userFilterSchema,
    handler: ({ tenant, query }) => exportUsers(tenant, query),
  }),
  defineRoute({
    method: 'GET',
    url: '/v2/user/list',
    access: SIGNED_IN,
    tags,
    summary:
      'One page of the users I may see (data scope), by keyword, enabled, department (with sub-departments), role, team, tag or provider',
    query: userListQuerySchema,
    handler: async ({ tenant, query }) => {
      const [list, total] = await Promise.all([listUsers(tenant, query, query), countUsers(tenant, query)]);
      return { list, total };
    },
  }),
  defineRoute({
    method: 'GET',
    url: '/v2/user/count',
    access: SIGNED_IN,
    tags,
    summary: 'Number of the users I may see matching the filter',
    query: userFilterSchema,
    handler: ({ tenant, query }) => countUsers(tenant, query),
  }),
  defineRoute({
    method: 'POST',
    url: '/user/v2/names',
    access: SIGNED_IN,
    tags,
    summary: 'Names of users by id (ids of other enterprises are ignored)',
    body: z.strictObject({ ids: z.array(idSchema).max(1000) }),
    handler: ({ tenant, body }) => namesByIds(tenant, body.ids),
  }),
  defineRoute({
    method: 'GET',
    url: '/v2/user/getUserWithRole',
    access: SIGNED_IN,
    tags,
    summary: 'One page of the users I may see, each with its roles',
    query: userListQuerySchema,
    handler: async ({ tenant, query }) => {
      const [list, total] = await Promise.all([
        listUsers(tenant, query, query, true),
        countUsers(tenant, query),
      ]);
      return { list, total };
    },
  }),
  defineRoute({
    method: 'GET',
    url: '/v2/user/roleList',
    access: SIGNED_IN,
    tags,
    summary: 'Roles of my enterprise, for pickers',
    query: pageQuerySchema.extend({ keyword: keywordSchema, ...looseQuery }),
    handler: ({ tenant, query }) => listRoles(tenant, query, query),
  }),
  defineRoute({
    method: 'GET',
    url: '/user/roleUserList',
    access: ORG_ACCESS.personnelView,
    tags,
    summary: 'One page of the users holding a role (within my data scope)',
    query: roleUserListQuerySchema,
    handler: async ({ tenant, query }) => {
      const f = { roleId: query.roleId };
      const [list, total] = await Promise.all([listUsers(tenant, f, query), countUsers(tenant, f)]);
      return { list, total };
    },
  }),
  defineRoute({
    method: 'GET',
    url: '/user/roleUserList/count',
    access: ORG_ACCESS.personnelView,
    tags,
    summary: 'Number of the users holding a role (within my data scope)',
    query: z.object({ roleId: idSchema, ...looseQuery }),
    handler: ({ tenant, query }) => countUsers(tenant, { roleId: query.roleId }),
  }),
];

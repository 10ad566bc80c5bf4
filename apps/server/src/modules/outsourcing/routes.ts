import {
  ORG_ACCESS,
  idParamsSchema,
  providerCreateSchema,
  providerListQuerySchema,
  providerStaffQuerySchema,
  providerStaffSchema,
  providerUpdateSchema,
} from '@fieldline/domain';
import { defineRoute } from '../../core/route';
import { countUsers, listUsers } from '../users';
import { listProviders } from './queries';
import * as service from './service';

const tags = ['outsourcing'];
const access = ORG_ACCESS.providers;

export const providerRoutes = [
  defineRoute({
    method: 'GET',
    url: '/outsource/provider/list',
    access,
    tags,
    summary: 'One page of outsourced provider companies, by keyword or enabled',
    query: providerListQuerySchema,
    handler: ({ tenant, query }) => listProviders(tenant, query, query),
  }),
  defineRoute({
    method: 'GET',
    url: '/outsource/provider/:id',
    access,
    tags,
    summary: 'One outsourced provider company',
    params: idParamsSchema,
    handler: ({ tenant, params }) => service.requireProvider(tenant, params.id),
  }),
  defineRoute({
    method: 'POST',
    url: '/outsource/provider',
    access,
    tags,
    summary: 'Add an outsourced provider: name, contact, phone, team (type 3), description, enabled',
    body: providerCreateSchema,
    handler: ({ tenant, body }) => service.addProvider(tenant, body),
  }),
  defineRoute({
    method: 'PUT',
    url: '/outsource/provider/:id',
    access,
    tags,
    summary: 'Edit an outsourced provider; disabling it disables its staff',
    params: idParamsSchema,
    body: providerUpdateSchema,
    handler: async ({ tenant, params, body }) => {
      await service.updateProvider(tenant, params.id, body);
      return null;
    },
  }),
  defineRoute({
    method: 'DELETE',
    url: '/outsource/provider/:id',
    access,
    tags,
    summary: 'Delete an outsourced provider that has no staff',
    params: idParamsSchema,
    handler: async ({ tenant, params }) => {
      await service.deleteProvider(tenant, params.id);
      return null;
    },
  }),
  defineRoute({
    method: 'GET',
    url: '/outsource/provider/:id/staff',
    access,
    tags,
    summary: "One page of a provider's staff users",
    params: idParamsSchema,
    query: providerStaffQuerySchema,
    handler: async ({ tenant, params, query }) => {
      await service.requireProvider(tenant, params.id);
      const f = { providerId: params.id, enabled: query.enabled };
      const [list, total] = await Promise.all([listUsers(tenant, f, query), countUsers(tenant, f)]);
      return { list, total };
    },
  }),
  defineRoute({
    method: 'POST',
    url: '/outsource/provider/:id/staff',
    access,
    tags,
    summary:
      'Add a staff user of a provider (outsourced-provider role, sees only orders assigned to them); answers a generated password when none is given',
    params: idParamsSchema,
    body: providerStaffSchema,
    handler: ({ tenant, params, body }) => service.addStaff(tenant, params.id, body),
  }),
];

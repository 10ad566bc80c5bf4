import { z } from 'zod';
import {
  SERVICE_ITEM_ACCESS,
  idParamsSchema,
  serviceItemDeleteQuerySchema,
  serviceItemEnableSchema,
  serviceItemListQuerySchema,
  serviceItemSaveSchema,
} from '@fieldline/domain';
import { defineRoute } from '../../core/route';
import * as service from './service';

const tags = ['service-items'];

/** Service items (服务项目, spec-shell /serviceProject): what order service lines are priced from. */
export const serviceItemRoutes = [
  defineRoute({
    method: 'GET',
    url: '/v2/serviceProject/list',
    access: SERVICE_ITEM_ACCESS.view,
    tags,
    summary:
      'One page of service items (sort, then newest first): keyword in the name, category, enabled, templateId (usable on it: bound to it or to none)',
    query: serviceItemListQuerySchema,
    handler: ({ tenant, query }) => service.itemPage(tenant, query, query),
  }),
  defineRoute({
    method: 'GET',
    url: '/v2/serviceProject/Detail/:id',
    access: SERVICE_ITEM_ACCESS.view,
    tags,
    summary: 'One service item with its bound order templates',
    params: idParamsSchema,
    handler: ({ tenant, params }) => service.itemDetail(tenant, params.id),
  }),
  defineRoute({
    method: 'POST',
    url: '/v2/serviceProject/save',
    // adding needs the create code and changing the edit code: the service checks which
    access: SERVICE_ITEM_ACCESS.view,
    tags,
    summary:
      'Add a service item (no id) or change one (id): name under 50 and unique, price and commissions within 13 digits and 2 decimals, unit ≤ 5, templateIds live order templates',
    body: serviceItemSaveSchema,
    handler: ({ tenant, body }) => service.saveItem(tenant, body),
  }),
  defineRoute({
    method: 'PUT',
    url: '/v2/serviceProject/enable',
    access: SERVICE_ITEM_ACCESS.edit,
    tags,
    summary: 'Enable or disable several service items; all must exist, else nothing changes',
    body: serviceItemEnableSchema,
    handler: ({ tenant, body }) => service.enableItems(tenant, body.ids, body.enabled),
  }),
  defineRoute({
    method: 'DELETE',
    url: '/v2/serviceProject/delete',
    access: SERVICE_ITEM_ACCESS.delete,
    tags,
    summary: 'Delete service items (`ids=1,2` in the query); all must exist, else nothing is deleted',
    query: serviceItemDeleteQuerySchema,
    handler: ({ tenant, query }) => service.deleteItems(tenant, query.ids),
  }),
  defineRoute({
    method: 'GET',
    url: '/v2/serviceProject/categories',
    access: SERVICE_ITEM_ACCESS.view,
    tags,
    summary: 'The categories in use with their item counts, by name',
    query: z.object({ t: z.unknown().optional() }),
    handler: ({ tenant }) => service.itemCategories(tenant),
  }),
];

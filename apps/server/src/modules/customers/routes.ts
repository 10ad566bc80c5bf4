import {
  CUSTOMER_ACCESS,
  customerCreateSchema,
  customerFilterSchema,
  customerIdQuerySchema,
  customerIdsSchema,
  customerListQuerySchema,
  customerSettingSchema,
  customerUpdateSchema,
  idsQuerySchema,
  looseQuery,
  recycleListQuerySchema,
} from '@fieldline/domain';
import { z } from 'zod';
import { defineRoute } from '../../core/route';
import { fileRoutes } from './file-routes';
import { linkRoutes } from './link-routes';
import * as grants from './grants';
import * as service from './service';
import './hosts';

const tags = ['customers'];
const noQuery = z.object(looseQuery);

/** Customers (spec-shell §7 "Customers"): list, detail, add, edit, recycle bin, field set, settings. */
export const customerRoutes = [
  defineRoute({
    method: 'GET',
    url: '/v2/customer/epCustomerList',
    access: CUSTOMER_ACCESS.view,
    tags,
    summary:
      'One page of the customers I may see, by keyword (name, contact name or phone), owner, service team (serviceGroupId), tag or custom fields (customFilters)',
    query: customerListQuerySchema,
    handler: ({ tenant, query }) => service.customerList(tenant, query),
  }),
  defineRoute({
    method: 'GET',
    url: '/v2/customer/customerListCount',
    access: CUSTOMER_ACCESS.view,
    tags,
    summary: 'Number of the customers I may see matching the list filters',
    query: customerFilterSchema,
    handler: ({ tenant, query }) => service.customerCount(tenant, query),
  }),
  defineRoute({
    method: 'GET',
    url: '/v2/customer/detail',
    access: CUSTOMER_ACCESS.view,
    tags,
    summary: 'One customer: profile, custom values, tags, contacts and addresses',
    query: customerIdQuerySchema,
    handler: ({ tenant, query }) => service.customerDetail(tenant, query.id),
  }),
  defineRoute({
    method: 'POST',
    url: '/v2/customer/addCustomer',
    access: CUSTOMER_ACCESS.create,
    tags,
    summary:
      'Add a customer with its contacts (at least one), addresses, tags, owner, service team and custom values; answers { id, warnings } (noCoordinates with the index of each address the map provider could not place)',
    body: customerCreateSchema,
    handler: ({ tenant, body }) => service.createCustomer(tenant, body),
  }),
  defineRoute({
    method: 'PUT',
    url: '/v2/customer/update',
    access: CUSTOMER_ACCESS.edit,
    tags,
    summary: "Edit a customer's name, owner, service team, tags or custom values",
    body: customerUpdateSchema,
    handler: async ({ tenant, body }) => {
      await service.updateCustomer(tenant, body);
      return null;
    },
  }),
  defineRoute({
    method: 'DELETE',
    url: '/v2/customer/delete',
    access: CUSTOMER_ACCESS.delete,
    tags,
    summary: 'Move customers (ids=1,2) to the recycle bin',
    query: idsQuerySchema,
    handler: ({ tenant, query }) => service.deleteCustomers(tenant, query.ids),
  }),
  defineRoute({
    method: 'GET',
    url: '/v2/customer/recycleBin',
    access: CUSTOMER_ACCESS.recycleBin,
    tags,
    summary: 'One page of the customers in the recycle bin that I may see',
    query: recycleListQuerySchema,
    handler: ({ tenant, query }) => service.customerList(tenant, query, true),
  }),
  defineRoute({
    method: 'PUT',
    url: '/v2/customer/reduction',
    access: CUSTOMER_ACCESS.recycleBin,
    tags,
    summary: 'Restore customers from the recycle bin (refused when the name is taken meanwhile)',
    body: customerIdsSchema,
    handler: ({ tenant, body }) => service.restoreCustomers(tenant, body.ids),
  }),
  defineRoute({
    method: 'DELETE',
    url: '/v2/customer/purge',
    access: CUSTOMER_ACCESS.recycleBin,
    adminOnly: true,
    tags,
    summary: 'Delete customers in the recycle bin (ids=1,2) for good; administrators only',
    query: idsQuerySchema,
    handler: ({ tenant, query }) => service.purgeCustomers(tenant, query.ids),
  }),
  defineRoute({
    method: 'GET',
    url: '/v2/customer/cusTemplate',
    access: CUSTOMER_ACCESS.view,
    tags,
    summary: 'The customer field set: custom fields I may see and the system fields shown',
    query: noQuery,
    handler: ({ tenant }) => service.customerTemplate(tenant),
  }),
  defineRoute({
    method: 'GET',
    url: '/v2/customer/hide/setting/detail',
    access: CUSTOMER_ACCESS.view,
    tags,
    summary:
      'Which customer fields are hidden and from whom: system field view, per-field access, keys hidden from me',
    query: noQuery,
    handler: ({ tenant }) => service.hideSetting(tenant),
  }),
  defineRoute({
    method: 'GET',
    url: '/v2/customer/setting',
    access: CUSTOMER_ACCESS.view,
    tags,
    summary: 'Customer parameters: who sees which customers (1 everyone all, 2 by data scope)',
    query: noQuery,
    handler: ({ tenant }) => grants.customerSetting(tenant),
  }),
  defineRoute({
    method: 'PUT',
    url: '/v2/customer/setting',
    access: CUSTOMER_ACCESS.settings,
    tags,
    summary: 'Set the customer parameters',
    body: customerSettingSchema,
    handler: async ({ tenant, body }) => {
      await grants.saveCustomerSetting(tenant, body);
      return null;
    },
  }),
  ...linkRoutes,
  ...fileRoutes,
];

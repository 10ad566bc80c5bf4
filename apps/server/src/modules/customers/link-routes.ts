import {
  CUSTOMER_ACCESS,
  addressGeocodeSchema,
  addressListQuerySchema,
  addressSaveSchema,
  batchPermissionSchema,
  contactSaveSchema,
  customerIdQuerySchema,
  linkListQuerySchema,
  savePermissionSchema,
  setDefaultSchema,
} from '@fieldline/domain';
import { defineRoute } from '../../core/route';
import * as links from './contacts';
import * as grants from './grants';

const tags = ['customers'];

const contactList = defineRoute({
  method: 'GET',
  url: '/v2/customer/epLinkPersonList',
  access: CUSTOMER_ACCESS.view,
  tags,
  summary: 'One page of contacts across the customers I may see (or of one customer), by name or phone',
  query: linkListQuerySchema,
  handler: ({ tenant, query }) => links.contactList(tenant, query, query),
});

/** Contacts, addresses and grants of customers. */
export const linkRoutes = [
  contactList,
  { ...contactList, url: '/customer/linkperson/list' },
  defineRoute({
    method: 'POST',
    url: '/customer/linkperson/save',
    access: CUSTOMER_ACCESS.edit,
    tags,
    summary: 'Add (no id) or edit a contact of a customer; isDefault makes it the default',
    body: contactSaveSchema,
    handler: ({ tenant, body }) => links.saveContact(tenant, body),
  }),
  defineRoute({
    method: 'POST',
    url: '/customer/linkperson/setDefault',
    access: CUSTOMER_ACCESS.edit,
    tags,
    summary: "Make a contact its customer's default",
    body: setDefaultSchema,
    handler: async ({ tenant, body }) => {
      await links.setDefaultContact(tenant, body.id);
      return null;
    },
  }),
  defineRoute({
    method: 'DELETE',
    url: '/customer/linkperson/delete',
    access: CUSTOMER_ACCESS.edit,
    tags,
    summary: 'Delete a contact (id); the default contact cannot be deleted',
    query: customerIdQuerySchema,
    handler: async ({ tenant, query }) => {
      await links.deleteContact(tenant, query.id);
      return null;
    },
  }),
  defineRoute({
    method: 'GET',
    url: '/customer/address/list',
    access: CUSTOMER_ACCESS.view,
    tags,
    summary:
      'One page of addresses across the customers I may see (or of one customer), by address or customer name, and with (located=1) or without (located=0) coordinates',
    query: addressListQuerySchema,
    handler: ({ tenant, query }) => links.addressList(tenant, query, query),
  }),
  defineRoute({
    method: 'POST',
    url: '/customer/address/save',
    access: CUSTOMER_ACCESS.edit,
    tags,
    summary:
      "Add (no id) or edit a customer's address; the first address becomes the default. Placed with the map provider unless lng and lat are sent; answers { id, lng, lat, warnings } with a noCoordinates warning when it was saved without coordinates",
    body: addressSaveSchema,
    handler: ({ tenant, body }) => links.saveAddress(tenant, body),
  }),
  defineRoute({
    method: 'POST',
    url: '/customer/address/geocode',
    access: CUSTOMER_ACCESS.edit,
    tags,
    summary:
      'Locate an address (id) again with the map provider and store its coordinates; 400 NO_COORDINATES when it cannot be placed',
    body: addressGeocodeSchema,
    handler: ({ tenant, body }) => links.locateAddress(tenant, body.id),
  }),
  defineRoute({
    method: 'POST',
    url: '/customer/address/setDefault',
    access: CUSTOMER_ACCESS.edit,
    tags,
    summary: "Make an address its customer's default",
    body: setDefaultSchema,
    handler: async ({ tenant, body }) => {
      await links.setDefaultAddress(tenant, body.id);
      return null;
    },
  }),
  defineRoute({
    method: 'DELETE',
    url: '/customer/address/delete',
    access: CUSTOMER_ACCESS.edit,
    tags,
    summary: 'Delete an address (id); the default address cannot be deleted',
    query: customerIdQuerySchema,
    handler: async ({ tenant, query }) => {
      await links.deleteAddress(tenant, query.id);
      return null;
    },
  }),
  defineRoute({
    method: 'GET',
    url: '/v2/customer/permission/list',
    access: CUSTOMER_ACCESS.assign,
    tags,
    summary: 'The users a customer (id) is granted to',
    query: customerIdQuerySchema,
    handler: ({ tenant, query }) => grants.grantList(tenant, query.id),
  }),
  defineRoute({
    method: 'POST',
    url: '/v2/customer/savePermission',
    access: CUSTOMER_ACCESS.assign,
    tags,
    summary: 'Grant a customer to exactly these users (replaces its grants)',
    body: savePermissionSchema,
    handler: ({ tenant, body }) => grants.savePermission(tenant, body),
  }),
  defineRoute({
    method: 'POST',
    url: '/v2/customer/batchAddPermission',
    access: CUSTOMER_ACCESS.assign,
    tags,
    summary: 'Grant every listed customer to every listed user; answers how many grants were added',
    body: batchPermissionSchema,
    handler: ({ tenant, body }) => grants.batchAddPermission(tenant, body),
  }),
  defineRoute({
    method: 'POST',
    url: '/v2/customer/batchRemovePermission',
    access: CUSTOMER_ACCESS.assign,
    tags,
    summary: 'End the grants of the listed users on the listed customers',
    body: batchPermissionSchema,
    handler: ({ tenant, body }) => grants.batchRemovePermission(tenant, body),
  }),
];

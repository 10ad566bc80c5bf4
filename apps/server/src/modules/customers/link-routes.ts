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
import { requestLocale } from '../../core/i18n';
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
  handler: ({ req, auth, query }) => links.contactList(req.server.ctx.db, auth, query, query),
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
    handler: ({ req, auth, body }) => links.saveContact(req.server.ctx.db, auth, body),
  }),
  defineRoute({
    method: 'POST',
    url: '/customer/linkperson/setDefault',
    access: CUSTOMER_ACCESS.edit,
    tags,
    summary: "Make a contact its customer's default",
    body: setDefaultSchema,
    handler: async ({ req, auth, body }) => {
      await links.setDefaultContact(req.server.ctx.db, auth, body.id);
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
    handler: async ({ req, auth, query }) => {
      await links.deleteContact(req.server.ctx.db, auth, query.id);
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
    handler: ({ req, auth, query }) => links.addressList(req.server.ctx.db, auth, query, query),
  }),
  defineRoute({
    method: 'POST',
    url: '/customer/address/save',
    access: CUSTOMER_ACCESS.edit,
    tags,
    summary:
      "Add (no id) or edit a customer's address; the first address becomes the default. Placed with the map provider unless lng and lat are sent; answers { id, lng, lat, warnings } with a noCoordinates warning when it was saved without coordinates",
    body: addressSaveSchema,
    handler: ({ req, auth, body }) => links.saveAddress(req.server.ctx, auth, body, requestLocale(req)),
  }),
  defineRoute({
    method: 'POST',
    url: '/customer/address/geocode',
    access: CUSTOMER_ACCESS.edit,
    tags,
    summary:
      'Locate an address (id) again with the map provider and store its coordinates; 400 NO_COORDINATES when it cannot be placed',
    body: addressGeocodeSchema,
    handler: ({ req, auth, body }) => links.locateAddress(req.server.ctx, auth, body.id),
  }),
  defineRoute({
    method: 'POST',
    url: '/customer/address/setDefault',
    access: CUSTOMER_ACCESS.edit,
    tags,
    summary: "Make an address its customer's default",
    body: setDefaultSchema,
    handler: async ({ req, auth, body }) => {
      await links.setDefaultAddress(req.server.ctx.db, auth, body.id);
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
    handler: async ({ req, auth, query }) => {
      await links.deleteAddress(req.server.ctx.db, auth, query.id);
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
    handler: ({ req, auth, query }) => grants.grantList(req.server.ctx.db, auth, query.id),
  }),
  defineRoute({
    method: 'POST',
    url: '/v2/customer/savePermission',
    access: CUSTOMER_ACCESS.assign,
    tags,
    summary: 'Grant a customer to exactly these users (replaces its grants)',
    body: savePermissionSchema,
    handler: ({ req, auth, body }) => grants.savePermission(req.server.ctx.db, auth, body),
  }),
  defineRoute({
    method: 'POST',
    url: '/v2/customer/batchAddPermission',
    access: CUSTOMER_ACCESS.assign,
    tags,
    summary: 'Grant every listed customer to every listed user; answers how many grants were added',
    body: batchPermissionSchema,
    handler: ({ req, auth, body }) => grants.batchAddPermission(req.server.ctx.db, auth, body),
  }),
  defineRoute({
    method: 'POST',
    url: '/v2/customer/batchRemovePermission',
    access: CUSTOMER_ACCESS.assign,
    tags,
    summary: 'End the grants of the listed users on the listed customers',
    body: batchPermissionSchema,
    handler: ({ req, auth, body }) => grants.batchRemovePermission(req.server.ctx.db, auth, body),
  }),
];

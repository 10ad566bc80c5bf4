import {
  FAULT_ACCESS,
  SIGNED_IN,
  faultListQuerySchema,
  faultOptionsQuerySchema,
  faultSaveSchema,
  idParamsSchema,
} from '@fieldline/domain';
import { defineRoute } from '../../core/route';
import {
  categoryOfCustomerProduct,
  createFault,
  deleteFault,
  faultOptions,
  listFaults,
  updateFault,
} from './dictionary';

const tags = ['faults'];
const A = FAULT_ACCESS;

/** The fault dictionary (issue 28): phenomena per product category, and the completion's picker. */
export const faultRoutes = [
  defineRoute({
    method: 'GET',
    url: '/v2/fault/phenomenon/list',
    access: A.view,
    tags,
    summary:
      'Fault phenomena (live), by sort then newest; keyword, category, enabled; with how many orders named each',
    query: faultListQuerySchema,
    handler: ({ tenant, query }) => listFaults(tenant, query),
  }),
  defineRoute({
    method: 'POST',
    url: '/v2/fault/phenomenon',
    access: A.create,
    tags,
    summary:
      'Add a fault phenomenon (name at most 8 characters, unique in its category; no category: every product)',
    body: faultSaveSchema,
    handler: ({ tenant, body }) => createFault(tenant, body),
  }),
  defineRoute({
    method: 'PUT',
    url: '/v2/fault/phenomenon/:id',
    access: A.edit,
    tags,
    summary: 'Change a fault phenomenon (fields left out keep their value)',
    params: idParamsSchema,
    body: faultSaveSchema,
    handler: ({ tenant, params, body }) => updateFault(tenant, params.id, body),
  }),
  defineRoute({
    method: 'DELETE',
    url: '/v2/fault/phenomenon/:id',
    access: A.remove,
    tags,
    summary: 'Delete a fault phenomenon (orders and reports that named it keep its name)',
    params: idParamsSchema,
    handler: async ({ tenant, params }) => {
      await deleteFault(tenant, params.id);
      return null;
    },
  }),
  defineRoute({
    method: 'GET',
    url: '/v2/fault/phenomenon/options',
    access: SIGNED_IN,
    tags,
    summary:
      "The completion's picker: enabled phenomena fitting a customer product's category (and general ones); without one, the general ones",
    query: faultOptionsQuerySchema,
    handler: async ({ tenant, query }) =>
      faultOptions(tenant, await categoryOfCustomerProduct(tenant, query.customerProductId ?? null)),
  }),
];

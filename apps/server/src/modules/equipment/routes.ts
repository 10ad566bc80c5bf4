import {
  EQUIPMENT_ACCESS,
  equipmentCreateSchema,
  equipmentIdQuerySchema,
  equipmentIdsQuerySchema,
  equipmentListQuerySchema,
  equipmentUpdateSchema,
  serviceRequestHandleSchema,
  serviceRequestListQuerySchema,
} from '@fieldline/domain';
import { defineRoute } from '../../core/route';
import * as requests from './requests';
import * as service from './service';
import './host';

const tags = ['equipment'];

/** Customer products (/productManage, /productDetail) and the service requests reported on them. */
export const equipmentRoutes = [
  defineRoute({
    method: 'GET',
    url: '/v2/customerProduct/list',
    access: EQUIPMENT_ACCESS.view,
    tags,
    summary:
      'One page of customer products, newest first: keyword (serial, product name/number/model, customer name/contacts), customer, product, warranty (in, out, expiring within 30 days), custom fields',
    query: equipmentListQuerySchema,
    handler: ({ tenant, query }) => service.equipmentPage(tenant, query, query),
  }),
  defineRoute({
    method: 'GET',
    url: '/v2/customerProduct/detail',
    access: EQUIPMENT_ACCESS.view,
    tags,
    summary:
      'One customer product: product, customer, dates, derived warranty status, QR code, custom values',
    query: equipmentIdQuerySchema,
    handler: ({ tenant, query }) => service.equipmentDetail(tenant, query.id),
  }),
  defineRoute({
    method: 'GET',
    url: '/v2/customerProduct/template',
    access: EQUIPMENT_ACCESS.view,
    tags,
    summary: 'The customer-product field set (kind 3): custom fields I may see and the system fields shown',
    handler: ({ tenant }) => service.equipmentTemplate(tenant),
  }),
  defineRoute({
    method: 'POST',
    url: '/v2/customerProduct/save',
    access: EQUIPMENT_ACCESS.create,
    tags,
    summary:
      'Add a customer product: customer and product required, dates, scene image (≤ 1 MB), custom values',
    body: equipmentCreateSchema,
    handler: ({ tenant, body }) => service.createEquipment(tenant, body),
  }),
  defineRoute({
    method: 'POST',
    url: '/v2/customerProduct/update',
    access: EQUIPMENT_ACCESS.edit,
    tags,
    summary: 'Edit a customer product: the fields given change, null clears an optional one',
    body: equipmentUpdateSchema,
    handler: async ({ tenant, body }) => {
      await service.updateEquipment(tenant, body);
      return null;
    },
  }),
  defineRoute({
    method: 'DELETE',
    url: '/v2/customerProduct/delete',
    access: EQUIPMENT_ACCESS.remove,
    tags,
    summary: 'Delete customer products (ids=1,2); their QR codes return to unused',
    query: equipmentIdsQuerySchema,
    handler: ({ tenant, query }) => service.deleteEquipment(tenant, query.ids),
  }),
  defineRoute({
    method: 'GET',
    url: '/v2/serviceRequest/list',
    access: EQUIPMENT_ACCESS.view,
    tags,
    summary: 'One page of service requests reported by scanning QR codes: by product, state, keyword',
    query: serviceRequestListQuerySchema,
    handler: ({ tenant, query }) => requests.requestPage(tenant, query),
  }),
  defineRoute({
    method: 'POST',
    url: '/v2/serviceRequest/handle',
    access: EQUIPMENT_ACCESS.edit,
    tags,
    summary: 'Mark a new service request handled',
    body: serviceRequestHandleSchema,
    handler: async ({ tenant, body }) => {
      await requests.handleRequest(tenant, body.id);
      return null;
    },
  }),
];

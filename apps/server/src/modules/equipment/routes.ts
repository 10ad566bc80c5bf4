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
    handler: ({ req, auth, query }) => service.equipmentPage(req.server.ctx.db, auth, query, query),
  }),
  defineRoute({
    method: 'GET',
    url: '/v2/customerProduct/detail',
    access: EQUIPMENT_ACCESS.view,
    tags,
    summary:
      'One customer product: product, customer, dates, derived warranty status, QR code, custom values',
    query: equipmentIdQuerySchema,
    handler: ({ req, auth, query }) => service.equipmentDetail(req.server.ctx.db, auth, query.id),
  }),
  defineRoute({
    method: 'GET',
    url: '/v2/customerProduct/template',
    access: EQUIPMENT_ACCESS.view,
    tags,
    summary: 'The customer-product field set (kind 3): custom fields I may see and the system fields shown',
    handler: ({ req, auth }) => service.equipmentTemplate(req.server.ctx.db, auth),
  }),
  defineRoute({
    method: 'POST',
    url: '/v2/customerProduct/save',
    access: EQUIPMENT_ACCESS.create,
    tags,
    summary:
      'Add a customer product: customer and product required, dates, scene image (≤ 1 MB), custom values',
    body: equipmentCreateSchema,
    handler: ({ req, auth, body }) => service.createEquipment(req.server.ctx.db, auth, body),
  }),
  defineRoute({
    method: 'POST',
    url: '/v2/customerProduct/update',
    access: EQUIPMENT_ACCESS.edit,
    tags,
    summary: 'Edit a customer product: the fields given change, null clears an optional one',
    body: equipmentUpdateSchema,
    handler: async ({ req, auth, body }) => {
      await service.updateEquipment(req.server.ctx.db, auth, body);
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
    handler: ({ req, auth, query }) => service.deleteEquipment(req.server.ctx.db, auth, query.ids),
  }),
  defineRoute({
    method: 'GET',
    url: '/v2/serviceRequest/list',
    access: EQUIPMENT_ACCESS.view,
    tags,
    summary: 'One page of service requests reported by scanning QR codes: by product, state, keyword',
    query: serviceRequestListQuerySchema,
    handler: ({ req, auth, query }) => requests.requestPage(req.server.ctx.db, auth, query),
  }),
  defineRoute({
    method: 'POST',
    url: '/v2/serviceRequest/handle',
    access: EQUIPMENT_ACCESS.edit,
    tags,
    summary: 'Mark a new service request handled',
    body: serviceRequestHandleSchema,
    handler: async ({ req, auth, body }) => {
      await requests.handleRequest(req.server.ctx.db, auth, body.id);
      return null;
    },
  }),
];

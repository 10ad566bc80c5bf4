import {
  EQUIPMENT_ACCESS,
  PUBLIC,
  qrBatchCreateSchema,
  qrBatchListQuerySchema,
  qrBindSchema,
  qrCodeListQuerySchema,
  qrIdQuerySchema,
  qrLogQuerySchema,
  qrUnbindSchema,
  scanParamsSchema,
  scanReportSchema,
} from '@fieldline/domain';
import { defineRoute } from '../../core/route';
import * as scan from './public';
import * as service from './service';

const tags = ['qrcodes'];
const access = EQUIPMENT_ACCESS.qrCodes;

/** QR code batches, codes and binding (/qrCodeSetting), and the public scan page's calls. */
export const qrCodeRoutes = [
  defineRoute({
    method: 'GET',
    url: '/v2/qrcode/batch/list',
    access,
    tags,
    summary: 'One page of QR code batches, newest first, with how many codes are used',
    query: qrBatchListQuerySchema,
    handler: ({ tenant, query }) => service.batchPage(tenant, query),
  }),
  defineRoute({
    method: 'GET',
    url: '/v2/qrcode/batch/detail',
    access,
    tags,
    summary: 'One QR code batch',
    query: qrIdQuerySchema,
    handler: ({ tenant, query }) => service.batchDetail(tenant, query.id),
  }),
  defineRoute({
    method: 'POST',
    url: '/v2/qrcode/batch/save',
    access,
    tags,
    summary:
      'Generate a batch: name of letters, digits and underscores (spec-business §5), 1-1000 random unguessable codes',
    body: qrBatchCreateSchema,
    handler: ({ tenant, body }) => service.createBatch(tenant, body),
  }),
  defineRoute({
    method: 'GET',
    url: '/v2/qrcode/list',
    access,
    tags,
    summary:
      'One page of the codes of a batch in print order: state (1 unused, 2 used), keyword (code or serial)',
    query: qrCodeListQuerySchema,
    handler: ({ tenant, query }) => service.codePage(tenant, query),
  }),
  defineRoute({
    method: 'GET',
    url: '/v2/qrcode/detail',
    access,
    tags,
    summary: 'One QR code with its state and the customer product it is bound to',
    query: qrIdQuerySchema,
    handler: ({ tenant, query }) => service.codeDetail(tenant, query.id),
  }),
  defineRoute({
    method: 'GET',
    url: '/v2/qrcode/logs',
    access,
    tags,
    summary:
      "One page of a QR code's history, newest first: bound, unbound, released by a deleted product; who and when",
    query: qrLogQuerySchema,
    handler: ({ tenant, query }) => service.codeLogPage(tenant, query),
  }),
  defineRoute({
    method: 'POST',
    url: '/v2/qrcode/bind',
    access,
    tags,
    summary: 'Bind an unused code (its 16-character text) to a customer product; a used code is refused',
    body: qrBindSchema,
    handler: async ({ tenant, body }) => {
      await service.bindCode(tenant, body);
      return null;
    },
  }),
  defineRoute({
    method: 'POST',
    url: '/v2/qrcode/unbind',
    access,
    tags,
    summary: 'Unbind a code from its customer product: it returns to unused',
    body: qrUnbindSchema,
    handler: async ({ tenant, body }) => {
      await service.unbindCode(tenant, body.id);
      return null;
    },
  }),
  defineRoute({
    method: 'GET',
    url: '/public/scan/:qrCode',
    access: PUBLIC,
    tags,
    summary:
      'Public scan page (no sign-in): product, model, serial, warranty status, masked customer and enterprise of a bound code; 404 otherwise',
    params: scanParamsSchema,
    handler: ({ req, params }) => scan.scanInfo(req.server.ctx.db, params.qrCode),
  }),
  defineRoute({
    method: 'POST',
    url: '/public/scan/:qrCode/report',
    access: PUBLIC,
    tags,
    summary:
      'Report a fault from the public scan page (no sign-in): a service request; at most 5 per code per hour (429)',
    params: scanParamsSchema,
    body: scanReportSchema,
    handler: ({ req, params, body }) => scan.reportFault(req.server.ctx.db, params.qrCode, body),
  }),
];

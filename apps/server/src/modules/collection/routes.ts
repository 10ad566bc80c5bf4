import { z } from 'zod';
import {
  COLLECTION_ACCESS,
  PUBLIC,
  collectPaymentSchema,
  collectionFilterSchema,
  collectionListQuerySchema,
  collectionOrderQuerySchema,
  idParamsSchema,
  methodSaveSchema,
  payTokenParamsSchema,
  positiveAmountSchema,
  paymentQrQuerySchema,
} from '@fieldline/domain';
import { defineRoute } from '../../core/route';
import { requestLocale } from '../../core/i18n';
import { listCollections, openCollectionCount, orderCollection } from './collections';
import { deleteMethod, listMethods, saveMethod } from './methods';
import { confirmLink, payPage } from './pay-page';
import { openForQr, recordPayment } from './payments';
import { paymentProvider } from './provider';
import { qrSvg } from './qr';

const tags = ['collection'];
const { view, settings } = COLLECTION_ACCESS;

/** Collection (issue 22, spec D2 "collected"): orders waiting for payment, payments, methods, the QR. */
export const collectionRoutes = [
  defineRoute({
    method: 'GET',
    url: '/v2/collection/list',
    access: view,
    tags,
    summary: 'One page of order collections I may see, newest first (state, open, customer, keyword)',
    query: collectionListQuerySchema,
    handler: ({ tenant, query }) => listCollections(tenant, query),
  }),
  defineRoute({
    method: 'GET',
    url: '/v2/collection/count',
    access: view,
    tags,
    summary: 'Menu badge: orders waiting for payment (waiting or partly paid) that I may see',
    query: collectionFilterSchema,
    handler: ({ tenant }) => openCollectionCount(tenant),
  }),
  defineRoute({
    method: 'GET',
    url: '/v2/collection/order',
    access: view,
    tags,
    summary: "An order's collection: due, paid, left, state, payments, the methods offered (null: none)",
    query: collectionOrderQuerySchema,
    handler: ({ tenant, query }) => orderCollection(tenant, query.orderId),
  }),
  defineRoute({
    method: 'POST',
    url: '/v2/collection/pay',
    access: view,
    tags,
    summary:
      'Record a payment (cash, transfer or online by hand) against the order; partial payments, never more than is due (needs 10106 or 10302)',
    body: collectPaymentSchema,
    handler: ({ tenant, body }) => recordPayment(tenant, body),
  }),
  defineRoute({
    method: 'GET',
    url: '/v2/order/paymentQrCode',
    access: view,
    raw: true,
    tags,
    summary:
      'A payment QR image (SVG) from the payment provider for what is still due (or `amount`); format=json answers the link and a data URL',
    query: paymentQrQuerySchema.extend({ format: z.enum(['svg', 'json']).default('svg') }),
    handler: async ({ tenant, query, req, reply }) => {
      const { collection, amount } = await openForQr(tenant, query.orderId, query.amount);
      const link = await paymentProvider().createLink(tenant, {
        collectionId: collection.id,
        orderNo: collection.orderNo,
        amount,
        origin: `${req.protocol}://${req.host}`,
      });
      const svg = await qrSvg(link.url);
      reply.header('cache-control', 'no-store');
      if (query.format === 'json')
        return reply.type('application/json; charset=utf-8').send({
          success: true,
          data: {
            ...link,
            amount,
            image: `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`,
          },
          message: '',
        });
      return reply.type('image/svg+xml').send(svg);
    },
  }),
  defineRoute({
    method: 'GET',
    url: '/v2/collection/pay/:token',
    access: PUBLIC,
    raw: true,
    tags,
    summary:
      "The local payment provider's page the QR opens (public; the signed link names order and amount)",
    params: payTokenParamsSchema,
    handler: async ({ req, reply, params }) => {
      const html = await payPage(req.server.ctx, req, params.token, requestLocale(req));
      return reply.type('text/html; charset=utf-8').header('cache-control', 'no-store').send(html);
    },
  }),
  defineRoute({
    method: 'POST',
    url: '/v2/collection/pay/:token/confirm',
    access: PUBLIC,
    tags,
    summary: 'The local provider confirms the payment of a signed link: once, never beyond what is due',
    params: payTokenParamsSchema,
    /** The amount the page showed (optional): it must be the link's, or nothing is paid. */
    body: z.strictObject({ amount: positiveAmountSchema.optional() }),
    handler: ({ req, params, body }) => confirmLink(req.server.ctx, params.token, body.amount),
  }),
  defineRoute({
    method: 'GET',
    url: '/v2/collection/method/list',
    access: view,
    tags,
    summary: 'Collection methods with the templates they are bound to',
    query: z.object({ t: z.unknown().optional() }),
    handler: ({ tenant }) => listMethods(tenant),
  }),
  defineRoute({
    method: 'POST',
    url: '/v2/collection/method/save',
    access: settings,
    tags,
    summary: 'Create (no id) or change a collection method; a QR image must be PNG/JPG ≤200 KB, 1:1',
    body: methodSaveSchema,
    handler: ({ tenant, body }) => saveMethod(tenant, body),
  }),
  defineRoute({
    method: 'DELETE',
    url: '/v2/collection/method/delete/:id',
    access: settings,
    tags,
    summary: 'Delete a collection method (refused while it is bound to a template)',
    params: idParamsSchema,
    handler: async ({ tenant, params }) => {
      await deleteMethod(tenant, params.id);
      return null;
    },
  }),
];

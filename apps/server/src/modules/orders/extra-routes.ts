import {
  ORDER_ACCESS,
  PUBLIC,
  SIGNED_IN,
  evalTokenParamsSchema,
  internalEvaluationSchema,
  evaluationSubmitSchema,
  orderExportAllSchema,
  orderExportSchema,
  orderFilterSchema,
  orderPrintQuerySchema,
  receiptSendCodeSchema,
  searchPlanIdQuerySchema,
  searchPlanIdSchema,
  searchPlanListQuerySchema,
  searchPlanSaveSchema,
} from '@fieldline/domain';
import { defineRoute } from '../../core/route';
import { candidateRoutes } from './candidates';
import * as evaluation from './evaluation';
import { exportAllOrders, exportOrders, printOrders } from './print-export';
import { sendReceiptCode } from './receipt';
import * as plans from './search-plans';

const tags = ['orders'];

/** Receipt code, public evaluation, print and export, saved filter schemes, and people pickers' candidates. */
export const orderExtraRoutes = [
  defineRoute({
    method: 'POST',
    url: '/v2/order/receipt/sendCode',
    access: ORDER_ACCESS.serve,
    tags,
    summary:
      "Text a receipt verification code to the order's contact (the order's server, in service; once per 60 s)",
    body: receiptSendCodeSchema,
    handler: ({ tenant, body }) => sendReceiptCode(tenant, body.orderId),
  }),
  defineRoute({
    method: 'POST',
    url: '/v2/order/evaluate',
    access: ORDER_ACCESS.view,
    tags,
    summary:
      'The creator rates a completed internal order once: solved, quality, attitude and speed 1-5, suggestion, photos',
    body: internalEvaluationSchema,
    handler: ({ tenant, body }) => evaluation.rateInternalOrder(tenant, body),
  }),
  defineRoute({
    method: 'GET',
    url: '/public/eval/:token',
    access: PUBLIC,
    tags,
    summary:
      'The evaluation page of a completed order (eval_url, no sign-in): order, enterprise, server, whether rated',
    params: evalTokenParamsSchema,
    handler: ({ req, params }) => evaluation.evaluationPage(req.server.ctx.db, params.token),
  }),
  defineRoute({
    method: 'POST',
    url: '/public/eval/:token',
    access: PUBLIC,
    tags,
    summary:
      'Rate a completed order once (no sign-in): solved, quality, attitude and speed 1-5, suggestion, photos uploaded through the link',
    params: evalTokenParamsSchema,
    body: evaluationSubmitSchema,
    handler: async ({ req, params, body }) => {
      await evaluation.submitEvaluation(req.server.ctx.db, params.token, body);
      // committed: the order.evaluated event it appended goes to its consumers now
      req.server.ctx.events.kick();
      return null;
    },
  }),
  defineRoute({
    method: 'POST',
    url: '/public/eval/:token/upload',
    access: PUBLIC,
    multipart: true,
    tags,
    summary:
      'One photo for the evaluation of a completed, not yet rated order (no sign-in; multipart "file": jpeg, png or webp up to 1 MB; 18 per link, 60 per client address an hour, else 429); answers data.fileUrl like /file/upload',
    params: evalTokenParamsSchema,
    handler: ({ req, params }) => evaluation.uploadEvaluationImage(req, params.token),
  }),
  defineRoute({
    method: 'GET',
    url: '/v2/order/print',
    access: ORDER_ACCESS.view,
    tags,
    summary: 'Print sheets of up to 50 orders (ids=1,2,3): each order as its detail',
    query: orderPrintQuerySchema,
    handler: ({ tenant, query }) => printOrders(tenant, query.ids),
  }),
  defineRoute({
    method: 'POST',
    url: '/v2/order/export',
    access: ORDER_ACCESS.export,
    tags,
    summary: 'Export up to 50 orders to the download centre as .xlsx; the file name is required',
    body: orderExportSchema,
    handler: ({ tenant, body }) => exportOrders(tenant, body.ids, body.fileName),
  }),
  defineRoute({
    method: 'POST',
    url: '/v2/order/exportAll',
    access: ORDER_ACCESS.export,
    tags,
    summary:
      'Export every order I may see matching the list filters (query, as /v2/order/list) to .xlsx in the download centre, up to 100,000; body { fileName }',
    query: orderFilterSchema,
    body: orderExportAllSchema,
    handler: ({ tenant, query, body }) => exportAllOrders(tenant, query, body.fileName),
  }),
  defineRoute({
    method: 'GET',
    url: '/v2/search/plan/list',
    access: SIGNED_IN,
    tags,
    summary: 'My saved filter schemes of one list page, the default first',
    query: searchPlanListQuerySchema,
    handler: ({ tenant, query }) => plans.listPlans(tenant, query.page),
  }),
  defineRoute({
    method: 'POST',
    url: '/v2/search/plan/save',
    access: SIGNED_IN,
    tags,
    summary: 'Add or change a saved filter scheme (name required, unique per list page)',
    body: searchPlanSaveSchema,
    handler: ({ tenant, body }) => plans.savePlan(tenant, body),
  }),
  defineRoute({
    method: 'PUT',
    url: '/v2/search/plan/setDefault',
    access: SIGNED_IN,
    tags,
    summary: 'Make a saved scheme the default of its list page',
    body: searchPlanIdSchema,
    handler: ({ tenant, body }) => plans.setDefaultPlan(tenant, body.id).then(() => null),
  }),
  defineRoute({
    method: 'DELETE',
    url: '/v2/search/plan/delete',
    access: SIGNED_IN,
    tags,
    summary: 'Delete one of my saved filter schemes',
    query: searchPlanIdQuerySchema,
    handler: ({ tenant, query }) => plans.deletePlan(tenant, query.id).then(() => null),
  }),
  ...candidateRoutes,
];

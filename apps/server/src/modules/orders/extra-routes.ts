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
import { requestLocale } from '../../core/i18n';
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
    handler: ({ req, auth, body }) => sendReceiptCode(req.server.ctx, auth, body.orderId, requestLocale(req)),
  }),
  defineRoute({
    method: 'POST',
    url: '/v2/order/evaluate',
    access: ORDER_ACCESS.view,
    tags,
    summary:
      'The creator rates a completed internal order once: solved, quality, attitude and speed 1-5, suggestion, photos',
    body: internalEvaluationSchema,
    handler: ({ req, auth, body }) => evaluation.rateInternalOrder(req.server.ctx.db, auth, body),
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
    handler: ({ req, params, body }) => evaluation.submitEvaluation(req.server.ctx.db, params.token, body),
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
    handler: ({ req, auth, query }) => printOrders(req.server.ctx.database, auth, query.ids),
  }),
  defineRoute({
    method: 'POST',
    url: '/v2/order/export',
    access: ORDER_ACCESS.export,
    tags,
    summary: 'Export up to 50 orders to the download centre as .xlsx; the file name is required',
    body: orderExportSchema,
    handler: ({ req, auth, body }) =>
      exportOrders(req.server.ctx, auth, body.ids, body.fileName, requestLocale(req)),
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
    handler: ({ req, auth, query, body }) =>
      exportAllOrders(req.server.ctx, auth, query, body.fileName, requestLocale(req)),
  }),
  defineRoute({
    method: 'GET',
    url: '/v2/search/plan/list',
    access: SIGNED_IN,
    tags,
    summary: 'My saved filter schemes of one list page, the default first',
    query: searchPlanListQuerySchema,
    handler: ({ req, auth, query }) => plans.listPlans(req.server.ctx.db, auth, query.page),
  }),
  defineRoute({
    method: 'POST',
    url: '/v2/search/plan/save',
    access: SIGNED_IN,
    tags,
    summary: 'Add or change a saved filter scheme (name required, unique per list page)',
    body: searchPlanSaveSchema,
    handler: ({ req, auth, body }) => plans.savePlan(req.server.ctx.db, auth, body),
  }),
  defineRoute({
    method: 'PUT',
    url: '/v2/search/plan/setDefault',
    access: SIGNED_IN,
    tags,
    summary: 'Make a saved scheme the default of its list page',
    body: searchPlanIdSchema,
    handler: ({ req, auth, body }) => plans.setDefaultPlan(req.server.ctx.db, auth, body.id).then(() => null),
  }),
  defineRoute({
    method: 'DELETE',
    url: '/v2/search/plan/delete',
    access: SIGNED_IN,
    tags,
    summary: 'Delete one of my saved filter schemes',
    query: searchPlanIdQuerySchema,
    handler: ({ req, auth, query }) => plans.deletePlan(req.server.ctx.db, auth, query.id).then(() => null),
  }),
  ...candidateRoutes,
];

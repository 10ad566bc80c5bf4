import { z } from 'zod';
import {
  ORDER_ACCESS,
  ORDER_TRANSITIONS,
  examineEditSchema,
  examineSchema,
  examineTransSchema,
  examineUsersSchema,
  idParamsSchema,
  idsQuerySchema,
  orderAppointmentSchema,
  orderArchiveSchema,
  orderAssignSchema,
  orderCancelSchema,
  orderCcSchema,
  orderCreateSchema,
  orderEditSchema,
  orderFilterSchema,
  orderIdQuerySchema,
  orderIdsSchema,
  orderListQuerySchema,
  orderNoteSchema,
  orderPaymentSchema,
  orderReasonSchema,
  serviceCompleteSchema,
  startServiceSchema,
} from '@fieldline/domain';
import { batchPart } from '../../core/plans';
import { defineRoute } from '../../core/route';
import * as actions from './actions';
import * as changes from './changes';
import { orderDayRoutes } from './day';
import { orderExtraRoutes } from './extra-routes';
import { createOrder } from './create';
import { orderDetailJson } from './detail';
import * as service from './service';

const tags = ['orders'];
const access = (action: keyof typeof ORDER_TRANSITIONS) => ORDER_TRANSITIONS[action].access;

/** Work orders (spec-shell §7 "Orders"): create, lists and counts, detail, timeline, changes. */
const orderRoutes = [
  defineRoute({
    method: 'POST',
    url: '/v2/order/create',
    access: ORDER_ACCESS.create,
    tags,
    summary:
      'Create an order from a template for a customer: state 1, or 2 when a server is chosen; answers warnings (appointmentPast) too',
    body: orderCreateSchema,
    handler: ({ req, auth, body }) => createOrder(req.server.ctx.database, auth, body),
  }),
  defineRoute({
    method: 'GET',
    url: '/v2/order/list',
    access: ORDER_ACCESS.view,
    tags,
    summary:
      'One page of a named order list (view: all, my, assign, acceptance, examine, sendMe, due, rubbish, teamwork, archived) with the /allOrder filters',
    query: orderListQuerySchema,
    handler: ({ req, auth, query }) => service.orderPage(req.server.ctx.database, auth, query),
  }),
  defineRoute({
    method: 'GET',
    url: '/v2/order/getOrderListCount',
    access: ORDER_ACCESS.view,
    tags,
    summary: 'How many orders a list holds with these filters (menu badges: view=due for overdue orders)',
    query: orderFilterSchema,
    handler: ({ req, auth, query }) => service.orderCount(req.server.ctx.database, auth, query),
  }),
  defineRoute({
    method: 'GET',
    url: '/v2/order/getAllAcceptanceCount',
    access: ORDER_ACCESS.view,
    tags,
    summary: 'Badge: orders pending reception acceptance that I may see',
    query: z.object({ dataType: z.string().max(5).optional(), t: z.unknown().optional() }),
    handler: ({ req, auth }) =>
      service.orderCount(req.server.ctx.database, auth, orderFilterSchema.parse({ view: 'acceptance' })),
  }),
  defineRoute({
    method: 'GET',
    url: '/order/unDeliverOrderListCount',
    access: ORDER_ACCESS.view,
    tags,
    summary: 'Badge: orders pending assignment that I may see',
    query: z.object({ t: z.unknown().optional() }),
    handler: ({ req, auth }) =>
      service.orderCount(req.server.ctx.database, auth, orderFilterSchema.parse({ view: 'assign' })),
  }),
  defineRoute({
    method: 'GET',
    url: '/v3/order/examineOrderCount',
    access: ORDER_ACCESS.view,
    tags,
    summary: 'Badge: orders pending approval that I may decide',
    query: z.object({ type: z.string().max(5).optional(), t: z.unknown().optional() }),
    handler: ({ req, auth }) =>
      service.orderCount(req.server.ctx.database, auth, orderFilterSchema.parse({ view: 'examine' })),
  }),
  defineRoute({
    method: 'GET',
    url: '/order/orderDetail',
    access: ORDER_ACCESS.view,
    tags,
    summary: 'One order with its custom values, payment, members, evaluation and the actions I may run now',
    query: orderIdQuerySchema,
    handler: ({ req, auth, query }) => orderDetailJson(req.server.ctx.database, auth, query.id),
  }),
  defineRoute({
    method: 'GET',
    url: '/order/getOrderTab/:id',
    access: ORDER_ACCESS.view,
    tags,
    summary: "The order's timeline: every transition and change with who, when, from, to, note and where",
    params: idParamsSchema,
    handler: ({ req, auth, params }) => service.orderTimeline(req.server.ctx.db, auth, params.id),
  }),
  defineRoute({
    method: 'PUT',
    url: '/v2/order/edit',
    access: ORDER_ACCESS.edit,
    tags,
    summary: 'Change fields of an order that is not completed, cancelled, archived or deleted',
    body: orderEditSchema,
    handler: ({ req, auth, body }) => changes.editOrder(req.server.ctx.db, auth, body),
  }),
  defineRoute({
    method: 'PUT',
    url: '/v2/order/archive',
    access: ORDER_ACCESS.archive,
    paidParts: [batchPart('body', 'ids')],
    tags,
    summary: 'Archive or unarchive orders (any state); more than one at once: administrators only',
    body: orderArchiveSchema,
    handler: ({ req, auth, body }) => changes.archiveOrders(req.server.ctx.db, auth, body.ids, body.archived),
  }),
  defineRoute({
    method: 'DELETE',
    url: '/v2/order/delete',
    access: ORDER_ACCESS.delete,
    paidParts: [batchPart('query', 'ids')],
    tags,
    summary: 'Move orders (ids=1,2) to the recycle bin',
    query: idsQuerySchema,
    handler: ({ req, auth, query }) => changes.deleteOrders(req.server.ctx.db, auth, query.ids),
  }),
  defineRoute({
    method: 'PUT',
    url: '/v2/order/restore',
    access: ORDER_ACCESS.recycleBin,
    paidParts: [batchPart('body', 'ids')],
    tags,
    summary: 'Restore orders from the recycle bin',
    body: orderIdsSchema,
    handler: ({ req, auth, body }) => changes.restoreOrders(req.server.ctx.db, auth, body.ids),
  }),
  defineRoute({
    method: 'POST',
    url: '/v2/order/cc',
    access: ORDER_ACCESS.view,
    tags,
    summary: 'Copy an order to members (they find it under "copied to me")',
    body: orderCcSchema,
    handler: ({ req, auth, body }) => changes.copyTo(req.server.ctx.db, auth, body.orderId, body.userIds),
  }),
  defineRoute({
    method: 'PUT',
    url: '/v2/order/payment',
    access: ORDER_ACCESS.view,
    tags,
    summary:
      'Edit the service payment (server in service, roles with 105; approvers with 106 the spare-part amount)',
    body: orderPaymentSchema,
    handler: ({ req, auth, body }) => {
      const { orderId, ...payment } = body;
      return changes.editPayment(req.server.ctx.db, auth, orderId, payment);
    },
  }),
];

/** Lifecycle actions: each route declares the code of its row in the transition table. */
const actionRoutes = [
  defineRoute({
    method: 'POST',
    url: '/v2/order/acceptance/accept',
    access: access('receptionAccept'),
    tags,
    summary: 'Reception accepts a request (0 → 1), also an invalid one',
    body: orderNoteSchema,
    handler: ({ req, auth, body }) => actions.receptionAccept(req.server.ctx.db, auth, body),
  }),
  defineRoute({
    method: 'POST',
    url: '/v2/order/acceptance/invalid',
    access: access('markInvalid'),
    tags,
    summary: 'Reception marks a request invalid (stays at 0 with the invalid flag)',
    body: orderNoteSchema,
    handler: ({ req, auth, body }) => actions.markInvalid(req.server.ctx.db, auth, body),
  }),
  defineRoute({
    method: 'POST',
    url: '/v2/order/assign',
    access: access('assign'),
    paidParts: [batchPart('body', 'orderIds')],
    tags,
    summary:
      'Assign orders (1 → 2) to a server with collaborators; several at once needs batch permission (120)',
    body: orderAssignSchema,
    handler: ({ req, auth, body }) => actions.assignOrders(req.server.ctx.db, auth, body),
  }),
  defineRoute({
    method: 'POST',
    url: '/order/accept',
    access: access('accept'),
    tags,
    summary: 'The server accepts the order (2 → 3)',
    body: orderNoteSchema,
    handler: ({ req, auth, body }) => actions.acceptOrder(req.server.ctx.db, auth, body),
  }),
  defineRoute({
    method: 'POST',
    url: '/order/refuseOrder',
    access: access('refuse'),
    tags,
    summary: 'The server refuses the order (2 → 1) with a reason, if the template allows',
    body: orderReasonSchema,
    handler: ({ req, auth, body }) => actions.refuseOrder(req.server.ctx.db, auth, body),
  }),
  defineRoute({
    method: 'POST',
    url: '/order/keepDate',
    access: access('keepDate'),
    tags,
    summary: 'The dispatcher changes the appointment (states 2-3)',
    body: orderAppointmentSchema,
    handler: ({ req, auth, body }) => actions.keepDate(req.server.ctx.db, auth, body),
  }),
  defineRoute({
    method: 'POST',
    url: '/order/bespokeDate',
    access: access('bespokeDate'),
    tags,
    summary: 'The server agrees an appointment with the customer (states 2-3)',
    body: orderAppointmentSchema,
    handler: ({ req, auth, body }) => actions.bespokeDate(req.server.ctx.db, auth, body),
  }),
  defineRoute({
    method: 'POST',
    url: '/order/startService',
    access: access('startService'),
    tags,
    summary: 'First check-in (3 → 4): location and photos',
    body: startServiceSchema,
    handler: ({ req, auth, body }) => actions.startService(req.server.ctx.db, auth, body),
  }),
  defineRoute({
    method: 'POST',
    url: '/order/pause',
    access: access('pause'),
    tags,
    summary: 'Pause an order pending service or in service',
    body: orderNoteSchema,
    handler: ({ req, auth, body }) => actions.pauseOrder(req.server.ctx.db, auth, body),
  }),
  defineRoute({
    method: 'POST',
    url: '/order/continue',
    access: access('resume'),
    tags,
    summary: 'Continue a paused order',
    body: orderNoteSchema,
    handler: ({ req, auth, body }) => actions.resumeOrder(req.server.ctx.db, auth, body),
  }),
  defineRoute({
    method: 'POST',
    url: '/order/serviceComplete',
    access: access('complete'),
    tags,
    summary:
      'Second check-in (4 → 5, or 7 with completion approval): finish photos, service time, receipt (signature or code), expenses',
    body: serviceCompleteSchema,
    handler: ({ req, auth, body }) => actions.completeService(req.server.ctx.db, auth, body),
  }),
  defineRoute({
    method: 'POST',
    url: '/order/examine/save',
    access: access('approve'),
    feature: 'approval',
    tags,
    summary: 'Approve (7 → 5, reason optional) or reject (7 → 4, reason required) the completion',
    body: examineSchema,
    handler: ({ req, auth, body }) => actions.examineOrder(req.server.ctx.db, auth, body),
  }),
  defineRoute({
    method: 'POST',
    url: '/order/examine/trans',
    access: access('approve'),
    feature: 'approval',
    tags,
    summary: 'Hand my approval of an order to another approver',
    body: examineTransSchema,
    handler: ({ req, auth, body }) =>
      changes.transferApproval(req.server.ctx.db, auth, body.orderId, body.userId),
  }),
  defineRoute({
    method: 'POST',
    url: '/order/examine/batch/addExamineUsers',
    access: access('approve'),
    feature: 'approval',
    tags,
    summary: 'Add approvers to orders',
    body: examineUsersSchema,
    handler: ({ req, auth, body }) =>
      changes.addApprovers(req.server.ctx.db, auth, body.orderIds, body.userIds),
  }),
  defineRoute({
    method: 'POST',
    url: '/order/examine/editUser',
    access: access('approve'),
    feature: 'approval',
    tags,
    summary: "Replace an order's approvers",
    body: examineEditSchema,
    handler: ({ req, auth, body }) =>
      changes.editApprovers(req.server.ctx.db, auth, body.orderId, body.userIds),
  }),
  defineRoute({
    method: 'POST',
    url: '/order/cancel',
    access: access('cancel'),
    tags,
    summary: 'Cancel an order (0-4, 7 → 6) with a reason under 500 characters',
    body: orderCancelSchema,
    handler: ({ req, auth, body }) => actions.cancelOrder(req.server.ctx.db, auth, body),
  }),
];

export const ordersRoutes = [...orderRoutes, ...actionRoutes, ...orderExtraRoutes, ...orderDayRoutes];

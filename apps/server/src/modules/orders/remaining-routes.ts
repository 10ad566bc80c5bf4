import {
  ORDER_ACCESS,
  ORDER_TRANSITIONS,
  endServiceDecisionSchema,
  orderCloseSchema,
  orderIdQuerySchema,
  orderPendingQuerySchema,
  orderReasonSchema,
  orderRefListQuerySchema,
  orderReturnSchema,
  orderSplitSchema,
} from '@fieldline/domain';
import { requestLocale } from '../../core/i18n';
import { defineRoute } from '../../core/route';
import * as remaining from './remaining';

const tags = ['orders'];

/**
 * The remaining order actions (issue 22, spec-business §4 line 71): copy, pending and related
 * orders, check finish, ending service early, sending back, closing and splitting.
 */
export const remainingRoutes = [
  defineRoute({
    method: 'GET',
    url: '/order/copyOrder',
    access: ORDER_ACCESS.create,
    feature: 'copyOrder',
    tags,
    summary:
      "The create form's values copied from an order I may see (no appointment, people or progress); not on the free tier (SB:119)",
    query: orderIdQuerySchema,
    handler: ({ tenant, query }) => remaining.copyOrderDraft(tenant, query.id),
  }),
  defineRoute({
    method: 'GET',
    url: '/order/checkOrderPending',
    access: ORDER_ACCESS.create,
    tags,
    summary:
      'Open orders (states 0-4, 7) of a customer or of a customer product: the count, and the newest five I may open (a warning at creation)',
    query: orderPendingQuerySchema,
    handler: ({ tenant, query }) => remaining.checkOrderPending(tenant, query),
  }),
  defineRoute({
    method: 'GET',
    url: '/order/getOrderRefList',
    access: ORDER_ACCESS.view,
    tags,
    summary:
      'One page of the orders related to an order: its parent, its children, the same equipment, the same customer (those I may see)',
    query: orderRefListQuerySchema,
    handler: ({ tenant, query }) => remaining.orderRefPage(tenant, query),
  }),
  defineRoute({
    method: 'GET',
    url: '/order/getOrderRefCount',
    access: ORDER_ACCESS.view,
    tags,
    summary: 'How many orders relate to an order (the detail tab of getOrderRefList)',
    query: orderIdQuerySchema,
    handler: ({ tenant, query }) => remaining.orderRefCount(tenant, query.id),
  }),
  defineRoute({
    method: 'GET',
    url: '/order/checkFinish',
    access: ORDER_TRANSITIONS.complete.access,
    tags,
    summary:
      'Check finish: whether the order\'s server may complete it now, and why not (a pending request, paused, open child orders: "unfinished progress must be completed first")',
    query: orderIdQuerySchema,
    handler: ({ tenant, query, req }) => remaining.checkFinish(tenant, query.id, requestLocale(req)),
  }),
  defineRoute({
    method: 'POST',
    url: '/order/applyEndService',
    access: ORDER_TRANSITIONS.applyEndService.access,
    tags,
    summary:
      "The order's server asks to end service early (state 4, reason required); the order cannot be completed until it is decided",
    body: orderReasonSchema,
    handler: ({ tenant, body }) => remaining.applyEndService(tenant, body),
  }),
  defineRoute({
    method: 'POST',
    url: '/order/examineEndService',
    access: ORDER_TRANSITIONS.approveEndService.access,
    tags,
    summary:
      'Approve (4 → 5 without the completion form, reason optional) or reject (stays at 4, reason required) a request to end service',
    body: endServiceDecisionSchema,
    handler: ({ tenant, body }) => remaining.decideEndService(tenant, body),
  }),
  defineRoute({
    method: 'POST',
    url: '/order/returnNode',
    access: ORDER_TRANSITIONS.returnNode.access,
    tags,
    summary:
      'Send an order (2, 3, 4, 7) back to assignment (returnTo 1: the engineer is cleared) or to acceptance (returnTo 2), reason required',
    body: orderReturnSchema,
    handler: ({ tenant, body }) => remaining.returnOrder(tenant, body),
  }),
  defineRoute({
    method: 'POST',
    url: '/order/close',
    access: ORDER_TRANSITIONS.close.access,
    tags,
    summary: 'Close a completed or cancelled order for good: no lifecycle action afterwards',
    body: orderCloseSchema,
    handler: ({ tenant, body }) => remaining.closeOrder(tenant, body),
  }),
  defineRoute({
    method: 'POST',
    url: '/order/split',
    access: ORDER_TRANSITIONS.split.access,
    tags,
    summary:
      "Split an order (1-4, the template's split node on) into 1-10 child orders of the same customer and template that keep a link to it",
    body: orderSplitSchema,
    handler: ({ tenant, body }) => remaining.splitOrder(tenant, body),
  }),
];

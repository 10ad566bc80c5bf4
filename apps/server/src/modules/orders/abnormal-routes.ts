import {
  ORDER_ACCESS,
  ORDER_TRANSITIONS,
  abnormalApplySchema,
  abnormalCountQuerySchema,
  abnormalDecisionSchema,
  abnormalListQuerySchema,
} from '@fieldline/domain';
import { defineRoute } from '../../core/route';
import * as abnormal from './abnormal';

const tags = ['orders'];

/** Abnormal requests (issue 22, /abnormalOrder): apply, decide, the list and the menu badge. */
export const abnormalRoutes = [
  defineRoute({
    method: 'POST',
    url: '/order/applyAbnormalOrder',
    access: ORDER_TRANSITIONS.applyAbnormal.access,
    tags,
    summary:
      "The order's server (states 2-4) applies to cancel (type 1), reassign (2, optionally to newServerId) or reschedule (3, appointmentAt); reason required; the order cannot be completed until it is decided",
    body: abnormalApplySchema,
    handler: ({ tenant, body }) => abnormal.applyAbnormal(tenant, body),
  }),
  defineRoute({
    method: 'POST',
    url: '/order/examineAbnormalOrder',
    access: ORDER_ACCESS.approve,
    tags,
    summary:
      'Pass (reason optional) or reject (reason required) a pending abnormal request; passing applies the change (cancel → 6, reassign → 1 or 2, reschedule → new appointment)',
    body: abnormalDecisionSchema,
    handler: ({ tenant, body }) => abnormal.decideAbnormal(tenant, body),
  }),
  defineRoute({
    method: 'GET',
    url: '/v2/order/abnormal/list',
    access: ORDER_ACCESS.view,
    tags,
    summary:
      'One page of abnormal requests, newest first: approvers (10109) see those of the orders they may see, others their own',
    query: abnormalListQuerySchema,
    handler: ({ tenant, query }) => abnormal.abnormalPage(tenant, query),
  }),
  defineRoute({
    method: 'GET',
    url: '/v2/order/getAbnormalOrderCount',
    access: ORDER_ACCESS.view,
    tags,
    summary: 'Menu badge: pending abnormal requests the caller may decide (type 0 all, 1-3 one type)',
    query: abnormalCountQuerySchema,
    handler: ({ tenant, query }) => abnormal.abnormalCount(tenant, query.type),
  }),
];

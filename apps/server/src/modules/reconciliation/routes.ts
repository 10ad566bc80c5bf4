import {
  RECONCILE_ACCESS,
  exportReconcileSchema,
  idParamsSchema,
  incomeQuerySchema,
  reconcileFilterSchema,
  reconcileListQuerySchema,
  reconcileMarkSchema,
} from '@fieldline/domain';
import { defineRoute } from '../../core/route';
import { reconcileCount } from './figures';
import { incomeStatistics } from './income';
import { exportReconcile, listReconcile, markReconciled, unmarkReconciled } from './service';

const tags = ['reconciliation'];
const { view, reconcile } = RECONCILE_ACCESS;

/** Reconciliation and income statistics (issue 27, spec D8): finance's view of money billed and collected. */
export const reconciliationRoutes = [
  defineRoute({
    method: 'GET',
    url: '/v2/financeReconcile/list',
    access: view,
    tags,
    summary:
      "Per customer in a period: completed orders' totals and contract instalments billed against collection and contract payments; reconciled or not",
    query: reconcileListQuerySchema,
    handler: ({ tenant, query }) => listReconcile(tenant, query),
  }),
  defineRoute({
    method: 'GET',
    url: '/v2/financeReconcile/count',
    access: view,
    tags,
    summary: 'The filtered period: customers, reconciled and not, billed, collected and balance',
    query: reconcileFilterSchema,
    handler: ({ tenant, query }) => reconcileCount(tenant, query),
  }),
  defineRoute({
    method: 'POST',
    url: '/v2/financeReconcile/mark',
    access: reconcile,
    tags,
    summary: "Mark a customer's period reconciled: its figures as they are now, frozen",
    body: reconcileMarkSchema,
    handler: ({ tenant, body }) => markReconciled(tenant, body),
  }),
  defineRoute({
    method: 'DELETE',
    url: '/v2/financeReconcile/unmark/:id',
    access: reconcile,
    tags,
    summary: 'Withdraw a reconciliation (the period is open again)',
    params: idParamsSchema,
    handler: async ({ tenant, params }) => {
      await unmarkReconciled(tenant, params.id);
      return null;
    },
  }),
  defineRoute({
    method: 'POST',
    url: '/v2/financeReconcile/export',
    access: RECONCILE_ACCESS.export,
    tags,
    summary: 'Export the filtered period to Excel through the download centre',
    body: exportReconcileSchema,
    handler: ({ tenant, body }) => exportReconcile(tenant, body),
  }),
  defineRoute({
    method: 'GET',
    url: '/v2/incomeStatistics',
    access: view,
    tags,
    summary:
      'Money in during a period: order collections and contract payments by day or month, by kind, method and template',
    query: incomeQuerySchema,
    handler: ({ tenant, query }) => incomeStatistics(tenant, query),
  }),
];

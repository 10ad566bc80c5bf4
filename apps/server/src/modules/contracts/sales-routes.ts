import {
  idSchema,
  pageQuerySchema,
  SALES_CONTRACT_ACCESS,
  contractIdBodySchema,
  contractIdParamsSchema,
  paymentAddSchema,
  paymentPlanSaveSchema,
  salesContractSaveSchema,
  salesListQuerySchema,
  salesRejectSchema,
  salesStatusSchema,
} from '@fieldline/domain';
import { defineRoute } from '../../core/route';
import { deleteSales, listSales, salesDetail, saveSales, setSalesStatus, transitionSales } from './sales';
import { addPayment, deletePaymentPlan, savePaymentPlan } from './sales-payments';
import { salesOrders } from './sales-orders';

const ordersQuery = pageQuerySchema.extend({ id: idSchema });

const tags = ['salesContract'];
const { view, create, edit, remove, approve } = SALES_CONTRACT_ACCESS;
const base = '/v2/salesContract';

/** Sales contracts (issue 25, spec D7): states 1 → 2 → 3 with approval, payment plans and payments. */
export const salesRoutes = [
  defineRoute({
    method: 'GET',
    url: `${base}/orders`,
    access: view,
    tags,
    summary: 'The orders belonging to a sales contract (belongSaleContractId), newest first',
    query: ordersQuery,
    handler: ({ tenant, query }) => salesOrders(tenant, query.id, query.pageSize, query.pageIndex),
  }),
  defineRoute({
    method: 'GET',
    url: `${base}/list`,
    access: view,
    tags,
    summary: 'Sales contracts, newest first (state, customer, keyword, mine); a salesperson sees their own',
    query: salesListQuerySchema,
    handler: ({ tenant, query }) => listSales(tenant, query),
  }),
  defineRoute({
    method: 'GET',
    url: `${base}/detail/:id`,
    access: view,
    tags,
    summary: 'A sales contract: products, amount, custom fields, instalments, payments, log, allowed actions',
    params: contractIdParamsSchema,
    handler: ({ tenant, params }) => salesDetail(tenant, params.id),
  }),
  defineRoute({
    method: 'POST',
    url: `${base}/save`,
    access: create,
    tags,
    summary: 'Create a sales contract, or change one pending submission (the amount is the products total)',
    body: salesContractSaveSchema,
    handler: ({ tenant, body }) => saveSales(tenant, body),
  }),
  defineRoute({
    method: 'DELETE',
    url: `${base}/delete/:id`,
    access: remove,
    tags,
    summary: 'Delete a sales contract pending submission',
    params: contractIdParamsSchema,
    handler: async ({ tenant, params }) => {
      await deleteSales(tenant, params.id);
      return null;
    },
  }),
  defineRoute({
    method: 'POST',
    url: `${base}/submit`,
    access: edit,
    tags,
    summary: 'Submit for approval (1 pending submission → 2 pending approval)',
    body: contractIdBodySchema,
    handler: ({ tenant, body }) => transitionSales(tenant, body.id, 'submit'),
  }),
  defineRoute({
    method: 'POST',
    url: `${base}/approve`,
    access: approve,
    tags,
    summary: 'Approve (2 → 3 approved)',
    body: contractIdBodySchema,
    handler: ({ tenant, body }) => transitionSales(tenant, body.id, 'approve'),
  }),
  defineRoute({
    method: 'POST',
    url: `${base}/reject`,
    access: approve,
    tags,
    summary: 'Reject with a reason (2 → 1 pending submission)',
    body: salesRejectSchema,
    handler: ({ tenant, body }) => transitionSales(tenant, body.id, 'reject', body.reason),
  }),
  defineRoute({
    method: 'POST',
    url: `${base}/status`,
    access: edit,
    tags,
    summary: 'Set the shipping and signing progress of an approved contract',
    body: salesStatusSchema,
    handler: ({ tenant, body }) => setSalesStatus(tenant, body),
  }),
  defineRoute({
    method: 'POST',
    url: `${base}/paymentPlan/save`,
    access: edit,
    tags,
    summary: 'Add or change an instalment (due date, amount); together at most the contract amount',
    body: paymentPlanSaveSchema,
    handler: ({ tenant, body }) => savePaymentPlan(tenant, body),
  }),
  defineRoute({
    method: 'DELETE',
    url: `${base}/paymentPlan/delete/:id`,
    access: edit,
    tags,
    summary: 'Delete an instalment with nothing received',
    params: contractIdParamsSchema,
    handler: async ({ tenant, params }) => {
      await deletePaymentPlan(tenant, params.id);
      return null;
    },
  }),
  defineRoute({
    method: 'POST',
    url: `${base}/payment/add`,
    access: edit,
    tags,
    summary: 'Record money received against an instalment of an approved contract (at most what is due)',
    body: paymentAddSchema,
    handler: ({ tenant, body }) => addPayment(tenant, body),
  }),
];

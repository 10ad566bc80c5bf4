import { z } from 'zod';
import {
  SERVICE_PLAN_ACCESS,
  contractIdBodySchema,
  contractIdParamsSchema,
  maintenanceTaskFilterSchema,
  maintenanceTaskListQuerySchema,
  marketingListQuerySchema,
  marketingPreviewSchema,
  marketingSendSchema,
  pageQuerySchema,
  remindDoneSchema,
  servicePlanListQuerySchema,
  servicePlanSaveSchema,
} from '@fieldline/domain';
import { defineRoute } from '../../core/route';
import { countTasks, listTasks } from './maintenance-tasks';
import { listMarketing, listMarketingTemplates, previewMarketing, sendMarketing } from './marketing';
import {
  countServicePlans,
  deleteServicePlan,
  listServicePlans,
  produceServicePlan,
  remindDone,
  servicePlanCustomers,
  servicePlanDetail,
  saveServicePlan,
} from './service-plans';

const tags = ['cyclePlan'];
const { view, plans, reminders, marketing } = SERVICE_PLAN_ACCESS;
const base = '/v2/cyclePlan';
const customersQuery = pageQuerySchema.extend({ id: z.coerce.number().int().positive() });

/** Customer service plans and their follow-up reminders (issue 25, spec D7; SS:226-232). */
export const serviceRoutes = [
  defineRoute({
    method: 'GET',
    url: `${base}/list`,
    access: view,
    tags,
    summary: 'Customer service plans, newest first (by name, or those reaching a customer)',
    query: servicePlanListQuerySchema,
    handler: ({ tenant, query }) => listServicePlans(tenant, query),
  }),
  defineRoute({
    method: 'GET',
    url: `${base}/count`,
    access: view,
    tags,
    summary: 'How many customer service plans match the filter',
    query: servicePlanListQuerySchema.omit({ pageSize: true, pageIndex: true }),
    handler: async ({ tenant, query }) => ({ total: await countServicePlans(tenant, query) }),
  }),
  defineRoute({
    method: 'GET',
    url: `${base}/detail/:id`,
    access: view,
    tags,
    summary: 'A customer service plan: cycle, people, its customer or tag, customers reached, open reminders',
    params: contractIdParamsSchema,
    handler: ({ tenant, params }) => servicePlanDetail(tenant, params.id),
  }),
  defineRoute({
    method: 'GET',
    url: `${base}/customers`,
    access: view,
    tags,
    summary: 'The customers a plan reaches now (its customer, or those carrying its tag), by name',
    query: customersQuery,
    handler: ({ tenant, query }) => servicePlanCustomers(tenant, query.id, query.pageSize, query.pageIndex),
  }),
  defineRoute({
    method: 'POST',
    url: `${base}/save`,
    access: plans,
    tags,
    summary:
      'Create or change a customer service plan: one customer or one customer tag, cycle, span ≤ 1 year, staff or team, reminders or orders',
    body: servicePlanSaveSchema,
    handler: ({ tenant, body }) => saveServicePlan(tenant, body),
  }),
  defineRoute({
    method: 'DELETE',
    url: `${base}/delete/:id`,
    access: plans,
    tags,
    summary: 'Delete a customer service plan (and its open reminders) that raised no order',
    params: contractIdParamsSchema,
    handler: async ({ tenant, params }) => {
      await deleteServicePlan(tenant, params.id);
      return null;
    },
  }),
  defineRoute({
    method: 'POST',
    url: `${base}/production`,
    access: plans,
    tags,
    summary: "Produce the plan's reminders (or orders) due within its window now, each once",
    body: contractIdBodySchema,
    handler: ({ tenant, body }) => produceServicePlan(tenant, body.id),
  }),
  defineRoute({
    method: 'GET',
    url: `${base}/remind/list`,
    access: view,
    tags,
    summary: 'Follow-up reminders (/followRemind): the service plans’ tasks by due date',
    query: maintenanceTaskListQuerySchema,
    handler: ({ tenant, query }) => listTasks(tenant, { ...query, kind: 'service' }),
  }),
  defineRoute({
    method: 'GET',
    url: `${base}/remind/count`,
    access: view,
    tags,
    summary: 'Follow-up reminders counted by state',
    query: maintenanceTaskFilterSchema,
    handler: ({ tenant, query }) => countTasks(tenant, { ...query, kind: 'service' }),
  }),
  defineRoute({
    method: 'POST',
    url: `${base}/remind/done`,
    access: reminders,
    tags,
    summary: 'Mark an open follow-up reminder done without an order (with a note)',
    body: remindDoneSchema,
    handler: ({ tenant, body }) => remindDone(tenant, body),
  }),
  defineRoute({
    method: 'GET',
    url: `${base}/marketing/templates`,
    access: marketing,
    tags,
    summary: 'The passed marketing SMS templates a campaign may use (customer placeholders)',
    handler: ({ tenant }) => listMarketingTemplates(tenant),
  }),
  defineRoute({
    method: 'POST',
    url: `${base}/marketing/preview`,
    access: marketing,
    feature: 'smsSignature',
    tags,
    summary:
      "SMS marketing (/cyclePlan/SMSmarketing/{id}): how many of the plan's customers (all or those chosen) would receive it, how many lack a mobile, and what is left of the day's 200",
    body: marketingPreviewSchema,
    handler: ({ tenant, body }) => previewMarketing(tenant, body),
  }),
  defineRoute({
    method: 'POST',
    url: `${base}/marketing/send`,
    access: marketing,
    feature: 'smsSignature',
    tags,
    summary:
      'Send a passed marketing template to the plan’s customers with a mobile, through the SMS module; refused when the confirmed count changed or past 200 a user a day',
    body: marketingSendSchema,
    handler: ({ tenant, body }) => sendMarketing(tenant, body),
  }),
  defineRoute({
    method: 'GET',
    url: `${base}/marketing/list`,
    access: view,
    tags,
    summary: 'SMS marketing campaigns sent, newest first (of one plan when asked): sender, template, counts',
    query: marketingListQuerySchema,
    handler: ({ tenant, query }) => listMarketing(tenant, query),
  }),
];

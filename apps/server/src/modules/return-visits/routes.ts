import {
  RETURN_VISIT_ACCESS,
  followUpSchema,
  idParamsSchema,
  planListQuerySchema,
  planSaveSchema,
  reportQuerySchema,
  taskCreateSchema,
  taskFilterSchema,
  taskListQuerySchema,
  taskSmsSchema,
  taskSubmitSchema,
  visitCountQuerySchema,
} from '@fieldline/domain';
import { defineRoute } from '../../core/route';
import { deletePlan, listPlans, planDetail, savePlan } from './plans';
import { visitorOptions } from './people';
import { visitReport } from './report';
import { createManualTask, raiseFollowUp, sendTaskSms, submitTask, visitOrderDetail } from './submit';
import { countTasks, listTasks, pendingVisitCount, taskDetail } from './tasks';

const tags = ['returnVisits'];
const { view, perform, plans } = RETURN_VISIT_ACCESS;

/** Return visits (issue 22, spec D4): tasks, plans, the badge and the report. */
export const returnVisitRoutes = [
  defineRoute({
    method: 'GET',
    url: '/v2/returnvisitTask/list',
    access: view,
    tags,
    summary:
      'One page of return-visit tasks, newest first (state, type, plan, visitor, mine, keyword, created dates)',
    query: taskListQuerySchema,
    handler: ({ tenant, query }) => listTasks(tenant, query),
  }),
  defineRoute({
    method: 'GET',
    url: '/v2/returnvisitTask/count',
    access: view,
    tags,
    summary: 'The filtered return-visit tasks counted by state: total, pending, failed, passed',
    query: taskFilterSchema,
    handler: ({ tenant, query }) => countTasks(tenant, query),
  }),
  defineRoute({
    method: 'GET',
    url: '/v2/returnvisitTask/detail/:id',
    access: view,
    tags,
    summary:
      "A task: the order's facts, the visit form's answers, notes, SMS sent, follow-up, what the caller may do",
    params: idParamsSchema,
    handler: ({ tenant, params }) => taskDetail(tenant, params.id),
  }),
  defineRoute({
    method: 'GET',
    url: '/v2/returnvisitTask/visitOrderDetail/:id',
    access: view,
    tags,
    summary: "The visited order's detail (as the caller may see orders) for a task id",
    params: idParamsSchema,
    handler: ({ tenant, params }) => visitOrderDetail(tenant, params.id),
  }),
  defineRoute({
    method: 'POST',
    url: '/v2/returnvisitTask/submit',
    access: perform,
    tags,
    summary: 'Submit a pending visit once: the visit form, notes, and passed (3) or failed (2)',
    body: taskSubmitSchema,
    handler: ({ tenant, body }) => submitTask(tenant, body),
  }),
  defineRoute({
    method: 'POST',
    url: '/v2/returnvisitTask/followUp',
    access: perform,
    tags,
    summary: "A failed visit raises one follow-up order for the order's customer, linked to the task",
    body: followUpSchema,
    handler: ({ tenant, body }) => raiseFollowUp(tenant, body),
  }),
  defineRoute({
    method: 'POST',
    url: '/v2/returnvisitTask/sendSms',
    access: perform,
    tags,
    summary: "Send a text message to the order's contact through the SMS provider (at most 5 per task)",
    body: taskSmsSchema,
    handler: ({ tenant, body }) => sendTaskSms(tenant, body),
  }),
  defineRoute({
    method: 'POST',
    url: '/v2/returnvisitTask/create',
    access: perform,
    tags,
    summary: 'Add a visit by hand (type 53) for a completed order, optionally designated to a visitor',
    body: taskCreateSchema,
    handler: ({ tenant, body }) => createManualTask(tenant, body),
  }),
  defineRoute({
    method: 'GET',
    url: '/v2/order/getAllVisitCount',
    access: view,
    tags,
    summary:
      "Menu badge: pending visits that are the caller's work (dataType 0: theirs and undesignated; 1: designated)",
    query: visitCountQuerySchema,
    handler: ({ tenant, query }) => pendingVisitCount(tenant, query.dataType),
  }),
  defineRoute({
    method: 'GET',
    url: '/v2/returnVisitPlan/list',
    access: view,
    tags,
    summary: 'Return-visit plans, newest first, filtered by name',
    query: planListQuerySchema,
    handler: ({ tenant, query }) => listPlans(tenant, query),
  }),
  defineRoute({
    method: 'GET',
    url: '/v2/returnVisitPlan/detail/:id',
    access: view,
    tags,
    summary: 'One return-visit plan with its visitors and counters',
    params: idParamsSchema,
    handler: ({ tenant, params }) => planDetail(tenant, params.id),
  }),
  defineRoute({
    method: 'GET',
    url: '/v2/returnVisitPlan/visitors',
    access: view,
    tags,
    summary: 'Enabled users who may perform return visits (the visitor pickers)',
    handler: ({ tenant }) => visitorOptions(tenant),
  }),
  defineRoute({
    method: 'POST',
    url: '/v2/returnVisitPlan/save',
    access: plans,
    paidParts: [
      {
        feature: 'returnVisitors',
        used: ({ body }) => Array.isArray(body.visitorIds) && new Set(body.visitorIds).size > 1,
        example: { body: { visitorIds: [1, 2] } },
      },
    ],
    tags,
    summary:
      'Create (no id) or change a return-visit plan; more than one designated visitor is a paid feature',
    body: planSaveSchema,
    handler: ({ tenant, body }) => savePlan(tenant, body),
  }),
  defineRoute({
    method: 'DELETE',
    url: '/v2/returnVisitPlan/delete/:id',
    access: plans,
    tags,
    summary: 'Delete a return-visit plan (its tasks stay and keep naming it)',
    params: idParamsSchema,
    handler: async ({ tenant, params }) => {
      await deletePlan(tenant, params.id);
      return null;
    },
  }),
  defineRoute({
    method: 'GET',
    url: '/v2/returnVisitReport',
    access: view,
    tags,
    summary: 'Visits created in a period: totals, by day/week/month and by visitor, with done and pass rates',
    query: reportQuerySchema,
    handler: ({ tenant, query }) => visitReport(tenant, query),
  }),
];

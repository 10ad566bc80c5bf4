import {
  MAINTENANCE_ACCESS,
  contractIdBodySchema,
  contractIdParamsSchema,
  contractListQuerySchema,
  maintenanceContractSaveSchema,
  maintenancePlanListQuerySchema,
  maintenancePlanSaveSchema,
  maintenanceTaskFilterSchema,
  maintenanceTaskListQuerySchema,
  maintenanceTaskSaveSchema,
} from '@fieldline/domain';
import { defineRoute } from '../../core/route';
import {
  contractDetail,
  countContracts,
  deleteContract,
  listContracts,
  requireContract,
  saveContract,
} from './maintenance-contracts';
import { countPlans, deletePlan, listPlans, planDetail, requirePlan, savePlan } from './maintenance-plans';
import {
  countTasks,
  deleteTask,
  listTasks,
  produceTaskOrder,
  saveTask,
  taskDetail,
} from './maintenance-tasks';
import { produce } from './production';

const tags = ['maintenance'];
const { view, contracts, plans, tasks } = MAINTENANCE_ACCESS;
const base = '/v2/maintenance';

/** Maintenance contracts → plans → tasks (issue 25, spec D7; SS:477). */
export const maintenanceRoutes = [
  defineRoute({
    method: 'GET',
    url: `${base}/contract/list`,
    access: view,
    tags,
    summary: 'Maintenance contracts, newest first (by name, customer)',
    query: contractListQuerySchema,
    handler: ({ tenant, query }) => listContracts(tenant, query),
  }),
  defineRoute({
    method: 'GET',
    url: `${base}/contract/count`,
    access: view,
    tags,
    summary: 'How many maintenance contracts match the filter',
    query: contractListQuerySchema.omit({ pageSize: true, pageIndex: true }),
    handler: async ({ tenant, query }) => ({ total: await countContracts(tenant, query) }),
  }),
  defineRoute({
    method: 'GET',
    url: `${base}/contract/detail/:id`,
    access: view,
    tags,
    summary: 'A maintenance contract with its custom fields and plan count',
    params: contractIdParamsSchema,
    handler: ({ tenant, params }) => contractDetail(tenant, params.id),
  }),
  defineRoute({
    method: 'POST',
    url: `${base}/contract/save`,
    access: contracts,
    tags,
    summary:
      'Create (no id) or change a maintenance contract: name, customer, date, amount, custom fields (kind 25)',
    body: maintenanceContractSaveSchema,
    handler: ({ tenant, body }) => saveContract(tenant, body),
  }),
  defineRoute({
    method: 'DELETE',
    url: `${base}/contract/delete/:id`,
    access: contracts,
    tags,
    summary: 'Delete a maintenance contract that has no plans left',
    params: contractIdParamsSchema,
    handler: async ({ tenant, params }) => {
      await deleteContract(tenant, params.id);
      return null;
    },
  }),
  defineRoute({
    method: 'POST',
    url: `${base}/contract/production`,
    access: contracts,
    tags,
    summary:
      'Produce the tasks (and automatic orders) of every enabled plan of the contract, ahead as each plan says',
    body: contractIdBodySchema,
    handler: async ({ tenant, body }) => {
      await requireContract(tenant, body.id);
      const r = await produce(tenant, { contractId: body.id, userId: tenant.user.id });
      tenant.written.events += r.orders * 2;
      return r;
    },
  }),
  defineRoute({
    method: 'GET',
    url: `${base}/plan/list`,
    access: view,
    tags,
    summary: "A contract's plans, or the plans covering a device (equipmentId), newest first",
    query: maintenancePlanListQuerySchema,
    handler: ({ tenant, query }) => listPlans(tenant, query),
  }),
  defineRoute({
    method: 'GET',
    url: `${base}/plan/count`,
    access: view,
    tags,
    summary: 'How many plans match the filter',
    query: maintenancePlanListQuerySchema.omit({ pageSize: true, pageIndex: true }),
    handler: async ({ tenant, query }) => ({ total: await countPlans(tenant, query) }),
  }),
  defineRoute({
    method: 'GET',
    url: `${base}/plan/detail/:id`,
    access: view,
    tags,
    summary: 'A plan with its contract, customer, people and devices',
    params: contractIdParamsSchema,
    handler: ({ tenant, params }) => planDetail(tenant, params.id),
  }),
  defineRoute({
    method: 'POST',
    url: `${base}/plan/save`,
    access: plans,
    tags,
    summary:
      'Create or change a plan: cycle, dates (span ≤ 1 year), time, staff or team, devices, production',
    body: maintenancePlanSaveSchema,
    handler: ({ tenant, body }) => savePlan(tenant, body),
  }),
  defineRoute({
    method: 'DELETE',
    url: `${base}/plan/delete/:id`,
    access: plans,
    tags,
    summary: 'Delete a plan and its tasks (refused once a task raised an order)',
    params: contractIdParamsSchema,
    handler: async ({ tenant, params }) => {
      await deletePlan(tenant, params.id);
      return null;
    },
  }),
  defineRoute({
    method: 'POST',
    url: `${base}/plan/production`,
    access: plans,
    tags,
    summary: "Produce the plan's tasks due in its window now (idempotent: existing tasks stay)",
    body: contractIdBodySchema,
    handler: async ({ tenant, body }) => {
      await requirePlan(tenant, body.id);
      const r = await produce(tenant, { planIds: [body.id], userId: tenant.user.id });
      tenant.written.events += r.orders * 2;
      return r;
    },
  }),
  defineRoute({
    method: 'GET',
    url: `${base}/task/list`,
    access: view,
    tags,
    summary: 'Maintenance tasks by due date (plan, contract, state, dates, keyword)',
    query: maintenanceTaskListQuerySchema,
    handler: ({ tenant, query }) => listTasks(tenant, { ...query, kind: query.kind ?? 'maintenance' }),
  }),
  defineRoute({
    method: 'GET',
    url: `${base}/task/count`,
    access: view,
    tags,
    summary: 'The filtered tasks counted by state',
    query: maintenanceTaskFilterSchema,
    handler: ({ tenant, query }) => countTasks(tenant, { ...query, kind: query.kind ?? 'maintenance' }),
  }),
  defineRoute({
    method: 'GET',
    url: `${base}/task/detail/:id`,
    access: view,
    tags,
    summary: 'A task with its plan, contract, devices and order',
    params: contractIdParamsSchema,
    handler: ({ tenant, params }) => taskDetail(tenant, params.id),
  }),
  defineRoute({
    method: 'POST',
    url: `${base}/task/save`,
    access: tasks,
    tags,
    summary: 'Disable (2) or enable (0) an incomplete task, or note it',
    body: maintenanceTaskSaveSchema,
    handler: ({ tenant, body }) => saveTask(tenant, body),
  }),
  defineRoute({
    method: 'DELETE',
    url: `${base}/task/delete/:id`,
    access: tasks,
    tags,
    summary: 'Delete a task that raised no order and is not completed',
    params: contractIdParamsSchema,
    handler: async ({ tenant, params }) => {
      await deleteTask(tenant, params.id);
      return null;
    },
  }),
  defineRoute({
    method: 'POST',
    url: `${base}/task/production`,
    access: tasks,
    tags,
    summary: "Raise the task's work order (once; the task completes when the order does)",
    body: contractIdBodySchema,
    handler: ({ tenant, body }) => produceTaskOrder(tenant, body.id),
  }),
];

import { generatePath } from 'react-router-dom';

/** The contract pages of spec-shell (SS:137-141, SS:240-241). */
export const CONTRACT_PATHS = {
  maintenance: '/maintenance',
  contract: '/maintenance/MaintenanceContract/:id',
  plan: '/maintenance/MaintenancePlanDetail/:id',
  task: '/maintenance/MaintenanceTasksDetail/:id',
  sales: '/salesContract',
  salesDetail: '/salesContractDetail',
  servicePlans: '/cyclePlan',
  servicePlan: '/cyclePlan/cyclePlanDetail/:id',
  customerServicePlan: '/allCustomer/cyclePlanDetail/:id',
  marketing: '/cyclePlan/SMSmarketing/:id',
  reminders: '/followRemind',
} as const;

export const contractPath = (id: number) => generatePath(CONTRACT_PATHS.contract, { id: String(id) });
export const planPath = (id: number) => generatePath(CONTRACT_PATHS.plan, { id: String(id) });
export const taskPath = (id: number) => generatePath(CONTRACT_PATHS.task, { id: String(id) });
export const salesDetailPath = (id: number) => `${CONTRACT_PATHS.salesDetail}?id=${id}`;
export const servicePlanPath = (id: number) => generatePath(CONTRACT_PATHS.servicePlan, { id: String(id) });
/** The same plan opened from a customer's detail (SS:232). */
export const customerServicePlanPath = (id: number) =>
  generatePath(CONTRACT_PATHS.customerServicePlan, { id: String(id) });
export const marketingPath = (id: number) => generatePath(CONTRACT_PATHS.marketing, { id: String(id) });

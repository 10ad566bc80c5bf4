import { generatePath } from 'react-router-dom';

/** The contract pages of spec-shell (SS:137-141, SS:240-241). */
export const CONTRACT_PATHS = {
  maintenance: '/maintenance',
  contract: '/maintenance/MaintenanceContract/:id',
  plan: '/maintenance/MaintenancePlanDetail/:id',
  task: '/maintenance/MaintenanceTasksDetail/:id',
  sales: '/salesContract',
  salesDetail: '/salesContractDetail',
} as const;

export const contractPath = (id: number) => generatePath(CONTRACT_PATHS.contract, { id: String(id) });
export const planPath = (id: number) => generatePath(CONTRACT_PATHS.plan, { id: String(id) });
export const taskPath = (id: number) => generatePath(CONTRACT_PATHS.task, { id: String(id) });
export const salesDetailPath = (id: number) => `${CONTRACT_PATHS.salesDetail}?id=${id}`;

import { MAINTENANCE_ACCESS, SALES_CONTRACT_ACCESS, SERVICE_PLAN_ACCESS } from '@fieldline/domain';
import { lazyPage as lazy } from '../../shell/chunks';
import type { AppRoute, RouteNameKey } from '../../shell/paths';
import { registerMessageLink } from '../messages';
import { CONTRACT_PATHS, contractPath, salesDetailPath } from './paths';

// overdue instalments and contracts about to end open the contract
registerMessageLink('salesContract', salesDetailPath);
registerMessageLink('maintenanceContract', contractPath);

const route = (
  name: string,
  path: string,
  page: AppRoute['page'],
  permission: string,
  menuKey: AppRoute['menuKey'],
  keepAlive = false,
): AppRoute => ({
  name,
  path,
  page,
  nameKey: `contracts.routes.${name}` as RouteNameKey,
  permission,
  keepAlive,
  menuKey,
  layout: true,
});

/** Contracts (issue 25): maintenance contracts, plans and tasks; sales contracts; customer service plans. */
export const CONTRACT_ROUTES: AppRoute[] = [
  route(
    'maintenance',
    CONTRACT_PATHS.maintenance,
    lazy(() => import('./pages/MaintenancePage')),
    MAINTENANCE_ACCESS.view,
    'work_manage',
    true,
  ),
  route(
    'MaintenanceContract',
    CONTRACT_PATHS.contract,
    lazy(() => import('./pages/ContractDetailPage')),
    MAINTENANCE_ACCESS.view,
    'work_manage',
  ),
  route(
    'MaintenancePlanDetail',
    CONTRACT_PATHS.plan,
    lazy(() => import('./pages/PlanDetailPage')),
    MAINTENANCE_ACCESS.view,
    'work_manage',
  ),
  route(
    'MaintenanceTasksDetail',
    CONTRACT_PATHS.task,
    lazy(() => import('./pages/TaskDetailPage')),
    MAINTENANCE_ACCESS.view,
    'work_manage',
  ),
  route(
    'salesContract',
    CONTRACT_PATHS.sales,
    lazy(() => import('./pages/SalesListPage')),
    SALES_CONTRACT_ACCESS.view,
    'customer_manage',
    true,
  ),
  route(
    'salesContractDetail',
    CONTRACT_PATHS.salesDetail,
    lazy(() => import('./pages/SalesDetailPage')),
    SALES_CONTRACT_ACCESS.view,
    'customer_manage',
  ),
  route(
    'cyclePlan',
    CONTRACT_PATHS.servicePlans,
    lazy(() => import('./pages/ServicePlanListPage')),
    SERVICE_PLAN_ACCESS.view,
    'customer_manage',
    true,
  ),
  route(
    'cyclePlanDetail',
    CONTRACT_PATHS.servicePlan,
    lazy(() => import('./pages/ServicePlanDetailPage')),
    SERVICE_PLAN_ACCESS.view,
    'customer_manage',
  ),
  route(
    'customerCyclePlanDetail',
    CONTRACT_PATHS.customerServicePlan,
    lazy(() => import('./pages/ServicePlanDetailPage')),
    SERVICE_PLAN_ACCESS.view,
    'customer_manage',
  ),
  route(
    'SMSmarketing',
    CONTRACT_PATHS.marketing,
    lazy(() => import('./pages/MarketingPage')),
    SERVICE_PLAN_ACCESS.marketing,
    'customer_manage',
  ),
  route(
    'followRemind',
    CONTRACT_PATHS.reminders,
    lazy(() => import('./pages/FollowRemindPage')),
    SERVICE_PLAN_ACCESS.view,
    'customer_manage',
    true,
  ),
];

import type { MenuDefinition } from '../shell/menus';
import { MAINTENANCE_ACCESS, SALES_CONTRACT_ACCESS, SERVICE_PLAN_ACCESS } from './constants';

/** Contracts (issue 25; spec-shell /maintenance SS:137, /salesContract SS:240, /cyclePlan and /followRemind SS:226-228). */
export const CONTRACT_MENUS: MenuDefinition[] = [
  {
    key: 'maintenance',
    parent: 'work_manage',
    menuType: 'main',
    routerName: 'maintenance',
    permission: MAINTENANCE_ACCESS.view,
    name: { zh_CN: '维保管理', en_GB: 'Maintenance' },
  },
  {
    key: 'salesContract',
    parent: 'customer_manage',
    menuType: 'main',
    routerName: 'salesContract',
    permission: SALES_CONTRACT_ACCESS.view,
    name: { zh_CN: '销售合同', en_GB: 'Sales contracts' },
  },
  {
    key: 'cyclePlan',
    parent: 'customer_manage',
    menuType: 'main',
    routerName: 'cyclePlan',
    permission: SERVICE_PLAN_ACCESS.view,
    name: { zh_CN: '服务计划', en_GB: 'Service plans' },
  },
  {
    key: 'followRemind',
    parent: 'customer_manage',
    menuType: 'main',
    routerName: 'followRemind',
    permission: SERVICE_PLAN_ACCESS.view,
    name: { zh_CN: '跟进提醒', en_GB: 'Follow-up reminders' },
  },
];

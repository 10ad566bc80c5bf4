import type { MenuDefinition } from '../shell/menus';
import { MAINTENANCE_ACCESS, SALES_CONTRACT_ACCESS } from './constants';

/** Contracts (issue 25; spec-shell /maintenance SS:137, /salesContract SS:240). */
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
];

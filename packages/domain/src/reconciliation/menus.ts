import type { MenuDefinition } from '../shell/menus';
import { RECONCILE_ACCESS } from './constants';

/** Finance (issue 27; spec-shell /financeReconcile SS:157-163, /incomeStatistics). */
export const RECONCILE_MENUS: MenuDefinition[] = [
  {
    key: 'financeReconcile',
    parent: 'finance_manage',
    menuType: 'main',
    routerName: 'financeReconcile',
    permission: RECONCILE_ACCESS.view,
    name: { zh_CN: '客户对账', en_GB: 'Reconciliation' },
  },
  {
    key: 'incomeStatistics',
    parent: 'finance_manage',
    menuType: 'main',
    routerName: 'incomeStatistics',
    permission: RECONCILE_ACCESS.view,
    name: { zh_CN: '收入统计', en_GB: 'Income statistics' },
  },
];

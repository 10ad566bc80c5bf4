import { RECONCILE_ACCESS } from '@fieldline/domain';
import { lazyPage as lazy } from '../../shell/chunks';
import type { AppRoute, RouteNameKey } from '../../shell/paths';
import { RECONCILE_PATHS } from './paths';

/** Reconciliation and income statistics (issue 27; spec-shell /financeReconcile, /incomeStatistics). */
export const RECONCILE_ROUTES: AppRoute[] = [
  {
    name: 'financeReconcile',
    path: RECONCILE_PATHS.reconcile,
    page: lazy(() => import('./pages/ReconcilePage')),
    nameKey: 'reconciliation.routes.financeReconcile' as RouteNameKey,
    permission: RECONCILE_ACCESS.view,
    keepAlive: true,
    menuKey: 'finance_manage',
    layout: true,
  },
  {
    name: 'incomeStatistics',
    path: RECONCILE_PATHS.income,
    page: lazy(() => import('./pages/IncomeStatisticsPage')),
    nameKey: 'reconciliation.routes.incomeStatistics' as RouteNameKey,
    permission: RECONCILE_ACCESS.view,
    keepAlive: false,
    menuKey: 'finance_manage',
    layout: true,
  },
];

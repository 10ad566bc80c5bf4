import { FAULT_ACCESS } from '@fieldline/domain';
import { lazyPage as lazy } from '../../shell/chunks';
import type { AppRoute, RouteNameKey } from '../../shell/paths';
import { FAULT_PATHS } from './paths';

/** The fault dictionary (issue 28), in the product centre. */
export const FAULT_ROUTES: AppRoute[] = [
  {
    name: 'faultPhenomenon',
    path: FAULT_PATHS.list,
    page: lazy(() => import('./pages/FaultListPage')),
    nameKey: 'faults.routes.faultPhenomenon' as RouteNameKey,
    permission: FAULT_ACCESS.view,
    menuKey: 'customer_manage',
    keepAlive: true,
    layout: true,
  },
];

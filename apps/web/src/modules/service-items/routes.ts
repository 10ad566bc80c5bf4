import { SERVICE_ITEM_ACCESS } from '@fieldline/domain';
import type { AppRoute, RouteNameKey } from '../../shell/paths';
import { lazyPage as lazy } from '../../shell/chunks';
import { SERVICE_ITEM_PATHS } from './paths';

/** The service item pages (spec-shell "Orders": /serviceProject/Detail/:id), under work orders. */
export const SERVICE_ITEM_ROUTES: AppRoute[] = [
  {
    name: 'serviceProject',
    path: SERVICE_ITEM_PATHS.list,
    page: lazy(() => import('./pages/ServiceItemListPage')),
    nameKey: 'serviceItems.routes.serviceProject' as RouteNameKey,
    permission: SERVICE_ITEM_ACCESS.view,
    keepAlive: true,
    menuKey: 'order_manage',
    layout: true,
  },
  {
    name: 'serviceProjectDetail',
    path: SERVICE_ITEM_PATHS.detail,
    page: lazy(() => import('./pages/ServiceItemDetailPage')),
    nameKey: 'serviceItems.routes.serviceProjectDetail' as RouteNameKey,
    permission: SERVICE_ITEM_ACCESS.view,
    menuKey: 'order_manage',
    layout: true,
  },
];

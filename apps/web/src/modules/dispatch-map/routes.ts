import { DISPATCH_MAP_ACCESS } from '@fieldline/domain';
import { lazyPage as lazy } from '../../shell/chunks';
import type { AppRoute, RouteNameKey } from '../../shell/paths';
import { DISPATCH_MAP_PATHS } from './paths';

const route = (
  name: string,
  path: string,
  page: AppRoute['page'],
  permission: string,
  menuKey: AppRoute['menuKey'],
): AppRoute => ({
  name,
  path,
  page,
  nameKey: `dispatchMap.routes.${name}` as RouteNameKey,
  permission,
  keepAlive: true,
  menuKey,
  layout: true,
});

/** Map dispatch, an order list on the map and the data map (issue 26; spec-shell D3). Leaflet loads with them. */
export const DISPATCH_MAP_ROUTES: AppRoute[] = [
  route(
    'assignOrderInMap',
    DISPATCH_MAP_PATHS.assign,
    lazy(() => import('./pages/AssignInMapPage')),
    DISPATCH_MAP_ACCESS.dispatch,
    'order_manage',
  ),
  route(
    'orderMapView',
    DISPATCH_MAP_PATHS.mapView,
    lazy(() => import('./pages/MapViewPage')),
    DISPATCH_MAP_ACCESS.view,
    'order_manage',
  ),
  route(
    'dataMap',
    DISPATCH_MAP_PATHS.dataMap,
    lazy(() => import('./pages/DataMapPage')),
    DISPATCH_MAP_ACCESS.view,
    'operate_manage',
  ),
  route(
    'scheduleList',
    DISPATCH_MAP_PATHS.schedules,
    lazy(() => import('./pages/ScheduleListPage')),
    DISPATCH_MAP_ACCESS.dispatch,
    'order_manage',
  ),
  route(
    'scheduleReport',
    DISPATCH_MAP_PATHS.scheduleReport,
    lazy(() => import('./pages/ScheduleReportPage')),
    DISPATCH_MAP_ACCESS.dispatch,
    'order_manage',
  ),
];

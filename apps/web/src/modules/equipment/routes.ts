import { EQUIPMENT_ACCESS } from '@fieldline/domain';
import { lazyPage as lazy } from '../../shell/chunks';
import type { AppRoute, RouteNameKey } from '../../shell/paths';
import { EQUIPMENT_PATHS } from './paths';

const equipment = { permission: EQUIPMENT_ACCESS.view, menuKey: 'customer_manage', layout: true } as const;

/** Customers' equipment (客户产品) and the service requests raised on it. */
export const EQUIPMENT_ROUTES: AppRoute[] = [
  {
    name: 'productManage',
    path: EQUIPMENT_PATHS.list,
    page: lazy(() => import('./pages/EquipmentListPage')),
    nameKey: 'equipment.routes.productManage' as RouteNameKey,
    keepAlive: true,
    ...equipment,
  },
  {
    // spec-shell §6 "/productDetail with query productId, id, customerId": the customer product by id.
    name: 'productDetail',
    path: EQUIPMENT_PATHS.detail,
    page: lazy(() => import('./pages/EquipmentDetailPage')),
    nameKey: 'equipment.routes.productDetail' as RouteNameKey,
    ...equipment,
  },
  {
    name: 'serviceRequests',
    path: EQUIPMENT_PATHS.requests,
    page: lazy(() => import('./pages/ServiceRequestListPage')),
    nameKey: 'equipment.routes.serviceRequests' as RouteNameKey,
    keepAlive: true,
    ...equipment,
  },
];

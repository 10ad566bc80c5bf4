import { COLLECTION_ACCESS } from '@fieldline/domain';
import { lazyPage as lazy } from '../../shell/chunks';
import { registerBadge } from '../../shell/badge-registry';
import type { AppRoute, RouteNameKey } from '../../shell/paths';
import { fetchCollectionCount } from './api';
import { COLLECTION_PATHS } from './paths';

/** Collection (issue 22): orders waiting for payment (with the orders), collection methods (settings). */
export const COLLECTION_ROUTES: AppRoute[] = [
  {
    name: 'collectionOrder',
    path: COLLECTION_PATHS.orders,
    page: lazy(() => import('./pages/CollectionListPage')),
    nameKey: 'collection.routes.collectionOrder' as RouteNameKey,
    permission: COLLECTION_ACCESS.view,
    keepAlive: true,
    menuKey: 'order_manage',
    layout: true,
  },
  {
    name: 'collectionSetting',
    path: COLLECTION_PATHS.settings,
    page: lazy(() => import('./pages/CollectionSettingPage')),
    nameKey: 'collection.routes.collectionSetting' as RouteNameKey,
    permission: COLLECTION_ACCESS.settings,
    keepAlive: false,
    menuKey: 'set_manage',
    layout: true,
  },
];

/** The menu badge of /collectionOrder: orders waiting for payment the user may see. */
registerBadge('collectionOrder', fetchCollectionCount);

import { lazyBasePage as lazy } from '../../shell/chunks';
import { PATHS, type AppRoute } from '../../shell/paths';

/** The pages the gate sends to: not found, no permission, no role, overdue, forbidden. */
export const ERROR_ROUTES: AppRoute[] = [
  {
    name: 'Error404',
    path: PATHS.notFound,
    page: lazy(() => import('./pages/NotFoundPage')),
    nameKey: 'routes.error404',
    layout: true,
  },
  {
    name: 'detailError',
    path: PATHS.noPermission,
    page: lazy(() => import('./pages/DetailErrorPage')),
    nameKey: 'routes.detailError',
    layout: true,
  },
  {
    name: 'errorRole',
    path: PATHS.noRole,
    page: lazy(() => import('./pages/ErrorRolePage')),
    nameKey: 'routes.errorRole',
    exempt: true,
    layout: false,
  },
  {
    name: 'errorOverdue',
    path: PATHS.overdue,
    page: lazy(() => import('./pages/ErrorOverduePage')),
    nameKey: 'routes.errorOverdue',
    layout: false,
  },
  {
    name: 'error403',
    path: PATHS.forbidden,
    page: lazy(() => import('./pages/Error403Page')),
    nameKey: 'routes.error403',
    exempt: true,
    layout: false,
  },
];

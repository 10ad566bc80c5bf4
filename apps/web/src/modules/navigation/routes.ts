import { lazyPage as lazy } from '../../shell/chunks';
import { PATHS, type AppRoute } from '../../shell/paths';

/** Function navigation: every page of the route table the user may open. */
export const NAVIGATION_ROUTES: AppRoute[] = [
  {
    name: 'navigation',
    path: PATHS.navigation,
    page: lazy(() => import('./pages/FunctionNavigationPage')),
    nameKey: 'routes.navigation',
    keepAlive: true,
    layout: true,
  },
];

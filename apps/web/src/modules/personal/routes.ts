import { lazyPage as lazy } from '../../shell/chunks';
import { PATHS, type AppRoute } from '../../shell/paths';

/** The signed-in user's own page, reached from the user menu. */
export const PERSONAL_ROUTES: AppRoute[] = [
  {
    name: 'personIndex',
    path: PATHS.personal,
    page: lazy(() => import('./pages/PersonIndexPage')),
    nameKey: 'routes.personIndex',
    layout: true,
  },
];

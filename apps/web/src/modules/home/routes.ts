import { lazyPage as lazy } from '../../shell/chunks';
import { PATHS, type AppRoute } from '../../shell/paths';

/** The home page (/guideOne), where signing in lands. */
export const HOME_ROUTES: AppRoute[] = [
  {
    name: 'guideOne',
    path: PATHS.home,
    page: lazy(() => import('./pages/GuideOnePage')),
    nameKey: 'routes.guideOne',
    keepAlive: true,
    layout: true,
  },
];

import { lazyBasePage as lazy } from '../../shell/chunks';
import { PATHS, type AppRoute } from '../../shell/paths';

const open = { exempt: true, layout: false } as const;

/** Sign-in, registration and the password pages: reachable without a session. */
export const AUTH_ROUTES: AppRoute[] = [
  {
    name: 'login',
    path: PATHS.login,
    page: lazy(() => import('./pages/LoginPage')),
    nameKey: 'routes.login',
    ...open,
    // built without antd (plain/): the router renders it outside antd's providers
    plain: true,
  },
  {
    name: 'register',
    path: PATHS.register,
    page: lazy(() => import('./pages/RegisterPage')),
    nameKey: 'routes.register',
    ...open,
  },
  {
    name: 'passwordForget',
    path: `${PATHS.passwordForget}/:mobile?`,
    page: lazy(() => import('./pages/PasswordForgetPage')),
    nameKey: 'routes.passwordForget',
    ...open,
  },
  {
    name: 'passwordSet',
    path: `${PATHS.passwordSet}/:mobile`,
    page: lazy(() => import('./pages/PasswordSetPage')),
    nameKey: 'routes.passwordSet',
    ...open,
  },
];

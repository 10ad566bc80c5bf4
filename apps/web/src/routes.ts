import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { zh_CN } from './locales';

export type RouteNameKey = `routes.${keyof (typeof zh_CN)['routes']}`;

/** One entry of the route table: every page the app has, and how the shell treats it. */
export interface AppRoute {
  path: string;
  page: LazyExoticComponent<ComponentType>;
  /** Translation key of the page's name (title, breadcrumb, tab). */
  nameKey: RouteNameKey;
  /** Permission code the user needs (spec-shell §6); none means any signed-in user. */
  permission?: string;
  /** The page's state is kept when the user leaves its tab (tabs arrive with the menu). */
  keepAlive?: boolean;
  /** Reachable without a session (spec-shell §4 step 7). */
  exempt?: boolean;
  /** Rendered inside the signed-in frame (top bar, side menu); otherwise a page of its own. */
  layout: boolean;
}

export const PATHS = {
  home: '/guideOne',
  login: '/login',
  register: '/register',
  passwordForget: '/passwordForget',
  passwordSet: '/passwordset',
  notFound: '/Error404',
  noRole: '/errorRole',
  overdue: '/errorOverdue',
  forbidden: '/error403',
  noPermission: '/detailError',
} as const;

export const ROUTES: AppRoute[] = [
  {
    path: PATHS.home,
    page: lazy(() => import('./modules/home/pages/GuideOnePage')),
    nameKey: 'routes.guideOne',
    keepAlive: true,
    layout: true,
  },
  {
    path: PATHS.notFound,
    page: lazy(() => import('./modules/errors/pages/NotFoundPage')),
    nameKey: 'routes.error404',
    layout: true,
  },
  {
    path: PATHS.noPermission,
    page: lazy(() => import('./modules/errors/pages/DetailErrorPage')),
    nameKey: 'routes.detailError',
    layout: true,
  },
  {
    path: PATHS.login,
    page: lazy(() => import('./modules/auth/pages/LoginPage')),
    nameKey: 'routes.login',
    exempt: true,
    layout: false,
  },
  {
    path: PATHS.register,
    page: lazy(() => import('./modules/auth/pages/RegisterPage')),
    nameKey: 'routes.register',
    exempt: true,
    layout: false,
  },
  {
    path: `${PATHS.passwordForget}/:mobile?`,
    page: lazy(() => import('./modules/auth/pages/PasswordForgetPage')),
    nameKey: 'routes.passwordForget',
    exempt: true,
    layout: false,
  },
  {
    path: `${PATHS.passwordSet}/:mobile`,
    page: lazy(() => import('./modules/auth/pages/PasswordSetPage')),
    nameKey: 'routes.passwordSet',
    exempt: true,
    layout: false,
  },
  {
    path: PATHS.noRole,
    page: lazy(() => import('./modules/errors/pages/ErrorRolePage')),
    nameKey: 'routes.errorRole',
    exempt: true,
    layout: false,
  },
  {
    path: PATHS.overdue,
    page: lazy(() => import('./modules/errors/pages/ErrorOverduePage')),
    nameKey: 'routes.errorOverdue',
    layout: false,
  },
  {
    path: PATHS.forbidden,
    page: lazy(() => import('./modules/errors/pages/Error403Page')),
    nameKey: 'routes.error403',
    exempt: true,
    layout: false,
  },
];

export const isAppRoute = (value: unknown): value is AppRoute =>
  typeof value === 'object' && value !== null && 'nameKey' in value && 'page' in value;

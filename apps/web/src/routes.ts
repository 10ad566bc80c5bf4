import type { ComponentType, LazyExoticComponent } from 'react';
import { ORG_ACCESS } from '@fieldline/domain';
import type { zh_CN } from './locales';
import { lazyPage as lazy } from './shell/chunks';

export type RouteNameKey = `routes.${keyof (typeof zh_CN)['routes']}`;
/** The eight top-level menu groups (spec-shell §6), by resource name. */
export type MenuGroupKey = keyof (typeof zh_CN)['menus'];

/** One entry of the route table: every page the app has, and how the shell treats it. */
export interface AppRoute {
  /**
   * The route name: what a server menu item's `routerName` and a tab's `routerName` refer to. Custom
   * menu entries use `custom_<parentId>_<id>`.
   */
  name: string;
  path: string;
  page: LazyExoticComponent<ComponentType>;
  /** Translation key of the page's name (title, breadcrumb, tab). */
  nameKey: RouteNameKey;
  /** Permission code the user needs (spec-shell §6); none means any signed-in user. */
  permission?: string;
  /** Keep-alive eligible: the page stays mounted (filters, scroll, input) while its tab is open. */
  keepAlive?: boolean;
  /** The top-level menu group the page belongs to (breadcrumb). */
  menuKey?: MenuGroupKey;
  /** Reachable without a session (spec-shell §4 step 7). */
  exempt?: boolean;
  /** Rendered inside the signed-in frame (top bar, side menu); otherwise a page of its own. */
  layout: boolean;
}

export const PATHS = {
  home: '/guideOne',
  personal: '/personIndex',
  navigation: '/navigation',
  personnel: '/organizationalStructure',
  personnelDetail: '/organizationalStructure/personneldetails/:id',
  serviceTeams: '/serviceGroup',
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
    name: 'guideOne',
    path: PATHS.home,
    page: lazy(() => import('./modules/home/pages/GuideOnePage')),
    nameKey: 'routes.guideOne',
    keepAlive: true,
    layout: true,
  },
  {
    name: 'personIndex',
    path: PATHS.personal,
    page: lazy(() => import('./modules/personal/pages/PersonIndexPage')),
    nameKey: 'routes.personIndex',
    layout: true,
  },
  {
    name: 'navigation',
    path: PATHS.navigation,
    page: lazy(() => import('./modules/navigation/pages/FunctionNavigationPage')),
    nameKey: 'routes.navigation',
    keepAlive: true,
    layout: true,
  },
  {
    name: 'organizationalStructure',
    path: PATHS.personnel,
    page: lazy(() => import('./modules/organization/pages/PersonnelListPage')),
    nameKey: 'routes.organizationalStructure',
    permission: ORG_ACCESS.personnelView,
    keepAlive: true,
    menuKey: 'set_manage',
    layout: true,
  },
  {
    name: 'serviceGroup',
    path: PATHS.serviceTeams,
    page: lazy(() => import('./modules/organization/pages/ServiceTeamListPage')),
    nameKey: 'routes.serviceGroup',
    permission: ORG_ACCESS.teams,
    keepAlive: true,
    menuKey: 'set_manage',
    layout: true,
  },
  {
    // The spec's menu code for this page is 11001; the route asks for the personnel view code.
    name: 'personneldetails',
    path: PATHS.personnelDetail,
    page: lazy(() => import('./modules/organization/pages/PersonnelDetailPage')),
    nameKey: 'organization.routes.personneldetails' as RouteNameKey,
    permission: ORG_ACCESS.personnelView,
    menuKey: 'set_manage',
    layout: true,
  },
  {
    name: 'personTag',
    path: '/tagsManage/personTag',
    page: lazy(() => import('./modules/organization/pages/PersonTagPage')),
    nameKey: 'organization.routes.personTag' as RouteNameKey,
    permission: ORG_ACCESS.tags,
    menuKey: 'set_manage',
    layout: true,
  },
  {
    name: 'orderTag',
    path: '/tagsManage/orderTag',
    page: lazy(() => import('./modules/organization/pages/OrderTagPage')),
    nameKey: 'organization.routes.orderTag' as RouteNameKey,
    permission: ORG_ACCESS.tags,
    menuKey: 'set_manage',
    layout: true,
  },
  {
    name: 'customerTag',
    path: '/tagsManage/customerTag',
    page: lazy(() => import('./modules/organization/pages/CustomerTagPage')),
    nameKey: 'organization.routes.customerTag' as RouteNameKey,
    permission: ORG_ACCESS.tags,
    menuKey: 'set_manage',
    layout: true,
  },
  {
    name: 'outsourceManagement',
    path: '/outsourceManagement',
    page: lazy(() => import('./modules/organization/pages/OutsourcePage')),
    nameKey: 'organization.routes.outsourceManagement' as RouteNameKey,
    permission: ORG_ACCESS.providers,
    menuKey: 'set_manage',
    layout: true,
  },
  {
    name: 'Error404',
    path: PATHS.notFound,
    page: lazy(() => import('./modules/errors/pages/NotFoundPage')),
    nameKey: 'routes.error404',
    layout: true,
  },
  {
    name: 'detailError',
    path: PATHS.noPermission,
    page: lazy(() => import('./modules/errors/pages/DetailErrorPage')),
    nameKey: 'routes.detailError',
    layout: true,
  },
  {
    name: 'login',
    path: PATHS.login,
    page: lazy(() => import('./modules/auth/pages/LoginPage')),
    nameKey: 'routes.login',
    exempt: true,
    layout: false,
  },
  {
    name: 'register',
    path: PATHS.register,
    page: lazy(() => import('./modules/auth/pages/RegisterPage')),
    nameKey: 'routes.register',
    exempt: true,
    layout: false,
  },
  {
    name: 'passwordForget',
    path: `${PATHS.passwordForget}/:mobile?`,
    page: lazy(() => import('./modules/auth/pages/PasswordForgetPage')),
    nameKey: 'routes.passwordForget',
    exempt: true,
    layout: false,
  },
  {
    name: 'passwordSet',
    path: `${PATHS.passwordSet}/:mobile`,
    page: lazy(() => import('./modules/auth/pages/PasswordSetPage')),
    nameKey: 'routes.passwordSet',
    exempt: true,
    layout: false,
  },
  {
    name: 'errorRole',
    path: PATHS.noRole,
    page: lazy(() => import('./modules/errors/pages/ErrorRolePage')),
    nameKey: 'routes.errorRole',
    exempt: true,
    layout: false,
  },
  {
    name: 'errorOverdue',
    path: PATHS.overdue,
    page: lazy(() => import('./modules/errors/pages/ErrorOverduePage')),
    nameKey: 'routes.errorOverdue',
    layout: false,
  },
  {
    name: 'error403',
    path: PATHS.forbidden,
    page: lazy(() => import('./modules/errors/pages/Error403Page')),
    nameKey: 'routes.error403',
    exempt: true,
    layout: false,
  },
];

export const isAppRoute = (value: unknown): value is AppRoute =>
  typeof value === 'object' && value !== null && 'nameKey' in value && 'page' in value;

const BY_NAME = new Map(ROUTES.map((r) => [r.name, r]));
const BY_PATH = new Map(ROUTES.map((r) => [r.path, r]));

/** The route of a route name (menu items, tabs), if the table has it. */
export const routeByName = (name: string | null | undefined) => (name ? BY_NAME.get(name) : undefined);
/** The route declared with exactly this path pattern, if the table has it. */
export const routeByPath = (path: string) => BY_PATH.get(path);

import { ORDER_ACCESS } from '@fieldline/domain';
import { lazyPage as lazy } from '../../shell/chunks';
import { registerBadge } from '../../shell/badge-registry';
import type { AppRoute, RouteNameKey } from '../../shell/paths';
import { BADGE_COUNTS } from './badges';
import { ORDER_LISTS, ORDER_LIST_ROUTES, ORDER_PATHS, ORDER_PRINT_ROUTE } from './paths';

/** One page (one chunk) for every order list, and one for the three create routes. */
const listPage = lazy(() => import('./pages/OrderListPage'));
const createPage = lazy(() => import('./pages/CreateOrderPage'));

const create = (name: string, path: string): AppRoute => ({
  name,
  path,
  page: createPage,
  nameKey: `orders.routes.${name}` as RouteNameKey,
  permission: ORDER_ACCESS.create,
  menuKey: 'order_manage',
  layout: true,
});

/** The order lists, the create pages, the detail, the print sheets and the evaluation page (spec-shell "Orders"). */
export const ORDER_ROUTES: AppRoute[] = [
  ...ORDER_LIST_ROUTES.map((name): AppRoute => ({
    name,
    path: ORDER_LISTS[name].path,
    page: listPage,
    nameKey: `orders.routes.${name}` as RouteNameKey,
    permission: ORDER_LISTS[name].permission,
    keepAlive: true,
    menuKey: 'order_manage',
    layout: true,
  })),
  create('createOrder', ORDER_PATHS.create),
  create('createInnerOrder', ORDER_PATHS.createInner),
  create('createExternalOrder', ORDER_PATHS.createExternal),
  {
    // The spec's menu code for this page is 01001; the route asks for the order view code.
    name: 'orderDetail',
    path: ORDER_PATHS.detail,
    page: lazy(() => import('./detail/pages/OrderDetailPage')),
    nameKey: 'orderDetail.routes.orderDetail' as RouteNameKey,
    permission: ORDER_ACCESS.view,
    menuKey: 'order_manage',
    layout: true,
  },
  {
    // A page of its own, so only the sheets print.
    name: ORDER_PRINT_ROUTE,
    path: ORDER_PATHS.print,
    page: lazy(() => import('./detail/pages/OrderPrintPage')),
    nameKey: 'orderDetail.routes.orderPrint' as RouteNameKey,
    permission: ORDER_ACCESS.view,
    layout: false,
  },
  {
    // the open pool (issue 22): cards, made for an engineer's phone as for a desk
    name: 'orderHighSeas',
    path: '/orderHighSeas',
    page: lazy(() => import('./pool/PoolPage')),
    nameKey: 'orders.routes.orderHighSeas' as RouteNameKey,
    permission: ORDER_ACCESS.grab,
    menuKey: 'order_manage',
    layout: true,
  },
  {
    // abnormal requests (issue 22): approvers decide here; the server applies on the order detail
    name: 'abnormalOrder',
    path: '/abnormalOrder',
    page: lazy(() => import('./abnormal/AbnormalListPage')),
    nameKey: 'orders.routes.abnormalOrder' as RouteNameKey,
    permission: ORDER_ACCESS.approve,
    keepAlive: true,
    menuKey: 'order_manage',
    layout: true,
  },
  {
    // spec /serviceSetting/:type?: the order service settings, of which the open pool's exist
    name: 'serviceSetting',
    path: '/serviceSetting/:type?',
    page: lazy(() => import('./pool/PoolSettingsPage')),
    nameKey: 'orders.routes.serviceSetting' as RouteNameKey,
    permission: ORDER_ACCESS.settings,
    menuKey: 'set_manage',
    layout: true,
  },
  {
    // Public, no sign-in, made for a phone.
    name: 'orderEval',
    path: ORDER_PATHS.evaluation,
    page: lazy(() => import('./detail/pages/EvaluationPage')),
    nameKey: 'orderDetail.routes.orderEval' as RouteNameKey,
    exempt: true,
    layout: false,
  },
];

/** Menu badges of the order lists (spec-shell §7 "Menu badge counts"), by route name. */
for (const [routeName, count] of Object.entries(BADGE_COUNTS)) registerBadge(routeName, count);

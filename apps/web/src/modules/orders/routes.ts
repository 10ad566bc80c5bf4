import { ORDER_ACCESS } from '@fieldline/domain';
import type { AppRoute, RouteNameKey } from '../../routes';
import { lazyPage as lazy } from '../../shell/chunks';
import { registerBadge } from '../../shell/badge-registry';
import { BADGE_COUNTS } from './api';
import { ORDER_LIST_CONFIGS, ORDER_LIST_ROUTES } from './views';

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

/** The order lists and the create pages (spec-shell "Orders"); the detail and print are routed beside. */
export const ORDER_ROUTES: AppRoute[] = [
  ...ORDER_LIST_ROUTES.map((name): AppRoute => ({
    name,
    path: ORDER_LIST_CONFIGS[name].path,
    page: listPage,
    nameKey: `orders.routes.${name}` as RouteNameKey,
    permission: ORDER_LIST_CONFIGS[name].permission,
    keepAlive: true,
    menuKey: 'order_manage',
    layout: true,
  })),
  create('createOrder', '/createOrder'),
  create('createInnerOrder', '/order/createInner/:tempId'),
  create('createExternalOrder', '/order/createExternal/:tempId'),
];

/** Menu badges of the order lists (spec-shell §7 "Menu badge counts"), by route name. */
for (const [routeName, count] of Object.entries(BADGE_COUNTS)) registerBadge(routeName, count);

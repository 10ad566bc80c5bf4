import { PRODUCT_ACCESS } from '@fieldline/domain';
import { lazyPage as lazy } from '../../shell/chunks';
import type { AppRoute, RouteNameKey } from '../../shell/paths';
import { PRODUCT_PATHS } from './paths';

/** One page for /categories and /categories/:id, so they share a chunk. */
const categoriesPage = lazy(() => import('./pages/CategoriesPage'));
const catalogue = { permission: PRODUCT_ACCESS.view, menuKey: 'customer_manage', layout: true } as const;

/** The product catalogue and its categories. */
export const PRODUCT_ROUTES: AppRoute[] = [
  {
    name: 'allProduct',
    path: PRODUCT_PATHS.list,
    page: lazy(() => import('./pages/ProductListPage')),
    nameKey: 'products.routes.allProduct' as RouteNameKey,
    keepAlive: true,
    ...catalogue,
  },
  {
    name: 'Productdetails',
    path: PRODUCT_PATHS.detail,
    page: lazy(() => import('./pages/ProductDetailPage')),
    nameKey: 'products.routes.Productdetails' as RouteNameKey,
    ...catalogue,
  },
  {
    name: 'categories',
    path: PRODUCT_PATHS.categories,
    page: categoriesPage,
    nameKey: 'products.routes.categories' as RouteNameKey,
    keepAlive: true,
    ...catalogue,
  },
  {
    name: 'categoryDetail',
    path: PRODUCT_PATHS.category,
    page: categoriesPage,
    nameKey: 'products.routes.categoryDetail' as RouteNameKey,
    ...catalogue,
  },
];

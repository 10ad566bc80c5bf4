import { Navigate, createBrowserRouter, type RouteObject } from 'react-router-dom';
import { PATHS, ROUTES, type AppRoute } from '../routes';
import { lazyPage } from './chunks';
import { RouteGate } from './RouteGate';
import { RouteCrash } from './SessionLoadFailed';

/** The signed-in frame loads with the first layout page, so the sign-in screens stay light. */
const AppLayout = lazyPage(() => import('./Layout/AppLayout'));

const toRouteObject = (route: AppRoute): RouteObject => ({
  path: route.path,
  handle: route,
  element: <route.page />,
});

/** `/` goes home; everything else passes the gate; layout pages share the signed-in frame. */
export function buildRouter() {
  return createBrowserRouter([
    { path: '/', element: <Navigate to={PATHS.home} replace /> },
    {
      element: <RouteGate />,
      errorElement: <RouteCrash />,
      children: [
        { element: <AppLayout />, children: ROUTES.filter((r) => r.layout).map(toRouteObject) },
        ...ROUTES.filter((r) => !r.layout).map(toRouteObject),
        { path: '*', element: null },
      ],
    },
  ]);
}

import { Navigate, createBrowserRouter, type RouteObject } from 'react-router-dom';
import { PageLoading } from '../components/PageLoading';
import { isLazyModule } from '../locales/lazy';
import { lazyPage } from './chunks';
import { PATHS, type AppRoute } from './paths';
import { registerRoutes } from './route-table';
import { RouteGate } from './RouteGate';
import { ModuleStrings } from './module-strings';
import { RouteCrash } from './SessionLoadFailed';
import { useSession } from './session/useSession';

/** The signed-in frame loads with the first layout page, so the sign-in screens stay light. */
const AppLayout = lazyPage(() => import('./Layout/AppLayout'));

/** A route's page, with its module's own strings when they load with its pages (`customers.routes.x` → customers). */
function pageOf(route: AppRoute) {
  const module = route.nameKey.split('.')[0] ?? '';
  if (!isLazyModule(module)) return <route.page />;
  return (
    <ModuleStrings module={module}>
      <route.page />
    </ModuleStrings>
  );
}

const toRouteObject = (route: AppRoute): RouteObject => ({
  path: route.path,
  handle: route,
  element: pageOf(route),
});

/** `/`: home when signed in, else the plain sign-in page (no way back to ask for). */
function RootRedirect() {
  const { state } = useSession();
  if (state.status === 'loading') return <PageLoading />;
  return <Navigate to={state.status === 'anonymous' ? PATHS.login : PATHS.home} replace />;
}

/**
 * `/` goes home or to sign-in; everything else passes the gate; layout pages share the signed-in frame.
 * The table (src/routes.ts, every module's routes) is handed in, and registered for the shell's lookups.
 */
export function buildRouter(routes: readonly AppRoute[]) {
  registerRoutes(routes);
  return createBrowserRouter([
    { path: '/', element: <RootRedirect /> },
    {
      element: <RouteGate />,
      errorElement: <RouteCrash />,
      children: [
        { element: <AppLayout />, children: routes.filter((r) => r.layout).map(toRouteObject) },
        ...routes.filter((r) => !r.layout).map(toRouteObject),
        { path: '*', element: null },
      ],
    },
  ]);
}

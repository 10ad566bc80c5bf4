import { Navigate, createBrowserRouter, type RouteObject } from 'react-router-dom';
import { PageLoading } from '../components/PageLoading';
import { isLazyModule } from '../locales/lazy';
import { loadAntdLocale } from './antd-locale';
import { lazyBasePage, lazyPage, loadChunk } from './chunks';
import { currentLocale } from './i18n';
import { PATHS, isAppRoute, type AppRoute } from './paths';
import { registerRoutes } from './route-table';
import { RouteGate } from './RouteGate';
import { ModuleStrings } from './module-strings';
import { RouteCrash } from './SessionLoadFailed';
import { useSession } from './session/useSession';

/** The signed-in frame loads with the first layout page, so the sign-in screens stay light. */
const AppLayout = lazyPage(() => import('./Layout/AppLayout'));
/**
 * antd's providers (and with them antd's core and stylesheet), around every page that is not `plain`, with
 * antd's strings in the current language.
 */
const AntdScope = lazyBasePage(() =>
  Promise.all([import('./AntdProviders'), loadAntdLocale(currentLocale())]).then(([module]) => module),
);

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

/** Route ids: the gate, and antd's providers under it, which the lazily loaded table is patched under. */
const GATE_ID = 'gate';
const ANTD_ID = 'antd';

/**
 * `/` goes home or to sign-in; everything else passes the gate; layout pages share the signed-in frame.
 * The router starts with the `boot` routes outside the frame (sign-in, error pages), so the sign-in page loads no
 * module's route table; every page but the `plain` ones (sign-in) renders inside antd's providers, so the
 * sign-in page loads no antd either. The first navigation to any other path loads the whole table (`loadRoutes`:
 * src/routes.ts, every module's routes), registers it for the shell's lookups and patches it in
 * (react-router's `patchRoutesOnNavigation`; until then `*` is the only match for such a path).
 */
export function buildRouter(boot: readonly AppRoute[], loadRoutes: () => Promise<readonly AppRoute[]>) {
  // pages in the signed-in frame wait for the table: they all share one layout route
  const standalone = boot.filter((r) => !r.layout);
  registerRoutes(standalone);
  let table: Promise<readonly AppRoute[]> | undefined;
  let patched = false;
  return createBrowserRouter(
    [
      { path: '/', element: <RootRedirect /> },
      {
        id: GATE_ID,
        element: <RouteGate />,
        errorElement: <RouteCrash />,
        // a first address past sign-in waits for the table: the loading page, as while a page's code loads
        hydrateFallbackElement: <PageLoading />,
        children: [
          ...standalone.filter((r) => r.plain).map(toRouteObject),
          {
            id: ANTD_ID,
            element: <AntdScope />,
            children: standalone.filter((r) => !r.plain).map(toRouteObject),
          },
          { path: '*', element: null },
        ],
      },
    ],
    {
      async patchRoutesOnNavigation({ matches, patch, signal }) {
        // a boot page with a path parameter (`/passwordForget/:mobile?`) needs no table
        if (patched || isAppRoute(matches.at(-1)?.route.handle)) return;
        table ??= loadChunk(loadRoutes).catch((error: unknown) => {
          table = undefined;
          throw error;
        });
        const routes = await table;
        // an aborted navigation's patch is dropped: the next one patches
        if (patched || signal.aborted) return;
        registerRoutes(routes);
        const rest = routes.filter((r) => !standalone.includes(r));
        patch(ANTD_ID, [
          { element: <AppLayout />, children: rest.filter((r) => r.layout).map(toRouteObject) },
          ...rest.filter((r) => !r.layout).map(toRouteObject),
        ]);
        patched = true;
      },
    },
  );
}

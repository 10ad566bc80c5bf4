import { Suspense, useEffect } from 'react';
import { Navigate, Outlet, useLocation, useMatches } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { PageLoading } from '../components/PageLoading';
import { isAppRoute, type AppRoute } from './paths';
import { decideNavigation } from './gate';
import { SessionLoadFailed } from './SessionLoadFailed';
import { useSession } from './session/useSession';

/** The route table entry of the deepest matched route, if any. */
export function useCurrentRoute(): AppRoute | undefined {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i--) {
    const handle = matches[i]?.handle;
    if (isAppRoute(handle)) return handle;
  }
  return undefined;
}

/** Applies the navigation gate (spec-shell §4) to every route, then renders the page. */
export function RouteGate() {
  const route = useCurrentRoute();
  const location = useLocation();
  const { state } = useSession();
  const { t } = useTranslation();
  const decision = decideNavigation({ route, session: state, location, now: new Date() });

  const pageName = route ? t(route.nameKey) : '';
  const appName = t('appName');
  useEffect(() => {
    document.title = pageName ? `${pageName} - ${appName}` : appName;
  }, [pageName, appName]);

  switch (decision.action) {
    case 'redirect':
      return <Navigate to={decision.to} replace />;
    case 'wait':
      return <PageLoading />;
    case 'failed':
      return <SessionLoadFailed />;
    case 'render':
      return (
        <Suspense fallback={<PageLoading />}>
          <Outlet />
        </Suspense>
      );
  }
}

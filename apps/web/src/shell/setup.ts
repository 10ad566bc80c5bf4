import type { QueryClient } from '@tanstack/react-query';
import type { createBrowserRouter } from 'react-router-dom';
import type { SessionUser } from '@fieldline/domain';
import { showToast } from './notify';
import { configureRequest, isApiError, loginRedirectPath } from './request';
import { SESSION_QUERY_KEY } from './session/api';
import { planRefusal } from './upgrade';

type Router = ReturnType<typeof createBrowserRouter>;

/** Connects the request client's shell reactions (spec-shell §8) to the router and the session cache. */
export function installRequestHooks(router: Router, queryClient: QueryClient) {
  configureRequest({
    notify: showToast,
    onCsrfInvalid: () => void queryClient.invalidateQueries({ queryKey: SESSION_QUERY_KEY }),
    onPlanRefusal: (refusal) => planRefusal.set(refusal),
    onNotLoggedIn: () => {
      void router.navigate(loginRedirectPath(router.state.location), { replace: true });
      queryClient.setQueryData<SessionUser | null>(SESSION_QUERY_KEY, null);
    },
  });
  // spec-shell §8: failures the client already showed are not reported again as uncaught.
  window.addEventListener('unhandledrejection', (event) => {
    if (isApiError(event.reason)) event.preventDefault();
  });
}

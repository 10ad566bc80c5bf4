import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { PATHS } from '../paths';
import { isSeatLimitExceeded, type SessionState } from '../gate';
import { isCancel, setCsrfToken } from '../request';
import { PACKAGE_QUERY_KEY, SESSION_QUERY_KEY, fetchPackageDetail, fetchSessionUser, logout } from './api';

const PACKAGE_STALE_MS = 5 * 60 * 1000;

export const sessionQueryOptions = {
  queryKey: SESSION_QUERY_KEY,
  queryFn: fetchSessionUser,
  staleTime: Infinity,
  retry: false,
} as const;

/** The session user as the shell sees it, with the administrator's package check. */
export function useSession() {
  const session = useQuery(sessionQueryOptions);
  const user = session.data ?? null;
  const pkg = useQuery({
    queryKey: PACKAGE_QUERY_KEY,
    queryFn: fetchPackageDetail,
    enabled: !!user?.admin,
    staleTime: PACKAGE_STALE_MS,
    retry: false,
  });

  let state: SessionState;
  if (user) state = { status: 'signedIn', user };
  else if (session.isPending) state = { status: 'loading' };
  else if (session.isError) state = { status: 'error' };
  else state = { status: 'anonymous' };

  return {
    state,
    user,
    packageDetail: user?.admin ? pkg.data : undefined,
    /** spec-shell §4 step 8: functions are disabled while seats are exceeded. */
    functionsDisabled: isSeatLimitExceeded(user, pkg.data),
    refetch: session.refetch,
  };
}

/** Signing in and out: the session cache, the CSRF token and where the browser goes. */
export function useSessionActions() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();

  const completeSignIn = useCallback(
    async (csrfToken: string, target: string) => {
      setCsrfToken(csrfToken);
      // Nothing cached for a previous user (package detail, lists) may show for this one.
      queryClient.removeQueries({ predicate: (q) => q.queryKey[0] !== SESSION_QUERY_KEY[0] });
      await queryClient.fetchQuery({ ...sessionQueryOptions, staleTime: 0 });
      await navigate(target, { replace: true });
    },
    [queryClient, navigate],
  );

  /**
   * Ends the session and reloads on /login, so nothing of this user's data stays in memory and no
   * page of theirs renders again without a session.
   */
  const signOut = useCallback(async () => {
    const result = await logout();
    if (isCancel(result)) return;
    setCsrfToken(null);
    window.location.replace(PATHS.login);
  }, []);

  return { completeSignIn, signOut };
}

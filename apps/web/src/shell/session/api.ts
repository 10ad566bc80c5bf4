import {
  SESSION_HINT_COOKIE,
  type Locale,
  type PackageDetail,
  type SessionUser,
  type changePasswordSchema,
} from '@fieldline/domain';
import type { Body } from '../body';
import { get, isApiError, post, put, setCsrfToken } from '../request';

export const SESSION_QUERY_KEY = ['sessionUser'] as const;
export const PACKAGE_QUERY_KEY = ['epPackageDetail'] as const;

const hintPattern = new RegExp(`(?:^|;\\s*)${SESSION_HINT_COOKIE}=`);
/** Whether the browser holds a session cookie; without one there is nobody to ask the server about. */
export const mayHaveSession = () => hintPattern.test(document.cookie);
const forgetSessionHint = () => {
  document.cookie = `${SESSION_HINT_COOKIE}=; path=/; max-age=0; samesite=lax`;
};

/**
 * The signed-in user, or null when nobody is signed in. Keeps the request client's CSRF token in step.
 * A visitor without the session hint cookie is anonymous without a call, so sign-in and public
 * pages log no refused request.
 */
export async function fetchSessionUser(): Promise<SessionUser | null> {
  if (!mayHaveSession()) {
    setCsrfToken(null);
    return null;
  }
  try {
    const user = await get<SessionUser>(
      '/v2/sessionUser/info',
      { t: Date.now() },
      { silent: true, skipLoginRedirect: true },
    );
    setCsrfToken(user.csrfToken);
    return user;
  } catch (error) {
    if (isApiError(error) && error.code === 'NOT_LOGGED_IN') {
      setCsrfToken(null);
      forgetSessionHint();
      return null;
    }
    throw error;
  }
}

/** Seats bought and in use; administrators only (spec-shell §6). */
export const fetchPackageDetail = () =>
  get<PackageDetail>('/v2/charge/epPackageDetail', undefined, { silent: true });

/** Saves the user's language; `silent` for background syncs the user did not ask for. */
export const saveLocale = (locale: Locale, { silent = false } = {}) =>
  put<{ locale: Locale | null }>('/v2/sessionUser/locale', { locale }, { _noCancel: true, silent });

export const CHANGE_PASSWORD_FIELDS = ['oldPassword', 'password', 'confirmPassword'] as const;
export const changePassword = (body: Body<typeof changePasswordSchema>) =>
  post<null>('/v2/sessionUser/password', body, { fieldErrors: CHANGE_PASSWORD_FIELDS });

export const logout = () => post<null>('/stand/logout', {}, { _noCancel: true });

import type { Locale, PackageDetail, SessionUser } from '@fieldline/domain';
import { get, isApiError, post, put, setCsrfToken } from '../request';

export const SESSION_QUERY_KEY = ['sessionUser'] as const;
export const PACKAGE_QUERY_KEY = ['epPackageDetail'] as const;

/** The signed-in user, or null when nobody is signed in. Keeps the request client's CSRF token in step. */
export async function fetchSessionUser(): Promise<SessionUser | null> {
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
export const changePassword = (body: { oldPassword: string; password: string; confirmPassword: string }) =>
  post<null>('/v2/sessionUser/password', body, { fieldErrors: CHANGE_PASSWORD_FIELDS });

export const logout = () => post<null>('/stand/logout', {}, { _noCancel: true });

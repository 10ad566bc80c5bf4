import { PATHS } from '../../shell/paths';

const SIGN_IN_PAGES = [PATHS.login, PATHS.register, PATHS.passwordForget, PATHS.passwordSet];

/** Where to go after signing in: the `redirect` kept by the gate when it is a path of this app. */
export function redirectTarget(redirect: string | null): string {
  if (!redirect || !redirect.startsWith('/') || redirect.startsWith('//') || redirect.startsWith('/\\'))
    return PATHS.home;
  if (
    SIGN_IN_PAGES.some((p) => redirect === p || redirect.startsWith(`${p}/`) || redirect.startsWith(`${p}?`))
  ) {
    return PATHS.home;
  }
  return redirect;
}

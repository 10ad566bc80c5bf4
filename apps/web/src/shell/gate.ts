import {
  PAGE_SIZES_FREE,
  PAGE_SIZES_PAID,
  isAllowed,
  isPaidAccount,
  type PackageDetail,
  type SessionUser,
} from '@fieldline/domain';
import { PATHS, type AppRoute } from './paths';
import { loginRedirectPath } from './request';

export type SessionState =
  | { status: 'loading' }
  | { status: 'error' }
  | { status: 'anonymous' }
  | { status: 'signedIn'; user: SessionUser };

export type GateDecision =
  { action: 'render' } | { action: 'wait' } | { action: 'failed' } | { action: 'redirect'; to: string };

export interface GateInput {
  /** The matched route, or undefined when nothing matched. */
  route: Pick<AppRoute, 'path' | 'exempt' | 'permission'> | undefined;
  session: SessionState;
  location: { pathname: string; search: string };
  now: Date;
}

/** A paid or trial account whose service end has passed (spec-shell §4 step 4). */
export function isServiceOverdue(user: Pick<SessionUser, 'isChargeUser' | 'epServiceExpireTime'>, now: Date) {
  if (!isPaidAccount(user.isChargeUser) || !user.epServiceExpireTime) return false;
  return new Date(user.epServiceExpireTime).getTime() < now.getTime();
}

/** spec-shell §4 step 8: an administrator of a paid account with more users than seats bought. */
export function isSeatLimitExceeded(
  user: Pick<SessionUser, 'admin' | 'isChargeUser'> | null,
  detail: PackageDetail | undefined,
) {
  if (!user?.admin || !detail || !isPaidAccount(user.isChargeUser)) return false;
  return detail.buy_person_num - detail.userNum < 0;
}

const redirect = (to: string): GateDecision => ({ action: 'redirect', to });

/** Navigation gating in the spec's order (spec-shell §4). Pure: the route gate renders its answer. */
export function decideNavigation({ route, session, location, now }: GateInput): GateDecision {
  if (!route) return redirect(PATHS.notFound);
  if (route.exempt) return { action: 'render' };
  if (session.status === 'loading') return { action: 'wait' };
  if (session.status === 'error') return { action: 'failed' };
  if (session.status === 'anonymous') return redirect(loginRedirectPath(location));

  const { user } = session;
  if (user.allRoles.length === 0) return redirect(PATHS.noRole);
  if (route.path !== PATHS.overdue && isServiceOverdue(user, now)) return redirect(PATHS.overdue);
  if (!isAllowed(route.permission, user.powers)) return redirect(PATHS.noPermission);
  return { action: 'render' };
}

/** spec-shell §6: page sizes a table offers, by plan: paid (and trial) accounts also get 500 and 1000. */
export function pageSizeOptions(isChargeUser: number | undefined): readonly number[] {
  return isChargeUser !== undefined && isPaidAccount(isChargeUser) ? PAGE_SIZES_PAID : PAGE_SIZES_FREE;
}

import type { AppRoute, RouteNameKey } from '../../shell/paths';
import { lazyPage as lazy } from '../../shell/chunks';
import { PLATFORM_PATHS } from './paths';

/** Pages of the platform administrator (PLATFORM_ADMIN_PHONES), reached from the user menu. */
export const PLATFORM_ROUTES: AppRoute[] = [
  {
    name: 'smsOutbox',
    path: PLATFORM_PATHS.smsOutbox,
    page: lazy(() => import('./pages/SmsOutboxPage')),
    nameKey: 'platform.routes.smsOutbox' as RouteNameKey,
    layout: true,
  },
  {
    name: 'smsReview',
    path: PLATFORM_PATHS.smsReview,
    page: lazy(() => import('./pages/SmsReviewPage')),
    nameKey: 'platform.routes.smsReview' as RouteNameKey,
    layout: true,
  },
];

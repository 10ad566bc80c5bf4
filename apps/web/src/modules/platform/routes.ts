import type { AppRoute, RouteNameKey } from '../../routes';
import { lazyPage as lazy } from '../../shell/chunks';

export const PLATFORM_PATHS = { smsOutbox: '/platform/smsOutbox' } as const;

/** Pages of the platform administrator (PLATFORM_ADMIN_PHONES), reached from the user menu. */
export const PLATFORM_ROUTES: AppRoute[] = [
  {
    name: 'smsOutbox',
    path: PLATFORM_PATHS.smsOutbox,
    page: lazy(() => import('./pages/SmsOutboxPage')),
    nameKey: 'platform.routes.smsOutbox' as RouteNameKey,
    layout: true,
  },
];

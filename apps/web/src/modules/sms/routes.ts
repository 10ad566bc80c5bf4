import { MESSAGE_ACCESS } from '@fieldline/domain';
import type { AppRoute, RouteNameKey } from '../../shell/paths';
import { lazyPage as lazy } from '../../shell/chunks';
import { SMS_PATHS } from './paths';

/** SMS signature, templates, balance and send log (system settings, permission 12704). */
export const SMS_ROUTES: AppRoute[] = [
  {
    name: 'applyMessage',
    path: SMS_PATHS.apply,
    page: lazy(() => import('./pages/SmsPage')),
    nameKey: 'sms.routes.applyMessage' as RouteNameKey,
    permission: MESSAGE_ACCESS.settings,
    keepAlive: true,
    menuKey: 'set_manage',
    layout: true,
  },
];

import { MESSAGE_ACCESS } from '@fieldline/domain';
import { lazyPage as lazy } from '../../shell/chunks';
import type { AppRoute, RouteNameKey } from '../../shell/paths';
import { MESSAGE_PATHS } from './paths';

/** The message centre (every signed-in user's; the bell leads there) and the message settings (12704). */
export const MESSAGE_ROUTES: AppRoute[] = [
  {
    name: 'MessageCenter',
    path: MESSAGE_PATHS.center,
    page: lazy(() => import('./pages/MessageCenterPage')),
    nameKey: 'messages.routes.MessageCenter' as RouteNameKey,
    keepAlive: true,
    layout: true,
  },
  {
    name: 'messageSetting',
    path: MESSAGE_PATHS.settings,
    page: lazy(() => import('./pages/MessageSettingPage')),
    nameKey: 'messages.routes.messageSetting' as RouteNameKey,
    permission: MESSAGE_ACCESS.settings,
    menuKey: 'set_manage',
    layout: true,
  },
];

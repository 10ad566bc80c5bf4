import { NOTICE_ACCESS } from '@fieldline/domain';
import { lazyPage as lazy } from '../../shell/chunks';
import type { AppRoute, RouteNameKey } from '../../shell/paths';
import { registerMessageLink } from '../messages';
import { MY_ORDERS_PATH, NOTICE_PATHS, noticeDetailPath } from './paths';

// where the message centre's notices lead: the announcement, the timed notices, the user's orders
registerMessageLink('notice', noticeDetailPath);
registerMessageLink('timerNotice', () => NOTICE_PATHS.timer);
registerMessageLink('orderList', () => MY_ORDERS_PATH);

/** Announcements (10704; read by everyone) and timed notices with the daily pushes' settings (12704). */
export const NOTICE_ROUTES: AppRoute[] = [
  {
    name: 'noticeManage',
    path: NOTICE_PATHS.manage,
    page: lazy(() => import('./pages/NoticeManagePage')),
    nameKey: 'notices.routes.noticeManage' as RouteNameKey,
    permission: NOTICE_ACCESS.announcements,
    keepAlive: true,
    menuKey: 'set_manage',
    layout: true,
  },
  {
    name: 'noticeDetail',
    path: NOTICE_PATHS.detail,
    page: lazy(() => import('./pages/NoticeDetailPage')),
    nameKey: 'notices.routes.noticeDetail' as RouteNameKey,
    layout: true,
  },
  {
    name: 'timerNotice',
    path: NOTICE_PATHS.timer,
    page: lazy(() => import('./pages/TimerNoticePage')),
    nameKey: 'notices.routes.timerNotice' as RouteNameKey,
    permission: NOTICE_ACCESS.timed,
    keepAlive: true,
    menuKey: 'set_manage',
    layout: true,
  },
];

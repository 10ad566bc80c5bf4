import { generatePath } from 'react-router-dom';

/** The notice pages (spec-shell settings: /noticeManage, /timerNotice) and an announcement to read. */
export const NOTICE_PATHS = {
  manage: '/noticeManage',
  detail: '/noticeManage/detail/:id',
  timer: '/timerNotice',
} as const;

/** Where the daily to-do message leads: the user's own orders (the orders module's /myOrder list). */
export const MY_ORDERS_PATH = '/myOrder';

export const noticeDetailPath = (id: number) => generatePath(NOTICE_PATHS.detail, { id: String(id) });

/** What other modules may use of notices: the home page's announcements and the paths. */
export { NOTICE_PATHS, noticeDetailPath } from './paths';
export { HomeAnnouncements } from './components/HomeAnnouncements';

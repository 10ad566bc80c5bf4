/** What other modules may use of notices: the home page's announcements and the paths. */
export { NOTICE_PATHS, noticeDetailPath } from './paths';
import { HomeAnnouncements as HomeAnnouncementsPart } from './components/HomeAnnouncements';
import { withModuleStrings } from '../../shell/module-strings';
/** Lent to other modules' pages: it brings this module's strings (locales/lazy.ts). */
export const HomeAnnouncements = withModuleStrings('notices', HomeAnnouncementsPart);

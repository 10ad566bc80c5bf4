/** Announcements, timed notices, the daily to-do push and warranty reminders; the rest is internal. */
export { noticeRoutes } from './routes';
export { noticeJobs } from './jobs';
export { seedDemoNotices, restoreDemoCover } from './demo';

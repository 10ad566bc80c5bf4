/** The fault reports' pages (issue 28); other modules link to them by path. */
export { REPORT_PATHS } from './paths';

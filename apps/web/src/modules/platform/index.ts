/** What other modules may use of the platform pages: their paths. */
export { PLATFORM_PATHS } from './paths';

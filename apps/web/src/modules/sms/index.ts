/** What other modules may use of the SMS pages: their paths. */
export { SMS_PATHS } from './paths';

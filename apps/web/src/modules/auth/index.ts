/** What other modules may use of sign-in: where to go after signing in. */
export { redirectTarget } from './redirect';

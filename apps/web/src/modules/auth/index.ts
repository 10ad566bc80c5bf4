/** What other modules may use of sign-in: where to go after signing in. */
export { redirectTarget } from './redirect';
/** The sign-in pages, which the router starts with (main.tsx) before any module's route table loads. */
export { AUTH_ROUTES } from './routes';

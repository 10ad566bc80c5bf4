/** What other modules may use of the error pages: their way back home, and the leave button. */
export { BackHomeButton, LeaveButton } from './components/ErrorPageActions';
/** The error pages: those outside the signed-in frame are among the routes the router starts with. */
export { ERROR_ROUTES } from './routes';

/** What other modules may use of the error pages: their way back home, and the leave button. */
export { BackHomeButton, LeaveButton } from './components/ErrorPageActions';

/** What other modules may use of the personal centre: its page. */
export { default as PersonIndexPage } from './pages/PersonIndexPage';

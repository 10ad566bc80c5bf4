/** What other modules may use of function navigation: its page. */
export { default as FunctionNavigationPage } from './pages/FunctionNavigationPage';

/** What other modules may use of customers: their pages' paths. */
export { CUSTOMER_PATHS } from './paths';

/** What other modules may use of reconciliation: the paths. */
export { RECONCILE_PATHS } from './paths';

/** What other modules may use of return visits: the paths. */
export { RETURN_VISIT_PATHS, taskDetailPath } from './paths';

/** What other modules may use of spare parts: the paths. */
export { SPARE_PATHS, partDetailPath } from './paths';

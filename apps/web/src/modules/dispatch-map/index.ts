/** What other modules may use of the maps: their paths (an order list links its map view). */
export { DISPATCH_MAP_PATHS, mapViewPath } from './paths';

/**
 * Map dispatch (issue 26, spec D3): staff positions (check-ins and phone reports, 90 days), engineers
 * by distance for an order, assignment from the map through the orders' assign action, an order
 * list's markers clustered on a grid, the density map, and /map/locating and /map/geo through the
 * map provider (core/maps.ts).
 */
export { dispatchMapRoutes } from './routes';
export { dispatchMapConsumer } from './consumer';
export { dispatchMapJobs } from './jobs';
export { seedDemoPositions } from './demo';
/** The schedule statistics (issue 28, modules/reports): days on duty, off and on leave. */
export { scheduleTallies, type ScheduleTally } from './schedule-tallies';

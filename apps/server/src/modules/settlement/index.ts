/**
 * Settlement (issue 27, spec D8): commission rules, orders waiting for settlement (the template's
 * settlement node; its consumer of completions), personal and team bills (created → confirmed,
 * frozen, adjustments on the next bill), rewards and penalties with approval.
 */
export { settlementRoutes } from './routes';
export { settlementConsumer } from './consumer';
export { seedDemoSettlement } from './demo';
/** For the order detail and other modules: an order's settlement state. */
export { orderSettlement, type OrderSettlement } from './order-state';

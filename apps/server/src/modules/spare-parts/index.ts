/**
 * Spare parts (issue 24, spec D6): the catalogue, warehouses, stock modes (system settings 50014,
 * 50015), one movement ledger over a never-negative stock balance, requests and returns with
 * approval, stocktaking, and stock alerts (its consumer of `spare.lowStock`).
 */
import './warehouses';
export { spareRoutes } from './routes';
export { spareConsumer } from './consumer';
export { seedDemoSpareParts } from './demo';

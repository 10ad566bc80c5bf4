/**
 * Spare parts (issue 24, spec D6): the catalogue, warehouses, stock modes (system settings 50014,
 * 50015), one movement ledger over a never-negative stock balance, requests and returns with
 * approval, stocktaking, and stock alerts (its consumer of `spare.lowStock`).
 */
import './warehouses';
import './hosts';
import './import-export';
export { spareRoutes } from './routes';
export { spareConsumer } from './consumer';
export { spareJobs } from './old-parts-remind';
export { seedDemoSpareParts } from './demo';
/** For finance (issue 27): parts used per order (spare-part commissions) and unreturned old parts (deductions). */
export { partsUsedOnOrders } from './order-parts';
export { unreturnedOldParts } from './old-parts';
/** For the spare-part analysis (issue 28, modules/reports): consumption sums over the ledger. */
export {
  partUsageByPart,
  partUsageByDay,
  usageNarrowed,
  partsOnOrdersSql,
  type PartUsageByPart,
} from './usage';

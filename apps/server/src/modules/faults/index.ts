/**
 * The fault dictionary (issue 28, spec D9 "fault data"): fault phenomena per product category,
 * picked at an order's completion (order_faults, written through `setOrderFaults`), with per-day
 * counts (fault_daily) the fault reports read.
 */
export { faultRoutes } from './routes';
export { faultJobs, rebuildAllFaultParts } from './jobs';
export { setOrderFaults, orderFaultsJson, type FaultOrder } from './picks';
export { seedDemoFaults } from './demo';
/** For the fault reports (modules/reports): sums over the per-day aggregate. */
export {
  faultTallies,
  faultDaysOf,
  faultsByCategory,
  type FaultTally,
  type FaultTallyFilter,
  type FaultTallyScope,
  type FaultGrouping,
} from './tallies';
/** For /FaultReplace (modules/reports): the orders of the period's fault picks, as a subquery. */
export { faultOrdersSql } from './fault-orders';
/** For /FaultReplace (modules/reports) and the part lines (modules/spare-parts): the parts replaced per fault, summed per day. */
export { faultPartSums, moveFaultParts, rebuildFaultParts, type FaultPartSum } from './replacements';

/**
 * SLA (issue 23, spec D5): policies for orders and service-desk events, the business calendar,
 * clocks per step armed by its consumer of domain events, fired by pg-boss jobs (one per deadline),
 * warnings and breaches to the message centre and the overtime log.
 */
export { slaRoutes } from './routes';
export { slaConsumer } from './consumer';
export { slaJobs } from './jobs';
export { jobsOf, scheduleSlaJobs } from './schedule';
/** For the bench (bench/src/sla-scale.ts): a deadline's job work, timed by hand. */
export { fireSlaTimer } from './fire';
export { seedDemoSla } from './demo';
/** The dashboard's SLA tile (issue 28). */
export { countBreachedOrders } from './stats';
/** The overtime statistics (issue 28, modules/reports): sums over the overtime log. */
export {
  overtimeTallies,
  overtimeNarrowed,
  type OvertimeTally,
  type OvertimeGrouping,
} from './overtime-tallies';

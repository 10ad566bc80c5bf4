/**
 * SLA (issue 23, spec D5): policies for orders and service-desk events, the business calendar,
 * clocks per step armed by its consumer of domain events, fired by pg-boss jobs (one per deadline),
 * warnings and breaches to the message centre and the overtime log.
 */
export { slaRoutes } from './routes';
export { slaConsumer } from './consumer';
export { slaJobs } from './jobs';
export { scheduleSlaJobs } from './schedule';
export { seedDemoSla } from './demo';

/**
 * Return visits (issue 22, spec D4): visit plans, the tasks an order's completion or evaluation
 * creates (its consumer of domain events), the visit form on the forms engine, submit, follow-up
 * orders, SMS to the customer, the badge and the report.
 */
export { returnVisitRoutes } from './routes';
export { returnVisitConsumer } from './consumer';
export { seedDemoReturnVisits } from './demo';
import './host';

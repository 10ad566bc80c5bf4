/**
 * Contracts and plans (issue 25, spec D7): maintenance contracts → plans → tasks → work orders (the
 * producer, its daily job and the consumer that completes a task with its order), and sales contracts
 * with approval, payment plans and payments.
 */
export { contractRoutes } from './routes';
// registers the orders module's check of belongSaleContractId
import './sales-orders';
export { contractConsumer } from './consumer';
export { contractJobs } from './jobs';
export { seedDemoContracts } from './demo';
/** The producer (the bench measures it as the job runs it). */
export { produce } from './production';
/** For reconciliation and income statistics (issue 27): contracts' money per customer and period. */
export { salesByCustomerSql, salesPaymentsSql } from './finance';
/** For SLA matching by contract (issue 23): the contracts in force covering a customer or equipment. */
export { contractsCovering, countLiveContracts, type CoverageSubject } from './coverage';

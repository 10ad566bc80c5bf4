/**
 * Reconciliation and income statistics (issue 27, spec D8): per customer and period, what completed
 * orders and sales contracts billed against what was collected (collection payments, contract
 * payments); a customer-period marked reconciled keeps its figures frozen; export to Excel.
 */
export { reconciliationRoutes } from './routes';

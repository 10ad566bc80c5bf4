/** What other modules use of orders; the rest is internal. */
export { ordersRoutes } from './routes';
export { visibleOrders, type OrderActor } from './scope';
export { orderErrors } from './errors';
export { createScanOrder } from './scan-order';
export { orderJobs } from './jobs';
export { openWorkByServer, type OpenWork } from './open-work';
export { seedDemoOrders } from './demo';
/** For return visits (issue 22): a follow-up order, the visited order's detail, its timeline. */
export { createOrder } from './create';
export { orderDetail } from './detail';
export { writeLog as writeOrderLog } from './log';
/** For maintenance contracts (issue 25): a plan's task raises its order in the producer's transaction. */
export { insertOrderIn, type NewOrder } from './insert';
export { searchTextOf } from './create';
import './hosts';
/** For map dispatch (issue 26): the list's assign and appointment actions, an order list's conditions, who may serve. */
export { assignOrders, keepDate } from './actions';
export { whereOf as orderListWhere } from './service';
export { mayTakePart } from './people';
/** For spare parts (issue 24): parts on an order set its computed spare-part amount. */
export {
  computedSpareAmount,
  lockOrderForParts,
  registerSpareAmountSource,
  setSpareAmount,
} from './spare-amount';
/** For sales contracts (issue 25): the check of an order's belongSaleContractId. */
export { registerSaleContractCheck } from './belongs';

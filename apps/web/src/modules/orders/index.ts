import { lazyPart } from '../../shell/chunks';

/** What other modules may use of work orders: paths, the customer's orders tab, the day view's pieces. */
export { ORDER_PATHS, orderDetailPath } from './paths';
export { OrderCustomerText } from './components/OrderCustomerText';
export { OrderStateTag, PriorityTag } from './components/OrderStateTag';
export { isControlClick } from './components/OrderTable';
export { ORDERS_KEY, useOrderDetail } from './detail/api';
export { DANGER_ACTIONS, splitActions } from './detail/logic/actions';
export { navigationUrl, siteOf } from './detail/logic/geo';

/** The customer's orders tab loads when first shown (under the caller's Suspense): it brings the order table. */
export const CustomerOrdersTab = lazyPart(() =>
  import('./components/CustomerOrdersTab').then((m) => m.CustomerOrdersTab),
);

/** The detail page's action forms, for an action started elsewhere (the day view): loaded when one opens. */
export const ActionHost = lazyPart(() => import('./detail/components/ActionHost').then((m) => m.ActionHost));

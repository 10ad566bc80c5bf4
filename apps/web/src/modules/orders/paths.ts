import { generatePath } from 'react-router-dom';

/** The order pages' paths (spec-shell "Orders"). */
export const ORDER_PATHS = {
  create: '/createOrder',
  createInner: '/order/createInner/:tempId',
  createExternal: '/order/createExternal/:tempId',
  /** Built by the order detail page (apps/web/src/modules/orders/detail). */
  detail: '/allOrder/orderDetail/:orderId',
} as const;

/** The print sheets' route (built with the detail page); the list offers "Print" when it exists. */
export const ORDER_PRINT_ROUTE = 'orderPrint';

export const orderDetailPath = (orderId: number) =>
  generatePath(ORDER_PATHS.detail, { orderId: String(orderId) });

import { generatePath } from 'react-router-dom';

/** The order pages' paths (spec-shell "Orders"); the lists' paths are in views.ts. */
export const ORDER_PATHS = {
  create: '/createOrder',
  createInner: '/order/createInner/:tempId',
  createExternal: '/order/createExternal/:tempId',
  detail: '/allOrder/orderDetail/:orderId',
  /** Print sheets of up to 50 orders (?ids=1,2). */
  print: '/order/print',
  /** What the evaluation link (eval_url) of a completed order opens. */
  evaluation: '/eval/:token',
} as const;

/** The print sheets' route name; the list offers "Print" when the route table has it. */
export const ORDER_PRINT_ROUTE = 'orderPrint';

export const orderDetailPath = (orderId: number) =>
  generatePath(ORDER_PATHS.detail, { orderId: String(orderId) });

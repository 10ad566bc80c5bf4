import { generatePath } from 'react-router-dom';
import { ORDER_ACCESS, type SearchPlanPage } from '@fieldline/domain';

/** The order pages' paths (spec-shell "Orders"); the lists' are in ORDER_LISTS below. */
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
/** The list pages of spec-shell "Orders", by route name (also their saved-scheme page). */
export const ORDER_LIST_ROUTES = [
  'allOrder',
  'myOrder',
  'assignOrder',
  'acceptanceOrder',
  'examineOrder',
  'sendMeOrder',
  'dueOrder',
  'orderRubbish',
  'teamworkOrder',
  'templateView',
] as const satisfies readonly SearchPlanPage[];
export type OrderListRoute = (typeof ORDER_LIST_ROUTES)[number];

/**
 * Each order list's path and the code its page needs (the menu entry uses the same): what the route table
 * reads. Views, filters and actions of each list are in views.ts (ORDER_LIST_CONFIGS), with the pages.
 */
export const ORDER_LISTS: Record<OrderListRoute, { path: string; permission: string }> = {
  allOrder: { path: '/allOrder', permission: ORDER_ACCESS.view },
  myOrder: { path: '/myOrder', permission: ORDER_ACCESS.view },
  assignOrder: { path: '/assignOrder', permission: ORDER_ACCESS.dispatch },
  acceptanceOrder: { path: '/acceptanceOrder', permission: ORDER_ACCESS.reception },
  examineOrder: { path: '/examineOrder', permission: ORDER_ACCESS.approve },
  sendMeOrder: { path: '/sendMeOrder', permission: ORDER_ACCESS.view },
  dueOrder: { path: '/dueOrder', permission: ORDER_ACCESS.view },
  orderRubbish: { path: '/orderRubbish', permission: ORDER_ACCESS.recycleBin },
  teamworkOrder: { path: '/teamworkOrder', permission: ORDER_ACCESS.view },
  templateView: { path: '/templateView', permission: ORDER_ACCESS.view },
};

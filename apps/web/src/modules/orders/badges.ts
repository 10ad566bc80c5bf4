import { get } from '../../shell/request';

/* Menu badges (spec-shell §7 "Menu badge counts"; failures are ignored), in a file of their own: the
   route table registers them at start, before any order page's code. */

const badge = (url: string, params: Record<string, string>) => () =>
  get<number>(url, params, { silent: true }).then(Number);
export const BADGE_COUNTS: Record<string, () => Promise<number>> = {
  acceptanceOrder: badge('/v2/order/getAllAcceptanceCount', { dataType: '1' }),
  assignOrder: badge('/order/unDeliverOrderListCount', {}),
  examineOrder: badge('/v3/order/examineOrderCount', { type: '-1' }),
  // spec: getOrderListCount?orderDue=0; the server's list of overdue orders is view=due
  dueOrder: badge('/v2/order/getOrderListCount', { view: 'due', orderDue: '0' }),
  // the open pool: what I may grab now (a dispatcher: the whole pool)
  orderHighSeas: badge('/v2/order/getOrderListCount', { is_grab: '1' }),
  // abnormal requests waiting for the caller's decision (issue 22)
  abnormalOrder: badge('/v2/order/getAbnormalOrderCount', { type: '0' }),
};

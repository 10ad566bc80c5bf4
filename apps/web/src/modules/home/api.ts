import { useQuery } from '@tanstack/react-query';
import type { OrderDayRow } from '@fieldline/domain';
import { get } from '../../shell/request';
import { ORDERS_KEY } from '../orders/detail/api';

/** Under the orders key, so an action on any order (useRefreshOrders) loads the day again. */
export const myDayKey = [ORDERS_KEY, 'myDay'] as const;

/** GET /v2/order/myDay: the service person's own open orders by appointment time. */
export function useMyDay(enabled = true) {
  return useQuery({
    queryKey: myDayKey,
    queryFn: () => get<{ list: OrderDayRow[] }>('/v2/order/myDay').then((r) => r.list),
    enabled,
  });
}

import { useQuery } from '@tanstack/react-query';
import dayjs from 'dayjs';
import type { OrderDayRow } from '@fieldline/domain';
import { get } from '../../shell/request';
import { ORDERS_KEY } from '../orders';

/** Under the orders key, so an action on any order (useRefreshOrders) loads the day again. */
export const myDayKey = [ORDERS_KEY, 'myDay'] as const;

/**
 * GET /v2/order/myDay: the service person's own open orders, from the start of this device's day
 * by appointment time, then missed ones.
 */
export function useMyDay(enabled = true) {
  return useQuery({
    queryKey: myDayKey,
    queryFn: () =>
      get<{ list: OrderDayRow[] }>('/v2/order/myDay', { from: dayjs().startOf('day').toISOString() }).then(
        (r) => r.list,
      ),
    enabled,
  });
}

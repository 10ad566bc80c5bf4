import { ORDER_ACCESS, type OrderRow, type Page } from '@fieldline/domain';
import { orderDetailPath } from '../../modules/orders/paths';
import { get } from '../request';
import { registerSearchProvider, SEARCH_GROUP_SIZE } from './registry';

/**
 * Orders by number, title, customer or contact (GET /v2/order/list, view all: the working orders of
 * the caller's data scope, on the keyword index); a hit opens the order.
 */
export function registerOrderSearch() {
  return registerSearchProvider({
    key: 'orders',
    label: (t) => t('shell.search.orders'),
    permission: ORDER_ACCESS.view,
    async search(keyword) {
      const { list } = await get<Page<OrderRow>>(
        '/v2/order/list',
        { view: 'all', keyword, pageSize: SEARCH_GROUP_SIZE, pageIndex: 0 },
        { silent: true },
      );
      return list.map((o) => ({
        key: String(o.id),
        title: o.orderNo,
        description: [o.title, o.customerName].filter(Boolean).join(' · '),
        to: orderDetailPath(o.id),
      }));
    },
  });
}

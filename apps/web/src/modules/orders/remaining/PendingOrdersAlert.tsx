import { Alert, Flex } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { ORDER_STATE_LABELS } from '@fieldline/domain';
import { useLocale } from '../../../shell/useLocale';
import { ORDERS_KEY, fetchPendingOrders } from '../detail/api';
import { orderDetailPath } from '../paths';

/**
 * The create page's warning (GET /order/checkOrderPending): the customer, or the chosen customer
 * product, already has open orders; the newest are linked so the user can look before making a
 * duplicate. Nothing shows when there are none.
 */
export function PendingOrdersAlert({
  customerId,
  customerProductId,
}: {
  customerId?: number | null;
  customerProductId?: number | null;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const q = customerProductId ? { customerProductId } : customerId ? { customerId } : null;
  const pending = useQuery({
    queryKey: [ORDERS_KEY, 'pending', q],
    queryFn: () => fetchPendingOrders(q!),
    enabled: !!q,
    staleTime: 30_000,
  });
  const data = pending.data;
  if (!q || !data?.total) return null;
  return (
    <Alert
      type="warning"
      showIcon
      style={{ marginBottom: 16 }}
      data-testid="order-pending-warning"
      title={t(customerProductId ? 'orders.pending.equipment' : 'orders.pending.customer', {
        count: data.total,
      })}
      description={
        <Flex vertical gap={2}>
          {data.list.map((o) => (
            <Link key={o.id} to={orderDetailPath(o.id)} target="_blank" data-testid="order-pending-link">
              {o.orderNo} · {o.title} · {ORDER_STATE_LABELS[o.state][locale]}
              {o.serverName ? ` · ${o.serverName}` : ''}
            </Link>
          ))}
        </Flex>
      }
    />
  );
}

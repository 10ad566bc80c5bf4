import { Alert, Flex } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { ORDER_STATE_LABELS } from '@fieldline/domain';
import { useLocale } from '../../../shell/useLocale';
import { ORDERS_KEY, fetchFinishCheck } from '../detail/api';
import { orderDetailPath } from '../paths';

/**
 * Check finish (GET /order/checkFinish) at the top of the completion form: when the order cannot
 * be completed now, why (a request waiting for a decision, open child orders: "unfinished progress
 * must be completed first"), with links to the open child orders. Nothing when it can.
 */
export function FinishCheckAlert({ orderId }: { orderId: number }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const check = useQuery({
    queryKey: [ORDERS_KEY, 'checkFinish', orderId],
    queryFn: () => fetchFinishCheck(orderId),
    staleTime: 0,
  });
  if (check.isPending) return <Alert type="info" title={t('orderDetail.remaining.checkingFinish')} />;
  const data = check.data;
  if (!data || data.ok) return null;
  return (
    <Alert
      type="error"
      showIcon
      style={{ marginBottom: 12 }}
      data-testid="finish-check"
      title={data.message}
      description={
        data.openChildren.length > 0 && (
          <Flex vertical gap={2}>
            {t('orderDetail.remaining.openChildren')}
            {data.openChildren.map((o) => (
              <Link key={o.id} to={orderDetailPath(o.id)}>
                {o.orderNo} · {o.title} · {ORDER_STATE_LABELS[o.state][locale]}
              </Link>
            ))}
          </Flex>
        )
      }
    />
  );
}

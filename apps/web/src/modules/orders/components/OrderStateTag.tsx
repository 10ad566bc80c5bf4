import { Space, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { OrderPriority, OrderRow, OrderState } from '@fieldline/domain';

const STATE_COLORS: Record<OrderState, string> = {
  0: 'gold',
  1: 'orange',
  2: 'purple',
  3: 'cyan',
  4: 'blue',
  5: 'green',
  6: 'default',
  7: 'magenta',
};
const PRIORITY_COLORS: Record<OrderPriority, string> = { 1: 'default', 2: 'orange', 3: 'red' };

/** An order's state (spec-business §4), with the flags that qualify it. */
export function OrderStateTag({
  order,
}: {
  order: Pick<OrderRow, 'state' | 'invalid' | 'paused' | 'archived' | 'overdue'> & { pooled?: boolean };
}) {
  const { t } = useTranslation();
  return (
    <Space size={2} wrap>
      <Tag color={STATE_COLORS[order.state]} data-testid="order-state" data-state={order.state}>
        {t(`enum.orderState.${order.state}`)}
      </Tag>
      {order.pooled && (
        <Tag color="geekblue" data-testid="order-pooled">
          {t('orders.flags.pooled')}
        </Tag>
      )}
      {order.invalid && <Tag color="default">{t('orders.flags.invalid')}</Tag>}
      {order.paused && <Tag color="warning">{t('orders.flags.paused')}</Tag>}
      {order.overdue && <Tag color="error">{t('orders.flags.overdue')}</Tag>}
      {order.archived && <Tag>{t('orders.flags.archived')}</Tag>}
    </Space>
  );
}

export function PriorityTag({ priority }: { priority: OrderPriority }) {
  const { t } = useTranslation();
  return <Tag color={PRIORITY_COLORS[priority]}>{t(`enum.orderPriority.${priority}`)}</Tag>;
}

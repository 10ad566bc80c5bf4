import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { OrderRow } from '@fieldline/domain';
import { customerShown } from '../internal-orders';

/**
 * An order's customer in the lists: its name; muted "Internal order" when it has none, or "Hidden"
 * when withheld from service staff. Plain text: the lists link the order, not the customer.
 */
export function OrderCustomerText({ row }: { row: Pick<OrderRow, 'customerId' | 'customerName'> }) {
  const { t } = useTranslation();
  const shown = customerShown(row);
  if (shown.kind === 'name') return <>{shown.name}</>;
  return (
    <Typography.Text type="secondary" data-testid={`order-customer-${shown.kind}`}>
      {t(shown.kind === 'internal' ? 'orders.list.internal' : 'orders.list.hidden')}
    </Typography.Text>
  );
}

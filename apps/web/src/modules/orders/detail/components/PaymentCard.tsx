import { Card, Descriptions, Flex, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { OrderPayment } from '@fieldline/domain';

/** Amount cells stay on one line, right-aligned, on any screen. */
export const AMOUNT_CELL = { whiteSpace: 'nowrap', textAlign: 'right' } as const;

/** Amounts are strings with two decimals from the server ("80.00"); shown as they are, never as floats. */
export function PaymentCard({ payment, extra }: { payment: OrderPayment; extra?: React.ReactNode }) {
  const { t } = useTranslation();
  const money = (amount: string) => t('orderDetail.payment.money', { amount });
  return (
    <Card title={t('orderDetail.payment.title')} size="small" extra={extra} data-testid="order-payment">
      <Flex vertical gap={6} style={{ marginBottom: 12 }}>
        {payment.lines.length === 0 && (
          <Typography.Text type="secondary">{t('orderDetail.payment.noLines')}</Typography.Text>
        )}
        {payment.lines.map((l) => (
          <Flex key={l.serviceItemId} justify="space-between" gap={8} data-testid="payment-line">
            <Flex vertical style={{ minWidth: 0 }}>
              <Typography.Text ellipsis>{l.name}</Typography.Text>
              <Typography.Text type="secondary">
                {t('orderDetail.payment.lineDetail', { price: l.price, unit: l.unit, quantity: l.quantity })}
              </Typography.Text>
            </Flex>
            <Typography.Text>{money(l.amount)}</Typography.Text>
          </Flex>
        ))}
      </Flex>
      <Descriptions column={1} size="small" bordered styles={{ content: AMOUNT_CELL }}>
        <Descriptions.Item label={t('orderDetail.payment.serviceAmount')}>
          {money(payment.serviceAmount)}
        </Descriptions.Item>
        <Descriptions.Item label={t('orderDetail.payment.sparepartAmount')}>
          {money(payment.sparepartAmount)}
        </Descriptions.Item>
        <Descriptions.Item label={t('orderDetail.payment.otherAmount')}>
          {money(payment.otherAmount)}
        </Descriptions.Item>
        <Descriptions.Item label={t('orderDetail.payment.preferentialAmount')}>
          {money(payment.preferentialAmount)}
        </Descriptions.Item>
        <Descriptions.Item label={t('orderDetail.payment.totalAmount')}>
          <Typography.Text strong data-testid="payment-total">
            {money(payment.totalAmount)}
          </Typography.Text>
        </Descriptions.Item>
      </Descriptions>
    </Card>
  );
}

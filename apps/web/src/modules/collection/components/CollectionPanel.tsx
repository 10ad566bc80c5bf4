import { useState } from 'react';
import { Button, Card, Descriptions, List, Space, Typography } from 'antd';
import dayjs from 'dayjs';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { COLLECTION_ACCESS, PAYMENT_KINDS } from '@fieldline/domain';
import { useCan } from '../../../shell/session/useCan';
import { fetchOrderCollection, orderCollectionKey } from '../api';
import { CollectionStateTag, usePaymentKindText, yuan } from './labels';
import { PayModal } from './PayModal';
import { QrModal } from './QrModal';

/**
 * The order detail's collection block (lent to the orders module): due, paid, left and state, the
 * payments, and for who may collect, recording a payment and the payment QR. Nothing when the order
 * has no collection (its template's node off, or nothing to pay).
 */
export function CollectionPanel({ orderId }: { orderId: number }) {
  const { t } = useTranslation();
  const can = useCan();
  const kindText = usePaymentKindText();
  const queryClient = useQueryClient();
  const [open, setOpen] = useState<'pay' | 'qr' | null>(null);
  const query = useQuery({
    queryKey: orderCollectionKey(orderId),
    queryFn: () => fetchOrderCollection(orderId),
    enabled: can(COLLECTION_ACCESS.view),
    refetchInterval: open === 'qr' ? 3000 : false,
  });
  const c = query.data;
  if (!c) return null;
  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: orderCollectionKey(orderId) }),
      queryClient.invalidateQueries({ queryKey: ['orders', 'timeline', orderId] }),
      queryClient.invalidateQueries({ queryKey: ['badges'] }),
    ]);
  const online = c.methods.some((m) => m.kind === PAYMENT_KINDS.online);
  return (
    <Card
      size="small"
      title={t('collection.panel.title')}
      data-testid="collection-panel"
      extra={
        c.mayCollect && (
          <Space>
            {online && (
              <Button size="small" onClick={() => setOpen('qr')} data-testid="collection-qr-open">
                {t('collection.panel.qr')}
              </Button>
            )}
            <Button
              size="small"
              type="primary"
              onClick={() => setOpen('pay')}
              data-testid="collection-pay-open"
            >
              {t('collection.panel.pay')}
            </Button>
          </Space>
        )
      }
    >
      <Descriptions size="small" column={{ xs: 1, sm: 2, md: 4 }}>
        <Descriptions.Item label={t('collection.fields.state')}>
          <CollectionStateTag state={c.state} />
        </Descriptions.Item>
        <Descriptions.Item label={t('collection.fields.amountDue')}>{yuan(c.amountDue)}</Descriptions.Item>
        <Descriptions.Item label={t('collection.fields.amountPaid')}>
          <span data-testid="collection-paid">{yuan(c.amountPaid)}</span>
        </Descriptions.Item>
        <Descriptions.Item label={t('collection.fields.amountLeft')}>
          <Typography.Text
            type={c.amountLeft === '0.00' ? undefined : 'danger'}
            data-testid="collection-left"
          >
            {yuan(c.amountLeft)}
          </Typography.Text>
        </Descriptions.Item>
      </Descriptions>
      {c.payments.length > 0 && (
        <List
          size="small"
          header={t('collection.panel.payments')}
          dataSource={c.payments}
          renderItem={(p) => (
            <List.Item key={p.id} data-testid="collection-payment">
              <Space wrap>
                <Typography.Text strong>{yuan(p.amount)}</Typography.Text>
                <span>
                  {p.methodName} · {kindText(p.kind)}
                </span>
                <Typography.Text type="secondary">
                  {p.source === 'online' ? t('collection.panel.byCustomer') : p.createdByName}
                  {' · '}
                  {dayjs(p.paidAt).format('YYYY-MM-DD HH:mm')}
                </Typography.Text>
                {p.note && <Typography.Text type="secondary">{p.note}</Typography.Text>}
              </Space>
            </List.Item>
          )}
        />
      )}
      {open === 'pay' && (
        <PayModal
          collection={c}
          onClose={() => setOpen(null)}
          onPaid={(next) => {
            queryClient.setQueryData(orderCollectionKey(orderId), next);
            setOpen(null);
            void refresh();
          }}
        />
      )}
      {open === 'qr' && (
        <QrModal
          collection={c}
          onClose={() => {
            setOpen(null);
            void refresh();
          }}
        />
      )}
    </Card>
  );
}

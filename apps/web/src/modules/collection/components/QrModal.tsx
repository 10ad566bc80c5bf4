import { Button, Flex, Modal, Spin, Typography } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import dayjs from 'dayjs';
import type { OrderCollection } from '@fieldline/domain';
import { COLLECTION_KEY, fetchPaymentLink } from '../api';
import { yuan } from './labels';

/**
 * The payment QR for what is left: the provider's link (the local default opens the product's own
 * payment page) drawn by the server; the customer scans it, or the link opens it here. Enterprise
 * payment codes (uploaded QR images of methods) are shown beside it.
 */
export function QrModal({ collection, onClose }: { collection: OrderCollection; onClose(): void }) {
  const { t } = useTranslation();
  const link = useQuery({
    queryKey: [...COLLECTION_KEY, 'qr', collection.orderId, collection.amountLeft],
    queryFn: () => fetchPaymentLink(collection.orderId),
    gcTime: 0,
  });
  const codes = collection.methods.filter((m) => m.qrImage);
  return (
    <Modal open title={t('collection.qr.title')} footer={null} onCancel={onClose} destroyOnHidden>
      {!link.data ? (
        link.isError ? (
          <Typography.Text type="danger">{t('collection.qr.failed')}</Typography.Text>
        ) : (
          <Spin />
        )
      ) : (
        <Flex vertical align="center" gap={8} data-testid="collection-qr">
          <img src={link.data.image} width={220} height={220} alt={t('collection.qr.title')} />
          <Typography.Text strong>
            {t('collection.qr.amount', { amount: yuan(link.data.amount) })}
          </Typography.Text>
          <Typography.Text type="secondary">
            {t('collection.qr.expires', { at: dayjs(link.data.expiresAt).format('HH:mm') })}
          </Typography.Text>
          <Button
            href={link.data.url}
            target="_blank"
            rel="noopener"
            data-testid="collection-pay-page"
            data-url={link.data.url}
          >
            {t('collection.qr.open')}
          </Button>
          {codes.length > 0 && (
            <Flex gap={12} wrap justify="center">
              {codes.map((m) => (
                <Flex key={m.id} vertical align="center">
                  <img src={m.qrImage!} width={120} height={120} alt={m.name} />
                  <Typography.Text type="secondary">{m.name}</Typography.Text>
                </Flex>
              ))}
            </Flex>
          )}
        </Flex>
      )}
    </Modal>
  );
}

import { Card, Descriptions, Flex, Typography } from 'antd';
import { PaperClipOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { OrderDetail } from '@fieldline/domain';
import { ImageThumbs } from '../../../../components/CustomFields/ImageThumbs';
import { openFilePreview } from '../../../../components/FilePreview/preview';
import { dateTime } from './format';

/** The order's images (open in the image previewer) and attachments (open in the file preview). */
export function MediaCard({ order: o }: { order: OrderDetail }) {
  const { t } = useTranslation();
  if (!o.images.length && !o.attachments.length) return null;
  return (
    <Card title={t('orderDetail.sections.media')} size="small" data-testid="order-media">
      <Flex vertical gap={12}>
        {o.images.length > 0 && <ImageThumbs urls={o.images} title={t('orderDetail.fields.images')} />}
        {o.attachments.map((a) => (
          <Typography.Link key={a.url} onClick={() => openFilePreview({ url: a.url, name: a.name })}>
            <PaperClipOutlined /> {a.name}
          </Typography.Link>
        ))}
      </Flex>
    </Card>
  );
}

/** The receipt: the customer's signature, when it was given, and the service time. */
export function ReceiptCard({ order: o }: { order: OrderDetail }) {
  const { t } = useTranslation();
  if (!o.receiptAt && !o.signature && o.serviceMinutes === null) return null;
  const none = t('none');
  return (
    <Card title={t('orderDetail.receipt.title')} size="small" data-testid="order-receipt">
      <Descriptions column={1} size="small">
        <Descriptions.Item label={t('orderDetail.receipt.at')}>
          {dateTime(o.receiptAt, none)}
        </Descriptions.Item>
        <Descriptions.Item label={t('orderDetail.complete.serviceMinutes')}>
          {o.serviceMinutes === null ? none : t('orderDetail.receipt.minutes', { count: o.serviceMinutes })}
        </Descriptions.Item>
        <Descriptions.Item label={t('orderDetail.receipt.signature')}>
          {o.signature ? (
            <ImageThumbs
              urls={[o.signature]}
              title={t('orderDetail.receipt.signature')}
              size={180}
              height={72}
            />
          ) : (
            t(o.receiptAt ? 'orderDetail.receipt.byCodeDone' : 'none')
          )}
        </Descriptions.Item>
      </Descriptions>
    </Card>
  );
}

import { Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { ADDRESS_DETAIL_MAX, ORDER_ACTION_LABELS, ORDER_NOTE_MAX, type OrderDetail } from '@fieldline/domain';
import { Form } from '../../../../components/Form';
import { validateForm } from '../../../../shell/form-failure';
import { useLocale } from '../../../../shell/useLocale';
import { showToast } from '../../../../shell/notify';
import { startService } from '../api';
import { startServicePayload } from '../logic/payloads';
import { ActionDrawer } from './ActionDrawer';
import { LocationStatus, useDeviceLocation } from './LocationStatus';
import { PhotoCapture } from './PhotoCapture';
import { useActionSubmit } from './useActionSubmit';

interface Values {
  location?: string;
  images?: string[];
  note?: string;
}

/** Start service, the first check-in (3 → 4): the time (the server's), where, and photos from the camera. */
export function StartServiceDrawer({ order, onClose }: { order: OrderDetail; onClose(): void }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const [form] = Form.useForm<Values>();
  const { submit, sending } = useActionSubmit(form, 'checkIn');
  const device = useDeviceLocation();
  const label = ORDER_ACTION_LABELS.startService[locale];

  const send = async () => {
    const v = await validateForm(form);
    if (!v) return;
    const ok = await submit(() => startService(startServicePayload(order.id, v, device.position)));
    if (ok) {
      showToast('success', t('orderDetail.actions.done', { action: label }));
      onClose();
    }
  };

  return (
    <ActionDrawer
      title={`${label} · ${order.orderNo}`}
      onClose={onClose}
      onSubmit={() => void send().catch(() => undefined)}
      submitText={t('orderDetail.checkIn.submit')}
      sending={sending}
      testId="action-form-startService"
    >
      <Form form={form} layout="vertical" initialValues={{ images: [] }}>
        <Form.Item label={t('orderDetail.checkIn.position')}>
          <LocationStatus state={device.state} onRetry={device.retry} />
        </Form.Item>
        <Form.Item name="location" label={t('orderDetail.checkIn.place')}>
          <Input
            maxLength={ADDRESS_DETAIL_MAX}
            showCount
            placeholder={t('orderDetail.checkIn.placePlaceholder')}
            data-testid="check-in-location"
          />
        </Form.Item>
        <Form.Item name="images" label={t('orderDetail.checkIn.photos')}>
          <PhotoCapture testId="check-in-photo" />
        </Form.Item>
        <Form.Item name="note" label={t('orderDetail.forms.note')}>
          <Input.TextArea rows={3} maxLength={ORDER_NOTE_MAX} showCount />
        </Form.Item>
      </Form>
    </ActionDrawer>
  );
}

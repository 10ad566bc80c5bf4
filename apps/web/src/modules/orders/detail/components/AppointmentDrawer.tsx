import { Alert, DatePicker, Input } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { ORDER_ACTION_LABELS, ORDER_NOTE_MAX, type OrderDetail } from '@fieldline/domain';
import { Form } from '../../../../components/Form';
import { validateForm } from '../../../../shell/form-failure';
import { useLocale } from '../../../../shell/useLocale';
import { showToast } from '../../../../shell/notify';
import { sendAppointment } from '../api';
import { ActionDrawer } from './ActionDrawer';
import { useActionSubmit } from './useActionSubmit';

const TIME_FORMAT = 'YYYY-MM-DD HH:mm';

interface Values {
  appointmentAt?: Dayjs;
  estimatedAt?: Dayjs | null;
  note?: string;
}

/**
 * Keep date (dispatcher) and worker bespoke date (server): a new appointment time, required; an
 * earlier time than now is allowed with a warning that the order may time out (spec-business §5).
 */
export function AppointmentDrawer(props: {
  order: OrderDetail;
  action: 'keepDate' | 'bespokeDate';
  onClose(): void;
}) {
  const { order, action, onClose } = props;
  const { t } = useTranslation();
  const locale = useLocale();
  const [form] = Form.useForm<Values>();
  const { submit, sending } = useActionSubmit(form, 'appointment');
  const appointment = Form.useWatch('appointmentAt', form);
  const label = ORDER_ACTION_LABELS[action][locale];
  const past = !!appointment && appointment.isBefore(dayjs());

  const send = async () => {
    const v = await validateForm(form);
    if (!v) return;
    const ok = await submit(() =>
      sendAppointment(action, {
        orderId: order.id,
        appointmentAt: v.appointmentAt!.toISOString(),
        estimatedAt: v.estimatedAt ? v.estimatedAt.toISOString() : null,
        note: v.note?.trim() || undefined,
      }),
    );
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
      submitText={label}
      sending={sending}
      testId={`action-form-${action}`}
    >
      <Form
        form={form}
        layout="vertical"
        initialValues={{
          appointmentAt: order.appointmentAt ? dayjs(order.appointmentAt) : undefined,
          estimatedAt: order.estimatedAt ? dayjs(order.estimatedAt) : null,
        }}
      >
        <Form.Item
          name="appointmentAt"
          label={t('orderDetail.fields.appointmentAt')}
          rules={[{ required: true, message: t('orderDetail.forms.appointmentRequired') }]}
        >
          <DatePicker
            showTime={{ format: 'HH:mm' }}
            format={TIME_FORMAT}
            style={{ width: '100%' }}
            inputReadOnly
          />
        </Form.Item>
        {past && (
          <Alert
            type="warning"
            showIcon
            title={t('orderDetail.forms.appointmentPast')}
            style={{ marginBottom: 16 }}
          />
        )}
        <Form.Item
          name="estimatedAt"
          label={t('orderDetail.fields.estimatedAt')}
          dependencies={['appointmentAt']}
          rules={[
            ({ getFieldValue }) => ({
              validator: async (_r, value: Dayjs | null | undefined) => {
                const start = getFieldValue('appointmentAt') as Dayjs | undefined;
                if (value && start && value.isBefore(start))
                  throw new Error(t('orderDetail.forms.estimateBeforeAppointment'));
              },
            }),
          ]}
        >
          <DatePicker
            showTime={{ format: 'HH:mm' }}
            format={TIME_FORMAT}
            style={{ width: '100%' }}
            inputReadOnly
          />
        </Form.Item>
        <Form.Item name="note" label={t('orderDetail.forms.note')}>
          <Input.TextArea rows={3} maxLength={ORDER_NOTE_MAX} showCount />
        </Form.Item>
      </Form>
    </ActionDrawer>
  );
}

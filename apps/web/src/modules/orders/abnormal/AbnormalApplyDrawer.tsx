import { DatePicker, Input, Radio, Typography } from 'antd';
import type { Dayjs } from 'dayjs';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import {
  ABNORMAL_TYPES,
  ABNORMAL_TYPE_LABELS,
  ABNORMAL_TYPE_LIST,
  ORDER_ACTION_LABELS,
  ORDER_REASON_MAX,
  abnormalApplySchema,
  type AbnormalType,
  type OrderDetail,
} from '@fieldline/domain';
import { Form } from '../../../components/Form';
import { validateForm } from '../../../shell/form-failure';
import { useFieldRules } from '../../../shell/form-rules';
import { showToast } from '../../../shell/notify';
import { useLocale } from '../../../shell/useLocale';
import { applyAbnormal } from '../detail/api';
import { ActionDrawer } from '../detail/components/ActionDrawer';
import { PersonSelect } from '../detail/components/PersonSelect';
import { useActionSubmit } from '../detail/components/useActionSubmit';

interface Values {
  type: AbnormalType;
  reason?: string;
  appointmentAt?: Dayjs;
  newServerId?: number;
}

/**
 * The server's abnormal request (states 2-4): cancel, reassign (optionally to someone named) or
 * reschedule (a new appointment); the reason is required. Made for a phone: the drawer rises from
 * the bottom, the type is three large radio buttons.
 */
export function AbnormalApplyDrawer({ order, onClose }: { order: OrderDetail; onClose(): void }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const rules = useFieldRules();
  const [form] = Form.useForm<Values>();
  const { submit, sending } = useActionSubmit(form, 'abnormal');
  const type = Form.useWatch('type', form) ?? ABNORMAL_TYPES.reschedule;
  const label = ORDER_ACTION_LABELS.applyAbnormal[locale];

  const send = async () => {
    const v = await validateForm(form);
    if (!v) return;
    const ok = await submit(() =>
      applyAbnormal({
        orderId: order.id,
        type: v.type,
        reason: v.reason ?? '',
        appointmentAt: v.type === ABNORMAL_TYPES.reschedule ? v.appointmentAt?.toISOString() : undefined,
        newServerId: v.type === ABNORMAL_TYPES.reassign ? (v.newServerId ?? null) : undefined,
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
      submitText={t('orderDetail.abnormal.apply')}
      sending={sending}
      testId="action-form-applyAbnormal"
    >
      <Typography.Paragraph type="secondary">{t('orderDetail.abnormal.hint')}</Typography.Paragraph>
      <Form form={form} layout="vertical" initialValues={{ type: ABNORMAL_TYPES.reschedule }}>
        <Form.Item name="type" label={t('orderDetail.abnormal.type')} required>
          <Radio.Group optionType="button" buttonStyle="solid" size="large" data-testid="abnormal-type">
            {ABNORMAL_TYPE_LIST.map((v) => (
              <Radio.Button key={v} value={v} data-testid={`abnormal-type-${v}`}>
                {ABNORMAL_TYPE_LABELS[v][locale]}
              </Radio.Button>
            ))}
          </Radio.Group>
        </Form.Item>
        {type === ABNORMAL_TYPES.reschedule && (
          <Form.Item
            name="appointmentAt"
            label={t('orderDetail.abnormal.appointmentAt')}
            rules={[{ required: true, message: t('orderDetail.forms.appointmentRequired') }]}
          >
            <DatePicker
              showTime={{ format: 'HH:mm' }}
              format="YYYY-MM-DD HH:mm"
              style={{ width: '100%' }}
              inputReadOnly
              disabledDate={(d) => d.isBefore(dayjs().startOf('day'))}
              data-testid="abnormal-appointment"
            />
          </Form.Item>
        )}
        {type === ABNORMAL_TYPES.reassign && (
          <Form.Item
            name="newServerId"
            label={t('orderDetail.abnormal.newServer')}
            extra={t('orderDetail.abnormal.newServerHint')}
          >
            <PersonSelect<number>
              part="server"
              exclude={order.server ? [order.server.id] : []}
              testId="abnormal-new-server"
            />
          </Form.Item>
        )}
        <Form.Item
          name="reason"
          label={t('orderDetail.abnormal.reason')}
          required
          rules={rules.field(abnormalApplySchema.shape.reason, t('orderDetail.abnormal.reason'))}
        >
          <Input.TextArea rows={4} maxLength={ORDER_REASON_MAX} showCount data-testid="abnormal-reason" />
        </Form.Item>
      </Form>
    </ActionDrawer>
  );
}

import { Input, Radio, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import {
  ORDER_ACTION_LABELS,
  ORDER_REASON_MAX,
  ORDER_STATES,
  ORDER_STATE_LABELS,
  RETURN_TARGETS,
  orderReturnSchema,
  type OrderDetail,
  type OrderState,
} from '@fieldline/domain';
import { Form } from '../../../components/Form';
import { validateForm } from '../../../shell/form-failure';
import { useFieldRules } from '../../../shell/form-rules';
import { showToast } from '../../../shell/notify';
import { useLocale } from '../../../shell/useLocale';
import { returnOrder } from '../detail/api';
import { ActionDrawer } from '../detail/components/ActionDrawer';
import { useActionSubmit } from '../detail/components/useActionSubmit';

interface Values {
  returnTo: OrderState;
  reason?: string;
}

/** The steps earlier than the order's state it may go back to (acceptance only when it has an engineer). */
export function returnTargets(order: Pick<OrderDetail, 'state' | 'server'>): OrderState[] {
  const rank = (s: OrderState) => (s === ORDER_STATES.approval ? ORDER_STATES.inService + 1 : s);
  return RETURN_TARGETS.filter(
    (s) => rank(s) < rank(order.state) && (s === ORDER_STATES.assignment || !!order.server),
  );
}

/**
 * Send an order back to an earlier step (a dispatcher): to assignment (the engineer is cleared) or to
 * the engineer's acceptance; the reason is required and shows on the timeline.
 */
export function ReturnDrawer({ order, onClose }: { order: OrderDetail; onClose(): void }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const rules = useFieldRules();
  const [form] = Form.useForm<Values>();
  const { submit, sending } = useActionSubmit(form, 'returnNode');
  const label = ORDER_ACTION_LABELS.returnNode[locale];
  const targets = returnTargets(order);

  const send = async () => {
    const v = await validateForm(form);
    if (!v) return;
    const ok = await submit(() =>
      returnOrder({ orderId: order.id, returnTo: v.returnTo, reason: v.reason ?? '' }),
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
      danger
      testId="action-form-returnNode"
    >
      <Typography.Paragraph type="secondary">{t('orderDetail.hints.returnNode')}</Typography.Paragraph>
      <Form form={form} layout="vertical" initialValues={{ returnTo: targets[0] }}>
        <Form.Item name="returnTo" label={t('orderDetail.remaining.returnTo')} required>
          <Radio.Group optionType="button" buttonStyle="solid" data-testid="return-to">
            {targets.map((s) => (
              <Radio.Button key={s} value={s} data-testid={`return-to-${s}`}>
                {ORDER_STATE_LABELS[s][locale]}
              </Radio.Button>
            ))}
          </Radio.Group>
        </Form.Item>
        <Form.Item
          name="reason"
          label={t('orderDetail.remaining.returnReason')}
          required
          rules={rules.field(orderReturnSchema.shape.reason, t('orderDetail.remaining.returnReason'))}
        >
          <Input.TextArea rows={4} maxLength={ORDER_REASON_MAX} showCount data-testid="action-reason" />
        </Form.Item>
      </Form>
    </ActionDrawer>
  );
}

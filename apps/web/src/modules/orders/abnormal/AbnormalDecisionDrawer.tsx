import { Descriptions, Input, Typography } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import {
  ABNORMAL_APPROVALS,
  ABNORMAL_TYPE_LABELS,
  ORDER_ACTION_LABELS,
  ORDER_REASON_MAX,
  orderReasonSchema,
  type PendingAbnormal,
} from '@fieldline/domain';
import { Form } from '../../../components/Form';
import { validateForm } from '../../../shell/form-failure';
import { useFieldRules } from '../../../shell/form-rules';
import { showToast } from '../../../shell/notify';
import { useLocale } from '../../../shell/useLocale';
import { useOptionalRule } from '../../products';
import { decideAbnormal } from '../detail/api';
import { ActionDrawer } from '../detail/components/ActionDrawer';
import { useActionSubmit } from '../detail/components/useActionSubmit';

const when = (v: string | null) => (v ? dayjs(v).format('YYYY-MM-DD HH:mm') : '—');

/**
 * Approve (comment optional) or reject (reason required) an abnormal request, from the order detail
 * or the /abnormalOrder list; shows what was asked and why.
 */
export function AbnormalDecisionDrawer(props: {
  order: { orderNo: string };
  request: Pick<
    PendingAbnormal,
    'id' | 'type' | 'reason' | 'appointmentAt' | 'newServerName' | 'applicantName'
  >;
  approved: boolean;
  onClose(): void;
  onDone?(): void;
}) {
  const { order, request, approved, onClose, onDone } = props;
  const { t } = useTranslation();
  const locale = useLocale();
  const rules = useFieldRules();
  const optional = useOptionalRule();
  const [form] = Form.useForm<{ reason?: string }>();
  const { submit, sending } = useActionSubmit(form, 'abnormalDecision');
  const action = approved ? ABNORMAL_APPROVALS[request.type] : 'rejectAbnormal';
  const label = ORDER_ACTION_LABELS[action][locale];
  const reasonLabel = t(
    approved ? 'orderDetail.abnormal.approveReason' : 'orderDetail.abnormal.rejectReason',
  );

  const send = async () => {
    const v = await validateForm(form);
    if (!v) return;
    const ok = await submit(() =>
      decideAbnormal({ requestId: request.id, approved, reason: v.reason?.trim() || undefined }),
    );
    if (ok) {
      showToast('success', t('orderDetail.actions.done', { action: label }));
      onDone?.();
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
      danger={!approved}
      testId={`action-form-${action}`}
    >
      <Descriptions column={1} size="small" bordered style={{ marginBottom: 16 }}>
        <Descriptions.Item label={t('orderDetail.abnormal.type')}>
          {ABNORMAL_TYPE_LABELS[request.type][locale]}
        </Descriptions.Item>
        {request.appointmentAt && (
          <Descriptions.Item label={t('orderDetail.abnormal.appointmentAt')}>
            {when(request.appointmentAt)}
          </Descriptions.Item>
        )}
        {request.newServerName && (
          <Descriptions.Item label={t('orderDetail.abnormal.newServer')}>
            {request.newServerName}
          </Descriptions.Item>
        )}
        <Descriptions.Item label={t('orderDetail.abnormal.applicant')}>
          {request.applicantName}
        </Descriptions.Item>
        <Descriptions.Item label={t('orderDetail.abnormal.reason')}>{request.reason}</Descriptions.Item>
      </Descriptions>
      <Typography.Paragraph type="secondary">
        {t(approved ? 'orderDetail.abnormal.approveHint' : 'orderDetail.abnormal.rejectHint')}
      </Typography.Paragraph>
      <Form form={form} layout="vertical">
        <Form.Item
          name="reason"
          label={reasonLabel}
          required={!approved}
          rules={
            approved
              ? [optional(orderReasonSchema.shape.reason, reasonLabel)]
              : rules.field(orderReasonSchema.shape.reason, reasonLabel)
          }
        >
          <Input.TextArea
            rows={3}
            maxLength={ORDER_REASON_MAX}
            showCount
            data-testid="abnormal-decision-reason"
          />
        </Form.Item>
      </Form>
    </ActionDrawer>
  );
}

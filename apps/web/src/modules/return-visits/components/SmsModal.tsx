import { Input, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { VISIT_SMS_MAX, type ReturnVisitTaskDetail } from '@fieldline/domain';
import { Form } from '../../../components/Form';
import { showToast } from '../../../shell/notify';
import { submitForm } from '../../../shell/submit';
import { useSession } from '../../../shell/session/useSession';
import { sendTaskSms } from '../api';
import { validateForm } from '../../../shell/form-failure';

/** A text to the order's contact through the SMS provider (the server counts at most five per visit). */
export function SmsModal({
  task,
  onClose,
  onSent,
}: {
  task: ReturnVisitTaskDetail;
  onClose(): void;
  onSent(): void;
}) {
  const { t } = useTranslation();
  const { user } = useSession();
  const [form] = Form.useForm<{ content: string }>();
  const send = async () => {
    const v = await validateForm(form);
    if (!v) return;
    const sent = await submitForm(form, ['content'], () => sendTaskSms({ id: task.id, content: v.content }));
    if (sent) {
      showToast('success', t('returnVisits.sms.sent'));
      onSent();
    }
  };
  return (
    <Modal
      open
      title={t('returnVisits.sms.title', { phone: task.contactPhone })}
      okText={t('returnVisits.sms.send')}
      cancelText={t('returnVisits.common.cancel')}
      onOk={() => void send()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form form={form} layout="vertical">
        <Form.Item
          name="content"
          label={t('returnVisits.sms.content')}
          rules={[{ required: true, whitespace: true }]}
        >
          <Input.TextArea
            rows={4}
            maxLength={VISIT_SMS_MAX}
            showCount
            placeholder={t('returnVisits.sms.placeholder', {
              enterprise: user?.enterpriseName ?? '',
              orderNo: task.orderNo,
            })}
            data-testid="visit-sms-content"
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}

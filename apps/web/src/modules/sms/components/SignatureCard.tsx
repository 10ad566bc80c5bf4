import { Alert, Button, Card, Descriptions, Input, Space, Tag } from 'antd';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import dayjs from 'dayjs';
import {
  SMS_REVIEW_STATE_LABELS,
  SMS_REVIEW_STATES,
  SMS_SIGNATURE_MAX,
  canSmsReview,
  smsSignatureProblem,
  type SmsReviewState,
} from '@fieldline/domain';
import { Form } from '../../../components/Form';
import { useGatedFeature } from '../../../shell/paid';
import { submitForm } from '../../../shell/submit';
import { showToast } from '../../../shell/notify';
import { useLocale } from '../../../shell/useLocale';
import { SIGNATURE_FIELDS, SMS_SIGNATURE_KEY, fetchSignature, submitSignature } from '../api';
import { validateForm } from '../../../shell/form-failure';

const STATE_COLOURS: Record<SmsReviewState, string> = { 1: 'blue', 2: 'gold', 3: 'green', 4: 'red' };

export function ReviewStateTag({ state }: { state: SmsReviewState }) {
  const locale = useLocale();
  return (
    <Tag color={STATE_COLOURS[state]} data-testid="sms-review-state" data-state={state}>
      {SMS_REVIEW_STATE_LABELS[state][locale]}
    </Tag>
  );
}

/**
 * The enterprise's SMS signature: the one in use, the one submitted with its review state and the
 * reject reason, and the form to (re)submit one, checked by the rules of spec-business §5 while
 * typing. The free tier gets the upgrade notice instead of submitting.
 */
export function SignatureCard() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<{ name: string }>();
  const signature = useQuery({ queryKey: SMS_SIGNATURE_KEY, queryFn: fetchSignature });
  const { guard, blocked } = useGatedFeature('smsSignature');
  const s = signature.data;
  const canSubmit = canSmsReview('submit', s?.state ?? null);

  const submit = guard(async () => {
    const values = await validateForm(form);
    if (!values) return;
    const saved = await submitForm(form, SIGNATURE_FIELDS, () => submitSignature(values.name.trim()));
    if (!saved) return;
    showToast('success', t('sms.signature.submitted'));
    form.resetFields();
    queryClient.setQueryData(SMS_SIGNATURE_KEY, saved);
  });

  const ruleText = (name: string) => {
    const problem = smsSignatureProblem(name ?? '');
    if (!problem) return null;
    return problem.rule === 'sensitiveWord'
      ? t('sms.signature.rules.sensitiveWord', { word: problem.word })
      : t(`sms.signature.rules.${problem.rule}`);
  };

  return (
    <Card title={t('sms.signature.title')} loading={signature.isLoading} data-testid="sms-signature">
      <Descriptions column={1} size="small" style={{ marginBottom: 16 }}>
        <Descriptions.Item label={t('sms.signature.active')}>
          {s?.activeName ? (
            <span data-testid="sms-signature-active">【{s.activeName}】</span>
          ) : (
            <span style={{ color: 'var(--ant-color-text-tertiary)' }}>{t('sms.signature.noneActive')}</span>
          )}
        </Descriptions.Item>
        {s?.name && s.state !== null && (
          <Descriptions.Item label={t('sms.signature.submittedName')}>
            <Space>
              <span data-testid="sms-signature-name">{s.name}</span>
              <ReviewStateTag state={s.state} />
              {s.submittedAt && dayjs(s.submittedAt).format('YYYY-MM-DD HH:mm')}
            </Space>
          </Descriptions.Item>
        )}
      </Descriptions>
      {s?.state === SMS_REVIEW_STATES.rejected && s.rejectReason && (
        <Alert
          type="error"
          showIcon
          style={{ marginBottom: 16 }}
          message={t('sms.signature.rejected')}
          description={<span data-testid="sms-signature-reason">{s.rejectReason}</span>}
        />
      )}
      {blocked && (
        <Alert type="warning" showIcon style={{ marginBottom: 16 }} message={t('sms.signature.freeTier')} />
      )}
      {canSubmit ? (
        <Form form={form} layout="inline" onFinish={submit}>
          <Form.Item
            name="name"
            label={t('sms.signature.name')}
            extra={t('sms.signature.hint', { max: SMS_SIGNATURE_MAX })}
            rules={[
              { required: true, message: t('sms.signature.required') },
              {
                validator: async (_r, v: string) => {
                  const text = v ? ruleText(v.trim()) : null;
                  if (text) throw new Error(text);
                },
              },
            ]}
          >
            <Input maxLength={20} showCount style={{ width: 220 }} data-testid="sms-signature-input" />
          </Form.Item>
          <Form.Item>
            <Button type="primary" htmlType="submit" data-testid="sms-signature-submit">
              {s?.name ? t('sms.signature.resubmit') : t('sms.signature.apply')}
            </Button>
          </Form.Item>
        </Form>
      ) : (
        <Alert type="info" showIcon message={t('sms.signature.underReview')} />
      )}
    </Card>
  );
}

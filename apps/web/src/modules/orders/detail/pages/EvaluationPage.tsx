import { useState } from 'react';
import { Button, Card, Descriptions, Flex, Layout, Result, Spin, Typography } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { Form } from '../../../../components/Form';
import { BrandMark } from '../../../../components/BrandMark';
import { LanguageSwitch } from '../../../../components/LanguageSwitch';
import { isApiError } from '../../../../shell/request';
import { showToast } from '../../../../shell/notify';
import { ORDERS_KEY, fetchEvaluationPage, submitEvaluation } from '../api';
import { EvaluationFields } from '../components/EvaluationFields';
import { EvaluationPhotos } from '../components/EvaluationPhotos';
import { dateTime } from '../components/format';
import { evaluationBody, evaluationFieldOf, type EvaluationValues } from '../logic/evaluation';

/** The column of the page: a phone's width, centred on larger screens. */
const COLUMN_MAX = 520;

/**
 * /eval/:token (no sign-in): the customer rates a completed order once, from the evaluation link
 * (eval_url): solved or not, service quality, attitude and speed (1-5 stars), a suggestion and
 * photos (uploaded through the link as they are picked). Then a thank-you; a link already used says so.
 */
export default function EvaluationPage() {
  const { t } = useTranslation();
  const token = useParams().token ?? '';
  const info = useQuery({
    queryKey: [ORDERS_KEY, 'evaluation', token],
    queryFn: () => fetchEvaluationPage(token),
    retry: false,
  });
  const [form] = Form.useForm<EvaluationValues>();
  const [sending, setSending] = useState(false);
  const [uploading, setUploading] = useState(false);
  const [outcome, setOutcome] = useState<'thanks' | 'already' | null>(null);

  const send = async (v: EvaluationValues) => {
    setSending(true);
    try {
      await submitEvaluation(token, evaluationBody(v));
      setOutcome('thanks');
    } catch (error) {
      const field = isApiError(error) ? evaluationFieldOf(error.field) : undefined;
      if (isApiError(error) && error.code === 'ALREADY_EVALUATED') setOutcome('already');
      else if (isApiError(error) && field) form.setFields([{ name: field, errors: [error.message] }]);
      else if (isApiError(error)) showToast('error', error.message);
    } finally {
      setSending(false);
    }
  };

  const d = info.data;
  const done = outcome ?? (d?.evaluated ? 'already' : null);
  return (
    <Layout style={{ minHeight: '100vh', background: '#f5f7fa' }}>
      <Flex align="center" justify="space-between" style={{ padding: '12px 16px', background: '#fff' }}>
        <Flex align="center" gap={8}>
          <BrandMark size={28} />
          <Typography.Text strong>{d?.enterpriseName ?? t('appName')}</Typography.Text>
        </Flex>
        <LanguageSwitch />
      </Flex>
      <Flex vertical gap={12} style={{ width: '100%', maxWidth: COLUMN_MAX, margin: '0 auto', padding: 12 }}>
        {info.isLoading && <Spin style={{ padding: 48 }} />}
        {info.isError && (
          <Result status="warning" title={t('orderDetail.evalPage.invalid')} data-testid="eval-invalid" />
        )}
        {d && (
          <Card title={t('orderDetail.evalPage.title')} data-testid="eval-order">
            <Descriptions column={1} size="small">
              <Descriptions.Item label={t('orderDetail.fields.orderNo')}>{d.orderNo}</Descriptions.Item>
              <Descriptions.Item label={t('orderDetail.evalPage.subject')}>{d.title}</Descriptions.Item>
              <Descriptions.Item label={t('orderDetail.fields.server')}>
                {d.serverName ?? t('none')}
              </Descriptions.Item>
              <Descriptions.Item label={t('orderDetail.fields.completedAt')}>
                {dateTime(d.completedAt, t('none'))}
              </Descriptions.Item>
            </Descriptions>
          </Card>
        )}
        {d && done && (
          <Result
            status="success"
            title={t(done === 'thanks' ? 'orderDetail.evalPage.thanks' : 'orderDetail.evalPage.already')}
            subTitle={t(
              done === 'thanks' ? 'orderDetail.evalPage.thanksHint' : 'orderDetail.evalPage.alreadyHint',
            )}
            data-testid={done === 'thanks' ? 'eval-thanks' : 'eval-already'}
          />
        )}
        {d && !done && (
          <Card data-testid="eval-form">
            <Form form={form} layout="vertical" onFinish={(v) => void send(v)}>
              <EvaluationFields
                photos={<EvaluationPhotos token={token} onUploadingChange={setUploading} />}
              />
              <Button
                type="primary"
                htmlType="submit"
                block
                size="large"
                loading={sending || uploading}
                data-testid="eval-submit"
              >
                {t('orderDetail.evalPage.submit')}
              </Button>
            </Form>
          </Card>
        )}
      </Flex>
    </Layout>
  );
}

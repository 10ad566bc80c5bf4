import { useState } from 'react';
import {
  Button,
  Card,
  Descriptions,
  Flex,
  Form,
  Input,
  Layout,
  Radio,
  Rate,
  Result,
  Spin,
  Typography,
} from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { EVAL_IMAGES_MAX, EVAL_SCORE_MAX, EVAL_SUGGESTION_MAX } from '@fieldline/domain';
import { BrandMark } from '../../../../components/BrandMark';
import { LanguageSwitch } from '../../../../components/LanguageSwitch';
import { isApiError } from '../../../../shell/request';
import { showToast } from '../../../../shell/notify';
import { ORDERS_KEY, fetchEvaluationPage, submitEvaluation } from '../api';
import { EvaluationPhotos } from '../components/EvaluationPhotos';
import { dateTime } from '../components/format';

/** The column of the page: a phone's width, centred on larger screens. */
const COLUMN_MAX = 520;
const SCORES = ['quality', 'attitude', 'speed'] as const;
const FORM_FIELDS = ['solved', ...SCORES, 'suggestion', 'images'] as const;

/** The form field a refusal names (`images.0` is the images field). */
const fieldOf = (field: string | undefined) => {
  const name = field?.split('.')[0];
  return (FORM_FIELDS as readonly (string | undefined)[]).includes(name)
    ? (name as (typeof FORM_FIELDS)[number])
    : undefined;
};

interface Values {
  solved?: boolean;
  quality?: number;
  attitude?: number;
  speed?: number;
  suggestion?: string;
  images?: string[];
}

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
  const [form] = Form.useForm<Values>();
  const [sending, setSending] = useState(false);
  const [uploading, setUploading] = useState(false);
  const [outcome, setOutcome] = useState<'thanks' | 'already' | null>(null);

  const send = async (v: Values) => {
    setSending(true);
    try {
      await submitEvaluation(token, {
        solved: v.solved!,
        quality: v.quality!,
        attitude: v.attitude!,
        speed: v.speed!,
        suggestion: v.suggestion?.trim() || undefined,
        images: v.images?.length ? v.images : undefined,
      });
      setOutcome('thanks');
    } catch (error) {
      if (isApiError(error) && error.code === 'ALREADY_EVALUATED') setOutcome('already');
      else if (isApiError(error) && fieldOf(error.field))
        form.setFields([{ name: fieldOf(error.field)!, errors: [error.message] }]);
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
              <Form.Item
                name="solved"
                label={t('orderDetail.evaluation.solved')}
                rules={[{ required: true, message: t('orderDetail.evalPage.solvedRequired') }]}
              >
                <Radio.Group
                  buttonStyle="solid"
                  optionType="button"
                  style={{ display: 'flex' }}
                  data-testid="eval-solved"
                >
                  <Radio.Button value={true} style={{ flex: 1, textAlign: 'center' }}>
                    {t('orderDetail.evalPage.solvedYes')}
                  </Radio.Button>
                  <Radio.Button value={false} style={{ flex: 1, textAlign: 'center' }}>
                    {t('orderDetail.evalPage.solvedNo')}
                  </Radio.Button>
                </Radio.Group>
              </Form.Item>
              {SCORES.map((k) => (
                <Form.Item
                  key={k}
                  name={k}
                  label={t(`orderDetail.evaluation.${k}`)}
                  rules={[{ required: true, message: t('orderDetail.evalPage.scoreRequired') }]}
                >
                  <Rate count={EVAL_SCORE_MAX} style={{ fontSize: 28 }} data-testid={`eval-${k}`} />
                </Form.Item>
              ))}
              <Form.Item name="suggestion" label={t('orderDetail.evaluation.suggestion')}>
                <Input.TextArea
                  rows={4}
                  maxLength={EVAL_SUGGESTION_MAX}
                  showCount
                  data-testid="eval-suggestion"
                />
              </Form.Item>
              <Form.Item name="images" label={t('orderDetail.evalPage.photos', { max: EVAL_IMAGES_MAX })}>
                <EvaluationPhotos token={token} onUploadingChange={setUploading} />
              </Form.Item>
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

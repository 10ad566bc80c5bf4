import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { EVAL_IMAGES_MAX, type OrderDetail } from '@fieldline/domain';
import { Form } from '../../../../components/Form';
import { validateForm } from '../../../../shell/form-failure';
import { showToast } from '../../../../shell/notify';
import { rateOrder } from '../api';
import { evaluationBody, type EvaluationValues } from '../logic/evaluation';
import { ActionDrawer } from './ActionDrawer';
import { EvaluationFields } from './EvaluationFields';
import { PhotoCapture } from './PhotoCapture';
import { useActionSubmit } from './useActionSubmit';

/**
 * The creator rates a completed internal order in the app (POST /v2/order/evaluate), once: the fields
 * of the customer's evaluation page, with photos uploaded under the user's session. A refusal naming a
 * field lands on it; success shows the rating on the order (detail and timeline load again).
 */
export function RateDrawer({ order, onClose }: { order: OrderDetail; onClose(): void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<EvaluationValues>();
  const { submit, sending } = useActionSubmit(form, 'rate');

  const send = async () => {
    const values = await validateForm(form);
    if (!values) return;
    if (await submit(() => rateOrder({ orderId: order.id, ...evaluationBody(values) }))) {
      showToast('success', t('orderDetail.rate.done'));
      onClose();
    }
  };

  return (
    <ActionDrawer
      title={t('orderDetail.rate.title', { no: order.orderNo })}
      onClose={onClose}
      onSubmit={() => void send()}
      submitText={t('orderDetail.rate.submit')}
      sending={sending}
      testId="rate-form"
    >
      <Typography.Paragraph type="secondary">{t('orderDetail.rate.hint')}</Typography.Paragraph>
      <Form form={form} layout="vertical">
        <EvaluationFields photos={<PhotoCapture max={EVAL_IMAGES_MAX} testId="rate-photo" />} />
      </Form>
    </ActionDrawer>
  );
}

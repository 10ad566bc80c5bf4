import type { ReactNode } from 'react';
import { Form, Input, Radio, Rate } from 'antd';
import { useTranslation } from 'react-i18next';
import { EVAL_IMAGES_MAX, EVAL_SCORE_MAX, EVAL_SUGGESTION_MAX } from '@fieldline/domain';
import { EVALUATION_SCORES } from '../logic/evaluation';

/**
 * The fields of an evaluation, inside the caller's form (values: EvaluationValues): solved or not,
 * service quality, attitude and speed (1-5 stars), a suggestion, and the photos. `photos` is the
 * control for the images field: the public page uploads through its link, the app with the session.
 */
export function EvaluationFields({ photos }: { photos: ReactNode }) {
  const { t } = useTranslation();
  return (
    <>
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
      {EVALUATION_SCORES.map((k) => (
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
        <Input.TextArea rows={4} maxLength={EVAL_SUGGESTION_MAX} showCount data-testid="eval-suggestion" />
      </Form.Item>
      <Form.Item name="images" label={t('orderDetail.evalPage.photos', { max: EVAL_IMAGES_MAX })}>
        {photos}
      </Form.Item>
    </>
  );
}

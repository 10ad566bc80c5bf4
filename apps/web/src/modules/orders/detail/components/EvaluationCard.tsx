import { Button, Card, Descriptions, Flex, Rate, Tag, Typography } from 'antd';
import { CopyOutlined, LinkOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { OrderDetail } from '@fieldline/domain';
import { showToast } from '../../../../shell/notify';
import { absoluteEvalUrl } from '../paths';
import { ImageThumbs } from '../../../../components/CustomFields/ImageThumbs';
import { dateTime } from './format';

async function copyText(text: string) {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}

/**
 * The customer's evaluation once given (solved, three 1-5 scores, suggestion, images), and the
 * evaluation link for those who may send it, with a copy button. An internal order is rated by its
 * creator in the app instead (the action bar's "Rate this order"); until then the card says so.
 */
export function EvaluationCard({ order: o }: { order: OrderDetail }) {
  const { t } = useTranslation();
  const e = o.evaluation;
  if (!e && !o.evalUrl && !o.canRate) return null;
  const url = o.evalUrl ? absoluteEvalUrl(o.evalUrl) : null;
  const copy = async () => {
    if (url && (await copyText(url))) showToast('success', t('orderDetail.evaluation.copied'));
    else showToast('warning', t('orderDetail.evaluation.copyFailed'));
  };
  return (
    <Card title={t('orderDetail.evaluation.title')} size="small" data-testid="order-evaluation">
      {e ? (
        <Descriptions column={1} size="small" data-testid="order-evaluation-result">
          <Descriptions.Item label={t('orderDetail.evaluation.solved')}>
            <Tag color={e.solved ? 'green' : 'red'}>
              {t(e.solved ? 'orderDetail.common.yes' : 'orderDetail.common.no')}
            </Tag>
          </Descriptions.Item>
          {(['quality', 'attitude', 'speed'] as const).map((k) => (
            <Descriptions.Item key={k} label={t(`orderDetail.evaluation.${k}`)}>
              <Rate disabled value={e[k]} style={{ fontSize: 16 }} />
            </Descriptions.Item>
          ))}
          {e.suggestion && (
            <Descriptions.Item label={t('orderDetail.evaluation.suggestion')}>
              {e.suggestion}
            </Descriptions.Item>
          )}
          {e.images.length > 0 && (
            <Descriptions.Item label={t('orderDetail.evaluation.images')}>
              <ImageThumbs urls={e.images} title={t('orderDetail.evaluation.images')} />
            </Descriptions.Item>
          )}
          <Descriptions.Item label={t('orderDetail.evaluation.at')}>
            {dateTime(e.at, t('none'))}
          </Descriptions.Item>
        </Descriptions>
      ) : (
        <Typography.Paragraph type="secondary">
          {t(o.canRate ? 'orderDetail.rate.pending' : 'orderDetail.evaluation.pending')}
        </Typography.Paragraph>
      )}
      {url && !e && (
        <Flex gap={8} wrap align="center">
          <Typography.Text ellipsis style={{ maxWidth: '100%' }} data-testid="order-eval-url">
            <LinkOutlined /> {url}
          </Typography.Text>
          <Button icon={<CopyOutlined />} onClick={() => void copy()} data-testid="order-eval-copy">
            {t('orderDetail.evaluation.copy')}
          </Button>
        </Flex>
      )}
    </Card>
  );
}

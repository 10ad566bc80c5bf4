import { Card, Descriptions, Flex, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { ABNORMAL_TYPE_LABELS, type OrderDetail } from '@fieldline/domain';
import { useLocale } from '../../../../shell/useLocale';
import { salesDetailPath } from '../../../contracts';
import { OrderStateTag, PriorityTag } from '../../components/OrderStateTag';
import { dateTime } from './format';

/** The order's own fields: number, state and flags, priority, tags, template, times and people. */
export function SummaryCard({
  order: o,
  inBin,
  extra,
}: {
  order: OrderDetail;
  inBin: boolean;
  extra?: React.ReactNode;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const none = t('none');
  const people = (list: { name: string }[]) => (list.length ? list.map((p) => p.name).join('、') : none);
  return (
    <Card
      data-testid="order-summary"
      title={
        <Flex vertical gap={4} style={{ whiteSpace: 'normal', padding: '8px 0' }}>
          <Typography.Text strong style={{ fontSize: 16 }} data-testid="order-title">
            {o.title}
          </Typography.Text>
          <Flex gap={4} wrap align="center">
            <Typography.Text type="secondary" copyable={{ text: o.orderNo }} data-testid="order-no">
              {o.orderNo}
            </Typography.Text>
            <OrderStateTag order={o} />
            <PriorityTag priority={o.priority} />
            {inBin && <Tag color="red">{t('orderDetail.flags.inBin')}</Tag>}
            {o.abnormal && (
              <Tag color="warning" title={o.abnormal.reason} data-testid="order-abnormal">
                {t('orderDetail.abnormal.pending')} · {ABNORMAL_TYPE_LABELS[o.abnormal.type][locale]}
              </Tag>
            )}
            {o.tags.map((tag) => (
              <Tag key={tag.id} color={tag.color ?? undefined}>
                {tag.name}
              </Tag>
            ))}
          </Flex>
        </Flex>
      }
      extra={extra}
    >
      <Descriptions column={{ xs: 1, sm: 2, xl: 3 }} size="small" data-testid="order-fields">
        <Descriptions.Item label={t('orderDetail.fields.template')}>
          {o.templateName || none}
        </Descriptions.Item>
        <Descriptions.Item label={t('orderDetail.fields.orderType')}>
          {t(`enum.orderType.${o.orderType}`)}
        </Descriptions.Item>
        <Descriptions.Item label={t('orderDetail.fields.appointmentAt')}>
          {dateTime(o.appointmentAt, none)}
        </Descriptions.Item>
        <Descriptions.Item label={t('orderDetail.fields.estimatedAt')}>
          {dateTime(o.estimatedAt, none)}
        </Descriptions.Item>
        <Descriptions.Item label={t('orderDetail.fields.server')}>{o.server?.name ?? none}</Descriptions.Item>
        <Descriptions.Item label={t('orderDetail.fields.collaborators')}>
          {people(o.collaborators)}
        </Descriptions.Item>
        {o.approvers.length > 0 && (
          <Descriptions.Item label={t('orderDetail.fields.approvers')}>
            {people(o.approvers)}
          </Descriptions.Item>
        )}
        {o.belongSaleContract && (
          <Descriptions.Item label={t('orderDetail.fields.saleContract')}>
            <Link to={salesDetailPath(o.belongSaleContract.id)} data-testid="order-sale-contract">
              {`${o.belongSaleContract.contractNo} ${o.belongSaleContract.name}`}
            </Link>
          </Descriptions.Item>
        )}
        {o.cc.length > 0 && (
          <Descriptions.Item label={t('orderDetail.fields.cc')}>{people(o.cc)}</Descriptions.Item>
        )}
        <Descriptions.Item label={t('orderDetail.fields.createdBy')}>
          {o.createdBy?.name ?? none}
        </Descriptions.Item>
        <Descriptions.Item label={t('orderDetail.fields.createdAt')}>
          {dateTime(o.createdAt, none)}
        </Descriptions.Item>
        {o.acceptedAt && (
          <Descriptions.Item label={t('orderDetail.fields.acceptedAt')}>
            {dateTime(o.acceptedAt, none)}
          </Descriptions.Item>
        )}
        {o.startedAt && (
          <Descriptions.Item label={t('orderDetail.fields.startedAt')}>
            {dateTime(o.startedAt, none)}
          </Descriptions.Item>
        )}
        {o.completedAt && (
          <Descriptions.Item label={t('orderDetail.fields.completedAt')}>
            {dateTime(o.completedAt, none)}
          </Descriptions.Item>
        )}
        {o.cancelledAt && (
          <Descriptions.Item label={t('orderDetail.fields.cancelledAt')}>
            {dateTime(o.cancelledAt, none)}
          </Descriptions.Item>
        )}
        {!!o.faults?.length && (
          <Descriptions.Item label={t('orderDetail.fields.faults')}>
            <Flex wrap gap={4} data-testid="order-faults">
              {o.faults.map((f) => (
                <Tag key={f.id}>{f.name}</Tag>
              ))}
            </Flex>
          </Descriptions.Item>
        )}
        {o.cancelReason && (
          <Descriptions.Item label={t('orderDetail.fields.cancelReason')}>{o.cancelReason}</Descriptions.Item>
        )}
        <Descriptions.Item label={t('orderDetail.fields.description')} span="filled">
          <Typography.Text style={{ whiteSpace: 'pre-wrap' }}>{o.description || none}</Typography.Text>
        </Descriptions.Item>
      </Descriptions>
    </Card>
  );
}

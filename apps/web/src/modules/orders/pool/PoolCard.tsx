import { App, Button, Card, Flex, Typography } from 'antd';
import { ClockCircleOutlined, EnvironmentOutlined, HourglassOutlined } from '@ant-design/icons';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { OrderPriority, PoolPage, PoolRow } from '@fieldline/domain';
import { useLocale } from '../../../shell/useLocale';
import { PriorityTag } from '../components/OrderStateTag';
import { orderDetailPath } from '../paths';
import { blockText, cardActions, minutesLeft, timeLeft } from './logic';

interface Props {
  row: PoolRow;
  me: PoolPage['me'];
  mayDispatch: boolean;
  busy: boolean;
  onGrab(row: PoolRow): void;
  onRecall(row: PoolRow): void;
}

/**
 * One pooled order, made for a phone first: what and where, when it returns to assignment, and the
 * grab button, or why I may not grab it; a dispatcher recalls it from here.
 */
export function PoolCard({ row, me, mayDispatch, busy, onGrab, onRecall }: Props) {
  const { t } = useTranslation();
  const locale = useLocale();
  const { modal } = App.useApp();
  const actions = cardActions(row, me, mayDispatch);
  const left = minutesLeft(row.poolExpiresAt);
  const leftText =
    left === null ? null : t(`orders.pool.left.${timeLeft(left).unit}`, { count: timeLeft(left).count });
  const title = mayDispatch ? <Link to={orderDetailPath(row.id)}>{row.title}</Link> : row.title;

  return (
    <Card size="small" data-testid={`pool-order-${row.id}`} style={{ height: '100%' }}>
      <Flex vertical gap={6}>
        <Flex justify="space-between" align="start" gap={8}>
          <Typography.Text strong style={{ fontSize: 16 }}>
            {title}
          </Typography.Text>
          {row.priority > 1 && <PriorityTag priority={row.priority as OrderPriority} />}
        </Flex>
        <Typography.Text type="secondary">
          {row.orderNo}
          {row.templateName ? ` · ${row.templateName}` : ''}
          {row.customerName ? ` · ${row.customerName}` : ''}
        </Typography.Text>
        {row.addressText && (
          <Typography.Text>
            <EnvironmentOutlined /> {row.addressText}
          </Typography.Text>
        )}
        <Typography.Text>
          <ClockCircleOutlined />{' '}
          {row.appointmentAt
            ? t('orders.pool.appointment', { at: dayjs(row.appointmentAt).format('MM-DD HH:mm') })
            : t('orders.pool.noAppointment')}
        </Typography.Text>
        {leftText && (
          <Typography.Text type="secondary">
            <HourglassOutlined /> {leftText}
          </Typography.Text>
        )}
        {actions.grab && (
          <Button
            type="primary"
            size="large"
            block
            disabled={!!actions.grabBlocked}
            loading={busy}
            onClick={() => onGrab(row)}
            data-testid={`pool-grab-${row.id}`}
          >
            {t('orders.pool.grab')}
          </Button>
        )}
        {actions.grabBlocked && (
          <Typography.Text
            type="warning"
            data-testid={`pool-block-${row.id}`}
            data-block={actions.grabBlocked}
          >
            {blockText(actions.grabBlocked, me.grabCap, locale)}
          </Typography.Text>
        )}
        {actions.recall && (
          <Button
            block
            onClick={() =>
              modal.confirm({
                title: t('orders.pool.recallConfirm', { no: row.orderNo }),
                content: t('orders.pool.recallHelp'),
                okText: t('orders.pool.recall'),
                cancelText: t('orders.common.cancel'),
                okButtonProps: { 'data-testid': 'pool-recall-ok' },
                onOk: () => onRecall(row),
              })
            }
            data-testid={`pool-recall-${row.id}`}
          >
            {t('orders.pool.recall')}
          </Button>
        )}
      </Flex>
    </Card>
  );
}

import { useState } from 'react';
import { Alert, Badge, Card, Flex, List, Table, Tag, Typography } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import {
  ORDER_STATE_LABELS,
  type OrderDetail,
  type OrderFamilyRef,
  type RelatedOrder,
} from '@fieldline/domain';
import { useLocale } from '../../../shell/useLocale';
import { ORDERS_KEY, fetchRelatedCount, fetchRelatedOrders } from '../detail/api';
import { dateTime } from '../detail/components/format';
import { orderDetailPath } from '../paths';

const RELATED_PAGE = 10;

function RefLink({ o }: { o: OrderFamilyRef }) {
  const locale = useLocale();
  return (
    <Link to={orderDetailPath(o.id)} data-testid={`order-ref-${o.id}`}>
      {o.orderNo} · {o.title} <Tag>{ORDER_STATE_LABELS[o.state][locale]}</Tag>
    </Link>
  );
}

/** The order's state notes: a request to end service waiting for a decision, closed for good. */
export function RemainingNotices({ order }: { order: OrderDetail }) {
  const { t } = useTranslation();
  return (
    <>
      {order.endRequest && (
        <Alert
          type="warning"
          showIcon
          data-testid="order-end-requested"
          title={t('orderDetail.remaining.endRequested', {
            at: dateTime(order.endRequest.at, ''),
            reason: order.endRequest.reason,
          })}
        />
      )}
      {order.closedAt && (
        <Alert
          type="info"
          showIcon
          data-testid="order-closed"
          title={t('orderDetail.remaining.closed', { at: dateTime(order.closedAt, '') })}
        />
      )}
    </>
  );
}

/** The split family: the order it was split from, and its child orders (none: no card). */
export function FamilyCard({ order }: { order: OrderDetail }) {
  const { t } = useTranslation();
  const children = order.children ?? [];
  if (!order.parent && !children.length) return null;
  return (
    <Card size="small" title={t('orderDetail.remaining.family')} data-testid="order-family">
      <Flex vertical gap={8}>
        {order.parent && (
          <div data-testid="order-parent">
            <Typography.Text type="secondary">{t('orderDetail.remaining.parent')}: </Typography.Text>
            <RefLink o={order.parent} />
          </div>
        )}
        {children.length > 0 && (
          <div data-testid="order-children">
            <Typography.Text type="secondary">{t('orderDetail.remaining.children')}</Typography.Text>
            <List
              size="small"
              dataSource={children}
              renderItem={(c) => (
                <List.Item>
                  <RefLink o={c} />
                </List.Item>
              )}
            />
          </div>
        )}
      </Flex>
    </Card>
  );
}

/** Related orders (GET /order/getOrderRefList, its count on the title): parent, children, same equipment, same customer. */
export function RelatedOrdersCard({ orderId }: { orderId: number }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const [page, setPage] = useState(0);
  const count = useQuery({
    queryKey: [ORDERS_KEY, 'refCount', orderId],
    queryFn: () => fetchRelatedCount(orderId),
  });
  const list = useQuery({
    queryKey: [ORDERS_KEY, 'refList', orderId, page],
    queryFn: () => fetchRelatedOrders(orderId, page, RELATED_PAGE),
    enabled: (count.data ?? 0) > 0,
  });
  return (
    <Card
      size="small"
      title={
        <Flex gap={8} align="center">
          {t('orderDetail.remaining.related')}
          <Badge count={count.data ?? 0} showZero color="#8c8c8c" data-testid="order-related-count" />
        </Flex>
      }
      data-testid="order-related"
    >
      {count.data === 0 ? (
        <Typography.Text type="secondary">{t('orderDetail.remaining.relatedEmpty')}</Typography.Text>
      ) : (
        <Table<RelatedOrder>
          size="small"
          rowKey="id"
          loading={list.isLoading}
          dataSource={list.data?.list ?? []}
          scroll={{ x: true }}
          pagination={{
            current: page + 1,
            pageSize: RELATED_PAGE,
            total: list.data?.total ?? 0,
            onChange: (p) => setPage(p - 1),
            size: 'small',
          }}
          columns={[
            {
              key: 'no',
              title: t('orders.fields.orderNo'),
              render: (_, o) => <Link to={orderDetailPath(o.id)}>{o.orderNo}</Link>,
            },
            { key: 'title', title: t('orders.fields.title'), dataIndex: 'title', ellipsis: true },
            {
              key: 'relation',
              title: '',
              render: (_, o) => <Tag>{t(`orderDetail.remaining.relation.${o.relation}`)}</Tag>,
            },
            {
              key: 'state',
              title: t('orders.fields.state'),
              render: (_, o) => ORDER_STATE_LABELS[o.state][locale],
            },
          ]}
        />
      )}
    </Card>
  );
}

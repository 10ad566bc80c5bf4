import { Card, Checkbox, Empty, Flex, Pagination, Spin, Typography } from 'antd';
import { ClockCircleOutlined, EnvironmentOutlined, PhoneOutlined, UserOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import type { OrderRow } from '@fieldline/domain';
import { orderDetailPath } from '../paths';
import { OrderCustomerText } from './OrderCustomerText';
import { OrderStateTag, PriorityTag } from './OrderStateTag';
import { isControlClick, timeText, type OrderListViewProps } from './OrderTable';

/**
 * The order list on a phone (service staff, 375 px wide): one card per order with what a server
 * needs on the way (customer, phone to call, address, appointment); a tap opens the order.
 */
export function OrderCards(props: OrderListViewProps) {
  const { rows, total, totalCapped, loading, pageIndex, pageSize, onPage, selectedKeys, onSelect, actions } =
    props;
  const { t } = useTranslation();
  const navigate = useNavigate();
  const selected = new Set(selectedKeys ?? []);
  const toggle = (row: OrderRow, on: boolean) => {
    if (!onSelect) return;
    const keys = on ? [...selected, row.id] : [...selected].filter((k) => k !== row.id);
    onSelect(
      keys,
      rows.filter((r) => keys.includes(r.id)),
    );
  };

  return (
    <Spin spinning={loading}>
      <Flex vertical gap={8} data-testid="order-cards">
        {rows.length === 0 && !loading && <Empty description={props.empty} />}
        {rows.map((row) => (
          <Card
            key={row.id}
            size="small"
            hoverable
            onClick={(e) => {
              if (!isControlClick(e.target)) void navigate(orderDetailPath(row.id));
            }}
            data-testid={`order-card-${row.id}`}
            title={
              <Flex gap={8} align="center" style={{ minWidth: 0 }}>
                {onSelect && (
                  <Checkbox
                    checked={selected.has(row.id)}
                    onChange={(e) => toggle(row, e.target.checked)}
                    aria-label={row.orderNo}
                  />
                )}
                <Typography.Text strong ellipsis style={{ flex: 1, minWidth: 0 }}>
                  {row.title}
                </Typography.Text>
              </Flex>
            }
          >
            <Flex vertical gap={4}>
              <Flex justify="space-between" align="center" gap={4} wrap>
                <Typography.Text type="secondary">{row.orderNo}</Typography.Text>
                <PriorityTag priority={row.priority} />
              </Flex>
              <OrderStateTag order={row} />
              <Typography.Text>
                <UserOutlined /> <OrderCustomerText row={row} />
                {row.contactName ? ` · ${row.contactName}` : ''}
              </Typography.Text>
              {row.contactPhone && (
                <Typography.Link href={`tel:${row.contactPhone}`}>
                  <PhoneOutlined /> {row.contactPhone}
                </Typography.Link>
              )}
              {row.addressText && (
                <Typography.Text type="secondary">
                  <EnvironmentOutlined /> {row.addressText}
                </Typography.Text>
              )}
              <Typography.Text type="secondary">
                <ClockCircleOutlined /> {t('orders.fields.appointmentAt')}: {timeText(row.appointmentAt)}
              </Typography.Text>
              {actions && <div>{actions(row)}</div>}
            </Flex>
          </Card>
        ))}
        {total > 0 && (
          <Pagination
            simple
            align="center"
            current={pageIndex + 1}
            pageSize={pageSize}
            total={total}
            onChange={(page, size) => onPage(size === pageSize ? page - 1 : 0, size)}
          />
        )}
        {total > 0 && (
          <Typography.Text type="secondary" style={{ textAlign: 'center' }}>
            {t(totalCapped ? 'orders.list.totalCapped' : 'orders.list.total', { total })}
          </Typography.Text>
        )}
      </Flex>
    </Spin>
  );
}

import { Button, Card, Dropdown, Flex, Typography } from 'antd';
import { ClockCircleOutlined, EnvironmentOutlined, MoreOutlined, PhoneOutlined } from '@ant-design/icons';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { ORDER_ACTION_LABELS, type OrderAction, type OrderDayRow } from '@fieldline/domain';
import { useLocale } from '../../../shell/useLocale';
import {
  OrderCustomerText,
  OrderStateTag,
  PriorityTag,
  isControlClick,
  DANGER_ACTIONS,
  splitActions,
  navigationUrl,
  siteOf,
  orderDetailPath,
} from '../../orders';
import type { DayGroup } from '../logic/day';

/** Actions shown as buttons on a card; the rest sit under "More". */
const SHOWN = 2;

interface Props {
  row: OrderDayRow;
  group: DayGroup;
  onAction(action: OrderAction): void;
}

/**
 * One order of the day: when, what, for whom, the way there (map app) and a call to the contact,
 * and the order's next steps (the detail's own actions). A tap elsewhere on the card opens the order.
 */
export function DayOrderCard({ row, group, onAction }: Props) {
  const { t } = useTranslation();
  const locale = useLocale();
  const navigate = useNavigate();
  const route = navigationUrl(siteOf(row), row.addressText);
  const { primary, more } = splitActions(row.actions, SHOWN);
  const label = (a: OrderAction) => ORDER_ACTION_LABELS[a][locale];
  const when = row.appointmentAt
    ? dayjs(row.appointmentAt).format(group === 'today' ? 'HH:mm' : 'MM-DD HH:mm')
    : t('home.day.noAppointment');

  return (
    <Card
      size="small"
      hoverable
      data-testid={`day-order-${row.id}`}
      onClick={(e) => {
        if (!isControlClick(e.target)) void navigate(orderDetailPath(row.id));
      }}
    >
      <Flex vertical gap={6}>
        <Flex justify="space-between" align="center" gap={8} wrap>
          <Typography.Text strong style={{ fontSize: 16 }}>
            <ClockCircleOutlined /> {when}
          </Typography.Text>
          <Flex gap={4} wrap>
            <OrderStateTag order={row} />
            {row.priority > 1 && <PriorityTag priority={row.priority} />}
          </Flex>
        </Flex>
        <Link to={orderDetailPath(row.id)} data-testid="day-order-open">
          <Typography.Text strong style={{ color: 'inherit' }}>
            {row.title}
          </Typography.Text>
        </Link>
        <Typography.Text type="secondary">
          {row.orderNo} · <OrderCustomerText row={row} />
          {row.contactName ? ` · ${row.contactName}` : ''}
        </Typography.Text>
        {row.addressText && (
          <Typography.Text>
            <EnvironmentOutlined /> {row.addressText}
          </Typography.Text>
        )}
        <Flex gap={8}>
          <Button
            block
            icon={<EnvironmentOutlined />}
            href={route ?? undefined}
            disabled={!route}
            data-testid="day-order-navigate"
          >
            {t('home.day.navigate')}
          </Button>
          <Button
            block
            icon={<PhoneOutlined />}
            href={row.contactPhone ? `tel:${row.contactPhone}` : undefined}
            disabled={!row.contactPhone}
            data-testid="day-order-call"
          >
            {t('home.day.call')}
          </Button>
        </Flex>
        {row.actions.length > 0 && (
          <Flex gap={8}>
            {primary.map((a, i) => (
              <Button
                key={a}
                block
                type={i === 0 ? 'primary' : 'default'}
                danger={DANGER_ACTIONS.includes(a)}
                onClick={() => onAction(a)}
                data-testid={`day-action-${a}`}
              >
                {label(a)}
              </Button>
            ))}
            {more.length > 0 && (
              <Dropdown
                trigger={['click']}
                menu={{
                  items: more.map((a) => ({ key: a, label: label(a), danger: DANGER_ACTIONS.includes(a) })),
                  onClick: ({ key }) => onAction(key as OrderAction),
                }}
              >
                <Button
                  icon={<MoreOutlined />}
                  aria-label={t('home.day.more')}
                  data-testid="day-order-more"
                />
              </Dropdown>
            )}
          </Flex>
        )}
      </Flex>
    </Card>
  );
}

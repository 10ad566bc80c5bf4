import { useCallback, useState } from 'react';
import { Badge, Button, Empty, Flex, Spin, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { OrderAction } from '@fieldline/domain';
import { useMyDay } from '../api';
import { groupDay } from '../logic/day';
import { DayAction } from './DayAction';
import { DayOrderCard } from './DayOrderCard';

/**
 * The service person's day on the home page: their own open orders by appointment time, in parts
 * (today, next days, missed, no appointment yet), each ready to navigate to, call and act on.
 * Missed appointments are folded away until asked for, so today stays on the first screen.
 */
export function MyDay() {
  const { t } = useTranslation();
  const day = useMyDay();
  const [acting, setActing] = useState<{ orderId: number; action: OrderAction } | null>(null);
  const close = useCallback(() => setActing(null), []);
  const [showEarlier, setShowEarlier] = useState(false);

  if (day.isError) return <Empty description={t('home.day.failed')} data-testid="my-day-failed" />;
  if (!day.data) return <Spin data-testid="my-day-loading" />;
  return (
    <Flex vertical gap={16} data-testid="my-day">
      {groupDay(day.data).map(({ group, rows }) => (
        <Flex vertical gap={8} key={group} data-testid={`my-day-${group}`}>
          <Flex align="center" gap={8}>
            <Typography.Title level={5} style={{ margin: 0 }}>
              {t(`home.day.groups.${group}`)}
            </Typography.Title>
            <Badge count={rows.length} showZero color={group === 'earlier' ? 'red' : 'blue'} />
            {group === 'earlier' && (
              <Button
                type="link"
                onClick={() => setShowEarlier(!showEarlier)}
                data-testid="my-day-earlier-toggle"
              >
                {t(showEarlier ? 'home.day.hide' : 'home.day.show')}
              </Button>
            )}
          </Flex>
          {rows.length === 0 && (
            <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('home.day.emptyToday')} />
          )}
          {(group !== 'earlier' || showEarlier) &&
            rows.map((row) => (
              <DayOrderCard
                key={row.id}
                row={row}
                group={group}
                onAction={(action) => setActing({ orderId: row.id, action })}
              />
            ))}
        </Flex>
      ))}
      {acting && <DayAction orderId={acting.orderId} action={acting.action} onClose={close} />}
    </Flex>
  );
}

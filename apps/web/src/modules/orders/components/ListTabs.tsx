import { Badge, Tabs } from 'antd';
import { useQueries } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { fetchOrderCount, orderCountKey } from '../api';
import type { OrderFilterState } from '../filters';
import { listQuery, type OrderListConfig } from '../views';

interface Props {
  config: OrderListConfig;
  filters: OrderFilterState;
  active: string;
  onChange(tab: string): void;
  compact?: boolean;
}

/** The page's tabs (my orders: to accept, to serve, in service, done), each with its count. */
export function ListTabs({ config, filters, active, onChange, compact }: Props) {
  const { t } = useTranslation();
  const tabs = config.tabs ?? [];
  const counts = useQueries({
    queries: tabs.map((tab) => {
      const query = listQuery(config, { ...filters, tab });
      return {
        queryKey: orderCountKey(query),
        queryFn: () => fetchOrderCount(query, true),
      };
    }),
  });
  return (
    <Tabs
      size={compact ? 'small' : undefined}
      activeKey={active}
      onChange={onChange}
      items={tabs.map((tab, i) => ({
        key: tab,
        label: (
          <span data-testid={`order-tab-${tab}`}>
            {t(
              `orders.tabs.${config.route === 'myOrder' ? 'my' : 'all'}.${tab}` as 'orders.tabs.my.toAccept',
            )}{' '}
            <Badge
              count={counts[i]?.data ?? 0}
              overflowCount={999}
              color={tab === active ? '#1677ff' : '#bfbfbf'}
            />
          </span>
        ),
      }))}
    />
  );
}

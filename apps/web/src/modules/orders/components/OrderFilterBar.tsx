import { Suspense, useState, type ReactNode } from 'react';
import { Button, Flex, Spin } from 'antd';
import { FilterOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { CUSTOMER_ACCESS } from '@fieldline/domain';
import { ListKeyword } from '../../../components/DataTable/ListKeyword';
import { lazyPart } from '../../../shell/chunks';
import type { OrderFilterState } from '../filters';
import { useCan } from '../hooks';
import type { FilterKey } from '../views';

// The panel's controls (date range, pickers) load when the panel first opens; hovering or focusing
// "Filters" starts the download.
const loadControls = () => import('./OrderFilterControls');
const OrderFilterControls = lazyPart(() => loadControls().then((m) => m.OrderFilterControls));

interface Props {
  filters: OrderFilterState;
  /** The controls this page shows; the keyword is always there. */
  keys: readonly FilterKey[];
  onChange(next: OrderFilterState): void;
  compact?: boolean;
  /** Shown at the end of the search row (saved schemes, the create button). */
  extra?: ReactNode;
}

/**
 * The filters of an order list: a keyword search, and behind "Filters" every other filter the page
 * has. Each change goes straight into the URL (the page reads it back), so links and the back button
 * keep them.
 */
export function OrderFilterBar({ filters, keys, onChange, compact, extra }: Props) {
  const { t } = useTranslation();
  // The customer filter searches customers, which not every user may see (an ordinary employee).
  const canSeeCustomers = useCan()(CUSTOMER_ACCESS.view);
  const others = keys.filter((k) => k !== 'keyword' && (k !== 'customerId' || canSeeCustomers));
  const active = others.filter((k) =>
    k === 'takeRange' ? !!(filters.takeStart || filters.takeEnd) : filters[k] !== undefined,
  ).length;
  const [open, setOpen] = useState(active > 0);
  const set = (patch: Partial<OrderFilterState>) => onChange({ ...filters, ...patch });

  return (
    <Flex vertical gap={8}>
      <Flex gap={8} wrap={!compact} align="center">
        <ListKeyword
          value={filters.keyword}
          onChange={(keyword) => set({ keyword })}
          placeholder={t('orders.filters.keyword')}
          aria-label={t('orders.filters.keyword')}
          style={compact ? { flex: 1, minWidth: 0 } : { width: 280 }}
          data-testid="order-keyword"
        />
        {others.length > 0 && (
          <Button
            icon={<FilterOutlined />}
            type={open ? 'primary' : 'default'}
            ghost={open}
            onClick={() => setOpen(!open)}
            onPointerEnter={() => void loadControls()}
            onFocus={() => void loadControls()}
            aria-label={t('orders.filters.more')}
            data-testid="order-filters-toggle"
          >
            {compact
              ? active || null
              : active
                ? t('orders.filters.moreActive', { count: active })
                : t('orders.filters.more')}
          </Button>
        )}
        {!compact && (active > 0 || filters.keyword) && (
          <Button
            type="link"
            onClick={() => onChange({ tab: filters.tab })}
            data-testid="order-filters-reset"
          >
            {t('orders.filters.reset')}
          </Button>
        )}
        {!compact && extra && (
          <Flex gap={8} wrap style={{ marginInlineStart: 'auto' }}>
            {extra}
          </Flex>
        )}
      </Flex>
      {compact && extra && (
        <Flex gap={8} wrap>
          {extra}
        </Flex>
      )}
      {open && others.length > 0 && (
        <Flex gap={8} wrap align="center" vertical={compact} data-testid="order-filters">
          <Suspense fallback={<Spin size="small" data-testid="order-filters-loading" />}>
            <OrderFilterControls filters={filters} keys={others} onChange={onChange} compact={compact} />
          </Suspense>
          {compact && (active > 0 || filters.keyword) && (
            <Button type="link" onClick={() => onChange({ tab: filters.tab })}>
              {t('orders.filters.reset')}
            </Button>
          )}
        </Flex>
      )}
    </Flex>
  );
}

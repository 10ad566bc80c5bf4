import { useState, type ReactNode } from 'react';
import { Button, Checkbox, DatePicker, Flex, Input, Select } from 'antd';
import { FilterOutlined } from '@ant-design/icons';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import {
  CUSTOMER_ACCESS,
  ORDER_PRIORITIES,
  ORDER_TYPES,
  type OrderPriority,
  type OrderType,
} from '@fieldline/domain';
import { ListKeyword } from '../../../components/DataTable/ListKeyword';
import type { OrderFilterState } from '../filters';
import { useCan } from '../hooks';
import type { FilterKey } from '../views';
import {
  CustomerPicker,
  OrderStateSelect,
  OrderTagSelect,
  OrderTemplateSelect,
  ServiceTeamSelect,
  UserPicker,
} from './pickers';

interface Props {
  filters: OrderFilterState;
  /** The controls this page shows; the keyword is always there. */
  keys: readonly FilterKey[];
  onChange(next: OrderFilterState): void;
  compact?: boolean;
  /** Shown at the end of the search row (saved schemes, the create button). */
  extra?: ReactNode;
}

const WIDTH = 180;
const DATE = 'YYYY-MM-DD';

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
  const style = { width: compact ? '100%' : WIDTH };

  const control = (key: FilterKey) => {
    switch (key) {
      case 'keyword':
        return null;
      case 'customName':
        return (
          <Input.Search
            key={`${key}-${filters.customName ?? ''}`}
            defaultValue={filters.customName}
            allowClear
            placeholder={t('orders.filters.customName')}
            aria-label={t('orders.filters.customName')}
            onSearch={(v) => set({ customName: v.trim() || undefined })}
            style={style}
          />
        );
      case 'customerId':
        return (
          <CustomerPicker
            key={key}
            value={filters.customerId}
            onChange={(v) => set({ customerId: v ?? undefined })}
            allowClear
            style={style}
          />
        );
      case 'orderStateList':
        return (
          <OrderStateSelect
            key={key}
            value={filters.orderStateList}
            onChange={(v) => set({ orderStateList: v?.length ? v : undefined })}
            allowClear
            style={{ width: compact ? '100%' : WIDTH * 1.4 }}
            data-testid="order-filter-states"
          />
        );
      case 'servicePersonalId':
      case 'coordinationUserId':
        return (
          <UserPicker<number | undefined>
            key={key}
            value={filters[key]}
            onChange={(v) => set({ [key]: v ?? undefined })}
            placeholder={t(`orders.filters.${key}`)}
            allowClear
            style={style}
          />
        );
      case 'serviceGroupId':
        return (
          <ServiceTeamSelect
            key={key}
            value={filters.serviceGroupId}
            onChange={(v) => set({ serviceGroupId: v ?? undefined })}
            allowClear
            style={style}
          />
        );
      case 'orderType':
        return (
          <Select<OrderType>
            key={key}
            value={filters.orderType}
            onChange={(v) => set({ orderType: v ?? undefined })}
            allowClear
            placeholder={t('orders.fields.orderType')}
            options={Object.values(ORDER_TYPES).map((v) => ({ value: v, label: t(`enum.orderType.${v}`) }))}
            style={style}
          />
        );
      case 'templateId':
        return (
          <OrderTemplateSelect
            key={key}
            value={filters.templateId}
            onChange={(v) => set({ templateId: v ?? undefined })}
            allowClear
            style={style}
          />
        );
      case 'priority':
        return (
          <Select<OrderPriority>
            key={key}
            value={filters.priority}
            onChange={(v) => set({ priority: v ?? undefined })}
            allowClear
            placeholder={t('orders.fields.priority')}
            options={Object.values(ORDER_PRIORITIES).map((v) => ({
              value: v,
              label: t(`enum.orderPriority.${v}`),
            }))}
            style={style}
          />
        );
      case 'tagId':
        return (
          <OrderTagSelect
            key={key}
            value={filters.tagId}
            onChange={(v) => set({ tagId: (v as number | undefined) ?? undefined })}
            allowClear
            style={style}
          />
        );
      case 'takeRange':
        return (
          <DatePicker.RangePicker
            key={key}
            value={[
              filters.takeStart ? dayjs(filters.takeStart) : null,
              filters.takeEnd ? dayjs(filters.takeEnd) : null,
            ]}
            allowEmpty={[true, true]}
            placeholder={[t('orders.filters.takeStart'), t('orders.filters.takeEnd')]}
            onChange={(range) =>
              set({
                takeStart: range?.[0]?.format(DATE) ?? undefined,
                takeEnd: range?.[1]?.format(DATE) ?? undefined,
              })
            }
            style={{ width: compact ? '100%' : 260 }}
          />
        );
      case 'orderExceed':
        return (
          <Checkbox
            key={key}
            checked={!!filters.orderExceed}
            onChange={(e) => set({ orderExceed: e.target.checked || undefined })}
          >
            {t('orders.filters.orderExceed')}
          </Checkbox>
        );
    }
  };

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
          {others.map(control)}
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

import { Checkbox, DatePicker, Input, Select } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { ORDER_PRIORITIES, ORDER_TYPES, type OrderPriority, type OrderType } from '@fieldline/domain';
import type { OrderFilterState } from '../filters';
import type { FilterKey } from '../views';
import {
  CustomerPicker,
  OrderStateSelect,
  OrderTagSelect,
  OrderTemplateSelect,
  ServiceTeamSelect,
  UserPicker,
} from './pickers';

const WIDTH = 180;
const DATE = 'YYYY-MM-DD';

interface Props {
  filters: OrderFilterState;
  /** The controls to show, in order (not the keyword, which stays in the search row). */
  keys: readonly FilterKey[];
  onChange(next: OrderFilterState): void;
  compact?: boolean;
}

/**
 * The controls behind an order list's "Filters" (OrderFilterBar): the date range, people, team, tag
 * and template pickers load with the first opening of the panel, not with the list.
 */
export function OrderFilterControls({ filters, keys, onChange, compact }: Props) {
  const { t } = useTranslation();
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

  return <>{keys.map(control)}</>;
}

import { useMemo, useState, type ComponentProps, type CSSProperties } from 'react';
import { Select } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { FORM_KINDS, ORDER_STATE_LIST, TAG_OBJECT_KINDS, type OrderState } from '@fieldline/domain';
import { useTemplates } from '../../forms';
import { fetchUsers, TagSelect, TeamSelect } from '../../organization';
import { fetchCustomerDetail, fetchCustomerOptions, fetchUserNames } from '../api';

interface PickerProps<V> {
  value?: V;
  onChange?(value: V): void;
  id?: string;
  placeholder?: string;
  style?: CSSProperties;
  allowClear?: boolean;
  disabled?: boolean;
  'data-testid'?: string;
}

const PICK_SIZE = 20;
const ids = (v: number | number[] | null | undefined) => (v === null || v === undefined ? [] : [v].flat());

/**
 * Enabled users by name or phone, searched on the server as the user types; one or several. A
 * value not among the options (an id from the URL or a saved scheme) is named by the server.
 */
export function UserPicker<V extends number | number[] | null | undefined>(
  props: PickerProps<V> & { multiple?: boolean; max?: number },
) {
  const { t } = useTranslation();
  const { multiple, max, ...rest } = props;
  const [keyword, setKeyword] = useState('');
  const users = useQuery({
    queryKey: ['users', 'picker', keyword],
    queryFn: () =>
      fetchUsers({ keyword: keyword || undefined, enabled: true, pageSize: PICK_SIZE, pageIndex: 0 }),
  });
  const chosen = ids(rest.value);
  const options = (users.data?.list ?? []).map((u) => ({ value: u.id, label: `${u.name} (${u.phone})` }));
  const missing = chosen.filter((id) => !options.some((o) => o.value === id));
  const names = useQuery({
    queryKey: ['users', 'names', missing],
    queryFn: () => fetchUserNames(missing),
    enabled: missing.length > 0,
  });
  for (const id of missing) {
    const known = Array.isArray(names.data) ? names.data.find((n) => n.id === id) : undefined;
    options.unshift({ value: id, label: known?.name ?? `#${id}` });
  }
  return (
    <Select
      placeholder={t('orders.filters.user')}
      {...rest}
      value={rest.value ?? undefined}
      mode={multiple ? 'multiple' : undefined}
      maxCount={multiple ? max : undefined}
      showSearch={{ filterOption: false, onSearch: (text) => setKeyword(text.trim()) }}
      loading={users.isFetching}
      notFoundContent={t('orders.common.noData')}
      options={options}
    />
  );
}

/** A customer I may see, searched by name, contact or phone; its name is looked up when given by id. */
export function CustomerPicker(props: PickerProps<number | null | undefined>) {
  const { t } = useTranslation();
  const [keyword, setKeyword] = useState('');
  const found = useQuery({
    queryKey: ['customers', 'picker', keyword],
    queryFn: () => fetchCustomerOptions(keyword),
  });
  const options = (found.data?.list ?? []).map((c) => ({
    value: c.id,
    label: c.contactName ? `${c.name} · ${c.contactName}` : c.name,
  }));
  const value = props.value ?? undefined;
  const missing = value !== undefined && !options.some((o) => o.value === value);
  const named = useQuery({
    queryKey: ['customers', 'detail', value],
    queryFn: () => fetchCustomerDetail(value!),
    enabled: missing,
    retry: false,
  });
  if (missing) options.unshift({ value, label: named.data?.name ?? `#${value}` });
  return (
    <Select
      placeholder={t('orders.fields.customer')}
      {...props}
      value={value}
      showSearch={{ filterOption: false, onSearch: (text) => setKeyword(text.trim()) }}
      loading={found.isFetching}
      notFoundContent={t('orders.common.noData')}
      options={options}
    />
  );
}

/** Order templates; `enabledOnly` leaves out switched-off templates (for new orders). */
export function OrderTemplateSelect(
  props: PickerProps<number | null | undefined> & { enabledOnly?: boolean },
) {
  const { t } = useTranslation();
  const { enabledOnly, ...rest } = props;
  const templates = useTemplates(FORM_KINDS.order);
  const options = (templates.data?.list ?? [])
    .filter((x) => !enabledOnly || x.enabled !== false)
    .map((x) => ({ value: x.id, label: x.name }));
  return (
    <Select
      placeholder={t('orders.fields.template')}
      {...rest}
      value={rest.value ?? undefined}
      loading={templates.isPending}
      showSearch={{ optionFilterProp: 'label' }}
      options={options}
    />
  );
}

/** Order tags (object kind 1). */
export function OrderTagSelect(props: Omit<ComponentProps<typeof TagSelect>, 'objectKind'>) {
  const { t } = useTranslation();
  return <TagSelect placeholder={t('orders.fields.tags')} {...props} objectKind={TAG_OBJECT_KINDS.order} />;
}

/** A service team from the team tree. */
export function ServiceTeamSelect(props: ComponentProps<typeof TeamSelect>) {
  const { t } = useTranslation();
  return <TeamSelect placeholder={t('orders.filters.serviceGroup')} {...props} />;
}

/** Order states 0-7, several at once. */
export function OrderStateSelect(props: PickerProps<OrderState[] | undefined>) {
  const { t } = useTranslation();
  const options = useMemo(
    () => ORDER_STATE_LIST.map((s) => ({ value: s, label: t(`enum.orderState.${s}`) })),
    [t],
  );
  return (
    <Select
      placeholder={t('orders.filters.states')}
      {...props}
      mode="multiple"
      maxTagCount="responsive"
      options={options}
    />
  );
}

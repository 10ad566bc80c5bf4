import { useState } from 'react';
import { Select } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { TAG_OBJECT_KINDS } from '@fieldline/domain';
import { fetchUsers, TagSelect, TeamSelect as OrgTeamSelect } from '../../organization';

interface PickerProps<V> {
  value?: V;
  onChange?(value: V): void;
  id?: string;
  placeholder?: string;
  style?: React.CSSProperties;
  allowClear?: boolean;
}

/** One service team, from the team tree. */
export function TeamSelect(props: PickerProps<number | null>) {
  const { t } = useTranslation();
  return (
    <OrgTeamSelect
      placeholder={t('customers.fields.serviceTeam')}
      {...props}
      data-testid="customer-team-select"
    />
  );
}

/** Customer tags (object kind 2). */
export function CustomerTagSelect(
  props: PickerProps<number[] | number | undefined> & { multiple?: boolean },
) {
  const { t } = useTranslation();
  return (
    <TagSelect
      placeholder={t('customers.fields.tags')}
      {...props}
      objectKind={TAG_OBJECT_KINDS.customer}
      data-testid="customer-tag-select"
    />
  );
}

/** One enabled user by name or phone, searched on the server as the user types. */
export function OwnerSelect(props: PickerProps<number | null> & { initialLabel?: string | null }) {
  const { t } = useTranslation();
  const { initialLabel, ...rest } = props;
  const [keyword, setKeyword] = useState('');
  const users = useQuery({
    queryKey: ['users', 'picker', keyword],
    queryFn: () => fetchUsers({ keyword: keyword || undefined, enabled: true, pageSize: 20, pageIndex: 0 }),
  });
  const options = (users.data?.list ?? []).map((u) => ({ value: u.id, label: `${u.name} (${u.phone})` }));
  if (rest.value && initialLabel && !options.some((o) => o.value === rest.value))
    options.unshift({ value: rest.value, label: initialLabel });
  return (
    <Select
      placeholder={t('customers.fields.owner')}
      {...rest}
      showSearch={{ filterOption: false, onSearch: (text) => setKeyword(text.trim()) }}
      loading={users.isFetching}
      notFoundContent={t('customers.common.noData')}
      options={options}
      data-testid="customer-owner-select"
    />
  );
}

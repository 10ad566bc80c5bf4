import { useState } from 'react';
import { Select } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { NamedRef } from '@fieldline/domain';
import { fetchUsers } from '../../organization';

interface Props {
  value?: number[];
  onChange?(value: number[]): void;
  id?: string;
  /** The people already chosen, so their names show before any search. */
  known?: NamedRef[];
}

/** Picks several enabled people by name or phone, searching the server as the user types. */
export function PeoplePicker({ known = [], ...props }: Props) {
  const { t } = useTranslation();
  const [keyword, setKeyword] = useState('');
  const [seen, setSeen] = useState<NamedRef[]>(known);
  const users = useQuery({
    queryKey: ['users', 'picker', keyword],
    queryFn: () => fetchUsers({ keyword: keyword || undefined, enabled: true, pageSize: 20, pageIndex: 0 }),
  });
  const found = (users.data?.list ?? []).map((u) => ({ id: u.id, name: `${u.name} (${u.phone})` }));
  const options = [...found, ...seen.filter((s) => !found.some((f) => f.id === s.id))].map((u) => ({
    value: u.id,
    label: u.name,
  }));
  return (
    <Select
      {...props}
      mode="multiple"
      onChange={(next: number[]) => {
        setSeen((s) => [...s, ...found.filter((f) => next.includes(f.id) && !s.some((x) => x.id === f.id))]);
        props.onChange?.(next);
      }}
      showSearch={{ filterOption: false, onSearch: (text) => setKeyword(text.trim()) }}
      loading={users.isFetching}
      placeholder={t('notices.timed.pickPeople')}
      notFoundContent={t('notices.common.noData')}
      options={options}
      data-testid="notice-people"
    />
  );
}

import { useState } from 'react';
import { Select } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { OrderPersonPart } from '@fieldline/domain';
import { OrderPersonPicker } from '../../components/OrderPersonPicker';
import { fetchPeople } from '../api';

interface Props<V> {
  value?: V;
  onChange?(value: V): void;
  id?: string;
  /** People not to offer (the order's server among its collaborators, myself on transfer). */
  exclude?: number[];
  /** Names of already chosen people, so they show before a search finds them. */
  known?: { id: number; name: string }[];
  testId?: string;
  /** The part in the order: only the people its action accepts are offered (copies go to anyone). */
  part?: OrderPersonPart;
}

/** Picks people by name or phone, searching the server as one types: for a part, only those it accepts. */
export function PersonSelect<V extends number | number[]>(props: Props<V> & { multiple?: boolean }) {
  const { part, testId, ...rest } = props;
  if (!part) return <AnyPersonSelect<V> {...rest} testId={testId} />;
  return (
    <OrderPersonPicker<V>
      {...rest}
      part={part}
      allowClear={rest.multiple}
      style={{ width: '100%' }}
      data-testid={testId}
    />
  );
}

/** Any enabled user (copies). */
function AnyPersonSelect<V extends number | number[]>(
  props: Omit<Props<V>, 'part'> & { multiple?: boolean },
) {
  const { t } = useTranslation();
  const { exclude = [], known = [], multiple, testId, ...rest } = props;
  const [keyword, setKeyword] = useState('');
  const people = useQuery({
    queryKey: ['users', 'orderPicker', keyword],
    queryFn: () => fetchPeople(keyword || undefined),
  });
  const options = new Map<number, string>(known.map((p) => [p.id, p.name]));
  for (const p of people.data?.list ?? []) options.set(p.id, `${p.name} (${p.phone})`);
  return (
    <Select
      {...rest}
      mode={multiple ? 'multiple' : undefined}
      allowClear={multiple}
      showSearch={{ filterOption: false, onSearch: (text) => setKeyword(text.trim()) }}
      loading={people.isFetching}
      placeholder={t('orderDetail.forms.pickPerson')}
      notFoundContent={t('orderDetail.common.noData')}
      options={[...options]
        .filter(([id]) => !exclude.includes(id))
        .map(([value, label]) => ({ value, label }))}
      style={{ width: '100%' }}
      data-testid={testId}
    />
  );
}

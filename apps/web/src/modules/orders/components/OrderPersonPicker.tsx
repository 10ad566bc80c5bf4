import { useState, type CSSProperties } from 'react';
import { Flex, Select, Typography } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { OrderCandidate, OrderPersonPart } from '@fieldline/domain';
import { fetchOrderCandidates, fetchUserNames } from '../api';
import { DutyTodayTag, useDutyToday } from '../../dispatch-map';

interface Props<V> {
  part: OrderPersonPart;
  value?: V;
  onChange?(value: V): void;
  id?: string;
  placeholder?: string;
  style?: CSSProperties;
  allowClear?: boolean;
  disabled?: boolean;
  multiple?: boolean;
  max?: number;
  /** People not to offer (the server among its collaborators, myself on a transfer). */
  exclude?: number[];
  /** Names of people already chosen, shown before a search finds them. */
  known?: { id: number; name: string }[];
  'data-testid'?: string;
}

interface Option {
  value: number;
  label: string;
  candidate?: OrderCandidate;
}

const ids = (v: number | number[] | null | undefined) => (v === null || v === undefined ? [] : [v].flat());

/**
 * Only the people the order's action accepts for `part` (the server's own rule), searched by name
 * or phone as one types; each shows their service teams and how many open orders they serve.
 */
export function OrderPersonPicker<V extends number | number[] | null | undefined>(props: Props<V>) {
  const { t } = useTranslation();
  const { part, multiple, max, exclude = [], known = [], ...rest } = props;
  const [keyword, setKeyword] = useState('');
  const found = useQuery({
    queryKey: ['users', 'candidates', part, keyword],
    queryFn: () => fetchOrderCandidates(part, keyword || undefined),
  });
  const options: Option[] = (found.data?.list ?? [])
    .filter((c) => !exclude.includes(c.id))
    .map((c) => ({ value: c.id, label: `${c.name} (${c.phone})`, candidate: c }));
  // Today's schedule beside each possible server (on duty, off, on leave; issue 26).
  const duty = useDutyToday(part === 'server' ? options.map((o) => o.value) : []);
  const missing = ids(rest.value).filter((id) => !options.some((o) => o.value === id));
  const unnamed = missing.filter((id) => !known.some((k) => k.id === id));
  const names = useQuery({
    queryKey: ['users', 'names', unnamed],
    queryFn: () => fetchUserNames(unnamed),
    enabled: unnamed.length > 0,
  });
  const named = Array.isArray(names.data) ? names.data : [];
  for (const id of missing) {
    const name = known.find((k) => k.id === id)?.name ?? named.find((n) => n.id === id)?.name;
    options.unshift({ value: id, label: name ?? `#${id}` });
  }
  const empty = keyword ? t('orders.common.noData') : t(`orders.candidates.none.${part}`);
  return (
    <Select<V, Option>
      placeholder={t('orders.candidates.placeholder')}
      {...rest}
      value={rest.value ?? undefined}
      mode={multiple ? 'multiple' : undefined}
      maxCount={multiple ? max : undefined}
      showSearch={{ filterOption: false, onSearch: (text) => setKeyword(text.trim()) }}
      loading={found.isFetching}
      notFoundContent={empty}
      options={options}
      optionRender={({ data }) => <CandidateLine option={data} duty={duty.get(data.value)} />}
    />
  );
}

function CandidateLine({ option, duty }: { option: Option; duty?: 1 | 2 | 3 }) {
  const { t } = useTranslation();
  const c = option.candidate;
  if (!c) return option.label;
  return (
    <Flex vertical data-testid="order-candidate">
      <span>
        {option.label} <DutyTodayTag kind={duty} />
      </span>
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        {c.teams.length ? c.teams.map((x) => x.name).join(' / ') : t('orders.candidates.noTeam')}
        {' · '}
        {t('orders.candidates.load', { count: c.load })}
      </Typography.Text>
    </Flex>
  );
}

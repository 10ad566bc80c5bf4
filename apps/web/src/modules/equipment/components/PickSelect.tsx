import { useEffect, useState } from 'react';
import { Select, Typography } from 'antd';
import { useQuery } from '@tanstack/react-query';
import type { PickOption } from '../api';

/** How long typing must pause before the picker searches. */
const SEARCH_DELAY_MS = 300;

interface Props {
  /** Query key prefix of this picker's searches. */
  name: string;
  search(keyword: string): Promise<PickOption[]>;
  value?: number | null;
  onChange?(value: number | null, option?: PickOption): void;
  /** The current choice, shown before any search (an edit form's record). */
  initial?: PickOption | null;
  placeholder?: string;
  allowClear?: boolean;
  disabled?: boolean;
  style?: React.CSSProperties;
  'data-testid'?: string;
}

/** A select that searches the server as the user types (customers, products, customer products). */
export function PickSelect({ name, search, value, onChange, initial, ...rest }: Props) {
  const [typed, setTyped] = useState('');
  const [keyword, setKeyword] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setKeyword(typed.trim()), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [typed]);
  const found = useQuery({ queryKey: ['pick', name, keyword], queryFn: () => search(keyword) });
  const options = [...(found.data ?? [])];
  if (initial && !options.some((o) => o.id === initial.id)) options.unshift(initial);

  return (
    <Select<number>
      showSearch={{ filterOption: false, onSearch: setTyped }}
      value={value ?? undefined}
      loading={found.isFetching}
      onChange={(v) =>
        onChange?.(
          v ?? null,
          options.find((o) => o.id === v),
        )
      }
      options={options.map((o) => ({
        value: o.id,
        label: (
          <span>
            {o.name}
            {o.extra && (
              <Typography.Text type="secondary" style={{ marginInlineStart: 8 }}>
                {o.extra}
              </Typography.Text>
            )}
          </span>
        ),
      }))}
      {...rest}
    />
  );
}

import { useEffect, useRef, useState } from 'react';
import { Input } from 'antd';
import type { SearchProps } from 'antd/es/input';

/** How long typing pauses before the keyword goes to the URL. */
export const KEYWORD_DEBOUNCE_MS = 400;

interface ListKeywordProps extends Omit<SearchProps, 'value' | 'onChange' | 'onSearch'> {
  value: string | undefined;
  onChange(keyword: string | undefined): void;
}

/**
 * The keyword box of a list: typing applies after a pause, Enter or the search button at once; the
 * box follows the URL when Back or a link changes the keyword.
 */
export function ListKeyword({ value, onChange, ...props }: ListKeywordProps) {
  const [draft, setDraft] = useState(value ?? '');
  const [shown, setShown] = useState(value);
  if (shown !== value) {
    setShown(value);
    setDraft(value ?? '');
  }
  const apply = useRef(onChange);
  useEffect(() => {
    apply.current = onChange;
  });
  useEffect(() => {
    const next = draft.trim();
    if (next === (value ?? '')) return;
    const timer = setTimeout(() => apply.current(next || undefined), KEYWORD_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [draft, value]);

  return (
    <Input.Search
      allowClear
      style={{ width: 260 }}
      {...props}
      value={draft}
      onChange={(e) => setDraft(e.target.value)}
      onSearch={(text) => onChange(text.trim() || undefined)}
    />
  );
}

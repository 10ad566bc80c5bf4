import { useRef, useState, type ComponentType } from 'react';
import { Input } from 'antd';
import { SearchOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { loadChunk } from '../chunks';

type Search = ComponentType<{ initialText?: string; autoFocus?: boolean }>;
let loaded: Search | undefined;

/**
 * The global search's place in the top bar. AutoComplete (antd's Select underneath) is a large chunk the
 * frame does not need to show, so a plain input stands in until the user points at it, focuses it or
 * types; then GlobalSearch loads and replaces it, keeping the text and the focus.
 */
export function SearchSlot() {
  const { t } = useTranslation();
  const [Search, setSearch] = useState<Search | undefined>(() => loaded);
  const [text, setText] = useState('');
  const [focused, setFocused] = useState(false);
  const loading = useRef(false);

  if (Search) return <Search initialText={text} autoFocus={focused} />;
  const load = () => {
    if (loading.current) return;
    loading.current = true;
    loadChunk(() => import('./GlobalSearch')).then(
      (module) => {
        loaded = module.default;
        setSearch(() => module.default);
      },
      // Stays a plain input; the next pointer or focus tries again.
      () => (loading.current = false),
    );
  };
  return (
    <Input
      value={text}
      onChange={(event) => {
        setText(event.target.value);
        load();
      }}
      onFocus={() => {
        setFocused(true);
        load();
      }}
      onBlur={() => setFocused(false)}
      onPointerEnter={load}
      allowClear
      prefix={<SearchOutlined />}
      placeholder={t('shell.search.placeholder')}
      aria-label={t('shell.search.placeholder')}
      style={{ width: 240 }}
      data-testid="global-search"
    />
  );
}

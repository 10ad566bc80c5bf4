import { useEffect, useState } from 'react';
import { AutoComplete, Flex, Input, Typography } from 'antd';
import { LoadingOutlined, RightOutlined, SearchOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { matchPath, useNavigate } from 'react-router-dom';
import { appRoutes } from '../route-table';
import { useCan } from '../session/useCan';
import { useSession } from '../session/useSession';
import { registerSearchProviders } from './providers';
import { searchAll, type SearchResult } from './registry';

const DEBOUNCE_MS = 300;

// What the search finds (links into modules' pages) is registered when the search box first loads.
registerSearchProviders();

function useDebounced(value: string, delay: number) {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), delay);
    return () => clearTimeout(timer);
  }, [value, delay]);
  return debounced;
}

function ResultLabel({ result }: { result: SearchResult }) {
  return (
    <Flex justify="space-between" align="center" gap={8} data-testid="search-result">
      <span>
        {result.title}
        {result.description && (
          <Typography.Text type="secondary" style={{ marginLeft: 8 }}>
            {result.description}
          </Typography.Text>
        )}
      </span>
      {result.to && <RightOutlined style={{ fontSize: 10, color: '#8c8c8c' }} data-testid="search-link" />}
    </Flex>
  );
}

/**
 * The top bar's search box: asks what modules registered and goes where a hit links to. It takes over
 * from the stand-in of SearchSlot.tsx with what was typed there, and its focus.
 */
export default function GlobalSearch({
  initialText = '',
  autoFocus = false,
}: {
  initialText?: string;
  autoFocus?: boolean;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [text, setText] = useState(initialText);
  const keyword = useDebounced(text.trim(), DEBOUNCE_MS);
  const can = useCan();
  const userId = useSession().user?.id;
  const { data: groups = [], isFetching } = useQuery({
    queryKey: ['globalSearch', userId, keyword],
    queryFn: () => searchAll(keyword, can),
    enabled: keyword.length > 0,
    staleTime: 30_000,
  });

  // A hit links only to a page this user may open; otherwise it is shown without a link.
  const openable = (to: string | undefined) => {
    const route = to ? appRoutes().find((r) => matchPath(r.path, to.split('?')[0]!)) : undefined;
    return route && can(route.permission) ? to : undefined;
  };
  const links = new Map<string, string | undefined>();
  const options = groups.map(({ provider, results }) => ({
    label: provider.label(t),
    options: results.map((hit) => {
      const r = { ...hit, to: openable(hit.to) };
      const value = `${provider.key}:${r.key}`;
      links.set(value, r.to);
      return { value, label: <ResultLabel result={r} /> };
    }),
  }));

  return (
    <AutoComplete
      value={text}
      options={keyword ? options : []}
      onSearch={setText}
      onSelect={(value: string) => {
        const to = links.get(value);
        setText('');
        if (to) void navigate(to);
      }}
      notFoundContent={keyword && !isFetching ? t('shell.search.empty') : null}
      style={{ width: 240 }}
      popupMatchSelectWidth={400}
      autoFocus={autoFocus}
      // Text typed into the stand-in before this loaded shows its hits as typing here would.
      defaultOpen={autoFocus && initialText.trim() !== ''}
    >
      <Input
        allowClear
        prefix={isFetching ? <LoadingOutlined /> : <SearchOutlined />}
        placeholder={t('shell.search.placeholder')}
        aria-label={t('shell.search.placeholder')}
        data-testid="global-search"
      />
    </AutoComplete>
  );
}

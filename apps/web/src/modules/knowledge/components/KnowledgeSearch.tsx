import { useEffect, useState } from 'react';
import { Empty, Flex, Input, List, Pagination, Tag, Typography } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { KNOWLEDGE_KINDS, SEARCH_QUERY_MAX, type KnowledgeKind } from '@fieldline/domain';
import { KNOWLEDGE_KEY, recordUnknown, searchKnowledge } from '../api';
import { docDetailPath, faqDetailPath } from '../paths';
import { Highlight } from './Highlight';

interface Props {
  /** The search shown first (an order's product or fault). */
  initial?: string;
  /** any: one word is enough (suggestions); all: every word (a person's search). */
  match?: 'all' | 'any';
  kind?: KnowledgeKind;
  pageSize?: number;
  /** Searches typed here that find nothing are counted as unknown problems. */
  record?: boolean;
  /** Tells the page whether a search is on (it then shows the results instead of its list). */
  onActive?(active: boolean): void;
}

/**
 * Search across FAQs and documents (GET /knowledge/search): title matches first, matched words
 * marked; a hit opens the FAQ or document. Works on a phone (one column, big targets).
 */
export function KnowledgeSearch({
  initial = '',
  match = 'all',
  kind,
  pageSize = 10,
  record = true,
  onActive,
}: Props) {
  const { t } = useTranslation();
  const [text, setText] = useState(initial);
  const [q, setQ] = useState(initial.trim());
  const [typed, setTyped] = useState(false);
  const [pageIndex, setPageIndex] = useState(0);
  const mode = typed ? 'all' : match;
  useEffect(() => onActive?.(Boolean(q)), [q, onActive]);
  const found = useQuery({
    queryKey: [...KNOWLEDGE_KEY, 'search', q, mode, kind, pageIndex, pageSize],
    queryFn: () => searchKnowledge({ q, match: mode, kind, pageIndex, pageSize }),
    enabled: Boolean(q),
  });
  const empty = found.isSuccess && found.data.total === 0;
  // a typed search that found nothing is counted once as an unknown problem
  useEffect(() => {
    if (record && typed && empty && q) void recordUnknown(q).catch(() => undefined);
  }, [record, typed, empty, q]);

  return (
    <Flex vertical gap={8}>
      <Input.Search
        value={text}
        onChange={(e) => setText(e.target.value)}
        onSearch={(value) => {
          setTyped(true);
          setPageIndex(0);
          setQ(value.trim());
        }}
        allowClear
        maxLength={SEARCH_QUERY_MAX}
        showCount
        enterButton
        placeholder={t('knowledge.search.placeholder')}
        aria-label={t('knowledge.search.placeholder')}
        data-testid="kb-search"
      />
      {q && (
        <>
          <List
            loading={found.isFetching}
            dataSource={found.data?.list ?? []}
            locale={{ emptyText: <Empty description={t('knowledge.search.empty')} /> }}
            renderItem={(hit) => (
              <List.Item data-testid="kb-hit">
                <Flex vertical gap={2} style={{ width: '100%' }}>
                  <Flex gap={6} align="center" wrap>
                    <Tag color={hit.kind === KNOWLEDGE_KINDS.faq ? 'blue' : 'purple'}>
                      {t(`knowledge.kinds.${hit.kind}`)}
                    </Tag>
                    <Link
                      to={hit.kind === KNOWLEDGE_KINDS.faq ? faqDetailPath(hit.id) : docDetailPath(hit.id)}
                      data-testid="kb-hit-title"
                      style={{ fontSize: 15 }}
                    >
                      <Highlight parts={hit.title} />
                    </Link>
                  </Flex>
                  {hit.snippet.length > 0 && (
                    <Typography.Text type="secondary" style={{ fontSize: 13 }}>
                      <Highlight parts={hit.snippet} />
                    </Typography.Text>
                  )}
                </Flex>
              </List.Item>
            )}
          />
          {(found.data?.total ?? 0) > pageSize && (
            <Pagination
              size="small"
              current={pageIndex + 1}
              pageSize={pageSize}
              total={found.data?.total ?? 0}
              onChange={(page) => setPageIndex(page - 1)}
              showSizeChanger={false}
            />
          )}
        </>
      )}
    </Flex>
  );
}

import { useEffect, useRef } from 'react';
import { Badge, Button, Empty, Flex, Spin } from 'antd';
import { useQueries } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { FORM_KINDS } from '@fieldline/domain';
import { useTemplates } from '../../forms';
import { fetchOrderCount, orderCountKey } from '../api';

interface Props {
  value: number | undefined;
  onChange(templateId: number): void;
  /** Shown as a column on wide screens, as a row of choices on a phone. */
  compact?: boolean;
}

/** /templateView: the order templates, each with how many working orders it has; pick one to list. */
export function TemplateTabs({ value, onChange, compact }: Props) {
  const { t } = useTranslation();
  const templates = useTemplates(FORM_KINDS.order);
  const list = templates.data?.list ?? [];
  const counts = useQueries({
    queries: list.map((x) => ({
      queryKey: orderCountKey({ view: 'all', templateId: x.id }),
      queryFn: () => fetchOrderCount({ view: 'all', templateId: x.id }, true),
    })),
  });

  // The page lists one template's orders: the first, until another is picked (once per page).
  const first = list[0]?.id;
  const picked = useRef(false);
  const latest = useRef(onChange);
  useEffect(() => {
    latest.current = onChange;
  });
  useEffect(() => {
    if (value || !first || picked.current) return;
    picked.current = true;
    latest.current(first);
  }, [value, first]);

  if (templates.isPending) return <Spin />;
  if (!list.length) return <Empty description={t('orders.templateView.none')} />;
  return (
    <Flex
      vertical={!compact}
      wrap={compact}
      gap={4}
      style={compact ? undefined : { width: 220, flex: 'none' }}
      role="tablist"
      data-testid="template-view-list"
    >
      {list.map((x, i) => (
        <Button
          key={x.id}
          type={x.id === value ? 'primary' : 'text'}
          ghost={x.id === value}
          role="tab"
          aria-selected={x.id === value}
          onClick={() => onChange(x.id)}
          style={{ justifyContent: 'space-between', display: 'flex', alignItems: 'center' }}
          data-testid={`template-view-${x.id}`}
        >
          <span style={{ overflow: 'hidden', textOverflow: 'ellipsis' }}>{x.name}</span>
          <Badge count={counts[i]?.data ?? 0} showZero color="#bfbfbf" overflowCount={9999} />
        </Button>
      ))}
    </Flex>
  );
}

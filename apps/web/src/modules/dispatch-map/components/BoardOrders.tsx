import type { KeyboardEvent } from 'react';
import { Card, Empty, Flex, List, Pagination, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { OrderRow, Page } from '@fieldline/domain';

export interface Picked {
  id: number;
  orderNo: string;
}

const DRAG_TYPE = 'application/x-fieldline-order';
const PAGE_SIZE = 20;

/**
 * The appointment board's orders pending assignment: each can be dragged onto a free window, or
 * chosen by a click, a tap or Enter / Space (then a window is chosen the same way).
 */
export function BoardOrders(props: {
  page: Page<OrderRow> | undefined;
  loading: boolean;
  pageIndex: number;
  onPage: (index: number) => void;
  picked: Picked | null;
  onPick: (order: Picked | null) => void;
  onDragStart: (order: Picked) => void;
  onDragEnd: () => void;
  narrow: boolean;
}) {
  const { page, picked, narrow } = props;
  const { t } = useTranslation();
  const total = page?.total ?? 0;
  return (
    <Card
      size="small"
      title={t('dispatchMap.board.orders')}
      extra={<Tag color="orange">{total}</Tag>}
      style={{ width: narrow ? '100%' : 280, flex: 'none' }}
      styles={{ body: { padding: 0, maxHeight: narrow ? 220 : 'calc(100vh - 300px)', overflow: 'auto' } }}
    >
      <List
        data-testid="board-orders"
        loading={props.loading}
        locale={{
          emptyText: (
            <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('dispatchMap.board.noOrders')} />
          ),
        }}
        dataSource={page?.list ?? []}
        renderItem={(o) => {
          const chosen = picked?.id === o.id;
          const pick = () => props.onPick(chosen ? null : { id: o.id, orderNo: o.orderNo });
          const onKey = (e: KeyboardEvent) => {
            if (e.key !== 'Enter' && e.key !== ' ') return;
            e.preventDefault();
            pick();
          };
          return (
            <List.Item
              data-testid="board-order"
              data-order-no={o.orderNo}
              role="button"
              tabIndex={0}
              aria-pressed={chosen}
              draggable
              onDragStart={(e) => {
                props.onDragStart({ id: o.id, orderNo: o.orderNo });
                e.dataTransfer.setData(DRAG_TYPE, String(o.id));
                e.dataTransfer.setData('text/plain', o.orderNo);
                e.dataTransfer.effectAllowed = 'move';
              }}
              onDragEnd={props.onDragEnd}
              onClick={pick}
              onKeyDown={onKey}
              className={chosen ? 'board-order board-order-picked' : 'board-order'}
            >
              <Flex vertical gap={2} style={{ minWidth: 0 }}>
                <Typography.Text strong>{o.orderNo}</Typography.Text>
                <Typography.Text ellipsis>{o.title}</Typography.Text>
                <Typography.Text type="secondary" ellipsis style={{ fontSize: 12 }}>
                  {[o.customerName, o.addressText].filter(Boolean).join(' · ') || '—'}
                </Typography.Text>
              </Flex>
            </List.Item>
          );
        }}
      />
      {total > PAGE_SIZE && (
        <Flex justify="center" style={{ padding: 8 }}>
          <Pagination
            size="small"
            simple
            current={props.pageIndex + 1}
            pageSize={PAGE_SIZE}
            total={total}
            onChange={(p) => props.onPage(p - 1)}
          />
        </Flex>
      )}
    </Card>
  );
}

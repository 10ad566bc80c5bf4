import { Card, Space, Tabs } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { z } from 'zod';
import {
  COLLECTION_STATE_LABELS,
  COLLECTION_STATE_LIST,
  collectionFilterSchema,
  type CollectionRow,
  type CollectionState,
} from '@fieldline/domain';
import { DataTable } from '../../../components/DataTable/DataTable';
import { defineList } from '../../../components/DataTable/list-state';
import { ListKeyword } from '../../../components/DataTable/ListKeyword';
import { useListState } from '../../../components/DataTable/useListState';
import type { DataColumn } from '../../../components/DataTable/types';
import { useLocale } from '../../../shell/useLocale';
import { orderDetailPath } from '../../orders';
import { COLLECTION_KEY, fetchCollections, type CollectionFilters } from '../api';
import { CollectionStateTag, yuan } from '../components/labels';

const LIST = defineList({
  filters: collectionFilterSchema.omit({ t: true, open: true, customerId: true }).extend({
    tab: z.enum(['open', 'all', '1', '2', '3']).optional(),
  }),
});
const when = (v: string | null) => (v ? dayjs(v).format('YYYY-MM-DD HH:mm') : '—');

/**
 * /collectionOrder: orders waiting for payment (waiting or partly paid) by default, or by state, or
 * all; newest first, paged by the server, filters in the URL. Each row opens the order's detail,
 * where the payment is recorded.
 */
export default function CollectionListPage() {
  const { t } = useTranslation();
  const locale = useLocale();
  const list = useListState(LIST);
  const tab = list.filters.tab ?? 'open';
  const conditions: CollectionFilters = {
    keyword: list.filters.keyword,
    open: tab === 'open' || undefined,
    state: /^[123]$/.test(tab) ? (Number(tab) as CollectionState) : undefined,
  };
  const columns: DataColumn<CollectionRow>[] = [
    {
      key: 'orderNo',
      title: t('collection.fields.orderNo'),
      width: 160,
      render: (_v, row) => (
        <Link to={orderDetailPath(row.orderId)} data-testid="collection-order-link">
          {row.orderNo}
        </Link>
      ),
      exportValue: (row) => row.orderNo,
    },
    { key: 'orderTitle', title: t('collection.fields.orderTitle'), dataIndex: 'orderTitle', width: 180 },
    { key: 'customerName', title: t('collection.fields.customer'), dataIndex: 'customerName', width: 160 },
    {
      key: 'amountDue',
      title: t('collection.fields.amountDue'),
      width: 120,
      align: 'right',
      render: (_v, row) => yuan(row.amountDue),
      exportValue: (row) => row.amountDue,
    },
    {
      key: 'amountPaid',
      title: t('collection.fields.amountPaid'),
      width: 120,
      align: 'right',
      render: (_v, row) => yuan(row.amountPaid),
      exportValue: (row) => row.amountPaid,
    },
    {
      key: 'amountLeft',
      title: t('collection.fields.amountLeft'),
      width: 120,
      align: 'right',
      render: (_v, row) => yuan(row.amountLeft),
      exportValue: (row) => row.amountLeft,
    },
    {
      key: 'state',
      title: t('collection.fields.state'),
      width: 110,
      render: (_v, row) => <CollectionStateTag state={row.state} />,
      exportValue: (row) => COLLECTION_STATE_LABELS[row.state][locale],
    },
    {
      key: 'completedAt',
      title: t('collection.fields.completedAt'),
      width: 150,
      render: (_v, row) => when(row.completedAt),
      exportValue: (row) => when(row.completedAt),
    },
    {
      key: 'paidAt',
      title: t('collection.fields.paidAt'),
      width: 150,
      render: (_v, row) => when(row.paidAt),
      exportValue: (row) => when(row.paidAt),
    },
  ];
  const tabs = [
    { key: 'open', label: t('collection.list.open') },
    ...COLLECTION_STATE_LIST.map((s) => ({ key: String(s), label: COLLECTION_STATE_LABELS[s][locale] })),
    { key: 'all', label: t('collection.list.all') },
  ];
  return (
    <Card title={t('collection.routes.collectionOrder')}>
      <Tabs
        activeKey={tab}
        items={tabs}
        onChange={(k) => list.setFilters({ tab: k as 'open' })}
        data-testid="collection-tabs"
      />
      <DataTable<CollectionRow, CollectionFilters>
        tableId="collections"
        queryKey={[...COLLECTION_KEY, 'list']}
        fetchPage={fetchCollections}
        conditions={conditions}
        list={list}
        columns={columns}
        rowKey="id"
        exportName={t('collection.routes.collectionOrder')}
        toolbar={
          <Space wrap>
            <ListKeyword
              value={list.filters.keyword}
              onChange={(next) => list.setFilters({ keyword: next })}
              placeholder={t('collection.list.keyword')}
              aria-label={t('collection.list.keyword')}
              style={{ width: 260 }}
            />
          </Space>
        }
      />
    </Card>
  );
}

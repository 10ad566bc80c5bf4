import { useEffect, useState, type Key } from 'react';
import { Button, Empty, Flex, Select, Space } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { SERVICE_ITEM_ACCESS } from '@fieldline/domain';
import { hasListFilters, pageAfterChange } from '../../../components/DataTable/list-state';
import { ListKeyword } from '../../../components/DataTable/ListKeyword';
import { useListState } from '../../../components/DataTable/useListState';
import { showToast } from '../../../shell/notify';
import {
  SERVICE_ITEMS_QUERY_KEY,
  SERVICE_ITEM_CATEGORIES_KEY,
  SERVICE_ITEM_LIST_KEY,
  fetchServiceItemCategories,
  fetchServiceItems,
} from '../api';
import { BatchBar } from '../components/BatchBar';
import { HelpTip } from '../../../components/HelpTip';
import { ServiceItemActions } from '../components/ServiceItemActions';
import { ServiceItemFormDrawer } from '../components/ServiceItemFormDrawer';
import { ServiceItemTable } from '../components/ServiceItemTable';
import { useCan } from '../hooks';
import { SERVICE_ITEM_LIST } from '../logic';

type Dialog = { kind: 'add' } | { kind: 'edit'; id: number };
const STATES = ['true', 'false'] as const;

/**
 * /serviceProject: the enterprise's service items, server-paged, with search, category and status
 * filters (kept in the URL with the page), a status switch per row and batch enable, disable and delete.
 */
export default function ServiceItemListPage() {
  const { t } = useTranslation();
  const can = useCan();
  const queryClient = useQueryClient();
  const list = useListState(SERVICE_ITEM_LIST);
  const conditions = list.filters;
  const paging = { pageIndex: list.pageIndex, pageSize: list.pageSize };
  const [selected, setSelected] = useState<Key[]>([]);
  const [dialog, setDialog] = useState<Dialog | null>(null);

  // new filters (the list state starts them at the first page) select nothing
  const conditionsKey = JSON.stringify(conditions);
  const [seenConditions, setSeenConditions] = useState(conditionsKey);
  if (seenConditions !== conditionsKey) {
    setSeenConditions(conditionsKey);
    setSelected([]);
  }

  const page = useQuery({
    queryKey: [...SERVICE_ITEM_LIST_KEY, conditionsKey, paging.pageIndex, paging.pageSize],
    queryFn: () => fetchServiceItems({ ...conditions, ...paging }),
    placeholderData: keepPreviousData,
  });
  const settledPage =
    page.data && !page.isPlaceholderData
      ? pageAfterChange(paging.pageIndex, paging.pageSize, page.data.total, page.data.list.length)
      : paging.pageIndex;
  // a page emptied by deletions steps back without a history entry of its own
  useEffect(() => {
    if (settledPage !== list.pageIndex) list.setPage(settledPage, list.pageSize, { replace: true });
  });
  const categories = useQuery({ queryKey: SERVICE_ITEM_CATEGORIES_KEY, queryFn: fetchServiceItemCategories });

  // lists (here and in the orders' pickers), details and categories
  const reload = () => void queryClient.invalidateQueries({ queryKey: SERVICE_ITEMS_QUERY_KEY });
  const batchDone = () => {
    setSelected([]);
    reload();
  };
  const mayBatch = can(SERVICE_ITEM_ACCESS.edit) || can(SERVICE_ITEM_ACCESS.delete);
  const filtered = hasListFilters(conditions);
  const addButton = can(SERVICE_ITEM_ACCESS.create) && (
    <Button
      type="primary"
      icon={<PlusOutlined />}
      onClick={() => setDialog({ kind: 'add' })}
      data-testid="service-item-add"
    >
      {t('serviceItems.list.add')}
    </Button>
  );

  return (
    <Flex vertical gap={12}>
      <HelpTip tip="serviceProject" />
      <Flex justify="space-between" gap={8} wrap>
        <Space wrap>
          <ListKeyword
            value={conditions.keyword}
            onChange={(keyword) => list.setFilters({ keyword })}
            placeholder={t('serviceItems.list.keyword')}
            aria-label={t('serviceItems.list.keyword')}
            style={{ width: 240 }}
            data-testid="service-item-keyword"
          />
          <Select
            value={conditions.category ?? null}
            onChange={(category: string | null) => list.setFilters({ category: category ?? undefined })}
            options={[
              { value: null, label: t('serviceItems.list.allCategories') },
              ...(categories.data ?? []).map((c) => ({
                value: c.name,
                label: t('serviceItems.list.category', { name: c.name, count: c.count }),
              })),
            ]}
            loading={categories.isPending}
            aria-label={t('serviceItems.fields.category')}
            style={{ width: 180 }}
            data-testid="service-item-category-filter"
          />
          <Select
            value={conditions.enabled === undefined ? null : String(conditions.enabled)}
            onChange={(v: string | null) =>
              list.setFilters({ enabled: v === null ? undefined : v === 'true' })
            }
            options={[
              { value: null, label: t('serviceItems.list.allStates') },
              ...STATES.map((v) => ({
                value: v,
                label: v === 'true' ? t('serviceItems.common.on') : t('serviceItems.common.off'),
              })),
            ]}
            aria-label={t('serviceItems.fields.enabled')}
            style={{ width: 140 }}
            data-testid="service-item-enabled-filter"
          />
        </Space>
        {addButton}
      </Flex>
      <BatchBar ids={selected.map(Number)} onDone={batchDone} onClear={() => setSelected([])} />
      <ServiceItemTable
        rows={page.data?.list ?? []}
        total={page.data?.total ?? 0}
        loading={page.isFetching}
        pageIndex={paging.pageIndex}
        pageSize={paging.pageSize}
        pageSizes={list.sizes}
        onPage={(pageIndex, pageSize) => list.setPage(pageIndex, pageSize)}
        selectedKeys={mayBatch ? selected : undefined}
        onSelect={mayBatch ? setSelected : undefined}
        onChanged={reload}
        actions={(row) => (
          <ServiceItemActions
            item={row}
            noDetail
            onEdit={() => setDialog({ kind: 'edit', id: row.id })}
            onDeleted={() => {
              setSelected((keys) => keys.filter((k) => k !== row.id));
              reload();
            }}
          />
        )}
        empty={
          <Empty
            description={filtered ? t('serviceItems.list.emptyFiltered') : t('serviceItems.list.empty')}
            data-testid="service-item-empty"
          >
            {!filtered && addButton}
          </Empty>
        }
      />
      {dialog && (
        <ServiceItemFormDrawer
          itemId={dialog.kind === 'edit' ? dialog.id : undefined}
          onClose={() => setDialog(null)}
          onDone={() => {
            setDialog(null);
            showToast('success', t('serviceItems.common.saved'));
            reload();
          }}
        />
      )}
    </Flex>
  );
}

import { useEffect, useImperativeHandle, useMemo, useState, type Key, type ReactNode, type Ref } from 'react';
import { Button, Dropdown, Flex, Table } from 'antd';
import { ExportOutlined } from '@ant-design/icons';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { PAGE_SIZE_DEFAULT, type Page, type PageQuery } from '@fieldline/domain';
import { pageSizeOptions } from '../../shell/gate';
import { showToast } from '../../shell/notify';
import { usePageRoute } from '../../shell/page-route';
import { useGatedFeature } from '../../shell/paid';
import { useSession } from '../../shell/session/useSession';
import { ColumnChooser } from './ColumnChooser';
import { EXPORT_TYPES, downloadCsv, rowsToExport, toCsv, type ExportType } from './export';
import { useTablePrefs } from './prefs';
import { MIN_COLUMN_WIDTH, ResizableTitle } from './ResizableTitle';
import type { DataColumn, DataTableHandle } from './types';
import { pageAfterChange, type ListPaging, type ListSort } from './list-state';

export interface DataTableProps<T extends object, C extends object> {
  /** Names this table within its page, for the remembered column choices. */
  tableId: string;
  queryKey: readonly unknown[];
  /** One page: pageSize and zero-based pageIndex plus the conditions; answers { list, total }. */
  fetchPage(query: C & PageQuery): Promise<Page<T>>;
  /** Filters; a change goes back to the first page. */
  conditions?: C;
  columns: DataColumn<T>[];
  rowKey: keyof T & string;
  /** Columns can be dragged wider or narrower (never under 150). */
  resizable?: boolean;
  /** File name of CSV exports; without it the table offers no export. */
  exportName?: string;
  /** One more choice of the export menu: the page's own export of everything matching (not gated). */
  exportAll?: { label: ReactNode; run(): void };
  toolbar?: ReactNode;
  /** The chosen rows, for the page's own batch actions (the rows stay chosen across pages). */
  onSelect?(rows: T[]): void;
  ref?: Ref<DataTableHandle>;
  /**
   * The page, page size and sort kept by the page (`useListState`: in the URL). Without it the table
   * keeps its own page (tables inside a tab or a dialog).
   */
  list?: ListPaging & {
    sort?: ListSort;
    sorts: readonly string[];
    setPage(pageIndex: number, pageSize: number, options?: { replace?: boolean }): void;
    setSort(sort: ListSort | undefined): void;
  };
}

/**
 * The list table every module uses (spec-shell §3, §4, §5): server paging, page sizes by plan,
 * column chooser and widths kept per route, CSV export of the page or the selection.
 */
export function DataTable<T extends object, C extends object = object>(props: DataTableProps<T, C>) {
  const { tableId, queryKey, fetchPage, conditions, columns, rowKey, resizable, exportName, exportAll } =
    props;
  const { toolbar, ref, list } = props;
  const { t } = useTranslation();
  const { user } = useSession();
  // exporting rows of the table at once is a batch operation of the plan list
  const { guard } = useGatedFeature('batch');
  const queryClient = useQueryClient();
  const route = usePageRoute();
  const { prefs, update, reset } = useTablePrefs(`table_${route?.name ?? 'page'}_${tableId}`);
  const [ownPaging, setOwnPaging] = useState({ pageIndex: 0, pageSize: PAGE_SIZE_DEFAULT });
  const paging = list ? { pageIndex: list.pageIndex, pageSize: list.pageSize } : ownPaging;
  const setPage = (pageIndex: number, pageSize: number) =>
    list ? list.setPage(pageIndex, pageSize) : setOwnPaging({ pageIndex, pageSize });
  const sort = list?.sort ? `${list.sort.order === 'descend' ? '-' : ''}${list.sort.field}` : undefined;
  const [selected, setSelected] = useState<{ keys: Key[]; rows: T[] }>({ keys: [], rows: [] });

  // New conditions start again at the first page (the list state does that itself).
  const conditionsKey = JSON.stringify(conditions ?? {});
  const [seenConditions, setSeenConditions] = useState(conditionsKey);
  if (seenConditions !== conditionsKey) {
    setSeenConditions(conditionsKey);
    if (!list) setOwnPaging((p) => ({ ...p, pageIndex: 0 }));
  }

  const fullKey = [...queryKey, conditionsKey, paging.pageIndex, paging.pageSize, sort];
  const query = useQuery({
    queryKey: fullKey,
    queryFn: () => fetchPage({ ...(conditions ?? ({} as C)), ...paging, ...(sort ? { sort } : {}) }),
    placeholderData: keepPreviousData,
  });
  const rows = query.data?.list ?? [];
  // a page emptied by deletions, or a bookmark past the end, steps back without a history entry
  const settled =
    query.data && !query.isPlaceholderData
      ? pageAfterChange(paging.pageIndex, paging.pageSize, query.data.total, rows.length)
      : paging.pageIndex;
  useEffect(() => {
    if (list && settled !== list.pageIndex) list.setPage(settled, list.pageSize, { replace: true });
  });

  useImperativeHandle(ref, () => ({
    reload: ({ reset: toFirst = false } = {}) => {
      if (toFirst && paging.pageIndex !== 0) setPage(0, paging.pageSize);
      else void queryClient.invalidateQueries({ queryKey: fullKey });
    },
    clearSelection: () => {
      setSelected({ keys: [], rows: [] });
      props.onSelect?.([]);
    },
  }));

  const shown = useMemo(
    () =>
      columns
        .filter((c) => !c.key || !prefs.hidden.includes(c.key))
        .map((c) => (c.key && list?.sorts.includes(c.key) ? sortable(c, c.key, list.sort) : c))
        .map((c) => {
          if (!resizable || !c.key) return c;
          const key = c.key;
          const width = Math.max(MIN_COLUMN_WIDTH, prefs.widths[key] ?? Number(c.width ?? MIN_COLUMN_WIDTH));
          const onResize = (w: number) => update({ ...prefs, widths: { ...prefs.widths, [key]: w } });
          return {
            ...c,
            width,
            onHeaderCell: () => ({ width, onResize }) as React.HTMLAttributes<HTMLElement>,
          };
        }),
    [columns, prefs, resizable, update, list?.sorts, list?.sort],
  );

  const exportRows = (type: ExportType) => {
    const chosen = rowsToExport(type, rows, selected.rows);
    if (!chosen) return showToast('warning', t('components.table.exportEmpty'));
    downloadCsv(exportName!, toCsv(shown, chosen));
  };

  return (
    <Flex vertical gap={12}>
      <Flex justify="space-between" align="center" gap={8} wrap>
        <div>{toolbar}</div>
        <Flex gap={8}>
          {exportName && (
            <Dropdown
              trigger={['click']}
              menu={{
                items: [
                  { key: String(EXPORT_TYPES.currentPage), label: t('components.table.exportPage') },
                  { key: String(EXPORT_TYPES.selected), label: t('components.table.exportSelected') },
                  ...(exportAll
                    ? [{ type: 'divider' as const }, { key: 'all', label: exportAll.label }]
                    : []),
                ],
                // the CSV exports are a paid feature (spec-shell §4); the page's own export is not
                onClick: ({ key }) =>
                  key === 'all' ? exportAll?.run() : guard(exportRows)(Number(key) as ExportType),
              }}
            >
              <Button icon={<ExportOutlined />} data-testid="table-export">
                {t('components.table.export')}
              </Button>
            </Dropdown>
          )}
          <ColumnChooser
            columns={columns}
            hidden={prefs.hidden}
            onChange={(hidden) => update({ ...prefs, hidden })}
            onReset={reset}
          />
        </Flex>
      </Flex>
      <Table<T>
        rowKey={rowKey}
        columns={shown}
        dataSource={rows}
        loading={query.isFetching}
        components={resizable ? { header: { cell: ResizableTitle } } : undefined}
        scroll={{ x: 'max-content' }}
        rowSelection={
          exportName || props.onSelect
            ? {
                selectedRowKeys: selected.keys,
                preserveSelectedRowKeys: true,
                onChange: (keys, picked) => {
                  setSelected({ keys, rows: picked });
                  props.onSelect?.(picked);
                },
              }
            : undefined
        }
        pagination={{
          current: paging.pageIndex + 1,
          pageSize: paging.pageSize,
          total: query.data?.total ?? 0,
          showSizeChanger: true,
          pageSizeOptions: pageSizeOptions(user?.isChargeUser).map(String),
          showTotal: (total) =>
            t(query.data?.totalCapped ? 'components.table.totalCapped' : 'components.table.total', { total }),
          onChange: (page, pageSize) => setPage(pageSize === paging.pageSize ? page - 1 : 0, pageSize),
        }}
        onChange={(_pagination, _filters, sorter, extra) => {
          if (extra.action !== 'sort' || Array.isArray(sorter) || !list) return;
          const field = typeof sorter.columnKey === 'string' ? sorter.columnKey : undefined;
          list.setSort(field && sorter.order ? { field, order: sorter.order } : undefined);
        }}
        data-testid={`table-${tableId}`}
      />
    </Flex>
  );
}

/** A column the list may be sorted by: sorted on the server, its arrow showing the URL's sort. */
function sortable<T>(column: DataColumn<T>, key: string, sort: ListSort | undefined): DataColumn<T> {
  return { ...column, sorter: true, sortOrder: sort?.field === key ? sort.order : null };
}

import { useDeferredValue, useEffect, useMemo, useRef, useState } from 'react';
import { Button, Card, Flex } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { ORDER_ACCESS, ORDER_PRINT_MAX, type OrderRow } from '@fieldline/domain';
import { PageLoading } from '../../../components/PageLoading';
import { showToast } from '../../../shell/notify';
import { usePageRoute } from '../../../shell/page-route';
import { useSession } from '../../../shell/session/useSession';
import { usePhone } from '../../../shell/usePhone';
import { useSearchPlans } from '../api';
import { BulkBar } from '../components/BulkBar';
import { ListTabs } from '../components/ListTabs';
import { OrderFilterBar } from '../components/OrderFilterBar';
import { OrderRows } from '../components/OrderRows';
import { RowActionButtons } from '../components/RowActionButtons';
import { SearchPlanBar } from '../components/SearchPlanBar';
import { TemplateTabs } from '../components/TemplateTabs';
import { useListActions } from '../components/useListActions';
import { ORDER_LIST, filtersOfPlan, hasFilters, type OrderFilterState } from '../filters';
import { useListState } from '../../../components/DataTable/useListState';
import { useCan, useLocale, useOrderTemplateForm } from '../hooks';
import { domainMessage } from '../rules';
import { printPath } from '../detail/paths';
import { ORDER_PATHS, ORDER_PRINT_ROUTE } from '../paths';
import { routeByName } from '../../../shell/route-table';
import { customFieldColumns } from '../../../components/CustomFields';
import { MapViewButton } from '../../dispatch-map';
import {
  ORDER_LIST_CONFIGS,
  activeTab,
  bulkActions,
  isOrderListRoute,
  listQuery,
  rowActions,
  type BulkAction,
  type OrderListConfig,
} from '../views';

/**
 * Every order list of spec-shell "Orders" (/allOrder, /myOrder, /assignOrder, /acceptanceOrder,
 * /examineOrder, /sendMeOrder, /dueOrder, /orderRubbish, /teamworkOrder, /templateView): one page
 * configured by its route (views.ts).
 */
export default function OrderListPage() {
  const route = usePageRoute();
  const config = isOrderListRoute(route?.name) ? ORDER_LIST_CONFIGS[route.name] : ORDER_LIST_CONFIGS.allOrder;
  // The list (filters, tabs, table) mounts in a render of its own, a transition that React splits into
  // short slices: the page is often revealed by a synchronous update (a query's store notifying the
  // frame), which otherwise rendered and committed the frame and the whole list in one task (issue 20).
  const mounted = useDeferredValue(true, false);
  return mounted ? <OrderList key={config.route} config={config} /> : <PageLoading />;
}

function OrderList({ config }: { config: OrderListConfig }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const can = useCan();
  const { user } = useSession();
  const route = usePageRoute();
  const phone = usePhone();
  const url = useListState(ORDER_LIST);
  const filters: OrderFilterState = url.filters;
  const sizes = url.sizes;
  const paging = { pageIndex: url.pageIndex, pageSize: url.pageSize };
  const tab = activeTab(config, filters.tab);
  const query = { ...listQuery(config, filters), ...paging };
  const waitingForTemplate = !!config.byTemplate && !filters.templateId;
  const templateForm = useOrderTemplateForm(config.byTemplate ? filters.templateId : undefined);
  const customColumns = useMemo(
    () => customFieldColumns<OrderRow>(templateForm.fields, (row) => row.customValues),
    [templateForm.fields],
  );
  const plans = useSearchPlans(config.route);
  const [selected, setSelected] = useState<Map<number, OrderRow>>(new Map());
  const listName = route ? t(route.nameKey) : t('orders.routes.allOrder');
  const actions = useListActions({ listName, onDone: () => setSelected(new Map()) });
  const caller = { can, admin: !!user?.admin };

  // every change of filters, tab or template starts at the first page and adds a history entry
  const go = (next: OrderFilterState, options?: { replace?: boolean; scheme?: number }) =>
    url.resetFilters(next, options);
  const setFilters = (next: OrderFilterState) =>
    go({ ...next, tab: filters.tab, templateId: config.byTemplate ? filters.templateId : next.templateId });

  // A saved default scheme applies when the page opens without filters (once).
  const defaulted = useRef(false);
  useEffect(() => {
    if (defaulted.current || !plans.data) return;
    defaulted.current = true;
    const plan = plans.data.find((p) => p.isDefault);
    if (plan && !hasFilters(filters, ['tab', 'templateId']))
      go(
        { ...filtersOfPlan(plan.filters), tab: filters.tab, templateId: filters.templateId },
        { replace: true, scheme: plan.id },
      );
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only when the schemes first arrive
  }, [plans.data]);

  const select = (keys: React.Key[], rows: OrderRow[]) => {
    if (keys.length > ORDER_PRINT_MAX) return showToast('warning', domainMessage('printMax', locale));
    const next = new Map<number, OrderRow>();
    for (const key of keys) {
      const row = rows.find((r) => r?.id === key) ?? selected.get(Number(key));
      if (row) next.set(row.id, row);
    }
    setSelected(next);
  };
  const runBulk = (action: BulkAction) => {
    if (!selected.size)
      return showToast(
        'warning',
        t(action === 'export' ? 'orders.export.selectFirst' : 'orders.bulk.selectFirst'),
      );
    const rows = [...selected.values()];
    if (action === 'print') return void window.open(printPath(rows.map((r) => r.id)), '_blank');
    actions.run(action, rows);
  };

  const bulk = bulkActions(config, caller, selected.size, tab, {
    printAvailable: !!routeByName(ORDER_PRINT_ROUTE),
  });
  // Batch work is a desk job: a phone lists cards without selection.
  const selectable = bulk.length > 0 && !phone;
  const filtered = hasFilters(filters, ['tab', 'templateId']);
  const empty = filtered ? t('orders.list.emptyFiltered') : t(`orders.empty.${config.route}`);
  const viewProps = {
    query,
    enabled: !waitingForTemplate,
    phone,
    pageIndex: paging.pageIndex,
    pageSize: paging.pageSize,
    pageSizes: sizes,
    onPage: (index: number, size: number) => url.setPage(index, size),
    selectedKeys: selectable ? [...selected.keys()] : undefined,
    onSelect: selectable ? select : undefined,
    actions: config.rows.length
      ? (row: OrderRow) => (
          <RowActionButtons
            rowId={row.id}
            actions={rowActions(config, row, caller)}
            onRun={(a) => actions.run(a, [row])}
          />
        )
      : undefined,
    empty,
  };

  const list = (
    <Flex vertical gap={12} style={{ flex: 1, minWidth: 0 }}>
      {config.tabs && (
        <ListTabs
          config={config}
          filters={filters}
          active={tab!}
          compact={phone}
          onChange={(next) => {
            setSelected(new Map());
            go({ ...filters, tab: next });
          }}
        />
      )}
      <OrderFilterBar
        filters={filters}
        keys={config.filters}
        onChange={setFilters}
        compact={phone}
        extra={
          <>
            <SearchPlanBar
              page={config.route}
              plans={plans.data ?? []}
              filters={filters}
              scheme={url.scheme}
              onApply={(f, scheme) =>
                go(
                  {
                    ...f,
                    tab: filters.tab,
                    templateId: config.byTemplate ? filters.templateId : f.templateId,
                  },
                  { scheme },
                )
              }
            />
            {config.view !== 'rubbish' && (
              <MapViewButton query={listQuery(config, filters)} compact={phone} />
            )}
            {can(ORDER_ACCESS.create) && config.view !== 'rubbish' && (
              <Link to={ORDER_PATHS.create}>
                <Button type="primary" icon={<PlusOutlined />} data-testid="order-create">
                  {t('orders.form.title')}
                </Button>
              </Link>
            )}
          </>
        }
      />
      {selectable && (
        <BulkBar
          actions={bulk}
          selected={selected.size}
          onRun={runBulk}
          onExportAll={() => actions.exportAll(listQuery(config, filters))}
          onClear={() => setSelected(new Map())}
        />
      )}
      <OrderRows {...viewProps} customColumns={customColumns} />
    </Flex>
  );

  const body = (
    <>
      {config.byTemplate ? (
        <Flex gap={16} vertical={phone}>
          <TemplateTabs
            value={filters.templateId}
            compact={phone}
            onChange={(templateId) => {
              setSelected(new Map());
              go({ ...filters, templateId }, { replace: !filters.templateId });
            }}
          />
          {list}
        </Flex>
      ) : (
        list
      )}
      {actions.modals}
    </>
  );
  // On a phone the cards use the whole width; on a wide screen the list sits in a card.
  return phone ? (
    <div data-testid={`order-list-${config.route}`}>{body}</div>
  ) : (
    <Card data-testid={`order-list-${config.route}`}>{body}</Card>
  );
}

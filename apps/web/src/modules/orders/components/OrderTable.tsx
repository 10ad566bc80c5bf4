import { useDeferredValue, type HTMLAttributes, type Key, type ReactNode } from 'react';
import { Empty, Table } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import type { OrderRow } from '@fieldline/domain';
import { orderDetailPath } from '../paths';
import { OrderCustomerText } from './OrderCustomerText';
import { OrderStateTag, PriorityTag } from './OrderStateTag';

export const TIME_FORMAT = 'YYYY-MM-DD HH:mm';
export const timeText = (at: string | null) => (at ? dayjs(at).format(TIME_FORMAT) : '-');

/** Clicks on the row's own controls do not open the order. */
export const isControlClick = (target: EventTarget | null) =>
  target instanceof Element &&
  !!target.closest('button, a, input, label, .ant-checkbox-wrapper, .ant-dropdown');

export interface OrderListViewProps {
  rows: OrderRow[];
  total: number;
  /** The total is a lower bound (counting stopped at TOTAL_COUNT_CAP). */
  totalCapped: boolean;
  loading: boolean;
  pageIndex: number;
  pageSize: number;
  pageSizes: readonly number[];
  onPage(pageIndex: number, pageSize: number): void;
  /** Selection for batch work; none = the list offers no selection. */
  selectedKeys?: Key[];
  onSelect?(keys: Key[], rows: OrderRow[]): void;
  /** The buttons of one row. */
  actions?(row: OrderRow): ReactNode;
  /** Shown when there is nothing to list. */
  empty: ReactNode;
  /** Columns of the listed template's custom fields (/templateView); the cards leave them out. */
  customColumns?: ColumnsType<OrderRow>;
}

/** The order list on a wide screen: server-paged table; a row (or its number) opens the order. */
export function OrderTable(props: OrderListViewProps) {
  const {
    rows: fetchedRows,
    total,
    totalCapped,
    loading,
    pageIndex,
    pageSize,
    pageSizes,
    onPage,
    selectedKeys,
    onSelect,
    actions,
    customColumns = [],
  } = props;
  // A new page of rows renders as a transition, which React splits into short slices, instead of
  // one task of every cell (over 100 ms on a busy machine); the spinner stays until they show.
  const rows = useDeferredValue(fetchedRows);
  const pending = rows !== fetchedRows;
  const { t } = useTranslation();
  const navigate = useNavigate();
  const none = '-';
  const columns: ColumnsType<OrderRow> = [
    {
      key: 'orderNo',
      title: t('orders.fields.orderNo'),
      dataIndex: 'orderNo',
      width: 150,
      fixed: 'left',
      render: (no: string, row) => (
        <Link to={orderDetailPath(row.id)} data-testid={`order-link-${row.id}`}>
          {no}
        </Link>
      ),
    },
    {
      key: 'title',
      title: t('orders.fields.title'),
      dataIndex: 'title',
      width: 200,
      ellipsis: true,
    },
    {
      key: 'state',
      title: t('orders.fields.state'),
      width: 210,
      render: (_v, row) => <OrderStateTag order={row} />,
    },
    {
      key: 'priority',
      title: t('orders.fields.priority'),
      dataIndex: 'priority',
      width: 100,
      render: (p: OrderRow['priority']) => <PriorityTag priority={p} />,
    },
    {
      key: 'customer',
      title: t('orders.fields.customer'),
      width: 180,
      ellipsis: true,
      render: (_v, row) => <OrderCustomerText row={row} />,
    },
    {
      key: 'contact',
      title: t('orders.fields.contact'),
      width: 170,
      render: (_v, row) => (row.contactName ? `${row.contactName} ${row.contactPhone ?? ''}` : none),
    },
    {
      key: 'address',
      title: t('orders.fields.address'),
      dataIndex: 'addressText',
      width: 200,
      ellipsis: true,
      render: (text: string | null) => text || none,
    },
    {
      key: 'template',
      title: t('orders.fields.template'),
      dataIndex: 'templateName',
      width: 140,
      ellipsis: true,
    },
    {
      key: 'server',
      title: t('orders.fields.server'),
      width: 120,
      render: (_v, row) => row.server?.name ?? none,
    },
    {
      key: 'appointmentAt',
      title: t('orders.fields.appointmentAt'),
      dataIndex: 'appointmentAt',
      width: 150,
      render: timeText,
    },
    {
      key: 'createdAt',
      title: t('orders.fields.createdAt'),
      dataIndex: 'createdAt',
      width: 150,
      render: timeText,
    },
    {
      key: 'totalAmount',
      title: t('orders.fields.totalAmount'),
      dataIndex: 'totalAmount',
      width: 110,
      align: 'right',
    },
  ];
  columns.push(...customColumns);
  if (actions)
    columns.push({
      key: 'actions',
      title: t('orders.common.actions'),
      fixed: 'right',
      width: 230,
      render: (_v, row) => actions(row),
    });

  return (
    <Table<OrderRow>
      rowKey="id"
      columns={columns}
      dataSource={rows}
      loading={loading || pending}
      scroll={{ x: 'max-content' }}
      size="middle"
      locale={{ emptyText: <Empty description={props.empty} /> }}
      onRow={(row) =>
        ({
          onClick: (e) => {
            if (!isControlClick(e.target)) void navigate(orderDetailPath(row.id));
          },
          style: { cursor: 'pointer' },
          'data-testid': `order-row-${row.id}`,
        }) as HTMLAttributes<HTMLElement>
      }
      rowSelection={
        onSelect
          ? {
              selectedRowKeys: selectedKeys,
              preserveSelectedRowKeys: true,
              onChange: (keys, picked) => onSelect(keys, picked),
            }
          : undefined
      }
      pagination={{
        current: pageIndex + 1,
        pageSize,
        total,
        showSizeChanger: true,
        pageSizeOptions: pageSizes.map(String),
        showTotal: (n) => t(totalCapped ? 'orders.list.totalCapped' : 'orders.list.total', { total: n }),
        onChange: (page, size) => onPage(size === pageSize ? page - 1 : 0, size),
      }}
      data-testid="order-table"
    />
  );
}

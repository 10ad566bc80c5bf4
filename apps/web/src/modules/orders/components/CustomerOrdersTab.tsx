import { Typography } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import type { OrderRow, PageQuery } from '@fieldline/domain';
import { DataTable } from '../../../components/DataTable/DataTable';
import type { DataColumn } from '../../../components/DataTable/types';
import { ORDERS_KEY, fetchOrders } from '../api';
import { orderDetailPath } from '../paths';
import type { OrderListQueryParams } from '../views';
import { OrderStateTag } from './OrderStateTag';

const time = (v: string | null) => (v ? dayjs(v).format('YYYY-MM-DD HH:mm') : '');

/** A customer's work orders (its detail page's tab): the working shelf, newest first, as I may see them. */
export function CustomerOrdersTab({ customerId }: { customerId: number }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const columns: DataColumn<OrderRow>[] = [
    {
      key: 'orderNo',
      title: t('orders.fields.orderNo'),
      width: 150,
      render: (_v, row) => (
        <Typography.Link onClick={() => navigate(orderDetailPath(row.id))} data-testid="customer-order">
          {row.orderNo}
        </Typography.Link>
      ),
      exportValue: (row) => row.orderNo,
    },
    { key: 'title', title: t('orders.fields.title'), dataIndex: 'title', width: 220 },
    {
      key: 'state',
      title: t('orders.fields.state'),
      width: 150,
      render: (_v, row) => <OrderStateTag order={row} />,
      exportValue: (row) => t(`enum.orderState.${row.state}`),
    },
    {
      key: 'server',
      title: t('orders.fields.server'),
      width: 110,
      render: (_v, row) => row.server?.name ?? '',
      exportValue: (row) => row.server?.name ?? '',
    },
    {
      key: 'appointmentAt',
      title: t('orders.fields.appointmentAt'),
      dataIndex: 'appointmentAt',
      width: 150,
      render: time,
    },
    {
      key: 'createdAt',
      title: t('orders.fields.createdAt'),
      dataIndex: 'createdAt',
      width: 150,
      render: time,
    },
  ];
  return (
    <DataTable<OrderRow, { customerId: number }>
      tableId="customerOrders"
      queryKey={[ORDERS_KEY, 'ofCustomer']}
      fetchPage={({ customerId: id, ...paging }: { customerId: number } & PageQuery) =>
        fetchOrders({ view: 'all', customerId: id, ...paging } as OrderListQueryParams & PageQuery)
      }
      conditions={{ customerId }}
      columns={columns}
      rowKey="id"
    />
  );
}

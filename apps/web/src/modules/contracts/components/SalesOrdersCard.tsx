import { Button, Card } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { ORDER_ACCESS, ORDER_STATE_LABELS, type OrderState } from '@fieldline/domain';
import { DataTable } from '../../../components/DataTable/DataTable';
import type { DataColumn } from '../../../components/DataTable/types';
import { useCan } from '../../../shell/session/useCan';
import { useLocale } from '../../../shell/useLocale';
import { ORDER_PATHS, orderDetailPath } from '../../orders';
import { CONTRACTS_KEY, fetchSalesOrders, type SalesOrder } from '../api';

/**
 * The orders belonging to a sales contract, and raising a new one from it (/createOrder with the
 * contract's customer and belongSaleContractId, SS:173).
 */
export function SalesOrdersCard({ contractId, customerId }: { contractId: number; customerId: number }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const can = useCan();
  const navigate = useNavigate();
  const columns: DataColumn<SalesOrder>[] = [
    {
      key: 'orderNo',
      title: t('contracts.tasks.order'),
      width: 170,
      render: (_v, o) => (
        <Link to={orderDetailPath(o.id)} data-testid="sales-order-link">
          {o.orderNo}
        </Link>
      ),
    },
    { key: 'title', title: t('contracts.sales.orderTitle'), dataIndex: 'title' },
    {
      key: 'state',
      title: t('contracts.sales.state'),
      width: 120,
      render: (_v, o) => ORDER_STATE_LABELS[o.state as OrderState]?.[locale] ?? o.state,
    },
    { key: 'server', title: t('contracts.fields.staff'), dataIndex: 'serverName', width: 120 },
    {
      key: 'createdAt',
      title: t('contracts.sales.createdAt'),
      width: 150,
      render: (_v, o) => dayjs(o.createdAt).format('YYYY-MM-DD HH:mm'),
    },
  ];
  return (
    <Card title={t('contracts.sales.orders')} data-testid="sales-orders">
      <DataTable<SalesOrder, { id: number }>
        tableId="salesOrders"
        queryKey={[...CONTRACTS_KEY, 'salesOrders']}
        fetchPage={fetchSalesOrders}
        conditions={{ id: contractId }}
        columns={columns}
        rowKey="id"
        toolbar={
          can(ORDER_ACCESS.create) && (
            <Button
              icon={<PlusOutlined />}
              onClick={() =>
                navigate(`${ORDER_PATHS.create}?customerId=${customerId}&belongSaleContractId=${contractId}`)
              }
              data-testid="sales-raise-order"
            >
              {t('contracts.sales.raiseOrder')}
            </Button>
          )
        }
      />
    </Card>
  );
}

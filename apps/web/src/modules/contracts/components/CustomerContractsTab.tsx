import { Card, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { MAINTENANCE_ACCESS, SALES_CONTRACT_ACCESS } from '@fieldline/domain';
import { DataTable } from '../../../components/DataTable/DataTable';
import type { DataColumn } from '../../../components/DataTable/types';
import { useCan } from '../../../shell/session/useCan';
import {
  M_CONTRACTS_KEY,
  SALES_KEY,
  fetchContracts,
  fetchSales,
  type MaintenanceContract,
  type SalesContract,
} from '../api';
import { contractPath, salesDetailPath } from '../paths';
import { ProgressTag, SalesStateTag } from './labels';

/** A customer's maintenance and sales contracts (the customer detail's contracts tab), each as the caller may see them. */
export function CustomerContractsTab({ customerId }: { customerId: number }) {
  const { t } = useTranslation();
  const can = useCan();
  const maintenance: DataColumn<MaintenanceContract>[] = [
    {
      key: 'name',
      title: t('contracts.fields.name'),
      render: (_v, c) => <Link to={contractPath(c.id)}>{c.name}</Link>,
    },
    { key: 'contractDate', title: t('contracts.fields.contractDate'), dataIndex: 'contractDate', width: 130 },
    { key: 'amount', title: t('contracts.fields.amount'), dataIndex: 'amount', width: 130, align: 'right' },
  ];
  const sales: DataColumn<SalesContract>[] = [
    {
      key: 'contractNo',
      title: t('contracts.fields.contractNo'),
      width: 150,
      render: (_v, c) => <Link to={salesDetailPath(c.id)}>{c.contractNo}</Link>,
    },
    { key: 'name', title: t('contracts.fields.name'), dataIndex: 'name' },
    {
      key: 'state',
      title: t('contracts.sales.state'),
      width: 120,
      render: (_v, c) => <SalesStateTag state={c.state} />,
    },
    { key: 'amount', title: t('contracts.fields.amount'), dataIndex: 'amount', width: 120, align: 'right' },
    {
      key: 'received',
      title: t('contracts.sales.received'),
      dataIndex: 'received',
      width: 120,
      align: 'right',
    },
    {
      key: 'payment',
      title: t('contracts.sales.payment'),
      width: 110,
      render: (_v, c) => <ProgressTag kind="payment" value={c.paymentState} />,
    },
  ];
  return (
    <Space direction="vertical" size={16} style={{ width: '100%' }} data-testid="customer-contracts">
      {can(MAINTENANCE_ACCESS.view) && (
        <Card size="small" title={t('contracts.maintenance.contractsTab')}>
          <DataTable<MaintenanceContract, { customerId: number }>
            tableId="customerMaintenance"
            queryKey={M_CONTRACTS_KEY}
            fetchPage={fetchContracts}
            conditions={{ customerId }}
            columns={maintenance}
            rowKey="id"
          />
        </Card>
      )}
      {can(SALES_CONTRACT_ACCESS.view) && (
        <Card size="small" title={t('contracts.routes.salesContract')}>
          <DataTable<SalesContract, { customerId: number }>
            tableId="customerSales"
            queryKey={SALES_KEY}
            fetchPage={fetchSales}
            conditions={{ customerId }}
            columns={sales}
            rowKey="id"
          />
        </Card>
      )}
    </Space>
  );
}

import { Suspense, useState } from 'react';
import { Button, Card, Input, Tabs } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { MAINTENANCE_ACCESS, contractListQuerySchema } from '@fieldline/domain';
import { DataTable } from '../../../components/DataTable/DataTable';
import type { DataColumn } from '../../../components/DataTable/types';
import { defineList } from '../../../components/DataTable/list-state';
import { useListState } from '../../../components/DataTable/useListState';
import { useCan } from '../../../shell/session/useCan';
import { M_CONTRACTS_KEY, fetchContracts, type MaintenanceContract } from '../api';
import { lazyPart } from '../../../shell/chunks';
import { TaskTable } from '../components/TaskTable';
import { contractPath } from '../paths';

// the form (with the kind's custom fields) loads when it is opened
const ContractModal = lazyPart(() => import('../components/ContractModal').then((m) => m.ContractModal));

const CONTRACT_LIST = defineList({ filters: contractListQuerySchema.pick({ keyword: true }) });

/** /maintenance: the maintenance contracts (searchable, paged in the URL) and every task by due date. */
export default function MaintenancePage() {
  const { t } = useTranslation();
  const can = useCan();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const list = useListState(CONTRACT_LIST);
  const [adding, setAdding] = useState(false);
  const columns: DataColumn<MaintenanceContract>[] = [
    {
      key: 'name',
      title: t('contracts.fields.name'),
      width: 200,
      render: (_v, c) => (
        <Link to={contractPath(c.id)} data-testid="contract-link">
          {c.name}
        </Link>
      ),
    },
    { key: 'customer', title: t('contracts.fields.customer'), dataIndex: 'customerName', width: 200 },
    { key: 'contractDate', title: t('contracts.fields.contractDate'), dataIndex: 'contractDate', width: 130 },
    { key: 'amount', title: t('contracts.fields.amount'), dataIndex: 'amount', width: 130, align: 'right' },
  ];
  const contracts = (
    <DataTable<MaintenanceContract, { keyword?: string }>
      tableId="maintenanceContracts"
      queryKey={M_CONTRACTS_KEY}
      fetchPage={fetchContracts}
      conditions={list.filters}
      list={list}
      columns={columns}
      rowKey="id"
      toolbar={
        <>
          <Input.Search
            allowClear
            defaultValue={list.filters.keyword}
            placeholder={t('contracts.maintenance.search')}
            onSearch={(v) => list.setFilters({ keyword: v.trim() || undefined })}
            style={{ width: 240 }}
          />
          {can(MAINTENANCE_ACCESS.contracts) && (
            <Button
              type="primary"
              icon={<PlusOutlined />}
              onClick={() => setAdding(true)}
              data-testid="contract-add"
            >
              {t('contracts.maintenance.add')}
            </Button>
          )}
        </>
      }
    />
  );
  return (
    <Card>
      <Tabs
        destroyOnHidden
        items={[
          { key: 'contracts', label: t('contracts.maintenance.contractsTab'), children: contracts },
          { key: 'tasks', label: t('contracts.maintenance.tasksTab'), children: <TaskTable /> },
        ]}
      />
      {adding && (
        <Suspense fallback={null}>
          <ContractModal
            onClose={() => setAdding(false)}
            onSaved={(id) => {
              setAdding(false);
              void queryClient.invalidateQueries({ queryKey: M_CONTRACTS_KEY });
              navigate(contractPath(id));
            }}
          />
        </Suspense>
      )}
    </Card>
  );
}

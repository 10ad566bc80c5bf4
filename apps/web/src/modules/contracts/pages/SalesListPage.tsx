import { Suspense, useState } from 'react';
import { Button, Card, Input, Select } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import {
  SALES_CONTRACT_ACCESS,
  SALES_STATE_LABELS,
  SALES_STATE_LIST,
  salesListQuerySchema,
} from '@fieldline/domain';
import { DataTable } from '../../../components/DataTable/DataTable';
import type { DataColumn } from '../../../components/DataTable/types';
import { defineList } from '../../../components/DataTable/list-state';
import { useListState } from '../../../components/DataTable/useListState';
import { useCan } from '../../../shell/session/useCan';
import { useLocale } from '../../../shell/useLocale';
import { SALES_KEY, fetchSales, type SalesContract } from '../api';
import { ProgressTag, SalesStateTag } from '../components/labels';
import { lazyPart } from '../../../shell/chunks';
import { salesDetailPath } from '../paths';

// the form (with the kind's custom fields) loads when it is opened
const SalesModal = lazyPart(() => import('../components/SalesModal').then((m) => m.SalesModal));

const SALES_LIST = defineList({ filters: salesListQuerySchema.pick({ keyword: true, state: true }) });

/** /salesContract: sales contracts (a salesperson's own), by state and keyword, kept in the URL. */
export default function SalesListPage() {
  const { t } = useTranslation();
  const locale = useLocale();
  const can = useCan();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const list = useListState(SALES_LIST);
  const [adding, setAdding] = useState(false);
  const columns: DataColumn<SalesContract>[] = [
    {
      key: 'contractNo',
      title: t('contracts.fields.contractNo'),
      width: 150,
      render: (_v, c) => (
        <Link to={salesDetailPath(c.id)} data-testid="sales-link">
          {c.contractNo}
        </Link>
      ),
    },
    { key: 'name', title: t('contracts.fields.name'), dataIndex: 'name', width: 200 },
    { key: 'customer', title: t('contracts.fields.customer'), dataIndex: 'customerName', width: 180 },
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
    { key: 'contractDate', title: t('contracts.fields.contractDate'), dataIndex: 'contractDate', width: 120 },
  ];
  return (
    <Card>
      <DataTable<SalesContract, { keyword?: string; state?: number }>
        tableId="salesContracts"
        queryKey={SALES_KEY}
        fetchPage={fetchSales}
        conditions={list.filters}
        list={list}
        columns={columns}
        rowKey="id"
        toolbar={
          <>
            <Input.Search
              allowClear
              defaultValue={list.filters.keyword}
              placeholder={t('contracts.sales.search')}
              onSearch={(v) => list.setFilters({ keyword: v.trim() || undefined })}
              style={{ width: 240 }}
            />
            <Select
              allowClear
              style={{ width: 160 }}
              placeholder={t('contracts.sales.state')}
              value={list.filters.state}
              onChange={(v) => list.setFilters({ state: v })}
              options={SALES_STATE_LIST.map((s) => ({ value: s, label: SALES_STATE_LABELS[s][locale] }))}
            />
            {can(SALES_CONTRACT_ACCESS.create) && (
              <Button
                type="primary"
                icon={<PlusOutlined />}
                onClick={() => setAdding(true)}
                data-testid="sales-add"
              >
                {t('contracts.sales.add')}
              </Button>
            )}
          </>
        }
      />
      {adding && (
        <Suspense fallback={null}>
          <SalesModal
            onClose={() => setAdding(false)}
            onSaved={(id) => {
              setAdding(false);
              void queryClient.invalidateQueries({ queryKey: SALES_KEY });
              navigate(salesDetailPath(id));
            }}
          />
        </Suspense>
      )}
    </Card>
  );
}

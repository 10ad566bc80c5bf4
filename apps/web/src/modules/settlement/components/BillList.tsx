import { useState } from 'react';
import { Button, Input, Select, Space } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { SETTLEMENT_ACCESS, type BillRow, type SettlementKind } from '@fieldline/domain';
import { DataTable } from '../../../components/DataTable/DataTable';
import type { DataColumn } from '../../../components/DataTable/types';
import { useCan } from '../../../shell/session/useCan';
import { BILLS_KEY, fetchBills } from '../api';
import { billDetailPath } from '../paths';
import { GenerateModal } from './GenerateModal';
import { BillStateTag, yuan } from './labels';

/** /personalCommission and /groupCommission: the bills of a kind, newest first; finance generates a cycle. */
export function BillList({ kind }: { kind: SettlementKind }) {
  const { t } = useTranslation();
  const can = useCan();
  const queryClient = useQueryClient();
  const [generating, setGenerating] = useState(false);
  const [conditions, setConditions] = useState<{ state?: number; keyword?: string }>({});
  const columns: DataColumn<BillRow>[] = [
    {
      key: 'billNo',
      title: t('settlement.bills.billNo'),
      width: 170,
      render: (_v, b) => (
        <Link to={billDetailPath(kind, b.id)} data-testid="bill-link">
          {b.billNo}
        </Link>
      ),
      exportValue: (b) => b.billNo,
    },
    { key: 'title', title: t('settlement.bills.title'), dataIndex: 'title', width: 220 },
    {
      key: 'payeeName',
      title: t(kind === 1 ? 'settlement.bills.person' : 'settlement.bills.team'),
      dataIndex: 'payeeName',
      width: 140,
    },
    {
      key: 'cycle',
      title: t('settlement.bills.cycle'),
      width: 150,
      render: (_v, b) => (
        <span data-testid="bill-cycle" data-start={b.cycleStart}>
          {t('settlement.bills.cycleText', { start: b.cycleStart, months: b.cycleMonths })}
        </span>
      ),
    },
    {
      key: 'amount',
      title: t('settlement.bills.amount'),
      width: 120,
      align: 'right',
      render: (_v, b) => yuan(b.amount),
      exportValue: (b) => b.amount,
    },
    { key: 'lineCount', title: t('settlement.bills.lines'), dataIndex: 'lineCount', width: 90 },
    {
      key: 'state',
      title: t('settlement.bills.state'),
      width: 100,
      render: (_v, b) => (
        <span data-testid="bill-row-state" data-state={b.state}>
          <BillStateTag state={b.state} />
        </span>
      ),
    },
    {
      key: 'createdAt',
      title: t('settlement.bills.createdAt'),
      width: 170,
      render: (_v, b) => new Date(b.createdAt).toLocaleString(),
    },
  ];
  return (
    <>
      <DataTable<BillRow, { state?: number; keyword?: string }>
        tableId={kind === 1 ? 'personalBills' : 'teamBills'}
        queryKey={[...BILLS_KEY, kind]}
        fetchPage={fetchBills(kind)}
        conditions={conditions}
        columns={columns}
        rowKey="id"
        exportName={t(kind === 1 ? 'settlement.bills.personalExport' : 'settlement.bills.teamExport')}
        toolbar={
          <Space wrap>
            {can(SETTLEMENT_ACCESS.settle) && (
              <Button type="primary" onClick={() => setGenerating(true)} data-testid="generate">
                {t('settlement.bills.generate')}
              </Button>
            )}
            <Select
              allowClear
              style={{ width: 140 }}
              placeholder={t('settlement.bills.state')}
              value={conditions.state}
              onChange={(state?: number) => setConditions((c) => ({ ...c, state }))}
              options={[1, 2].map((s) => ({ value: s, label: t(`settlement.billStates.${s as 1 | 2}`) }))}
            />
            <Input.Search
              allowClear
              maxLength={50}
              placeholder={t(kind === 1 ? 'settlement.bills.searchPerson' : 'settlement.bills.searchTeam')}
              onSearch={(keyword) => setConditions((c) => ({ ...c, keyword: keyword || undefined }))}
              style={{ width: 220 }}
            />
          </Space>
        }
      />
      {generating && (
        <GenerateModal
          kind={kind}
          onClose={() => setGenerating(false)}
          onDone={() => {
            setGenerating(false);
            void queryClient.invalidateQueries({ queryKey: BILLS_KEY });
          }}
        />
      )}
    </>
  );
}

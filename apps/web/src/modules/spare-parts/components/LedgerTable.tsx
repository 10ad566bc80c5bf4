import { Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { LedgerRow } from '@fieldline/domain';
import { DataTable } from '../../../components/DataTable/DataTable';
import type { DataColumn } from '../../../components/DataTable/types';
import { SPARE_KEY, fetchLedger, type LedgerQuery } from '../api';
import { signed, useSpareLabels } from './labels';

/** The movement ledger, newest first (/sparelog, /stockLog, allocations, scrap, a part's log). */
export function LedgerTable({
  query,
  tableId,
  toolbar,
}: {
  query: LedgerQuery;
  tableId: string;
  toolbar?: React.ReactNode;
}) {
  const { t } = useTranslation();
  const labels = useSpareLabels();
  const columns: DataColumn<LedgerRow>[] = [
    {
      key: 'createdAt',
      title: t('spareParts.fields.time'),
      width: 170,
      render: (_v, r) => new Date(r.createdAt).toLocaleString(),
    },
    {
      key: 'kind',
      title: t('spareParts.fields.kind'),
      width: 110,
      render: (_v, r) => <Tag>{labels.movement(r.kind)}</Tag>,
    },
    { key: 'part', title: t('spareParts.fields.part'), width: 180, render: (_v, r) => `${r.code} ${r.name}` },
    { key: 'holder', title: t('spareParts.fields.holder'), width: 130, dataIndex: 'holderName' },
    {
      key: 'delta',
      title: t('spareParts.fields.change'),
      width: 100,
      render: (_v, r) => (
        <Typography.Text type={r.delta.startsWith('-') ? 'danger' : 'success'} data-testid="ledger-delta">
          {signed(r.delta)}
        </Typography.Text>
      ),
    },
    { key: 'balance', title: t('spareParts.fields.balance'), width: 100, dataIndex: 'balance' },
    {
      key: 'reason',
      title: t('spareParts.fields.reason'),
      width: 140,
      render: (_v, r) => labels.reason(r.reason) || r.note,
    },
    { key: 'actor', title: t('spareParts.fields.actor'), width: 100, dataIndex: 'actorName' },
  ];
  return (
    <DataTable<LedgerRow, LedgerQuery>
      tableId={tableId}
      queryKey={[...SPARE_KEY, 'ledger']}
      fetchPage={fetchLedger}
      conditions={query}
      columns={columns}
      rowKey="id"
      toolbar={toolbar}
    />
  );
}

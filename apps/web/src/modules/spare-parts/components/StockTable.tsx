import { Button, Input, Space, Tag } from 'antd';
import { DownloadOutlined } from '@ant-design/icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { StockRow } from '@fieldline/domain';
import { Link } from 'react-router-dom';
import { DataTable } from '../../../components/DataTable/DataTable';
import type { DataColumn } from '../../../components/DataTable/types';
import { SPARE_KEY, exportStock, fetchStock, type StockQuery } from '../api';
import { runAction } from '../../../shell/submit';
import { showToast } from '../../../shell/notify';
import { startDownloadPolling } from '../../../shell/downloads/center';
import type { PageQuery } from '@fieldline/domain';

type Row = StockRow & { key: string };
const fetchRows = (q: PageQuery & StockQuery) =>
  fetchStock(q).then((page) => ({
    ...page,
    list: page.list.map((r) => ({ ...r, key: `${r.holderKind}-${r.holderId}-${r.partId}` })),
  }));
import { partDetailPath } from '../paths';
import { WarehouseSelect } from './pickers';

/** Stock per part of the warehouses or of the engineers (/spareStock, /sparewarning, /spareDistributed). */
export function StockTable({
  query,
  tableId,
  toolbar,
}: {
  query: StockQuery;
  tableId: string;
  toolbar?: React.ReactNode;
}) {
  const { t } = useTranslation();
  const [holderId, setHolderId] = useState<number>();
  const [keyword, setKeyword] = useState<string>();
  const warehouses = query.holderKind !== 2;
  const columns: DataColumn<Row>[] = [
    {
      key: 'code',
      title: t('spareParts.fields.code'),
      width: 110,
      render: (_v, r) => <Link to={partDetailPath(r.partId)}>{r.code}</Link>,
    },
    { key: 'name', title: t('spareParts.fields.name'), width: 160, dataIndex: 'name' },
    { key: 'model', title: t('spareParts.fields.model'), width: 120, dataIndex: 'model' },
    {
      key: 'holder',
      title: t(warehouses ? 'spareParts.fields.warehouse' : 'spareParts.fields.person'),
      width: 130,
      dataIndex: 'holderName',
    },
    {
      key: 'quantity',
      title: t('spareParts.fields.stock'),
      width: 110,
      render: (_v, r) =>
        Number(r.alertQty) > 0 && Number(r.quantity) <= Number(r.alertQty) ? (
          <Tag color="red">{r.quantity}</Tag>
        ) : (
          r.quantity
        ),
    },
    { key: 'unit', title: t('spareParts.fields.unit'), width: 70, dataIndex: 'unit' },
    { key: 'alertQty', title: t('spareParts.fields.alertQty'), width: 100, dataIndex: 'alertQty' },
  ];
  const conditions = { ...query, ...(holderId ? { holderId } : {}), ...(keyword ? { keyword } : {}) };
  /** The rows on screen (its filters) go to the download centre as .xlsx. */
  const runExport = async () => {
    if (!(await runAction(() => exportStock(conditions)))) return;
    showToast('success', t('spareParts.import.exportStarted'));
    startDownloadPolling();
  };
  return (
    <DataTable<Row, StockQuery>
      tableId={tableId}
      queryKey={[...SPARE_KEY, 'stock']}
      fetchPage={fetchRows}
      conditions={conditions}
      columns={columns}
      rowKey="key"
      toolbar={
        <Space wrap>
          {warehouses && (
            <WarehouseSelect value={holderId} onChange={setHolderId} allowClear testId="stock-warehouse" />
          )}
          <Input.Search
            allowClear
            placeholder={t('spareParts.common.searchPart')}
            onSearch={(v) => setKeyword(v || undefined)}
            style={{ width: 200 }}
          />
          <Button icon={<DownloadOutlined />} onClick={() => void runExport()} data-testid="stock-export">
            {t('spareParts.import.export')}
          </Button>
          {toolbar}
        </Space>
      }
    />
  );
}

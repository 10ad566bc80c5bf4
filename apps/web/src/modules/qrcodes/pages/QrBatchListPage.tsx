import { useState } from 'react';
import { Button, Card, Progress, Space, Typography } from 'antd';
import { PlusOutlined, PrinterOutlined } from '@ant-design/icons';
import dayjs from 'dayjs';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import type { QrBatchRow } from '@fieldline/domain';
import { DataTable } from '../../../components/DataTable/DataTable';
import { KEYWORD_LIST } from '../../../components/DataTable/list-state';
import { ListKeyword } from '../../../components/DataTable/ListKeyword';
import { useListState } from '../../../components/DataTable/useListState';
import type { DataColumn } from '../../../components/DataTable/types';
import { showToast } from '../../../shell/notify';
import { BATCH_LIST_KEY, QR_KEY, fetchBatches } from '../api';
import { BatchFormModal } from '../components/BatchFormModal';
import { batchCodesPath } from '../paths';

/** /qrCodeSetting: QR code batches with how many codes are used; generate a batch, open or print its codes. */
export default function QrBatchListPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const list = useListState(KEYWORD_LIST);
  const { keyword } = list.filters;
  const [adding, setAdding] = useState(false);

  const columns: DataColumn<QrBatchRow>[] = [
    {
      key: 'name',
      title: t('qrcodes.batch.name'),
      dataIndex: 'name',
      width: 220,
      render: (name: string, row) => (
        <Typography.Link onClick={() => navigate(batchCodesPath(row.id))} data-testid="batch-open">
          {name}
        </Typography.Link>
      ),
    },
    { key: 'count', title: t('qrcodes.batch.count'), dataIndex: 'count', width: 100 },
    {
      key: 'used',
      title: t('qrcodes.batch.used'),
      width: 200,
      render: (_v, row) => (
        <Progress
          percent={Math.round((row.usedCount / Math.max(row.count, 1)) * 100)}
          format={() => `${row.usedCount}/${row.count}`}
          size="small"
        />
      ),
      exportValue: (row) => row.usedCount,
    },
    { key: 'createdBy', title: t('qrcodes.batch.createdBy'), dataIndex: 'createdByName', width: 120 },
    {
      key: 'createdAt',
      title: t('qrcodes.batch.createdAt'),
      dataIndex: 'createdAt',
      width: 170,
      render: (v: string) => dayjs(v).format('YYYY-MM-DD HH:mm'),
    },
    {
      title: t('equipment.actions.actions'),
      width: 220,
      render: (_v, row) => (
        <Space size={0}>
          <Button type="link" size="small" onClick={() => navigate(batchCodesPath(row.id))}>
            {t('qrcodes.batch.codes')}
          </Button>
          <Button
            type="link"
            size="small"
            icon={<PrinterOutlined />}
            onClick={() => navigate(batchCodesPath(row.id, true))}
          >
            {t('qrcodes.batch.print')}
          </Button>
        </Space>
      ),
    },
  ];

  return (
    <Card
      title={t('qrcodes.routes.qrCodeSetting')}
      extra={
        <Button
          type="primary"
          icon={<PlusOutlined />}
          onClick={() => setAdding(true)}
          data-testid="batch-add"
        >
          {t('qrcodes.batch.generate')}
        </Button>
      }
    >
      <DataTable<QrBatchRow, { keyword?: string }>
        tableId="qrBatches"
        queryKey={BATCH_LIST_KEY}
        fetchPage={fetchBatches}
        conditions={{ keyword }}
        list={list}
        columns={columns}
        rowKey="id"
        toolbar={
          <ListKeyword
            value={keyword}
            onChange={(next) => list.setFilters({ keyword: next })}
            placeholder={t('qrcodes.batch.keyword')}
            aria-label={t('qrcodes.batch.keyword')}
            style={{ width: 240 }}
          />
        }
      />
      {adding && (
        <BatchFormModal
          onClose={() => setAdding(false)}
          onDone={(id, count) => {
            setAdding(false);
            showToast('success', t('qrcodes.batch.generated', { count }));
            void queryClient.invalidateQueries({ queryKey: [QR_KEY] });
            navigate(batchCodesPath(id));
          }}
        />
      )}
    </Card>
  );
}

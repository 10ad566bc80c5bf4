import { Button, Card, Input, Popconfirm, Select, Space, Spin } from 'antd';
import { DownloadOutlined, PlusOutlined, UploadOutlined } from '@ant-design/icons';
import { Suspense, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { SPARE_ACCESS, type SparePart } from '@fieldline/domain';
import { DataTable } from '../../../components/DataTable/DataTable';
import type { DataColumn } from '../../../components/DataTable/types';
import { runAction } from '../../../shell/submit';
import { showToast } from '../../../shell/notify';
import { startDownloadPolling } from '../../../shell/downloads/center';
import { useCan } from '../../../shell/session/useCan';
import { SPARE_KEY, deletePart, exportParts, fetchParts, fetchTypes } from '../api';
import { lazyPart } from '../../../shell/chunks';
import { partDetailPath } from '../paths';

// The dialogs load when first opened: the import's upload and the form's custom-field controls.
const PartImportModal = lazyPart(() =>
  import('../components/PartImportModal').then((m) => m.PartImportModal),
);
const PartModal = lazyPart(() => import('../components/PartModal').then((m) => m.PartModal));

type Query = { keyword?: string; typeId?: number };

/** /spareList: the catalogue with its genuine stock; add, edit and delete for 10507. */
export default function PartListPage() {
  const { t } = useTranslation();
  const can = useCan();
  const queryClient = useQueryClient();
  const [query, setQuery] = useState<Query>({});
  const [editing, setEditing] = useState<SparePart | 'new'>();
  const [importing, setImporting] = useState(false);
  const runExport = async () => {
    if (!(await runAction(() => exportParts(query)))) return;
    showToast('success', t('spareParts.import.exportStarted'));
    startDownloadPolling();
  };
  const manage = can(SPARE_ACCESS.settings);
  const { data: types } = useQuery({
    queryKey: [...SPARE_KEY, 'typeOptions'],
    queryFn: () => fetchTypes({ pageSize: 500, pageIndex: 0 }),
  });
  const remove = async (p: SparePart) => {
    if (await runAction(() => deletePart(p.id))) void queryClient.invalidateQueries({ queryKey: SPARE_KEY });
  };
  const columns: DataColumn<SparePart>[] = [
    {
      key: 'code',
      title: t('spareParts.fields.code'),
      width: 110,
      render: (_v, p) => <Link to={partDetailPath(p.id)}>{p.code}</Link>,
    },
    { key: 'name', title: t('spareParts.fields.name'), width: 150, dataIndex: 'name' },
    { key: 'type', title: t('spareParts.fields.type'), width: 100, dataIndex: 'typeName' },
    { key: 'model', title: t('spareParts.fields.model'), width: 120, dataIndex: 'model' },
    { key: 'unit', title: t('spareParts.fields.unit'), width: 70, dataIndex: 'unit' },
    { key: 'salePrice', title: t('spareParts.fields.salePrice'), width: 100, dataIndex: 'salePrice' },
    { key: 'costPrice', title: t('spareParts.fields.costPrice'), width: 100, dataIndex: 'costPrice' },
    { key: 'stock', title: t('spareParts.fields.stock'), width: 90, dataIndex: 'stock' },
    { key: 'alertQty', title: t('spareParts.fields.alertQty'), width: 100, dataIndex: 'alertQty' },
    ...(manage
      ? [
          {
            title: t('spareParts.common.actions'),
            width: 130,
            render: (_v: unknown, p: SparePart) => (
              <Space size={0}>
                <Button type="link" size="small" onClick={() => setEditing(p)}>
                  {t('spareParts.common.edit')}
                </Button>
                <Popconfirm
                  title={t('spareParts.parts.deleteConfirm', { name: p.name })}
                  onConfirm={() => void remove(p)}
                  okText={t('spareParts.common.delete')}
                  cancelText={t('spareParts.common.cancel')}
                  okButtonProps={{ danger: true }}
                >
                  <Button type="link" size="small" danger>
                    {t('spareParts.common.delete')}
                  </Button>
                </Popconfirm>
              </Space>
            ),
          },
        ]
      : []),
  ];
  return (
    <Card title={t('spareParts.routes.spareList')}>
      <DataTable<SparePart, Query>
        tableId="spareParts"
        queryKey={[...SPARE_KEY, 'parts']}
        fetchPage={fetchParts}
        conditions={query}
        columns={columns}
        rowKey="id"
        exportName={t('spareParts.routes.spareList')}
        toolbar={
          <Space wrap>
            <Input.Search
              allowClear
              placeholder={t('spareParts.common.searchPart')}
              onSearch={(v) => setQuery((q) => ({ ...q, keyword: v || undefined }))}
              style={{ width: 220 }}
            />
            <Select
              allowClear
              placeholder={t('spareParts.fields.type')}
              style={{ width: 140 }}
              options={types?.list.map((y) => ({ value: y.id, label: y.name }))}
              onChange={(typeId?: number) => setQuery((q) => ({ ...q, typeId }))}
            />
            <Button icon={<DownloadOutlined />} onClick={() => void runExport()} data-testid="part-export">
              {t('spareParts.import.export')}
            </Button>
            {manage && (
              <Button icon={<UploadOutlined />} onClick={() => setImporting(true)} data-testid="part-import">
                {t('spareParts.import.title')}
              </Button>
            )}
            {manage && (
              <Button
                type="primary"
                icon={<PlusOutlined />}
                onClick={() => setEditing('new')}
                data-testid="part-add"
              >
                {t('spareParts.parts.add')}
              </Button>
            )}
          </Space>
        }
      />
      {importing && (
        <Suspense fallback={<Spin fullscreen />}>
          <PartImportModal
            onClose={() => setImporting(false)}
            onImported={() => void queryClient.invalidateQueries({ queryKey: SPARE_KEY })}
          />
        </Suspense>
      )}
      {editing && (
        <Suspense fallback={<Spin fullscreen />}>
          <PartModal part={editing === 'new' ? undefined : editing} onClose={() => setEditing(undefined)} />
        </Suspense>
      )}
    </Card>
  );
}

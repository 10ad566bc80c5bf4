import { useRef, useState } from 'react';
import { Button, Card, Popconfirm, Space, Tag } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../../../components/DataTable/DataTable';
import { KEYWORD_LIST } from '../../../components/DataTable/list-state';
import { ListKeyword } from '../../../components/DataTable/ListKeyword';
import { useListState } from '../../../components/DataTable/useListState';
import type { DataColumn, DataTableHandle } from '../../../components/DataTable/types';
import { showToast } from '../../../shell/notify';
import { PROVIDERS_QUERY_KEY, deleteProvider, fetchProviders, type ProviderRow } from '../api';
import { ProviderFormModal } from '../components/ProviderFormModal';
import { ProviderStaffModal } from '../components/ProviderStaffModal';
import { runAction } from '../../../shell/submit';

type Dialog = { kind: 'form'; provider?: ProviderRow } | { kind: 'staff'; provider: ProviderRow };

/** /outsourceManagement: outsourced provider companies and their staff. */
export default function OutsourcePage() {
  const { t } = useTranslation();
  const table = useRef<DataTableHandle>(null);
  const list = useListState(KEYWORD_LIST);
  const { keyword } = list.filters;
  const [dialog, setDialog] = useState<Dialog | null>(null);

  const remove = async (p: ProviderRow) => {
    if (!(await runAction(() => deleteProvider(p.id)))) return;
    showToast('success', t('organization.common.deleted'));
    table.current?.reload();
  };
  const columns: DataColumn<ProviderRow>[] = [
    { key: 'name', title: t('organization.provider.name'), dataIndex: 'name', width: 200 },
    {
      key: 'contactName',
      title: t('organization.provider.contactName'),
      dataIndex: 'contactName',
      width: 140,
    },
    {
      key: 'contactPhone',
      title: t('organization.provider.contactPhone'),
      dataIndex: 'contactPhone',
      width: 140,
    },
    { key: 'staff', title: t('organization.provider.staffCount'), dataIndex: 'staffCount', width: 100 },
    {
      key: 'enabled',
      title: t('organization.user.enabled'),
      dataIndex: 'enabled',
      width: 100,
      render: (on: boolean) => (
        <Tag color={on ? 'green' : 'default'}>
          {on ? t('organization.user.on') : t('organization.user.off')}
        </Tag>
      ),
    },
    {
      title: t('organization.common.actions'),
      width: 240,
      render: (_v, p) => (
        <Space size={0}>
          <Button type="link" size="small" onClick={() => setDialog({ kind: 'staff', provider: p })}>
            {t('organization.provider.staff')}
          </Button>
          <Button type="link" size="small" onClick={() => setDialog({ kind: 'form', provider: p })}>
            {t('organization.common.edit')}
          </Button>
          <Popconfirm
            title={t('organization.provider.deleteConfirm', { name: p.name })}
            okText={t('organization.common.delete')}
            okButtonProps={{ danger: true }}
            cancelText={t('organization.common.cancel')}
            onConfirm={() => remove(p)}
          >
            <Button type="link" size="small" danger>
              {t('organization.common.delete')}
            </Button>
          </Popconfirm>
        </Space>
      ),
    },
  ];

  return (
    <Card title={t('organization.provider.title')}>
      <DataTable<ProviderRow, { keyword?: string }>
        ref={table}
        tableId="providers"
        queryKey={PROVIDERS_QUERY_KEY}
        fetchPage={fetchProviders}
        conditions={{ keyword }}
        list={list}
        columns={columns}
        rowKey="id"
        toolbar={
          <Space wrap>
            <ListKeyword
              value={keyword}
              onChange={(next) => list.setFilters({ keyword: next })}
              placeholder={t('organization.provider.keyword')}
              style={{ width: 220 }}
            />
            <Button
              type="primary"
              icon={<PlusOutlined />}
              onClick={() => setDialog({ kind: 'form' })}
              data-testid="provider-add"
            >
              {t('organization.provider.addTitle')}
            </Button>
          </Space>
        }
      />
      {dialog?.kind === 'form' && (
        <ProviderFormModal
          provider={dialog.provider}
          onClose={() => setDialog(null)}
          onDone={() => {
            setDialog(null);
            showToast('success', t('organization.common.saved'));
            table.current?.reload();
          }}
        />
      )}
      {dialog?.kind === 'staff' && (
        <ProviderStaffModal
          provider={dialog.provider}
          onClose={() => {
            setDialog(null);
            table.current?.reload();
          }}
        />
      )}
    </Card>
  );
}

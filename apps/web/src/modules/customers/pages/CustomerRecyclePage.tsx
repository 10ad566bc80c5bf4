import { Button, Popconfirm, Space } from 'antd';
import dayjs from 'dayjs';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { CustomerRow } from '@fieldline/domain';
import { DataTable } from '../../../components/DataTable/DataTable';
import { KEYWORD_LIST } from '../../../components/DataTable/list-state';
import { ListKeyword } from '../../../components/DataTable/ListKeyword';
import { useListState } from '../../../components/DataTable/useListState';
import type { DataColumn } from '../../../components/DataTable/types';
import { showToast } from '../../../shell/notify';
import { useSession } from '../../../shell/session/useSession';
import { runAction } from '../../../shell/submit';
import { CUSTOMERS_KEY, RECYCLE_LIST_KEY, fetchRecycleBin, purgeCustomers, restoreCustomers } from '../api';

/**
 * /customerRecycle: customers deleted to the recycle bin; restore them (refused when the name is
 * taken meanwhile), or, as an administrator, delete them for good.
 */
export default function CustomerRecyclePage() {
  const { t } = useTranslation();
  const { user } = useSession();
  const queryClient = useQueryClient();
  const list = useListState(KEYWORD_LIST);
  const { keyword } = list.filters;
  const reload = () => void queryClient.invalidateQueries({ queryKey: [CUSTOMERS_KEY] });
  const restore = async (row: CustomerRow) => {
    if (!(await runAction(() => restoreCustomers([row.id])))) return;
    showToast('success', t('customers.recycle.restored'));
    reload();
  };
  const purge = async (row: CustomerRow) => {
    if (!(await runAction(() => purgeCustomers([row.id])))) return;
    showToast('success', t('customers.recycle.purged'));
    reload();
  };
  const when = (at?: string | null) => (at ? dayjs(at).format('YYYY-MM-DD HH:mm') : t('none'));

  const columns: DataColumn<CustomerRow>[] = [
    { key: 'name', title: t('customers.fields.name'), dataIndex: 'name', width: 240 },
    { key: 'contactName', title: t('customers.contact.name'), dataIndex: 'contactName', width: 150 },
    { key: 'contactPhone', title: t('customers.contact.phone'), dataIndex: 'contactPhone', width: 150 },
    { key: 'owner', title: t('customers.fields.owner'), dataIndex: 'ownerName', width: 150 },
    {
      key: 'deletedAt',
      title: t('customers.recycle.deletedAt'),
      dataIndex: 'deletedAt',
      width: 170,
      render: (at: string | null) => when(at),
      exportValue: (row) => when(row.deletedAt),
    },
    {
      title: t('customers.common.actions'),
      fixed: 'right',
      width: 180,
      render: (_v, row) => (
        <Space size={0}>
          <Popconfirm
            title={t('customers.recycle.restoreConfirm', { name: row.name })}
            onConfirm={() => restore(row)}
            okText={t('customers.common.ok')}
            cancelText={t('customers.common.cancel')}
          >
            <Button type="link" size="small" data-testid={`customer-restore-${row.id}`}>
              {t('customers.recycle.restore')}
            </Button>
          </Popconfirm>
          {user?.admin && (
            <Popconfirm
              title={t('customers.recycle.purgeConfirm', { name: row.name })}
              onConfirm={() => purge(row)}
              okText={t('customers.common.ok')}
              cancelText={t('customers.common.cancel')}
              okButtonProps={{ danger: true }}
            >
              <Button type="link" size="small" danger data-testid={`customer-purge-${row.id}`}>
                {t('customers.recycle.purge')}
              </Button>
            </Popconfirm>
          )}
        </Space>
      ),
    },
  ];

  return (
    <DataTable<CustomerRow, { keyword?: string }>
      tableId="customerRecycle"
      queryKey={RECYCLE_LIST_KEY}
      fetchPage={fetchRecycleBin}
      conditions={{ keyword }}
      list={list}
      columns={columns}
      rowKey="id"
      toolbar={
        <ListKeyword
          value={keyword}
          onChange={(next) => list.setFilters({ keyword: next })}
          placeholder={t('customers.list.keyword')}
          aria-label={t('customers.list.keyword')}
          style={{ width: 260 }}
          data-testid="recycle-keyword"
        />
      }
    />
  );
}

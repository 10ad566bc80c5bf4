import { useRef, useState } from 'react';
import { Button, Input, Popconfirm, Space, Tag } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../../../components/DataTable/DataTable';
import type { DataColumn, DataTableHandle } from '../../../components/DataTable/types';
import { showToast } from '../../../shell/notify';
import { ROLES_QUERY_KEY, deleteRole, fetchRoles, restoreRole, type RoleRow } from '../api';
import { runAction } from '../../../shell/submit';
import { useLocale } from '../hooks/useOrg';
import { roleDisplayName } from '../tree';
import { RoleEditorModal } from './RoleEditorModal';

/** Roles and permissions: built-in and custom roles, their data scope, permissions and users. */
export function RolePanel() {
  const { t } = useTranslation();
  const locale = useLocale();
  const queryClient = useQueryClient();
  const table = useRef<DataTableHandle>(null);
  const [editing, setEditing] = useState<RoleRow | 'new' | null>(null);
  const [keyword, setKeyword] = useState('');

  const reload = () => {
    table.current?.reload();
    void queryClient.invalidateQueries({ queryKey: ['role'] });
  };
  const act = async (call: () => Promise<unknown>, done: string) => {
    if (!(await runAction(call))) return;
    showToast('success', done);
    reload();
  };

  const columns: DataColumn<RoleRow>[] = [
    {
      key: 'name',
      title: t('organization.role.name'),
      width: 200,
      render: (_v, r) => roleDisplayName(r, locale),
    },
    {
      key: 'kind',
      title: t('organization.role.kind'),
      width: 120,
      render: (_v, r) => (
        <Tag color={r.builtIn ? 'blue' : 'purple'}>
          {r.builtIn ? t('organization.role.builtIn') : t('organization.role.custom')}
        </Tag>
      ),
    },
    {
      key: 'dataScope',
      title: t('organization.role.dataScope'),
      width: 140,
      render: (_v, r) => t(`organization.role.scopes.${r.dataScope}`),
    },
    {
      key: 'permissions',
      title: t('organization.role.permissionCount'),
      width: 120,
      render: (_v, r) => r.permissions.length,
    },
    { key: 'users', title: t('organization.role.userCount'), dataIndex: 'userCount', width: 100 },
    {
      title: t('organization.common.actions'),
      width: 220,
      render: (_v, r) => (
        <Space size={0}>
          <Button type="link" size="small" onClick={() => setEditing(r)} data-testid="role-edit">
            {t('organization.common.edit')}
          </Button>
          {r.builtIn ? (
            <Popconfirm
              title={t('organization.role.restoreConfirm', { name: roleDisplayName(r, locale) })}
              okText={t('organization.common.confirm')}
              cancelText={t('organization.common.cancel')}
              onConfirm={() => act(() => restoreRole(r.id), t('organization.role.restored'))}
            >
              <Button type="link" size="small">
                {t('organization.role.restore')}
              </Button>
            </Popconfirm>
          ) : (
            <Popconfirm
              title={t('organization.role.deleteConfirm', { name: r.name })}
              okText={t('organization.common.delete')}
              okButtonProps={{ danger: true }}
              cancelText={t('organization.common.cancel')}
              onConfirm={() => act(() => deleteRole(r.id), t('organization.common.deleted'))}
            >
              <Button type="link" size="small" danger>
                {t('organization.common.delete')}
              </Button>
            </Popconfirm>
          )}
        </Space>
      ),
    },
  ];

  return (
    <>
      <DataTable<RoleRow, { keyword?: string }>
        ref={table}
        conditions={{ keyword: keyword || undefined }}
        tableId="roles"
        queryKey={ROLES_QUERY_KEY}
        fetchPage={fetchRoles}
        columns={columns}
        rowKey="id"
        toolbar={
          <Space wrap>
            <Input.Search
              allowClear
              onSearch={(v) => setKeyword(v.trim())}
              placeholder={t('organization.role.keyword')}
              style={{ width: 220 }}
              data-testid="role-keyword"
            />
            <Button
              type="primary"
              icon={<PlusOutlined />}
              onClick={() => setEditing('new')}
              data-testid="role-add"
            >
              {t('organization.role.addTitle')}
            </Button>
          </Space>
        }
      />
      {editing && (
        <RoleEditorModal
          role={editing === 'new' ? undefined : editing}
          onClose={() => setEditing(null)}
          onDone={() => {
            setEditing(null);
            showToast('success', t('organization.common.saved'));
            reload();
          }}
        />
      )}
    </>
  );
}

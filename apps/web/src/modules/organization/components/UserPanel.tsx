import { useRef, useState } from 'react';
import { Button, Select, Space, Tag } from 'antd';
import { DownloadOutlined, UserAddOutlined } from '@ant-design/icons';
import dayjs from 'dayjs';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ORG_ACCESS } from '@fieldline/domain';
import { DataTable } from '../../../components/DataTable/DataTable';
import type { DataColumn, DataTableHandle } from '../../../components/DataTable/types';
import { ListKeyword } from '../../../components/DataTable/ListKeyword';
import type { ListHandle } from '../../../components/DataTable/useListState';
import type { USER_LIST } from '../lists';
import { startDownloadPolling } from '../../../shell/downloads/center';
import { showToast } from '../../../shell/notify';
import {
  DEPARTMENTS_QUERY_KEY,
  USERS_QUERY_KEY,
  exportUsers,
  fetchUsers,
  type UserConditions,
  type UserRow,
} from '../api';
import { runAction } from '../../../shell/submit';
import { useCan } from '../hooks/useOrg';
import { InitialPasswordModal } from './InitialPasswordModal';
import { UserActions, type UserDialog } from './UserActions';
import { UserFormModal } from './UserFormModal';
import { HandoverModal } from './HandoverModal';
import { ResetPasswordModal } from './ResetPasswordModal';

type EnabledFilter = 'all' | 'enabled' | 'disabled';
const ENABLED: Record<EnabledFilter, boolean | undefined> = {
  all: undefined,
  enabled: true,
  disabled: false,
};
const enabledFilter = (on: boolean | undefined): EnabledFilter =>
  on === undefined ? 'all' : on ? 'enabled' : 'disabled';

/**
 * The users of the selected department (with its sub-departments). The department, keyword, state
 * and page live in the URL (USER_LIST), so links, the tab bar and Back carry them.
 */
export function UserPanel({ list }: { list: ListHandle<(typeof USER_LIST)['filters']> }) {
  const { t } = useTranslation();
  const can = useCan();
  const queryClient = useQueryClient();
  const table = useRef<DataTableHandle>(null);
  const { keyword, enabled, departmentId } = list.filters;
  const [dialog, setDialog] = useState<UserDialog | null>(null);
  const [initialPassword, setInitialPassword] = useState<string | null>(null);
  const conditions: UserConditions = { keyword, enabled, departmentId };

  const reload = () => {
    table.current?.reload();
    void queryClient.invalidateQueries({ queryKey: USERS_QUERY_KEY });
    void queryClient.invalidateQueries({ queryKey: DEPARTMENTS_QUERY_KEY });
  };
  const runExport = async () => {
    if (!(await runAction(() => exportUsers(conditions)))) return;
    showToast('success', t('organization.user.exportStarted'));
    startDownloadPolling();
  };

  const statusText = (on: boolean) => (on ? t('organization.user.on') : t('organization.user.off'));
  const columns: DataColumn<UserRow>[] = [
    { key: 'name', title: t('organization.user.name'), dataIndex: 'name', width: 160 },
    { key: 'phone', title: t('organization.user.phone'), dataIndex: 'phone', width: 160 },
    { key: 'department', title: t('organization.user.department'), dataIndex: 'departmentName', width: 220 },
    {
      key: 'enabled',
      title: t('organization.user.enabled'),
      dataIndex: 'enabled',
      width: 120,
      render: (on: boolean) => <Tag color={on ? 'green' : 'default'}>{statusText(on)}</Tag>,
      exportValue: (row) => statusText(row.enabled),
    },
    {
      key: 'createdAt',
      title: t('organization.user.createdAt'),
      dataIndex: 'createdAt',
      width: 180,
      render: (at: string) => dayjs(at).format('YYYY-MM-DD HH:mm'),
      exportValue: (row) => dayjs(row.createdAt).format('YYYY-MM-DD HH:mm'),
    },
    {
      title: t('organization.common.actions'),
      fixed: 'right',
      width: 260,
      render: (_v, row) => <UserActions user={row} onOpen={setDialog} onChanged={reload} />,
    },
  ];

  return (
    <>
      <DataTable<UserRow, UserConditions>
        ref={table}
        tableId="users"
        queryKey={USERS_QUERY_KEY}
        fetchPage={fetchUsers}
        conditions={conditions}
        list={list}
        columns={columns}
        rowKey="id"
        resizable
        exportName={t('routes.organizationalStructure')}
        toolbar={
          <Space wrap>
            <ListKeyword
              value={keyword}
              onChange={(next) => list.setFilters({ keyword: next })}
              placeholder={t('organization.user.keyword')}
              aria-label={t('organization.user.keyword')}
              style={{ width: 240 }}
              data-testid="personnel-keyword"
            />
            <Select<EnabledFilter>
              value={enabledFilter(enabled)}
              onChange={(v) => list.setFilters({ enabled: ENABLED[v] })}
              style={{ width: 130 }}
              aria-label={t('organization.user.enabled')}
              options={[
                { value: 'all', label: t('organization.user.allStates') },
                { value: 'enabled', label: t('organization.user.on') },
                { value: 'disabled', label: t('organization.user.off') },
              ]}
            />
            {can(ORG_ACCESS.userEdit) && (
              <Button
                type="primary"
                icon={<UserAddOutlined />}
                onClick={() => setDialog({ kind: 'add' })}
                data-testid="user-add"
              >
                {t('organization.user.addTitle')}
              </Button>
            )}
            <Button icon={<DownloadOutlined />} onClick={() => void runExport()} data-testid="user-export">
              {t('organization.user.export')}
            </Button>
          </Space>
        }
      />
      {(dialog?.kind === 'add' || dialog?.kind === 'edit') && (
        <UserFormModal
          userId={dialog.kind === 'edit' ? dialog.user.id : undefined}
          departmentId={departmentId}
          onClose={() => setDialog(null)}
          onDone={(password) => {
            setDialog(null);
            showToast('success', t('organization.common.saved'));
            if (password) setInitialPassword(password);
            reload();
          }}
        />
      )}
      {dialog?.kind === 'password' && (
        <ResetPasswordModal user={dialog.user} onClose={() => setDialog(null)} />
      )}
      {dialog?.kind === 'handover' && (
        <HandoverModal user={dialog.user} onClose={() => setDialog(null)} onDone={reload} />
      )}
      {initialPassword && (
        <InitialPasswordModal password={initialPassword} onClose={() => setInitialPassword(null)} />
      )}
    </>
  );
}

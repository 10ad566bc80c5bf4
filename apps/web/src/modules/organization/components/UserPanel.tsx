import { useRef, useState } from 'react';
import { Button, Input, Select, Space, Tag } from 'antd';
import { DownloadOutlined, UserAddOutlined } from '@ant-design/icons';
import dayjs from 'dayjs';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { ORG_ACCESS } from '@fieldline/domain';
import { DataTable } from '../../../components/DataTable/DataTable';
import type { DataColumn, DataTableHandle } from '../../../components/DataTable/types';
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
import { runAction } from '../hooks/submit';
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

/**
 * The users of the selected department (with its sub-departments). The keyword lives in the
 * address (`?keyword=`), so links and the tab can carry it.
 */
export function UserPanel({ departmentId }: { departmentId?: number }) {
  const { t } = useTranslation();
  const can = useCan();
  const queryClient = useQueryClient();
  const table = useRef<DataTableHandle>(null);
  const [params, setParams] = useSearchParams();
  const keyword = params.get('keyword') ?? '';
  const [draft, setDraft] = useState(keyword);
  // A link or the tab bar may bring another keyword while the page stays mounted.
  const [shownKeyword, setShownKeyword] = useState(keyword);
  if (shownKeyword !== keyword) {
    setShownKeyword(keyword);
    setDraft(keyword);
  }
  const [enabled, setEnabled] = useState<EnabledFilter>('all');
  const [dialog, setDialog] = useState<UserDialog | null>(null);
  const [initialPassword, setInitialPassword] = useState<string | null>(null);
  const conditions: UserConditions = {
    keyword: keyword || undefined,
    enabled: ENABLED[enabled],
    departmentId,
  };

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
        columns={columns}
        rowKey="id"
        resizable
        exportName={t('routes.organizationalStructure')}
        toolbar={
          <Space wrap>
            <Input.Search
              value={draft}
              onChange={(e) => setDraft(e.target.value)}
              onSearch={(text) => {
                const next = text.trim();
                setParams(next ? { keyword: next } : {}, { replace: true });
              }}
              allowClear
              placeholder={t('organization.user.keyword')}
              aria-label={t('organization.user.keyword')}
              style={{ width: 240 }}
              data-testid="personnel-keyword"
            />
            <Select<EnabledFilter>
              value={enabled}
              onChange={setEnabled}
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

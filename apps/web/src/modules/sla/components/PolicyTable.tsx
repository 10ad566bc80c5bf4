import { Button, ConfigProvider, Empty, Popconfirm, Space, Tag, Typography } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import type { SlaPolicy } from '@fieldline/domain';
import { DataTable } from '../../../components/DataTable/DataTable';
import type { DataColumn } from '../../../components/DataTable/types';
import { showToast } from '../../../shell/notify';
import { runAction } from '../../../shell/submit';
import { POLICIES_KEY, deletePolicy, fetchPolicies } from '../api';
import { NEW_POLICY, policyPath } from '../paths';
import { useDuration } from './labels';

/** The SLA policies, newest first, with what they match and their step targets; add, edit, delete. */
export function PolicyTable() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const duration = useDuration();
  const remove = async (p: SlaPolicy) => {
    if (await runAction(() => deletePolicy(p.id))) {
      showToast('success', t('sla.policies.deleted'));
      void queryClient.invalidateQueries({ queryKey: POLICIES_KEY });
    }
  };
  const columns: DataColumn<SlaPolicy>[] = [
    { key: 'name', title: t('sla.policies.name'), dataIndex: 'name', width: 180 },
    {
      key: 'objectKind',
      title: t('sla.policies.objectKind'),
      width: 110,
      render: (_v, p) => t(`sla.objectKinds.${p.objectKind}`),
    },
    {
      key: 'enabled',
      title: t('sla.policies.enabled'),
      width: 80,
      render: (_v, p) => (
        <Tag color={p.enabled ? 'green' : 'default'}>{t(p.enabled ? 'sla.common.on' : 'sla.common.off')}</Tag>
      ),
    },
    { key: 'rank', title: t('sla.policies.rank'), dataIndex: 'rank', width: 90 },
    {
      key: 'steps',
      title: t('sla.policies.steps'),
      width: 320,
      render: (_v, p) =>
        p.steps
          .map((s) => `${t(`sla.steps.${s.step}`)} ${duration(s.minutes + s.timeoutMinutes)}`)
          .join(' · '),
    },
    {
      key: 'calendar',
      title: t('sla.policies.useCalendar'),
      width: 110,
      render: (_v, p) => t(p.useCalendar ? 'sla.common.yes' : 'sla.common.no'),
    },
    {
      title: t('sla.common.actions'),
      width: 130,
      render: (_v: unknown, p: SlaPolicy) => (
        <Space size={0}>
          <Button type="link" size="small" onClick={() => navigate(policyPath(p.id, p.name))}>
            {t('sla.common.edit')}
          </Button>
          <Popconfirm
            title={t('sla.policies.deleteConfirm', { name: p.name })}
            onConfirm={() => void remove(p)}
            okText={t('sla.common.delete')}
            okButtonProps={{ danger: true }}
            cancelText={t('sla.common.cancel')}
          >
            <Button type="link" size="small" danger>
              {t('sla.common.delete')}
            </Button>
          </Popconfirm>
        </Space>
      ),
    },
  ];
  return (
    <ConfigProvider renderEmpty={() => <Empty description={t('sla.policies.empty')} />}>
      <DataTable<SlaPolicy>
        tableId="slaPolicies"
        queryKey={POLICIES_KEY}
        fetchPage={fetchPolicies}
        columns={columns}
        rowKey="id"
        toolbar={
          <Space wrap>
            <Button
              type="primary"
              icon={<PlusOutlined />}
              onClick={() => navigate(policyPath(NEW_POLICY, t('sla.policies.add')))}
              data-testid="sla-policy-add"
            >
              {t('sla.policies.add')}
            </Button>
            <Typography.Text type="secondary">{t('sla.policies.rule')}</Typography.Text>
          </Space>
        }
      />
    </ConfigProvider>
  );
}

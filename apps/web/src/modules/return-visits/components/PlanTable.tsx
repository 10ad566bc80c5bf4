import { Button, ConfigProvider, Empty, Popconfirm, Space, Tag, Typography } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { RETURN_VISIT_ACCESS, type ReturnVisitPlan } from '@fieldline/domain';
import { DataTable } from '../../../components/DataTable/DataTable';
import type { DataColumn } from '../../../components/DataTable/types';
import { showToast } from '../../../shell/notify';
import { runAction } from '../../../shell/submit';
import { useCan } from '../../../shell/session/useCan';
import { PLANS_KEY, deletePlan, fetchPlans } from '../api';
import { NEW_PLAN, planEditPath } from '../paths';
import { useVisitTypeText } from './labels';

/** The visit plans (which orders get visits, who visits), with their counters; edit and delete for 10203. */
export function PlanTable() {
  const { t } = useTranslation();
  const can = useCan();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const typeText = useVisitTypeText();
  const manage = can(RETURN_VISIT_ACCESS.plans);
  const remove = async (plan: ReturnVisitPlan) => {
    if (await runAction(() => deletePlan(plan.id))) {
      showToast('success', t('returnVisits.plans.deleted'));
      void queryClient.invalidateQueries({ queryKey: PLANS_KEY });
    }
  };
  const sample = (p: ReturnVisitPlan) =>
    t(`returnVisits.plans.sampleModes.${p.sampleMode}`) +
    (p.sampleMode === 'ratio' ? ` ${p.sampleRatio}%` : p.sampleMode === 'count' ? ` ${p.sampleCount}` : '');
  const columns: DataColumn<ReturnVisitPlan>[] = [
    { key: 'name', title: t('returnVisits.plans.name'), dataIndex: 'name', width: 180 },
    {
      key: 'enabled',
      title: t('returnVisits.plans.enabled'),
      width: 80,
      render: (_v, p) => (
        <Tag color={p.enabled ? 'green' : 'default'}>
          {t(p.enabled ? 'returnVisits.common.on' : 'returnVisits.common.off')}
        </Tag>
      ),
    },
    {
      key: 'visitType',
      title: t('returnVisits.plans.visitType'),
      width: 120,
      render: (_v, p) => typeText(p.visitType),
    },
    { key: 'sample', title: t('returnVisits.plans.sampleMode'), width: 160, render: (_v, p) => sample(p) },
    {
      key: 'visitors',
      title: t('returnVisits.plans.visitors'),
      width: 180,
      render: (_v, p) =>
        p.visitors.length ? p.visitors.map((v) => v.name).join('、') : t('returnVisits.list.anyone'),
    },
    {
      key: 'counters',
      title: '',
      width: 220,
      render: (_v, p) => (
        <Typography.Text type="secondary">
          {t('returnVisits.plans.counters', { matched: p.matched, created: p.created })}
        </Typography.Text>
      ),
    },
    ...(manage
      ? [
          {
            title: t('returnVisits.common.actions'),
            width: 130,
            render: (_v: unknown, p: ReturnVisitPlan) => (
              <Space size={0}>
                <Button type="link" size="small" onClick={() => navigate(planEditPath(p.id))}>
                  {t('returnVisits.common.edit')}
                </Button>
                <Popconfirm
                  title={t('returnVisits.plans.deleteConfirm', { name: p.name })}
                  onConfirm={() => void remove(p)}
                  okText={t('returnVisits.common.delete')}
                  okButtonProps={{ danger: true }}
                  cancelText={t('returnVisits.common.cancel')}
                >
                  <Button type="link" size="small" danger>
                    {t('returnVisits.common.delete')}
                  </Button>
                </Popconfirm>
              </Space>
            ),
          },
        ]
      : []),
  ];
  return (
    <ConfigProvider renderEmpty={() => <Empty description={t('returnVisits.plans.empty')} />}>
      <DataTable<ReturnVisitPlan>
        tableId="visitPlans"
        queryKey={PLANS_KEY}
        fetchPage={fetchPlans}
        columns={columns}
        rowKey="id"
        toolbar={
          <Space wrap>
            {manage && (
              <Button
                type="primary"
                icon={<PlusOutlined />}
                onClick={() => navigate(planEditPath(NEW_PLAN))}
                data-testid="plan-add"
              >
                {t('returnVisits.plans.add')}
              </Button>
            )}
            <Typography.Text type="secondary">{t('returnVisits.plans.rule')}</Typography.Text>
          </Space>
        }
      />
    </ConfigProvider>
  );
}

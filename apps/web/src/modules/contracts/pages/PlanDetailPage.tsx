import { Suspense, useState } from 'react';
import { Button, Card, Descriptions, Popconfirm, Result, Skeleton, Space, Spin, Tag } from 'antd';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { MAINTENANCE_ACCESS } from '@fieldline/domain';
import { showToast } from '../../../shell/notify';
import { useCan } from '../../../shell/session/useCan';
import { runAction } from '../../../shell/submit';
import { isCancel } from '../../../shell/request';
import { CONTRACTS_KEY, deletePlan, fetchPlan, producePlan } from '../api';
import { TaskTable } from '../components/TaskTable';
import { useCycleText, useFrequencyText } from '../components/labels';
import { lazyPart } from '../../../shell/chunks';
import { contractPath } from '../paths';

// the plan's form (cycle, span, pickers) loads when it is opened
const PlanModal = lazyPart(() => import('../components/PlanModal').then((m) => m.PlanModal));

/** /maintenance/MaintenancePlanDetail/:id: the plan, its devices, producing its tasks now, its tasks. */
export default function PlanDetailPage() {
  const { t } = useTranslation();
  const can = useCan();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const cycleText = useCycleText();
  const frequencyText = useFrequencyText();
  const id = Number(useParams().id);
  const [editing, setEditing] = useState(false);
  const found = useQuery({
    queryKey: [...CONTRACTS_KEY, 'plan', id],
    queryFn: () => fetchPlan(id),
    retry: false,
  });
  const refresh = () => void queryClient.invalidateQueries({ queryKey: CONTRACTS_KEY });
  if (found.isLoading) return <Skeleton active />;
  if (!found.data) return <Result status="404" title={t('contracts.notFound')} />;
  const p = found.data;
  const produce = async () => {
    const r = await producePlan(id).catch(() => undefined);
    if (r && !isCancel(r)) {
      showToast('success', t('contracts.plans.produced', { tasks: r.tasks, orders: r.orders }));
      refresh();
    }
  };
  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      <Card
        title={p.name}
        extra={
          can(MAINTENANCE_ACCESS.plans) && (
            <Space>
              <Button onClick={() => setEditing(true)}>{t('contracts.common.edit')}</Button>
              <Button type="primary" onClick={() => void produce()} data-testid="plan-produce">
                {t('contracts.plans.produce')}
              </Button>
              <Popconfirm
                title={t('contracts.plans.deleteConfirm')}
                onConfirm={async () => {
                  if (await runAction(() => deletePlan(id))) navigate(contractPath(p.contractId));
                }}
              >
                <Button danger>{t('contracts.common.delete')}</Button>
              </Popconfirm>
            </Space>
          )
        }
      >
        <Descriptions column={2} size="small">
          <Descriptions.Item label={t('contracts.tasks.contract')}>
            <Link to={contractPath(p.contractId)}>{p.contractName}</Link>
          </Descriptions.Item>
          <Descriptions.Item label={t('contracts.fields.customer')}>{p.customerName}</Descriptions.Item>
          <Descriptions.Item label={t('contracts.fields.cycle')}>{cycleText(p)}</Descriptions.Item>
          <Descriptions.Item label={t('contracts.fields.span')}>
            {p.startDate} ~ {p.endDate} {p.startTime}
          </Descriptions.Item>
          <Descriptions.Item label={t('contracts.fields.staff')}>{p.staffName ?? '—'}</Descriptions.Item>
          <Descriptions.Item label={t('contracts.fields.team')}>{p.teamName ?? '—'}</Descriptions.Item>
          <Descriptions.Item label={t('contracts.fields.aheadDays')}>
            {t('contracts.plans.days', { n: p.aheadDays })} · {frequencyText(p.frequency)}
          </Descriptions.Item>
          <Descriptions.Item label={t('contracts.fields.autoOrder')}>
            {t(p.autoOrder ? 'contracts.common.yes' : 'contracts.common.no')}
          </Descriptions.Item>
          <Descriptions.Item label={t('contracts.fields.equipment')} span={2}>
            {(p.equipment ?? []).map((e) => (
              <Tag key={e.id}>{`${e.name}${e.serialNumber ? ` · ${e.serialNumber}` : ''}`}</Tag>
            ))}
          </Descriptions.Item>
        </Descriptions>
      </Card>
      <Card title={t('contracts.tasks.title')}>
        <TaskTable planId={id} />
      </Card>
      {editing && (
        <Suspense fallback={<Spin fullscreen />}>
          <PlanModal
            contractId={p.contractId}
            customerId={p.customerId!}
            plan={p}
            onClose={() => setEditing(false)}
            onSaved={() => {
              setEditing(false);
              refresh();
            }}
          />
        </Suspense>
      )}
    </Space>
  );
}

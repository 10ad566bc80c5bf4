import { Suspense, useState } from 'react';
import { Button, Card, Descriptions, Popconfirm, Result, Skeleton, Space, Spin } from 'antd';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { FORM_KINDS, MAINTENANCE_ACCESS } from '@fieldline/domain';
import { DataTable } from '../../../components/DataTable/DataTable';
import type { DataColumn } from '../../../components/DataTable/types';
import { showToast } from '../../../shell/notify';
import { useCan } from '../../../shell/session/useCan';
import { runAction } from '../../../shell/submit';
import { isCancel } from '../../../shell/request';
import {
  CONTRACTS_KEY,
  M_PLANS_KEY,
  deleteContract,
  fetchContract,
  fetchPlans,
  produceContract,
  type MaintenancePlan,
} from '../api';
import { lazyPart } from '../../../shell/chunks';
import { TaskTable } from '../components/TaskTable';
import { useCycleText } from '../components/labels';
import { ContractCustomValues } from '../components/CustomValues';
import { CONTRACT_PATHS, planPath } from '../paths';

// the forms load when opened: the contract's (with the kind's custom fields), the plan's (cycle, span, pickers)
const ContractModal = lazyPart(() => import('../components/ContractModal').then((m) => m.ContractModal));
const PlanModal = lazyPart(() => import('../components/PlanModal').then((m) => m.PlanModal));

/** /maintenance/MaintenanceContract/:id: the contract, its plans (add, produce) and their tasks. */
export default function ContractDetailPage() {
  const { t } = useTranslation();
  const can = useCan();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const cycleText = useCycleText();
  const id = Number(useParams().id);
  const [dialog, setDialog] = useState<'edit' | 'plan' | null>(null);
  const key = [...CONTRACTS_KEY, 'contract', id];
  const found = useQuery({ queryKey: key, queryFn: () => fetchContract(id), retry: false });
  const refresh = () => void queryClient.invalidateQueries({ queryKey: CONTRACTS_KEY });
  if (found.isLoading) return <Skeleton active />;
  if (!found.data) return <Result status="404" title={t('contracts.notFound')} />;
  const c = found.data;
  const produce = async () => {
    const r = await produceContract(id).catch(() => undefined);
    if (r && !isCancel(r)) {
      showToast('success', t('contracts.plans.produced', { tasks: r.tasks, orders: r.orders }));
      refresh();
    }
  };
  const columns: DataColumn<MaintenancePlan>[] = [
    {
      key: 'name',
      title: t('contracts.fields.planName'),
      width: 180,
      render: (_v, p) => (
        <Link to={planPath(p.id)} data-testid="plan-link">
          {p.name}
        </Link>
      ),
    },
    { key: 'cycle', title: t('contracts.fields.cycle'), width: 100, render: (_v, p) => cycleText(p) },
    {
      key: 'span',
      title: t('contracts.fields.span'),
      width: 200,
      render: (_v, p) => `${p.startDate} ~ ${p.endDate}`,
    },
    {
      key: 'who',
      title: t('contracts.fields.staff'),
      width: 140,
      render: (_v, p) => p.staffName ?? p.teamName ?? '—',
    },
    {
      key: 'devices',
      title: t('contracts.fields.equipment'),
      width: 90,
      render: (_v, p) => p.equipmentIds.length,
    },
  ];
  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      <Card
        title={c.name}
        extra={
          can(MAINTENANCE_ACCESS.contracts) && (
            <Space>
              <Button onClick={() => setDialog('edit')}>{t('contracts.common.edit')}</Button>
              <Button type="primary" onClick={() => void produce()} data-testid="contract-produce">
                {t('contracts.plans.produce')}
              </Button>
              <Popconfirm
                title={t('contracts.maintenance.deleteConfirm')}
                onConfirm={async () => {
                  if (await runAction(() => deleteContract(id))) navigate(CONTRACT_PATHS.maintenance);
                }}
              >
                <Button danger>{t('contracts.common.delete')}</Button>
              </Popconfirm>
            </Space>
          )
        }
      >
        <Descriptions column={2} size="small">
          <Descriptions.Item label={t('contracts.fields.customer')}>{c.customerName}</Descriptions.Item>
          <Descriptions.Item label={t('contracts.fields.contractDate')}>{c.contractDate}</Descriptions.Item>
          <Descriptions.Item label={t('contracts.fields.amount')}>{c.amount}</Descriptions.Item>
          <Descriptions.Item label={t('contracts.fields.note')}>{c.note ?? '—'}</Descriptions.Item>
        </Descriptions>
        <ContractCustomValues kind={FORM_KINDS.maintenanceContract} values={c.customValues} />
      </Card>
      <Card title={t('contracts.plans.title')}>
        <DataTable<MaintenancePlan, { contractId: number }>
          tableId="contractPlans"
          queryKey={M_PLANS_KEY}
          fetchPage={fetchPlans}
          conditions={{ contractId: id }}
          columns={columns}
          rowKey="id"
          toolbar={
            can(MAINTENANCE_ACCESS.plans) && (
              <Button type="primary" onClick={() => setDialog('plan')} data-testid="plan-add">
                {t('contracts.plans.add')}
              </Button>
            )
          }
        />
      </Card>
      <Card title={t('contracts.tasks.title')}>
        <TaskTable contractId={id} />
      </Card>
      {dialog === 'edit' && (
        <Suspense fallback={<Spin fullscreen />}>
          <ContractModal
            contract={c}
            onClose={() => setDialog(null)}
            onSaved={() => {
              setDialog(null);
              refresh();
            }}
          />
        </Suspense>
      )}
      {dialog === 'plan' && (
        <Suspense fallback={<Spin fullscreen />}>
          <PlanModal
            contractId={id}
            customerId={c.customerId}
            onClose={() => setDialog(null)}
            onSaved={() => {
              setDialog(null);
              refresh();
            }}
          />
        </Suspense>
      )}
    </Space>
  );
}

import { Suspense, useState } from 'react';
import { Button, Card, Descriptions, Popconfirm, Result, Skeleton, Space, Tabs } from 'antd';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { SERVICE_PLAN_ACCESS } from '@fieldline/domain';
import { DataTable } from '../../../components/DataTable/DataTable';
import type { DataColumn } from '../../../components/DataTable/types';
import { lazyPart } from '../../../shell/chunks';
import { showToast } from '../../../shell/notify';
import { isCancel } from '../../../shell/request';
import { useCan } from '../../../shell/session/useCan';
import { runAction } from '../../../shell/submit';
import {
  CONTRACTS_KEY,
  deleteServicePlan,
  fetchPlanCustomers,
  fetchServicePlan,
  produceServicePlan,
  type PlanCustomer,
} from '../api';
import { useCycleText, useFrequencyText } from '../components/labels';
import { ReminderTable } from '../components/ReminderTable';
import { CONTRACT_PATHS, marketingPath } from '../paths';
import { PlanTarget } from './ServicePlanListPage';

const ServicePlanModal = lazyPart(() =>
  import('../components/ServicePlanModal').then((m) => m.ServicePlanModal),
);

/**
 * /cyclePlan/cyclePlanDetail/:id (and /allCustomer/cyclePlanDetail/:id from a customer): the plan, producing
 * its reminders or orders now, its reminders, and the customers it reaches.
 */
export default function ServicePlanDetailPage() {
  const { t } = useTranslation();
  const can = useCan();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const cycleText = useCycleText();
  const frequencyText = useFrequencyText();
  const id = Number(useParams().id);
  const [editing, setEditing] = useState(false);
  const found = useQuery({
    queryKey: [...CONTRACTS_KEY, 'servicePlan', id],
    queryFn: () => fetchServicePlan(id),
    retry: false,
  });
  const refresh = () => void queryClient.invalidateQueries({ queryKey: CONTRACTS_KEY });
  if (found.isLoading) return <Skeleton active />;
  if (!found.data) return <Result status="404" title={t('contracts.notFound')} />;
  const p = found.data;
  const produce = async () => {
    const r = await produceServicePlan(id).catch(() => undefined);
    if (r && !isCancel(r)) {
      showToast('success', t('contracts.servicePlans.produced', { tasks: r.tasks, orders: r.orders }));
      refresh();
    }
  };
  const customerColumns: DataColumn<PlanCustomer>[] = [
    { key: 'name', title: t('contracts.fields.customer'), dataIndex: 'name' },
    { key: 'contactName', title: t('contracts.servicePlans.contact'), dataIndex: 'contactName', width: 160 },
    { key: 'phone', title: t('contracts.servicePlans.phone'), dataIndex: 'phone', width: 160 },
  ];
  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      <Card
        title={p.name}
        extra={
          can(SERVICE_PLAN_ACCESS.plans) && (
            <Space>
              {can(SERVICE_PLAN_ACCESS.marketing) && (
                <Link to={marketingPath(id)} data-testid="service-plan-marketing">
                  <Button>{t('contracts.marketing.open')}</Button>
                </Link>
              )}
              <Button onClick={() => setEditing(true)} data-testid="service-plan-edit">
                {t('contracts.common.edit')}
              </Button>
              <Button
                type="primary"
                disabled={!p.enabled}
                onClick={() => void produce()}
                data-testid="service-plan-produce"
              >
                {t('contracts.servicePlans.produce')}
              </Button>
              <Popconfirm
                title={t('contracts.servicePlans.deleteConfirm')}
                onConfirm={async () => {
                  if (await runAction(() => deleteServicePlan(id))) navigate(CONTRACT_PATHS.servicePlans);
                }}
              >
                <Button danger>{t('contracts.common.delete')}</Button>
              </Popconfirm>
            </Space>
          )
        }
      >
        <Descriptions column={2} size="small">
          <Descriptions.Item label={t('contracts.servicePlans.target')}>
            <span data-testid="service-plan-target-text">
              <PlanTarget p={p} />
            </span>
          </Descriptions.Item>
          <Descriptions.Item label={t('contracts.servicePlans.reached')}>
            <span data-testid="service-plan-reached">{p.customersReached ?? 0}</span>
          </Descriptions.Item>
          <Descriptions.Item label={t('contracts.fields.cycle')}>{cycleText(p)}</Descriptions.Item>
          <Descriptions.Item label={t('contracts.fields.span')}>
            {p.startDate} ~ {p.endDate} {p.startTime}
          </Descriptions.Item>
          <Descriptions.Item label={t('contracts.fields.staff')}>{p.staffName ?? '—'}</Descriptions.Item>
          <Descriptions.Item label={t('contracts.fields.team')}>{p.teamName ?? '—'}</Descriptions.Item>
          <Descriptions.Item label={t('contracts.fields.aheadDays')}>
            {t('contracts.plans.days', { n: p.aheadDays })} · {frequencyText(p.frequency)}
          </Descriptions.Item>
          <Descriptions.Item label={t('contracts.servicePlans.produces')}>
            {t(
              p.autoOrder
                ? 'contracts.servicePlans.producesOrders'
                : 'contracts.servicePlans.producesReminders',
            )}
          </Descriptions.Item>
          <Descriptions.Item label={t('contracts.servicePlans.enabled')}>
            {t(p.enabled ? 'contracts.common.yes' : 'contracts.common.no')}
          </Descriptions.Item>
          <Descriptions.Item label={t('contracts.fields.note')}>{p.note ?? '—'}</Descriptions.Item>
        </Descriptions>
      </Card>
      <Card>
        <Tabs
          destroyOnHidden
          items={[
            {
              key: 'reminders',
              label: t('contracts.reminders.title'),
              children: <ReminderTable planId={id} />,
            },
            {
              key: 'customers',
              label: t('contracts.servicePlans.customersTab'),
              children: (
                <DataTable<PlanCustomer, { id: number }>
                  tableId="servicePlanCustomers"
                  queryKey={[...CONTRACTS_KEY, 'planCustomers']}
                  fetchPage={fetchPlanCustomers}
                  conditions={{ id }}
                  columns={customerColumns}
                  rowKey="id"
                />
              ),
            },
          ]}
        />
      </Card>
      {editing && (
        <Suspense fallback={null}>
          <ServicePlanModal
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

import { Suspense, useState } from 'react';
import { Button, Card, Space } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { SERVICE_PLAN_ACCESS } from '@fieldline/domain';
import { DataTable } from '../../../components/DataTable/DataTable';
import type { DataColumn } from '../../../components/DataTable/types';
import { lazyPart } from '../../../shell/chunks';
import { useCan } from '../../../shell/session/useCan';
import { CONTRACTS_KEY, SERVICE_PLANS_KEY, fetchServicePlans, type ServicePlan } from '../api';
import { customerServicePlanPath } from '../paths';
import { useCycleText } from './labels';
import { ReminderTable } from './ReminderTable';

const ServicePlanModal = lazyPart(() => import('./ServicePlanModal').then((m) => m.ServicePlanModal));

/**
 * The customer detail's service-plans tab: the plans reaching the customer (its own and its tags'),
 * a new plan for it, and its follow-up reminders.
 */
export function CustomerServicePlansTab({
  customerId,
  customerName,
}: {
  customerId: number;
  customerName: string;
}) {
  const { t } = useTranslation();
  const can = useCan();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const cycleText = useCycleText();
  const [adding, setAdding] = useState(false);
  if (!can(SERVICE_PLAN_ACCESS.view)) return null;
  const columns: DataColumn<ServicePlan>[] = [
    {
      key: 'name',
      title: t('contracts.fields.planName'),
      render: (_v, p) => <Link to={customerServicePlanPath(p.id)}>{p.name}</Link>,
    },
    {
      key: 'via',
      title: t('contracts.servicePlans.target'),
      width: 160,
      render: (_v, p) =>
        p.customerTagId ? t('contracts.servicePlans.tagged', { tag: p.tagName ?? '' }) : customerName,
    },
    { key: 'cycle', title: t('contracts.fields.cycle'), width: 110, render: (_v, p) => cycleText(p) },
    {
      key: 'span',
      title: t('contracts.fields.span'),
      width: 210,
      render: (_v, p) => `${p.startDate} ~ ${p.endDate}`,
    },
  ];
  return (
    <Space direction="vertical" size={16} style={{ width: '100%' }} data-testid="customer-service-plans">
      <Card size="small" title={t('contracts.routes.cyclePlan')}>
        <DataTable<ServicePlan, { customerId: number }>
          tableId="customerServicePlans"
          queryKey={SERVICE_PLANS_KEY}
          fetchPage={fetchServicePlans}
          conditions={{ customerId }}
          columns={columns}
          rowKey="id"
          toolbar={
            can(SERVICE_PLAN_ACCESS.plans) && (
              <Button
                icon={<PlusOutlined />}
                onClick={() => setAdding(true)}
                data-testid="customer-service-plan-add"
              >
                {t('contracts.servicePlans.add')}
              </Button>
            )
          }
        />
      </Card>
      <Card size="small" title={t('contracts.reminders.title')}>
        <ReminderTable customerId={customerId} />
      </Card>
      {adding && (
        <Suspense fallback={null}>
          <ServicePlanModal
            customer={{ id: customerId, name: customerName }}
            onClose={() => setAdding(false)}
            onSaved={(id) => {
              setAdding(false);
              void queryClient.invalidateQueries({ queryKey: CONTRACTS_KEY });
              navigate(customerServicePlanPath(id));
            }}
          />
        </Suspense>
      )}
    </Space>
  );
}

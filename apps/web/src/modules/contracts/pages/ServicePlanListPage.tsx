import { Suspense, useState } from 'react';
import { Button, Card, Input, Tag } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { SERVICE_PLAN_ACCESS, servicePlanListQuerySchema } from '@fieldline/domain';
import { DataTable } from '../../../components/DataTable/DataTable';
import type { DataColumn } from '../../../components/DataTable/types';
import { defineList } from '../../../components/DataTable/list-state';
import { useListState } from '../../../components/DataTable/useListState';
import { lazyPart } from '../../../shell/chunks';
import { useCan } from '../../../shell/session/useCan';
import { SERVICE_PLANS_KEY, fetchServicePlans, type ServicePlan } from '../api';
import { useCycleText } from '../components/labels';
import { servicePlanPath } from '../paths';

const ServicePlanModal = lazyPart(() =>
  import('../components/ServicePlanModal').then((m) => m.ServicePlanModal),
);
const LIST = defineList({ filters: servicePlanListQuerySchema.pick({ keyword: true }) });

/** Who a plan reaches: its customer, or its customer tag. */
export function PlanTarget({ p }: { p: ServicePlan }) {
  const { t } = useTranslation();
  return p.customerTagId ? (
    <Tag color="blue">{t('contracts.servicePlans.tagged', { tag: p.tagName ?? '' })}</Tag>
  ) : (
    <>{p.customerName}</>
  );
}

/** /cyclePlan: customer service plans (searchable, paged in the URL); a new one opens its detail. */
export default function ServicePlanListPage() {
  const { t } = useTranslation();
  const can = useCan();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const cycleText = useCycleText();
  const list = useListState(LIST);
  const [adding, setAdding] = useState(false);
  const columns: DataColumn<ServicePlan>[] = [
    {
      key: 'name',
      title: t('contracts.fields.planName'),
      width: 200,
      render: (_v, p) => (
        <Link to={servicePlanPath(p.id)} data-testid="service-plan-link">
          {p.name}
        </Link>
      ),
    },
    {
      key: 'target',
      title: t('contracts.servicePlans.target'),
      width: 200,
      render: (_v, p) => <PlanTarget p={p} />,
    },
    { key: 'cycle', title: t('contracts.fields.cycle'), width: 120, render: (_v, p) => cycleText(p) },
    {
      key: 'span',
      title: t('contracts.fields.span'),
      width: 220,
      render: (_v, p) => `${p.startDate} ~ ${p.endDate}`,
    },
    {
      key: 'produces',
      title: t('contracts.servicePlans.produces'),
      width: 120,
      render: (_v, p) =>
        t(p.autoOrder ? 'contracts.servicePlans.producesOrders' : 'contracts.servicePlans.producesReminders'),
    },
    {
      key: 'open',
      title: t('contracts.servicePlans.openReminders'),
      dataIndex: 'openReminders',
      width: 110,
      align: 'right',
    },
    {
      key: 'enabled',
      title: t('contracts.servicePlans.enabled'),
      width: 90,
      render: (_v, p) => t(p.enabled ? 'contracts.common.yes' : 'contracts.common.no'),
    },
  ];
  return (
    <Card>
      <DataTable<ServicePlan, { keyword?: string }>
        tableId="servicePlans"
        queryKey={SERVICE_PLANS_KEY}
        fetchPage={fetchServicePlans}
        conditions={list.filters}
        list={list}
        columns={columns}
        rowKey="id"
        toolbar={
          <>
            <Input.Search
              allowClear
              defaultValue={list.filters.keyword}
              placeholder={t('contracts.servicePlans.search')}
              onSearch={(v) => list.setFilters({ keyword: v.trim() || undefined })}
              style={{ width: 240 }}
            />
            {can(SERVICE_PLAN_ACCESS.plans) && (
              <Button
                type="primary"
                icon={<PlusOutlined />}
                onClick={() => setAdding(true)}
                data-testid="service-plan-add"
              >
                {t('contracts.servicePlans.add')}
              </Button>
            )}
          </>
        }
      />
      {adding && (
        <Suspense fallback={null}>
          <ServicePlanModal
            onClose={() => setAdding(false)}
            onSaved={(id) => {
              setAdding(false);
              void queryClient.invalidateQueries({ queryKey: SERVICE_PLANS_KEY });
              navigate(servicePlanPath(id));
            }}
          />
        </Suspense>
      )}
    </Card>
  );
}

import { Card, ConfigProvider, Empty, Select, Space, Tabs } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import {
  SLA_OBJECT_KINDS,
  SLA_STEPS,
  slaOvertimeQuerySchema,
  type SlaLogKind,
  type SlaObjectKind,
  type SlaOvertimeItem,
} from '@fieldline/domain';
import { DataTable } from '../../../components/DataTable/DataTable';
import { defineList } from '../../../components/DataTable/list-state';
import { ListKeyword } from '../../../components/DataTable/ListKeyword';
import { useListState } from '../../../components/DataTable/useListState';
import type { DataColumn } from '../../../components/DataTable/types';
import { orderDetailPath } from '../../orders';
import { OVERTIME_KEY, fetchOvertime, type OvertimeFilters } from '../api';
import { eventTimeLogDetailPath } from '../paths';
import { TimerStateTag } from '../components/labels';

const OVERTIME_LIST = defineList({
  filters: slaOvertimeQuerySchema.omit({
    t: true,
    pageSize: true,
    pageIndex: true,
    policyId: true,
    from: true,
    to: true,
  }),
});
const when = (v: string | null) => (v ? dayjs(v).format('YYYY-MM-DD HH:mm') : '—');

/** /overtimeLog: SLA warnings and breaches of orders and events, newest first; filters in the URL. */
export default function OvertimeLogPage() {
  return <OvertimeLog />;
}

/**
 * The overtime log; `only` fixes the kind of object (/eventtimeLog: events only, each opening at
 * /eventtimeLog/eventDetail/:eventId).
 */
export function OvertimeLog({ only }: { only?: SlaObjectKind }) {
  const { t } = useTranslation();
  const list = useListState(OVERTIME_LIST);
  const { kind, step, keyword } = list.filters;
  const objectKind = only ?? list.filters.objectKind;
  const conditions: OvertimeFilters = { ...list.filters, objectKind };
  const title = t(only ? 'sla.routes.eventtimeLog' : 'sla.routes.overtimeLog');
  const columns: DataColumn<SlaOvertimeItem>[] = [
    {
      key: 'kind',
      title: t('sla.overtime.kind'),
      width: 100,
      render: (_v, r) => <TimerStateTag state={r.kind} />,
      exportValue: (r) => t(`sla.states.${r.kind}`),
    },
    {
      key: 'objectNo',
      title: t('sla.overtime.objectNo'),
      width: 170,
      render: (_v, r) => (
        <Link
          to={r.objectKind === 'order' ? orderDetailPath(r.objectId) : eventTimeLogDetailPath(r.objectId)}
          data-testid="sla-overtime-open"
        >
          {r.objectNo}
        </Link>
      ),
      exportValue: (r) => r.objectNo,
    },
    { key: 'objectTitle', title: t('sla.overtime.objectTitle'), dataIndex: 'objectTitle', width: 180 },
    {
      key: 'objectKind',
      title: t('sla.policies.objectKind'),
      width: 90,
      render: (_v, r) => t(`sla.objectKinds.${r.objectKind}`),
      exportValue: (r) => t(`sla.objectKinds.${r.objectKind}`),
    },
    {
      key: 'step',
      title: t('sla.policies.step'),
      width: 90,
      render: (_v, r) => t(`sla.steps.${r.step}`),
      exportValue: (r) => t(`sla.steps.${r.step}`),
    },
    { key: 'policyName', title: t('sla.overtime.policy'), dataIndex: 'policyName', width: 150 },
    {
      key: 'dueAt',
      title: t('sla.overtime.dueAt'),
      width: 150,
      render: (_v, r) => when(r.dueAt),
      exportValue: (r) => when(r.dueAt),
    },
    {
      key: 'loggedAt',
      title: t('sla.overtime.loggedAt'),
      width: 150,
      render: (_v, r) => when(r.loggedAt),
      exportValue: (r) => when(r.loggedAt),
    },
    {
      key: 'state',
      title: t('sla.overtime.state'),
      width: 110,
      render: (_v, r) => <TimerStateTag state={r.state} />,
      exportValue: (r) => t(`sla.states.${r.state}`),
    },
  ];
  return (
    <Card title={title}>
      <Tabs
        activeKey={kind ?? 'all'}
        onChange={(k) => list.setFilters({ kind: k === 'all' ? undefined : (k as SlaLogKind) })}
        items={[
          { key: 'all', label: t('sla.overtime.all') },
          { key: 'warned', label: t('sla.states.warned') },
          { key: 'breached', label: t('sla.states.breached') },
        ]}
        data-testid="sla-overtime-tabs"
      />
      <ConfigProvider renderEmpty={() => <Empty description={t('sla.overtime.empty')} />}>
        <DataTable<SlaOvertimeItem, OvertimeFilters>
          tableId={only ? `slaOvertime-${only}` : 'slaOvertime'}
          queryKey={OVERTIME_KEY}
          fetchPage={fetchOvertime}
          conditions={conditions}
          list={list}
          columns={columns}
          rowKey="id"
          exportName={title}
          toolbar={
            <Space wrap>
              <ListKeyword
                value={keyword}
                onChange={(next) => list.setFilters({ keyword: next })}
                placeholder={t('sla.overtime.keyword')}
                aria-label={t('sla.overtime.keyword')}
                style={{ width: 240 }}
              />
              {!only && (
                <Select
                  allowClear
                  placeholder={t('sla.policies.objectKind')}
                  aria-label={t('sla.policies.objectKind')}
                  value={objectKind}
                  onChange={(v) => list.setFilters({ objectKind: v })}
                  options={SLA_OBJECT_KINDS.map((k) => ({ value: k, label: t(`sla.objectKinds.${k}`) }))}
                  style={{ width: 140 }}
                />
              )}
              <Select
                allowClear
                placeholder={t('sla.policies.step')}
                aria-label={t('sla.policies.step')}
                value={step}
                onChange={(v) => list.setFilters({ step: v })}
                options={SLA_STEPS.map((s) => ({ value: s, label: t(`sla.steps.${s}`) }))}
                style={{ width: 130 }}
              />
            </Space>
          }
        />
      </ConfigProvider>
    </Card>
  );
}

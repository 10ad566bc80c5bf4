import { Button, ConfigProvider, Empty, Select, Space, Tabs, Tag, Typography } from 'antd';
import dayjs from 'dayjs';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import {
  RETURN_VISIT_STATE_LIST,
  RETURN_VISIT_TYPE_LIST,
  taskFilterSchema,
  type ReturnVisitState,
  type ReturnVisitTaskRow,
} from '@fieldline/domain';
import { DataTable } from '../../../components/DataTable/DataTable';
import { defineList } from '../../../components/DataTable/list-state';
import { ListKeyword } from '../../../components/DataTable/ListKeyword';
import { useListState } from '../../../components/DataTable/useListState';
import type { DataColumn } from '../../../components/DataTable/types';
import { useLocale } from '../../../shell/useLocale';
import { orderDetailPath } from '../../orders';
import { TASKS_KEY, fetchTaskCounts, fetchTasks, type TaskFilters } from '../api';
import { taskDetailPath } from '../paths';
import { VisitStateTag, useVisitTypeText } from './labels';
import { RETURN_VISIT_STATE_LABELS } from '@fieldline/domain';

const TASK_LIST = defineList({ filters: taskFilterSchema.omit({ t: true, mine: true }) });
const when = (v: string | null) => (v ? dayjs(v).format('YYYY-MM-DD HH:mm') : '—');

/**
 * The return-visit tasks, paged by the server, filters in the URL: state tabs with their counts,
 * visit type, keyword. `mine` shows only the caller's work (/ReturnVisitTask).
 */
export function TaskTable({ mine }: { mine: boolean }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const typeText = useVisitTypeText();
  const list = useListState(TASK_LIST);
  const { state, visitType, keyword } = list.filters;
  const conditions: TaskFilters = { ...list.filters, mine: mine || undefined };
  const counts = useQuery({
    queryKey: [...TASKS_KEY, 'counts', { ...conditions, state: undefined }],
    queryFn: () => fetchTaskCounts({ ...conditions, state: undefined }),
  });
  const c = counts.data;
  const columns: DataColumn<ReturnVisitTaskRow>[] = [
    {
      key: 'orderNo',
      title: t('returnVisits.fields.orderNo'),
      width: 150,
      render: (_v, row) => <Link to={orderDetailPath(row.orderId)}>{row.orderNo}</Link>,
      exportValue: (row) => row.orderNo,
    },
    { key: 'orderTitle', title: t('returnVisits.fields.orderTitle'), dataIndex: 'orderTitle', width: 180 },
    { key: 'customer', title: t('returnVisits.fields.customer'), dataIndex: 'customerName', width: 160 },
    {
      key: 'contact',
      title: t('returnVisits.fields.contact'),
      width: 170,
      render: (_v, row) => [row.contactName, row.contactPhone].filter(Boolean).join(' ') || '—',
      exportValue: (row) => [row.contactName, row.contactPhone].filter(Boolean).join(' '),
    },
    {
      key: 'visitType',
      title: t('returnVisits.fields.visitType'),
      width: 110,
      render: (_v, row) => typeText(row.visitType),
      exportValue: (row) => typeText(row.visitType),
    },
    {
      key: 'state',
      title: t('returnVisits.fields.state'),
      width: 130,
      render: (_v, row) => (
        <Space size={4}>
          <VisitStateTag state={row.state} />
          {row.overdue && <Tag color="warning">{t('returnVisits.list.overdue')}</Tag>}
        </Space>
      ),
      exportValue: (row) => RETURN_VISIT_STATE_LABELS[row.state][locale],
    },
    {
      key: 'visitor',
      title: t('returnVisits.fields.visitor'),
      width: 120,
      render: (_v, row) =>
        row.visitor?.name ?? (
          <Typography.Text type="secondary">{t('returnVisits.list.anyone')}</Typography.Text>
        ),
      exportValue: (row) => row.visitor?.name ?? '',
    },
    {
      key: 'server',
      title: t('returnVisits.fields.server'),
      width: 110,
      render: (_v, row) => row.server?.name ?? '—',
      exportValue: (row) => row.server?.name ?? '',
    },
    { key: 'planName', title: t('returnVisits.fields.plan'), dataIndex: 'planName', width: 140 },
    {
      key: 'dueAt',
      title: t('returnVisits.fields.dueAt'),
      width: 150,
      render: (_v, row) => when(row.dueAt),
      exportValue: (row) => when(row.dueAt),
    },
    {
      key: 'createdAt',
      title: t('returnVisits.fields.createdAt'),
      width: 150,
      render: (_v, row) => when(row.createdAt),
      exportValue: (row) => when(row.createdAt),
    },
    {
      title: t('returnVisits.common.actions'),
      width: 90,
      fixed: 'right',
      render: (_v, row) => (
        <Link to={taskDetailPath(row.id)} data-testid="visit-open">
          <Button type="link" size="small">
            {t(row.state === 1 ? 'returnVisits.list.open' : 'returnVisits.list.view')}
          </Button>
        </Link>
      ),
    },
  ];
  const count = (s?: ReturnVisitState) =>
    !c ? '' : ` (${s === undefined ? c.total : s === 1 ? c.pending : s === 2 ? c.failed : c.passed})`;
  const tabs = [
    { key: 'all', label: `${t('returnVisits.list.all')}${count()}` },
    ...RETURN_VISIT_STATE_LIST.map((s) => ({
      key: String(s),
      label: `${RETURN_VISIT_STATE_LABELS[s][locale]}${count(s)}`,
    })),
  ];
  return (
    <>
      <Tabs
        activeKey={state ? String(state) : 'all'}
        items={tabs}
        onChange={(k) =>
          list.setFilters({ state: k === 'all' ? undefined : (Number(k) as ReturnVisitState) })
        }
        data-testid="visit-state-tabs"
      />
      <ConfigProvider
        renderEmpty={() => (
          <Empty description={t(mine ? 'returnVisits.list.emptyMine' : 'returnVisits.list.empty')} />
        )}
      >
        <DataTable<ReturnVisitTaskRow, TaskFilters>
          tableId={mine ? 'myVisits' : 'visits'}
          queryKey={TASKS_KEY}
          fetchPage={fetchTasks}
          conditions={conditions}
          list={list}
          columns={columns}
          rowKey="id"
          exportName={t(
            mine ? 'returnVisits.routes.ReturnVisitTask' : 'returnVisits.routes.returnVisitOrder',
          )}
          toolbar={
            <Space wrap>
              <ListKeyword
                value={keyword}
                onChange={(next) => list.setFilters({ keyword: next })}
                placeholder={t('returnVisits.fields.keyword')}
                aria-label={t('returnVisits.fields.keyword')}
                style={{ width: 260 }}
              />
              <Select
                allowClear
                placeholder={t('returnVisits.fields.visitType')}
                aria-label={t('returnVisits.fields.visitType')}
                value={visitType}
                onChange={(v) => list.setFilters({ visitType: v })}
                options={RETURN_VISIT_TYPE_LIST.map((v) => ({ value: v, label: typeText(v) }))}
                style={{ width: 160 }}
              />
            </Space>
          }
        />
      </ConfigProvider>
    </>
  );
}

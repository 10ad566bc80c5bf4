import { useRef, useState } from 'react';
import { Button, Select, Space, Tabs } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import {
  SERVICE_EVENT_PRINT_MAX,
  SERVICE_EVENT_STATE_LIST,
  SERVICE_EVENT_STATE_NAMES,
  serviceEventFilterSchema,
  type ServiceEventRow,
  type ServiceEventState,
} from '@fieldline/domain';
import { DataTable } from '../../../components/DataTable/DataTable';
import { defineList } from '../../../components/DataTable/list-state';
import { ListKeyword } from '../../../components/DataTable/ListKeyword';
import { useListState } from '../../../components/DataTable/useListState';
import type { DataColumn, DataTableHandle } from '../../../components/DataTable/types';
import { useLocale } from '../../../shell/useLocale';
import { EVENTS_KEY, fetchEventCounts, fetchEvents, type EventFilters } from '../api';
import { eventDetailPath } from '../paths';
import { BatchBar } from './BatchBar';
import { EventExport } from './EventExport';
import { EventPriorityTag, EventStateTag, when } from './labels';

const EVENT_LIST = defineList({ filters: serviceEventFilterSchema.omit({ t: true }) });

/**
 * The events, paged by the server, filters in the URL (`useListState`): state tabs with their
 * counts, priority, keyword. `fixed` conditions come from the page (mine, pool). The CSV export
 * takes the page or the selection, at most 50 rows (SB:87, 150).
 */
export function EventTable({
  fixed,
  tableId,
  exportName,
}: {
  fixed: EventFilters;
  tableId: string;
  exportName: string;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const list = useListState(EVENT_LIST);
  const { states, priority, keyword } = list.filters;
  const conditions: EventFilters = { ...list.filters, ...fixed };
  const counts = useQuery({
    queryKey: [...EVENTS_KEY, 'counts', conditions],
    queryFn: () => fetchEventCounts(conditions),
  });
  const c = counts.data;
  const table = useRef<DataTableHandle>(null);
  const [chosen, setChosen] = useState<ServiceEventRow[]>([]);
  const columns: DataColumn<ServiceEventRow>[] = [
    {
      key: 'eventNo',
      title: t('serviceEvents.fields.eventNo'),
      width: 170,
      render: (_v, row) => (
        <Link to={eventDetailPath(row.id)} data-testid="event-open">
          {row.eventNo}
        </Link>
      ),
      exportValue: (row) => row.eventNo,
    },
    { key: 'title', title: t('serviceEvents.fields.title'), dataIndex: 'title', width: 200 },
    {
      key: 'state',
      title: t('serviceEvents.fields.state'),
      width: 110,
      render: (_v, row) => <EventStateTag state={row.state} />,
      exportValue: (row) => SERVICE_EVENT_STATE_NAMES[row.state][locale],
    },
    {
      key: 'priority',
      title: t('serviceEvents.fields.priority'),
      width: 90,
      render: (_v, row) => <EventPriorityTag priority={row.priority} />,
      exportValue: (row) => t(`enum.orderPriority.${row.priority}`),
    },
    { key: 'customerName', title: t('serviceEvents.fields.customer'), dataIndex: 'customerName', width: 160 },
    {
      key: 'contact',
      title: t('serviceEvents.fields.contact'),
      width: 170,
      render: (_v, row) => [row.contactName, row.contactPhone].filter(Boolean).join(' ') || '—',
      exportValue: (row) => [row.contactName, row.contactPhone].filter(Boolean).join(' '),
    },
    {
      key: 'principal',
      title: t('serviceEvents.fields.principal'),
      width: 110,
      render: (_v, row) => row.principal?.name ?? '—',
      exportValue: (row) => row.principal?.name ?? '',
    },
    {
      key: 'createdAt',
      title: t('serviceEvents.fields.createdAt'),
      width: 150,
      render: (_v, row) => when(row.createdAt),
      exportValue: (row) => when(row.createdAt),
    },
    {
      title: t('serviceEvents.common.actions'),
      width: 80,
      fixed: 'right',
      render: (_v, row) => (
        <Link to={eventDetailPath(row.id)}>
          <Button type="link" size="small">
            {t('serviceEvents.list.view')}
          </Button>
        </Link>
      ),
    },
  ];
  const count = (s?: ServiceEventState) => (!c ? '' : ` (${s === undefined ? c.total : c[`s${s}`]})`);
  const active = states?.length === 1 ? String(states[0]) : 'all';
  return (
    <>
      <Tabs
        activeKey={active}
        items={[
          { key: 'all', label: `${t('serviceEvents.list.all')}${count()}` },
          ...SERVICE_EVENT_STATE_LIST.map((s) => ({
            key: String(s),
            label: `${SERVICE_EVENT_STATE_NAMES[s][locale]}${count(s)}`,
          })),
        ]}
        onChange={(k) =>
          list.setFilters({ states: k === 'all' ? undefined : [Number(k) as ServiceEventState] })
        }
        data-testid="event-state-tabs"
      />
      <DataTable<ServiceEventRow, EventFilters>
        tableId={tableId}
        queryKey={EVENTS_KEY}
        fetchPage={fetchEvents}
        conditions={conditions}
        list={list}
        columns={columns}
        rowKey="id"
        ref={table}
        onSelect={setChosen}
        exportName={list.pageSize <= SERVICE_EVENT_PRINT_MAX ? exportName : undefined}
        toolbar={
          <Space wrap>
            <EventExport rows={chosen} listName={exportName} />
            <BatchBar
              rows={chosen}
              onDone={() => {
                table.current?.clearSelection();
                void counts.refetch();
                table.current?.reload();
              }}
            />
            <ListKeyword
              value={keyword}
              onChange={(next) => list.setFilters({ keyword: next })}
              placeholder={t('serviceEvents.list.keyword')}
              aria-label={t('serviceEvents.list.keyword')}
              style={{ width: 260 }}
            />
            <Select
              allowClear
              placeholder={t('serviceEvents.fields.priority')}
              aria-label={t('serviceEvents.fields.priority')}
              value={priority}
              onChange={(v) => list.setFilters({ priority: v })}
              options={([1, 2, 3] as const).map((p) => ({
                value: p,
                label: t(`enum.orderPriority.${p}`),
              }))}
              style={{ width: 130 }}
            />
          </Space>
        }
      />
    </>
  );
}

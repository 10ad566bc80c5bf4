import { useState } from 'react';
import { Button, Card, ConfigProvider, Empty, Select, Space, Tabs, Tag } from 'antd';
import dayjs from 'dayjs';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import {
  ABNORMAL_STATES,
  ABNORMAL_STATE_LABELS,
  ABNORMAL_STATE_LIST,
  ABNORMAL_TYPES,
  ABNORMAL_TYPE_LABELS,
  ABNORMAL_TYPE_LIST,
  ORDER_ACCESS,
  abnormalListQuerySchema,
  type AbnormalRow,
  type AbnormalState,
} from '@fieldline/domain';
import { DataTable } from '../../../components/DataTable/DataTable';
import { defineList } from '../../../components/DataTable/list-state';
import { ListKeyword } from '../../../components/DataTable/ListKeyword';
import { useListState } from '../../../components/DataTable/useListState';
import type { DataColumn } from '../../../components/DataTable/types';
import { useCan } from '../../../shell/session/useCan';
import { useLocale } from '../../../shell/useLocale';
import { orderDetailPath } from '../paths';
import { ABNORMAL_KEY, fetchAbnormalPage, type AbnormalFilters } from './api';
import { AbnormalDecisionDrawer } from './AbnormalDecisionDrawer';

const ABNORMAL_LIST = defineList({
  filters: abnormalListQuerySchema.pick({ state: true, type: true, keyword: true }),
});
const when = (v: string | null) => (v ? dayjs(v).format('YYYY-MM-DD HH:mm') : '—');
const STATE_COLORS: Record<AbnormalState, string> = { 0: 'processing', 1: 'success', 2: 'error' };

/**
 * /abnormalOrder: the abnormal requests of the orders the user may see, newest first, by state (pending
 * first) and type; approvers (10109) approve or reject a pending one here or on the order.
 */
export default function AbnormalListPage() {
  const { t } = useTranslation();
  const locale = useLocale();
  const mayDecide = useCan()(ORDER_ACCESS.approve);
  const queryClient = useQueryClient();
  const list = useListState(ABNORMAL_LIST);
  const { state, type, keyword } = list.filters;
  const [deciding, setDeciding] = useState<{ row: AbnormalRow; approved: boolean } | null>(null);
  const conditions: AbnormalFilters = { state, type, keyword };

  const requested = (row: AbnormalRow) => {
    if (row.type === ABNORMAL_TYPES.reschedule)
      return `${when(row.previousAppointmentAt)} → ${when(row.appointmentAt)}`;
    if (row.type === ABNORMAL_TYPES.reassign) return row.newServerName ?? t('orders.routes.assignOrder');
    return '';
  };
  const columns: DataColumn<AbnormalRow>[] = [
    {
      key: 'orderNo',
      title: t('orderDetail.abnormal.list.orderNo'),
      width: 150,
      render: (_v, row) => <Link to={orderDetailPath(row.orderId)}>{row.orderNo}</Link>,
      exportValue: (row) => row.orderNo,
    },
    {
      key: 'orderTitle',
      title: t('orderDetail.abnormal.list.orderTitle'),
      dataIndex: 'orderTitle',
      width: 180,
    },
    {
      key: 'customer',
      title: t('orderDetail.abnormal.list.customer'),
      dataIndex: 'customerName',
      width: 140,
    },
    {
      key: 'type',
      title: t('orderDetail.abnormal.type'),
      width: 110,
      render: (_v, row) => ABNORMAL_TYPE_LABELS[row.type][locale],
      exportValue: (row) => ABNORMAL_TYPE_LABELS[row.type][locale],
    },
    {
      key: 'request',
      title: t('orderDetail.abnormal.list.request'),
      width: 220,
      render: (_v, row) => requested(row) || '—',
      exportValue: requested,
    },
    { key: 'reason', title: t('orderDetail.abnormal.reason'), dataIndex: 'reason', width: 200 },
    { key: 'applicant', title: t('orderDetail.abnormal.applicant'), dataIndex: 'applicantName', width: 110 },
    {
      key: 'createdAt',
      title: t('orderDetail.abnormal.list.createdAt'),
      width: 150,
      render: (_v, row) => when(row.createdAt),
      exportValue: (row) => when(row.createdAt),
    },
    {
      key: 'state',
      title: t('orderDetail.abnormal.list.state'),
      width: 100,
      render: (_v, row) => (
        <Tag color={STATE_COLORS[row.state]}>{ABNORMAL_STATE_LABELS[row.state][locale]}</Tag>
      ),
      exportValue: (row) => ABNORMAL_STATE_LABELS[row.state][locale],
    },
    {
      key: 'decider',
      title: t('orderDetail.abnormal.list.decider'),
      width: 110,
      render: (_v, row) => row.deciderName ?? '—',
      exportValue: (row) => row.deciderName ?? '',
    },
    {
      key: 'decision',
      title: t('orderDetail.abnormal.list.decision'),
      width: 180,
      render: (_v, row) => row.decisionReason ?? '—',
      exportValue: (row) => row.decisionReason ?? '',
    },
    {
      title: t('orderDetail.abnormal.list.actions'),
      width: 140,
      fixed: 'right',
      render: (_v, row) =>
        mayDecide && row.state === ABNORMAL_STATES.pending ? (
          <Space size={0}>
            <Button
              type="link"
              size="small"
              onClick={() => setDeciding({ row, approved: true })}
              data-testid="abnormal-approve"
            >
              {t('orderDetail.abnormal.list.approve')}
            </Button>
            <Button
              type="link"
              size="small"
              danger
              onClick={() => setDeciding({ row, approved: false })}
              data-testid="abnormal-reject"
            >
              {t('orderDetail.abnormal.list.reject')}
            </Button>
          </Space>
        ) : null,
    },
  ];
  const tabs = [
    { key: 'all', label: t('orderDetail.abnormal.list.all') },
    ...ABNORMAL_STATE_LIST.map((s) => ({ key: String(s), label: ABNORMAL_STATE_LABELS[s][locale] })),
  ];
  return (
    <Card title={t('orders.routes.abnormalOrder')}>
      <Tabs
        activeKey={state === undefined ? 'all' : String(state)}
        items={tabs}
        onChange={(k) => list.setFilters({ state: k === 'all' ? undefined : (Number(k) as AbnormalState) })}
        data-testid="abnormal-state-tabs"
      />
      <ConfigProvider renderEmpty={() => <Empty description={t('orderDetail.abnormal.list.empty')} />}>
        <DataTable<AbnormalRow, AbnormalFilters>
          tableId="abnormalOrders"
          queryKey={ABNORMAL_KEY}
          fetchPage={fetchAbnormalPage}
          conditions={conditions}
          list={list}
          columns={columns}
          rowKey="id"
          exportName={t('orders.routes.abnormalOrder')}
          toolbar={
            <Space wrap>
              <ListKeyword
                value={keyword}
                onChange={(next) => list.setFilters({ keyword: next })}
                placeholder={t('orderDetail.abnormal.list.keyword')}
                aria-label={t('orderDetail.abnormal.list.keyword')}
                style={{ width: 260 }}
              />
              <Select
                allowClear
                placeholder={t('orderDetail.abnormal.type')}
                aria-label={t('orderDetail.abnormal.type')}
                value={type}
                onChange={(v) => list.setFilters({ type: v })}
                options={ABNORMAL_TYPE_LIST.map((v) => ({
                  value: v,
                  label: ABNORMAL_TYPE_LABELS[v][locale],
                }))}
                style={{ width: 160 }}
              />
            </Space>
          }
        />
      </ConfigProvider>
      {deciding && (
        <AbnormalDecisionDrawer
          order={deciding.row}
          request={{ ...deciding.row, applicantName: deciding.row.applicantName }}
          approved={deciding.approved}
          onClose={() => setDeciding(null)}
          onDone={() => void queryClient.invalidateQueries({ queryKey: ABNORMAL_KEY })}
        />
      )}
    </Card>
  );
}

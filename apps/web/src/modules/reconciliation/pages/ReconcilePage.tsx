import { Button, Card, Col, Popconfirm, Row, Select, Space, Statistic, Tag, Tooltip } from 'antd';
import { ExportOutlined } from '@ant-design/icons';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { RECONCILE_ACCESS, keywordSchema, type ReconcileRow } from '@fieldline/domain';
import { DataTable } from '../../../components/DataTable/DataTable';
import { defineList } from '../../../components/DataTable/list-state';
import { ListKeyword } from '../../../components/DataTable/ListKeyword';
import { useListState } from '../../../components/DataTable/useListState';
import type { DataColumn } from '../../../components/DataTable/types';
import { showToast } from '../../../shell/notify';
import { useCan } from '../../../shell/session/useCan';
import { runAction } from '../../../shell/submit';
import {
  RECONCILE_KEY,
  exportReconcile,
  fetchReconcile,
  fetchReconcileCount,
  markReconciled,
  unmarkReconciled,
  type ReconcileConditions,
} from '../api';
import { PeriodRange, usePeriod } from '../components/PeriodRange';

const LIST = defineList({
  filters: z.object({ keyword: keywordSchema, reconciled: z.enum(['0', '1']).optional() }),
});
const yuan = (v: string) => `¥${v}`;

/**
 * /financeReconcile: per customer and period, completed orders' totals and contract instalments
 * billed against collection and contract payments, with the balance; finance marks a
 * customer-period reconciled (its figures frozen; a later change is flagged) and exports the
 * period to Excel through the download centre.
 */
export default function ReconcilePage() {
  const { t } = useTranslation();
  const can = useCan();
  const queryClient = useQueryClient();
  const { from, to, set } = usePeriod();
  const list = useListState(LIST);
  const conditions: ReconcileConditions = { from, to, ...list.filters };
  const count = useQuery({
    queryKey: [...RECONCILE_KEY, 'count', conditions],
    queryFn: () => fetchReconcileCount(conditions),
  });
  const refresh = () => queryClient.invalidateQueries({ queryKey: RECONCILE_KEY });
  const money = (key: keyof ReconcileRow, title: string): DataColumn<ReconcileRow> => ({
    key,
    title,
    width: 120,
    align: 'right',
    render: (_v, row) => yuan(row[key] as string),
    exportValue: (row) => row[key] as string,
  });
  const columns: DataColumn<ReconcileRow>[] = [
    {
      key: 'customerName',
      title: t('reconciliation.fields.customer'),
      dataIndex: 'customerName',
      width: 180,
    },
    {
      key: 'orderCount',
      title: t('reconciliation.fields.orderCount'),
      dataIndex: 'orderCount',
      width: 100,
      align: 'right',
    },
    money('ordersBilled', t('reconciliation.fields.ordersBilled')),
    money('ordersCollected', t('reconciliation.fields.ordersCollected')),
    money('contractsBilled', t('reconciliation.fields.contractsBilled')),
    money('contractsCollected', t('reconciliation.fields.contractsCollected')),
    money('balance', t('reconciliation.fields.balance')),
    {
      key: 'state',
      title: t('reconciliation.fields.state'),
      width: 150,
      render: (_v, row) =>
        row.reconciliation ? (
          <Tooltip
            title={t('reconciliation.list.by', {
              name: row.reconciliation.byName ?? '',
              at: row.reconciliation.at.slice(0, 10),
            })}
          >
            <Space size={4}>
              <Tag color="success" data-testid="reconcile-done">
                {t('reconciliation.list.reconciled')}
              </Tag>
              {row.reconciliation.changed && <Tag color="warning">{t('reconciliation.list.changed')}</Tag>}
            </Space>
          </Tooltip>
        ) : (
          <Tag>{t('reconciliation.list.open')}</Tag>
        ),
      exportValue: (row) =>
        t(row.reconciliation ? 'reconciliation.list.reconciled' : 'reconciliation.list.open'),
    },
    {
      title: t('reconciliation.common.actions'),
      width: 110,
      fixed: 'right',
      render: (_v, row) =>
        !can(RECONCILE_ACCESS.reconcile) ? null : row.reconciliation ? (
          <Popconfirm
            title={t('reconciliation.list.unmarkConfirm')}
            onConfirm={async () => {
              if (await runAction(() => unmarkReconciled(row.reconciliation!.id))) void refresh();
            }}
          >
            <Button type="link" size="small">
              {t('reconciliation.list.unmark')}
            </Button>
          </Popconfirm>
        ) : (
          <Popconfirm
            title={t('reconciliation.list.markConfirm', { name: row.customerName, balance: row.balance })}
            onConfirm={async () => {
              if (await runAction(() => markReconciled({ customerId: row.customerId, from, to }))) {
                showToast('success', t('reconciliation.list.marked'));
                void refresh();
              }
            }}
          >
            <Button type="link" size="small" data-testid="reconcile-mark">
              {t('reconciliation.list.mark')}
            </Button>
          </Popconfirm>
        ),
    },
  ];
  const c = count.data;
  return (
    <Card title={t('reconciliation.routes.financeReconcile')}>
      <Space direction="vertical" style={{ width: '100%' }} size={16}>
        <PeriodRange from={from} to={to} onChange={set} />
        <Row gutter={16}>
          <Col xs={12} md={6}>
            <Statistic
              title={t('reconciliation.count.customers')}
              value={c?.customers ?? '—'}
              suffix={c ? `(${t('reconciliation.count.reconciled', { n: c.reconciled })})` : undefined}
            />
          </Col>
          <Col xs={12} md={6}>
            <Statistic title={t('reconciliation.count.billed')} value={c ? yuan(c.billed) : '—'} />
          </Col>
          <Col xs={12} md={6}>
            <Statistic title={t('reconciliation.count.collected')} value={c ? yuan(c.collected) : '—'} />
          </Col>
          <Col xs={12} md={6}>
            <Statistic title={t('reconciliation.count.balance')} value={c ? yuan(c.balance) : '—'} />
          </Col>
        </Row>
        <DataTable<ReconcileRow, ReconcileConditions>
          tableId="reconcile"
          queryKey={[...RECONCILE_KEY, 'list']}
          fetchPage={fetchReconcile}
          conditions={conditions}
          list={list}
          columns={columns}
          rowKey="customerId"
          toolbar={
            <Space wrap>
              <ListKeyword
                value={list.filters.keyword}
                onChange={(next) => list.setFilters({ keyword: next })}
                placeholder={t('reconciliation.list.keyword')}
                aria-label={t('reconciliation.list.keyword')}
                style={{ width: 220 }}
              />
              <Select
                allowClear
                placeholder={t('reconciliation.fields.state')}
                aria-label={t('reconciliation.fields.state')}
                value={list.filters.reconciled}
                onChange={(v) => list.setFilters({ reconciled: v })}
                options={[
                  { value: '0', label: t('reconciliation.list.open') },
                  { value: '1', label: t('reconciliation.list.reconciled') },
                ]}
                style={{ width: 140 }}
              />
              {can(RECONCILE_ACCESS.export) && (
                <Button
                  icon={<ExportOutlined />}
                  data-testid="reconcile-export"
                  onClick={async () => {
                    if (await runAction(() => exportReconcile(conditions)))
                      showToast('success', t('reconciliation.list.exported'));
                  }}
                >
                  {t('reconciliation.list.export')}
                </Button>
              )}
            </Space>
          }
        />
      </Space>
    </Card>
  );
}

import { useMemo } from 'react';
import { Card, Col, Empty, Flex, Row, Segmented, Statistic, Table } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import type { EChartsOption } from 'echarts';
import { INCOME_PERIODS, PAYMENT_KIND_LABELS, type IncomePeriod } from '@fieldline/domain';
import { Chart } from '../../../components/Chart/Chart';
import { useLocale } from '../../../shell/useLocale';
import { RECONCILE_KEY, fetchIncome } from '../api';
import { PeriodRange, usePeriod } from '../components/PeriodRange';

const yuan = (v: string) => `¥${v}`;

/**
 * /incomeStatistics: money in during a period from the reconciliation's data: order collection
 * payments and sales contract payments by day or month (a stacked chart), and the collections by
 * kind, method and order template. Amounts are summed by the server in exact decimals.
 */
export default function IncomeStatisticsPage() {
  const { t } = useTranslation();
  const locale = useLocale();
  const { from, to, set } = usePeriod();
  const [params, setParams] = useSearchParams();
  const period: IncomePeriod = params.get('period') === 'month' ? 'month' : 'day';
  const stats = useQuery({
    queryKey: [...RECONCILE_KEY, 'income', from, to, period],
    queryFn: () => fetchIncome({ from, to, period }),
  });
  const s = stats.data;
  const option = useMemo<EChartsOption | null>(
    () =>
      !s
        ? null
        : {
            tooltip: { trigger: 'axis' },
            legend: { data: [t('reconciliation.income.orders'), t('reconciliation.income.contracts')] },
            grid: { left: 60, right: 20, bottom: 30 },
            xAxis: { type: 'category', data: s.byPeriod.map((p) => p.period) },
            yAxis: { type: 'value' },
            series: [
              {
                name: t('reconciliation.income.orders'),
                type: 'bar',
                stack: 'in',
                data: s.byPeriod.map((p) => Number(p.orders)),
              },
              {
                name: t('reconciliation.income.contracts'),
                type: 'bar',
                stack: 'in',
                data: s.byPeriod.map((p) => Number(p.contracts)),
              },
            ],
          },
    [s, t],
  );
  const small = (
    rows: { key: string; name: string; amount: string; count: number }[],
    title: string,
    testId: string,
  ) => (
    <Card size="small" title={title} data-testid={testId}>
      <Table
        size="small"
        rowKey="key"
        pagination={false}
        dataSource={rows}
        columns={[
          { key: 'name', title: t('reconciliation.income.name'), dataIndex: 'name' },
          { key: 'count', title: t('reconciliation.income.count'), dataIndex: 'count', align: 'right' },
          {
            key: 'amount',
            title: t('reconciliation.income.amount'),
            align: 'right',
            render: (_v, r) => yuan(r.amount),
          },
        ]}
      />
    </Card>
  );
  return (
    <Flex vertical gap={12}>
      <Card title={t('reconciliation.routes.incomeStatistics')}>
        <Flex wrap gap={12} justify="space-between">
          <PeriodRange from={from} to={to} onChange={set} />
          <Segmented
            value={period}
            onChange={(v) =>
              setParams(
                (p) => {
                  p.set('period', String(v));
                  return p;
                },
                { replace: true },
              )
            }
            options={INCOME_PERIODS.map((p) => ({ value: p, label: t(`reconciliation.income.${p}`) }))}
          />
        </Flex>
        <Row gutter={16} style={{ marginTop: 16 }}>
          <Col xs={12} md={6}>
            <Statistic title={t('reconciliation.income.total')} value={s ? yuan(s.total) : '—'} />
          </Col>
          <Col xs={12} md={6}>
            <Statistic title={t('reconciliation.income.orders')} value={s ? yuan(s.ordersCollected) : '—'} />
          </Col>
          <Col xs={12} md={6}>
            <Statistic
              title={t('reconciliation.income.contracts')}
              value={s ? yuan(s.contractsCollected) : '—'}
            />
          </Col>
          <Col xs={12} md={6}>
            <Statistic title={t('reconciliation.income.payments')} value={s?.paymentCount ?? '—'} />
          </Col>
        </Row>
        {option ? <Chart option={option} height={300} /> : <Empty />}
      </Card>
      {s && (
        <Row gutter={[12, 12]}>
          <Col xs={24} lg={8}>
            {small(
              s.byKind.map((k) => ({
                key: String(k.kind),
                name: PAYMENT_KIND_LABELS[k.kind][locale],
                amount: k.amount,
                count: k.count,
              })),
              t('reconciliation.income.byKind'),
              'income-by-kind',
            )}
          </Col>
          <Col xs={24} lg={8}>
            {small(
              s.byMethod.map((m) => ({
                key: String(m.methodId),
                name: m.name,
                amount: m.amount,
                count: m.count,
              })),
              t('reconciliation.income.byMethod'),
              'income-by-method',
            )}
          </Col>
          <Col xs={24} lg={8}>
            {small(
              s.byTemplate.map((m) => ({
                key: String(m.templateId),
                name: m.name,
                amount: m.amount,
                count: m.count,
              })),
              t('reconciliation.income.byTemplate'),
              'income-by-template',
            )}
          </Col>
        </Row>
      )}
    </Flex>
  );
}

import { useMemo } from 'react';
import { Card, Col, DatePicker, Empty, Flex, Row, Segmented, Statistic, Table } from 'antd';
import dayjs from 'dayjs';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import {
  REPORT_PERIODS,
  RETURN_VISIT_TIME_ZONE,
  RETURN_VISIT_TYPE_LIST,
  dateIn,
  type ReportPeriod,
  type ReturnVisitReport,
  type ReturnVisitType,
} from '@fieldline/domain';
import type { TFunction } from 'i18next';
import type { EChartsOption } from 'echarts';
import { Chart } from '../../../components/Chart/Chart';
import { RETURN_VISITS_KEY, fetchReport } from '../api';

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const pct = (v: number | null) => (v === null ? '—' : `${v}%`);

/**
 * /returnVisitReport (query id = plan, visitType): visits created in a period, by day, week or month
 * (a chart) and by visitor (a table), with done and pass rates; counted by the server in SQL. The
 * page is lazy, so ECharts loads only here.
 */
export default function ReportPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  // the server counts by the enterprise's dates, so "today" is today there, not in the browser's zone
  const to = DATE.test(params.get('to') ?? '') ? params.get('to')! : dateIn(RETURN_VISIT_TIME_ZONE);
  const from = DATE.test(params.get('from') ?? '')
    ? params.get('from')!
    : dayjs(to).subtract(29, 'day').format('YYYY-MM-DD');
  const period = (REPORT_PERIODS as readonly string[]).includes(params.get('period') ?? '')
    ? (params.get('period') as ReportPeriod)
    : 'day';
  const planId = Number(params.get('id')) || undefined;
  const typeParam = Number(params.get('visitType')) as ReturnVisitType;
  const visitType = RETURN_VISIT_TYPE_LIST.includes(typeParam) ? typeParam : undefined;
  const query = { from, to, period, id: planId, visitType };
  const report = useQuery({
    queryKey: [...RETURN_VISITS_KEY, 'report', query],
    queryFn: () => fetchReport(query),
  });
  const set = (patch: Record<string, string>) => {
    const next = new URLSearchParams(params);
    for (const [k, v] of Object.entries(patch)) next.set(k, v);
    setParams(next, { replace: true });
  };
  const r = report.data;
  const option = useMemo(() => chartOption(r, t), [r, t]);
  const totals = r?.totals;

  return (
    <Flex vertical gap={16}>
      <Card>
        <Flex wrap gap={16} align="center">
          <DatePicker.RangePicker
            aria-label={t('returnVisits.report.range')}
            value={[dayjs(from), dayjs(to)]}
            allowClear={false}
            onChange={(v) =>
              v?.[0] && v[1] && set({ from: v[0].format('YYYY-MM-DD'), to: v[1].format('YYYY-MM-DD') })
            }
          />
          <Segmented
            value={period}
            onChange={(v) => set({ period: String(v) })}
            options={REPORT_PERIODS.map((p) => ({ value: p, label: t(`returnVisits.report.periods.${p}`) }))}
          />
        </Flex>
      </Card>
      <Row gutter={[16, 16]} data-testid="visit-report-totals">
        {(['created', 'pending', 'failed', 'passed', 'followUps'] as const).map((k) => (
          <Col key={k} xs={12} md={4}>
            <Card size="small">
              <Statistic
                title={t(`returnVisits.report.${k}`)}
                value={totals?.[k] ?? 0}
                loading={report.isPending}
              />
            </Card>
          </Col>
        ))}
        <Col xs={12} md={4}>
          <Card size="small">
            <Statistic
              title={`${t('returnVisits.report.doneRate')} / ${t('returnVisits.report.passRate')}`}
              value={totals ? `${pct(totals.doneRate)} / ${pct(totals.passRate)}` : '—'}
              loading={report.isPending}
            />
          </Card>
        </Col>
      </Row>
      <Card title={t('returnVisits.report.byPeriod')}>
        {r && r.byPeriod.length === 0 ? (
          <Empty description={t('returnVisits.report.empty')} />
        ) : (
          <Chart option={option} height={320} />
        )}
      </Card>
      <Card title={t('returnVisits.report.byVisitor')}>
        <Table
          size="small"
          rowKey={(row) => String(row.visitor?.id ?? 'none')}
          loading={report.isPending}
          dataSource={r?.byVisitor ?? []}
          pagination={false}
          locale={{ emptyText: <Empty description={t('returnVisits.report.empty')} /> }}
          columns={[
            {
              title: t('returnVisits.fields.visitor'),
              render: (_v, row) => row.visitor?.name ?? t('returnVisits.report.unassigned'),
            },
            { title: t('returnVisits.report.created'), dataIndex: 'created' },
            { title: t('returnVisits.report.pending'), dataIndex: 'pending' },
            { title: t('returnVisits.report.failed'), dataIndex: 'failed' },
            { title: t('returnVisits.report.passed'), dataIndex: 'passed' },
            { title: t('returnVisits.report.doneRate'), render: (_v, row) => pct(row.doneRate) },
            { title: t('returnVisits.report.passRate'), render: (_v, row) => pct(row.passRate) },
          ]}
        />
      </Card>
    </Flex>
  );
}

/** Stacked bars of passed, failed and pending visits per period, and the pass rate as a line. */
function chartOption(r: ReturnVisitReport | undefined, t: TFunction): EChartsOption {
  const rows = r?.byPeriod ?? [];
  const bar = (key: 'passed' | 'failed' | 'pending', color: string) => ({
    name: t(`returnVisits.report.${key}`),
    type: 'bar' as const,
    stack: 'visits',
    barMaxWidth: 48,
    itemStyle: { color },
    data: rows.map((p) => p[key]),
  });
  return {
    tooltip: { trigger: 'axis' },
    legend: { top: 0 },
    grid: { left: 40, right: 56, bottom: 32, top: 48 },
    xAxis: { type: 'category', data: rows.map((p) => p.period) },
    yAxis: [
      { type: 'value', minInterval: 1 },
      { type: 'value', max: 100, axisLabel: { formatter: '{value}%' } },
    ],
    series: [
      bar('passed', '#52c41a'),
      bar('failed', '#ff4d4f'),
      bar('pending', '#1677ff'),
      {
        name: t('returnVisits.report.passRate'),
        type: 'line',
        yAxisIndex: 1,
        data: rows.map((p) => p.passRate),
      },
    ],
  };
}

import { Suspense, useMemo, useState, type ReactNode } from 'react';
import { Button, Card, Col, Empty, Flex, Row, Spin, Statistic } from 'antd';
import { DownloadOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  REPORT_EXPORT_FILE_NAME_MAX,
  STATS_ACCESS,
  reportExportSchema,
  type ReportChart,
  type ReportFilterInput,
  type ReportFilterKey,
  type ReportResult,
} from '@fieldline/domain';
import { get, post } from '../../shell/request';
import { useCan } from '../../shell/session/useCan';
import { lazyPart } from '../../shell/chunks';
import { Chart } from '../Chart/Chart';
import { chartOption } from './chartOption';
import { PeriodPicker } from './PeriodPicker';
import { ReportFilters } from './ReportFilters';
import { groupMoney, ReportTable } from './ReportTable';
import { useReportFilter } from './useReportFilter';
import { usePhone } from '../../shell/usePhone';

// the export dialog (file name form, its result) loads when it is opened
const ExportModal = lazyPart(() => import('../ExportModal/ExportModal').then((m) => m.ExportModal));

export interface ReportFrameProps {
  /** The report's API path (core/report-route.ts): GET for the data, POST `<url>/export`. */
  url: string;
  /** The report's name: the export's file name starts with it. */
  title: string;
  /** Prefix of test ids. */
  testId: string;
  /** The filters this report honours (the server ignores the rest). */
  filters?: readonly ReportFilterKey[];
  /** Anything the report adds to the bar (its own switches). */
  extra?: ReactNode;
}

const NO_FILTERS: readonly ReportFilterKey[] = [];

/** Fetches a report (the shared period and filters in the query string). */
export const fetchReport = (url: string, filter: ReportFilterInput) => get<ReportResult>(url, { ...filter });

/**
 * The shared report frame (issue 28): the period (last 7, 30, 90 days or a range up to two years)
 * and the report's filters in the URL, its headline figures, its charts (ECharts, loaded with the
 * first chart) with the table beside them, and the export of that table to Excel through the
 * download centre. On a phone the table goes under the charts and the legends under each chart.
 */
export function ReportFrame({ url, title, testId, filters = NO_FILTERS, extra }: ReportFrameProps) {
  const { t } = useTranslation();
  const can = useCan();
  const narrow = usePhone();
  const { filter, change } = useReportFilter(filters);
  const [exporting, setExporting] = useState(false);
  const report = useQuery({ queryKey: ['report', url, filter], queryFn: () => fetchReport(url, filter) });
  const data = report.data;
  const empty = data !== undefined && data.table.rows.length === 0;

  return (
    <Flex vertical gap={16} data-testid={testId}>
      <Card size="small">
        <Flex wrap gap={8} align="center" justify="space-between">
          <Flex wrap gap={8} align="center">
            <PeriodPicker filter={filter} onChange={change} />
            <ReportFilters offered={filters} filter={filter} onChange={change} />
            {extra}
          </Flex>
          {can(STATS_ACCESS.export) && (
            <Button
              icon={<DownloadOutlined />}
              disabled={!data || empty}
              onClick={() => setExporting(true)}
              data-testid={`${testId}-export`}
            >
              {t('components.report.export')}
            </Button>
          )}
        </Flex>
      </Card>
      {data?.figures && data.figures.length > 0 && (
        <Row gutter={[12, 12]} data-testid={`${testId}-figures`}>
          {data.figures.map((f) => (
            <Col key={f.key} xs={12} sm={8} lg={Math.max(4, Math.floor(24 / data.figures!.length))}>
              <Card size="small">
                <Statistic
                  title={f.title}
                  value={f.value === null ? '—' : f.kind === 'money' ? groupMoney(String(f.value)) : f.value}
                  suffix={f.kind === 'percent' && f.value !== null ? '%' : undefined}
                />
              </Card>
            </Col>
          ))}
        </Row>
      )}
      <Row gutter={[16, 16]}>
        <Col xs={24} xl={14}>
          <Flex vertical gap={16}>
            {(data?.charts ?? [null]).map((chart, i) => (
              <Card key={i} size="small" title={chart?.title} loading={report.isPending}>
                {empty || !chart ? (
                  <Empty description={t('components.report.empty')} />
                ) : (
                  <ReportChartView chart={chart} narrow={narrow} />
                )}
              </Card>
            ))}
          </Flex>
        </Col>
        <Col xs={24} xl={10}>
          <Card size="small" title={t('components.report.table')}>
            <ReportTable data={data?.table} loading={report.isPending} />
          </Card>
        </Col>
      </Row>
      {exporting && (
        <Suspense fallback={<Spin fullscreen />}>
          <ExportModal
            testId={`${testId}-export`}
            texts={{
              title: t('components.report.exportTitle'),
              fileName: t('components.report.fileName'),
              scope: t('components.report.exportScope'),
              start: t('components.report.exportStart'),
              cancel: t('components.report.cancel'),
              close: t('components.report.close'),
              queued: t('components.report.queued'),
              queuedHelp: (name) => t('components.report.queuedHelp', { name }),
            }}
            nameStart={title}
            nameMax={REPORT_EXPORT_FILE_NAME_MAX}
            nameSchema={reportExportSchema.shape.fileName}
            start={(fileName) =>
              post<{ id: number }>(
                `${url}/export`,
                { fileName },
                { params: { ...filter }, fieldErrors: ['fileName'] },
              )
            }
            onClose={() => setExporting(false)}
          />
        </Suspense>
      )}
    </Flex>
  );
}

function ReportChartView({ chart, narrow }: { chart: ReportChart; narrow: boolean }) {
  const option = useMemo(() => chartOption(chart, narrow), [chart, narrow]);
  const rows = chart.kind === 'hbar' ? chart.categories.length : 0;
  return <Chart option={option} height={rows > 8 ? Math.min(640, 40 + rows * 28) : narrow ? 260 : 320} />;
}

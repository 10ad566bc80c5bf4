import { Typography } from 'antd';
import { useLocation } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { ReportFrame } from '../../../components/Report';
import { REPORT_PAGES } from '../reports';

/**
 * The fault reports (issue 28: /FaultMode, /FaultStatistics, /FaultDistribution, /faultAnalysis) on
 * the shared report frame: period, filters, charts with their table, the Excel export. The page is
 * chosen by its path, so the four share one chunk.
 */
export default function ReportPage() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const page = REPORT_PAGES.find((p) => p.path.toLowerCase() === pathname.toLowerCase()) ?? REPORT_PAGES[0]!;
  const title = t(`reports.routes.${page.name}`);
  return (
    <>
      <Typography.Paragraph type="secondary">{t(`reports.about.${page.name}`)}</Typography.Paragraph>
      <ReportFrame key={page.name} url={page.url} title={title} testId={page.testId} filters={page.filters} />
    </>
  );
}

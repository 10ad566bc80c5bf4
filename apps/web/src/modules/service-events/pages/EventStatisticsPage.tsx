import { useTranslation } from 'react-i18next';
import { ReportFrame } from '../../../components/Report';

/** The filters the events report honours in the web (its template filter would list order templates). */
const FILTERS = ['teamId', 'engineerId'] as const;

/**
 * /eventStatistics (spec-shell SS:206): events created in the period by state, type (template),
 * team and main owner on the shared report frame; the table per main owner exports to Excel.
 */
export default function EventStatisticsPage() {
  const { t } = useTranslation();
  return (
    <ReportFrame
      url="/v2/event/statistics"
      title={t('serviceEvents.statistics.title')}
      testId="event-statistics"
      filters={FILTERS}
    />
  );
}

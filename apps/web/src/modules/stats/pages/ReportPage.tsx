import { useLocation } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { ReportFrame } from '../../../components/Report';
import { ORDER_REPORT_SCREENS } from '../paths';

/** One order report (issue 28): the shared frame on the report this path names. */
export default function ReportPage() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const screen = ORDER_REPORT_SCREENS.find((s) => s.path.toLowerCase() === pathname.toLowerCase());
  if (!screen) return null;
  return (
    <ReportFrame
      key={screen.name}
      url={screen.url}
      title={t(screen.nameKey)}
      testId={`report-${screen.name}`}
      filters={screen.filters}
    />
  );
}

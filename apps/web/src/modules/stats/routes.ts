import { STATS_ACCESS } from '@fieldline/domain';
import { lazyPage as lazy } from '../../shell/chunks';
import type { AppRoute } from '../../shell/paths';
import { ORDER_REPORT_SCREENS } from './paths';

const page = lazy(() => import('./pages/ReportPage'));

/** The order reports (issue 28, spec D9) in the chart menu; the dashboard sits on /guideOne. */
export const STATS_ROUTES: AppRoute[] = ORDER_REPORT_SCREENS.map((s) => ({
  name: s.name,
  path: s.path,
  page,
  nameKey: s.nameKey,
  permission: STATS_ACCESS.view,
  keepAlive: true,
  menuKey: 'chart_manage',
  layout: true,
}));

import { STATS_ACCESS } from '@fieldline/domain';
import { lazyPage as lazy } from '../../shell/chunks';
import type { AppRoute, RouteNameKey } from '../../shell/paths';
import { REPORT_PAGES } from './reports';

const page = lazy(() => import('./pages/ReportPage'));

/** The fault reports in the chart menu (issue 28). */
export const REPORT_ROUTES: AppRoute[] = REPORT_PAGES.map((p) => ({
  name: p.name,
  path: p.path,
  page,
  nameKey: `reports.routes.${p.name}` as RouteNameKey,
  permission: STATS_ACCESS.view,
  menuKey: 'chart_manage',
  keepAlive: true,
  layout: true,
}));

import { RETURN_VISIT_ACCESS } from '@fieldline/domain';
import { lazyPage as lazy } from '../../shell/chunks';
import { registerBadge } from '../../shell/badge-registry';
import type { AppRoute, RouteNameKey } from '../../shell/paths';
import { fetchVisitCount } from './api';
import { RETURN_VISIT_PATHS } from './paths';

const listPage = lazy(() => import('./pages/ReturnVisitListPage'));
const route = (
  name: string,
  path: string,
  page: AppRoute['page'],
  permission: string = RETURN_VISIT_ACCESS.view,
  keepAlive = false,
): AppRoute => ({
  name,
  path,
  page,
  nameKey: `returnVisits.routes.${name}` as RouteNameKey,
  permission,
  keepAlive,
  menuKey: 'conversation_manage',
  layout: true,
});

/** Return visits (issue 22; spec-shell /returnVisitOrder, its task detail, /ReturnVisitTask, plans, report). */
export const RETURN_VISIT_ROUTES: AppRoute[] = [
  route('returnVisitOrder', RETURN_VISIT_PATHS.orders, listPage, RETURN_VISIT_ACCESS.view, true),
  route('ReturnVisitTask', RETURN_VISIT_PATHS.tasks, listPage, RETURN_VISIT_ACCESS.view, true),
  route(
    'returnVisitTaskDetail',
    RETURN_VISIT_PATHS.taskDetail,
    lazy(() => import('./pages/TaskDetailPage')),
  ),
  route(
    'returnVisitPlanEdit',
    RETURN_VISIT_PATHS.planEdit,
    lazy(() => import('./pages/PlanEditPage')),
    RETURN_VISIT_ACCESS.plans,
  ),
  route(
    'returnVisitReport',
    RETURN_VISIT_PATHS.report,
    lazy(() => import('./pages/ReportPage')),
  ),
];

/** The menu badge of /ReturnVisitTask: pending visits that are the user's work (spec getAllVisitCount). */
registerBadge('ReturnVisitTask', fetchVisitCount);

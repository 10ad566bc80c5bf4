import { SLA_ACCESS } from '@fieldline/domain';
import { lazyPage as lazy } from '../../shell/chunks';
import type { AppRoute, RouteNameKey } from '../../shell/paths';
import { SLA_PATHS } from './paths';

const route = (
  name: string,
  path: string,
  page: AppRoute['page'],
  permission: string,
  menuKey: AppRoute['menuKey'],
): AppRoute => ({
  name,
  path,
  page,
  nameKey: `sla.routes.${name}` as RouteNameKey,
  permission,
  keepAlive: false,
  menuKey,
  layout: true,
});

/** SLA (issue 23; spec-shell /slaManage/SLA/{id}/{name}, /overtimeLog). */
export const SLA_ROUTES: AppRoute[] = [
  route(
    'slaManage',
    SLA_PATHS.manage,
    lazy(() => import('./pages/SlaManagePage')),
    SLA_ACCESS.manage,
    'set_manage',
  ),
  route(
    'slaPolicy',
    SLA_PATHS.policy,
    lazy(() => import('./pages/PolicyEditPage')),
    SLA_ACCESS.manage,
    'set_manage',
  ),
  route(
    'overtimeLog',
    SLA_PATHS.overtime,
    lazy(() => import('./pages/OvertimeLogPage')),
    SLA_ACCESS.view,
    'work_manage',
  ),
  route(
    'eventtimeLog',
    SLA_PATHS.eventTimeLog,
    lazy(() => import('./pages/EventTimeLogPage')),
    SLA_ACCESS.view,
    'work_manage',
  ),
];

import { SERVICE_EVENT_ACCESS, STATS_ACCESS } from '@fieldline/domain';
import { lazyPage as lazy } from '../../shell/chunks';
import { registerBadge } from '../../shell/badge-registry';
import type { AppRoute, RouteNameKey } from '../../shell/paths';
import { SLA_PATHS } from '../sla';
import { fetchPrincipalCount, fetchUnassignedCount } from './api';
import { SERVICE_EVENT_PATHS } from './paths';

const listPage = lazy(() => import('./pages/EventListPage'));
const detailPage = lazy(() => import('./pages/EventDetailPage'));
const newPage = lazy(() => import('./pages/NewEventPage'));
const route = (
  name: string,
  path: string,
  page: AppRoute['page'],
  permission: string = SERVICE_EVENT_ACCESS.view,
  keepAlive = false,
): AppRoute => ({
  name,
  path,
  page,
  nameKey: `serviceEvents.routes.${name}` as RouteNameKey,
  permission,
  keepAlive,
  menuKey: 'work_manage',
  layout: true,
});

/** The service desk's pages (issue 23; spec-shell SS:143-155). */
export const SERVICE_EVENT_ROUTES: AppRoute[] = [
  route(
    'serviceCounter',
    SERVICE_EVENT_PATHS.serviceCounter,
    lazy(() => import('./pages/ServiceCounterPage')),
    SERVICE_EVENT_ACCESS.create,
    true,
  ),
  route('newEvent', SERVICE_EVENT_PATHS.newEvent, newPage, SERVICE_EVENT_ACCESS.create),
  route('Myevent', SERVICE_EVENT_PATHS.list, listPage, SERVICE_EVENT_ACCESS.view, true),
  route('eventassigned', SERVICE_EVENT_PATHS.assigned, listPage, SERVICE_EVENT_ACCESS.view, true),
  route('shelters', SERVICE_EVENT_PATHS.shelters, listPage, SERVICE_EVENT_ACCESS.view, true),
  route('eventDetail', SERVICE_EVENT_PATHS.detail, detailPage),
  // the event opened from the event overtime log (spec-shell /eventtimeLog/eventDetail/{eventId})
  route('eventTimeLogDetail', SLA_PATHS.eventTimeLogDetail, detailPage),
  route(
    'eventStatistics',
    SERVICE_EVENT_PATHS.statistics,
    lazy(() => import('./pages/EventStatisticsPage')),
    STATS_ACCESS.view,
  ),
  route(
    'eventByNo',
    SERVICE_EVENT_PATHS.byNo,
    lazy(() => import('./pages/EventByNoPage')),
  ),
  route('copyEvent', SERVICE_EVENT_PATHS.copy, newPage, SERVICE_EVENT_ACCESS.create),
  route(
    'eventSet',
    SERVICE_EVENT_PATHS.settings,
    lazy(() => import('./pages/EventSettingsPage')),
    SERVICE_EVENT_ACCESS.settings,
  ),
];

/** Menu badges (spec SS:437-438): events waiting for assignment; my open events as main owner. */
registerBadge('Myevent', fetchUnassignedCount);
registerBadge('eventassigned', fetchPrincipalCount);

import { ORG_ACCESS } from '@fieldline/domain';
import { lazyPage as lazy } from '../../shell/chunks';
import type { AppRoute, RouteNameKey } from '../../shell/paths';
import { ORG_PATHS } from './paths';

const settings = { menuKey: 'set_manage', layout: true } as const;

/** People, service teams, tags and outsourcing providers, under the settings menu. */
export const ORGANIZATION_ROUTES: AppRoute[] = [
  {
    name: 'organizationalStructure',
    path: ORG_PATHS.personnel,
    page: lazy(() => import('./pages/PersonnelListPage')),
    nameKey: 'routes.organizationalStructure',
    permission: ORG_ACCESS.personnelView,
    keepAlive: true,
    ...settings,
  },
  {
    name: 'serviceGroup',
    path: ORG_PATHS.serviceTeams,
    page: lazy(() => import('./pages/ServiceTeamListPage')),
    nameKey: 'routes.serviceGroup',
    permission: ORG_ACCESS.teams,
    keepAlive: true,
    ...settings,
  },
  {
    // The spec's menu code for this page is 11001; the route asks for the personnel view code.
    name: 'personneldetails',
    path: ORG_PATHS.personnelDetail,
    page: lazy(() => import('./pages/PersonnelDetailPage')),
    nameKey: 'organization.routes.personneldetails' as RouteNameKey,
    permission: ORG_ACCESS.personnelView,
    ...settings,
  },
  {
    name: 'personTag',
    path: ORG_PATHS.personTags,
    page: lazy(() => import('./pages/PersonTagPage')),
    nameKey: 'organization.routes.personTag' as RouteNameKey,
    permission: ORG_ACCESS.tags,
    ...settings,
  },
  {
    name: 'orderTag',
    path: ORG_PATHS.orderTags,
    page: lazy(() => import('./pages/OrderTagPage')),
    nameKey: 'organization.routes.orderTag' as RouteNameKey,
    permission: ORG_ACCESS.tags,
    ...settings,
  },
  {
    name: 'customerTag',
    path: ORG_PATHS.customerTags,
    page: lazy(() => import('./pages/CustomerTagPage')),
    nameKey: 'organization.routes.customerTag' as RouteNameKey,
    permission: ORG_ACCESS.tags,
    ...settings,
  },
  {
    name: 'outsourceManagement',
    path: ORG_PATHS.outsource,
    page: lazy(() => import('./pages/OutsourcePage')),
    nameKey: 'organization.routes.outsourceManagement' as RouteNameKey,
    permission: ORG_ACCESS.providers,
    ...settings,
  },
];

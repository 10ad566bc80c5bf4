import { SPARE_ACCESS } from '@fieldline/domain';
import { lazyPage as lazy } from '../../shell/chunks';
import { registerBadge } from '../../shell/badge-registry';
import { registerMessageLink } from '../messages';
import type { AppRoute, RouteNameKey } from '../../shell/paths';
import { fetchApprovalCount } from './api';
import { SPARE_PATHS } from './paths';

const stockPage = lazy(() => import('./pages/StockPage'));
const logPage = lazy(() => import('./pages/LogPage'));
const applicationsPage = lazy(() => import('./pages/ApplicationsPage'));
const route = (
  name: string,
  path: string,
  page: AppRoute['page'],
  permission: string,
  settings = false,
): AppRoute => ({
  name,
  path,
  page,
  nameKey: `spareParts.routes.${name}` as RouteNameKey,
  permission,
  keepAlive: false,
  menuKey: settings ? 'set_manage' : 'stock_manage',
  layout: true,
});

/** Spare parts (issue 24; spec-shell SS:249-263 and the settings /spareOutAndIn). */
export const SPARE_ROUTES: AppRoute[] = [
  route(
    'spareType',
    SPARE_PATHS.types,
    lazy(() => import('./pages/TypeListPage')),
    SPARE_ACCESS.view,
  ),
  route(
    'spareList',
    SPARE_PATHS.parts,
    lazy(() => import('./pages/PartListPage')),
    SPARE_ACCESS.view,
  ),
  route(
    'spareDetail',
    SPARE_PATHS.partDetail,
    lazy(() => import('./pages/PartDetailPage')),
    SPARE_ACCESS.view,
  ),
  route('spareStock', SPARE_PATHS.stock, stockPage, SPARE_ACCESS.view),
  route('sparewarning', SPARE_PATHS.warning, stockPage, SPARE_ACCESS.view),
  route('spareDistributed', SPARE_PATHS.distributed, stockPage, SPARE_ACCESS.view),
  route('sparelog', SPARE_PATHS.log, logPage, SPARE_ACCESS.view),
  route('stockLog', SPARE_PATHS.stockLog, logPage, SPARE_ACCESS.view),
  route('spareAllotted', SPARE_PATHS.allotted, logPage, SPARE_ACCESS.inOut),
  route('spareWaste', SPARE_PATHS.waste, logPage, SPARE_ACCESS.inOut),
  route('spareGet', SPARE_PATHS.request, applicationsPage, SPARE_ACCESS.request),
  route('spareExamine', SPARE_PATHS.examine, applicationsPage, SPARE_ACCESS.approve),
  route(
    'spareMine',
    SPARE_PATHS.mine,
    lazy(() => import('./pages/MinePage')),
    SPARE_ACCESS.personal,
  ),
  route(
    'stockTaking',
    SPARE_PATHS.stocktaking,
    lazy(() => import('./pages/StocktakingPage')),
    SPARE_ACCESS.stocktaking,
  ),
  route(
    'spareOutAndIn',
    SPARE_PATHS.settings,
    lazy(() => import('./pages/SettingsPage')),
    SPARE_ACCESS.settings,
    true,
  ),
  route(
    'oldPartsRecyle',
    SPARE_PATHS.oldParts,
    lazy(() => import('./pages/OldPartsPage')),
    SPARE_ACCESS.view,
  ),
  route(
    'oldPartsRecyleScan',
    SPARE_PATHS.oldPartScan,
    lazy(() => import('./pages/OldPartScanPage')),
    SPARE_ACCESS.approve,
  ),
];

/** The menu badge of /spareExamine: requests and returns waiting for approval (personalApprovalList). */
registerBadge('spareExamine', fetchApprovalCount);
/** Old-part reminders open the engineer's unreturned old parts. */
registerMessageLink('oldPart', () => `${SPARE_PATHS.oldParts}?state=0`);

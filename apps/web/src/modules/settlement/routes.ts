import { SETTLEMENT_ACCESS } from '@fieldline/domain';
import { lazyPage as lazy } from '../../shell/chunks';
import type { AppRoute, MenuGroupKey, RouteNameKey } from '../../shell/paths';
import { SETTLEMENT_PATHS } from './paths';

const route = (
  name: string,
  path: string,
  page: AppRoute['page'],
  permission: string,
  keepAlive = false,
  menuKey: MenuGroupKey = 'finance_manage',
): AppRoute => ({
  name,
  path,
  page,
  nameKey: `settlement.routes.${name}` as RouteNameKey,
  permission,
  keepAlive,
  menuKey,
  layout: true,
});

/** Settlement (issue 27; spec-shell SS:157-163, SS:60-61): bills, rules, rewards and penalties. */
export const SETTLEMENT_ROUTES: AppRoute[] = [
  route(
    'personalCommission',
    SETTLEMENT_PATHS.personal,
    lazy(() => import('./pages/PersonalBillsPage')),
    SETTLEMENT_ACCESS.personal,
    true,
  ),
  route(
    'personalCommissionDetail',
    SETTLEMENT_PATHS.personalDetail,
    lazy(() => import('./pages/PersonalBillPage')),
    SETTLEMENT_ACCESS.personal,
  ),
  route(
    'groupCommission',
    SETTLEMENT_PATHS.team,
    lazy(() => import('./pages/TeamBillsPage')),
    SETTLEMENT_ACCESS.team,
    true,
  ),
  route(
    'groupCommissionDetail',
    SETTLEMENT_PATHS.teamDetail,
    lazy(() => import('./pages/TeamBillPage')),
    SETTLEMENT_ACCESS.team,
  ),
  route(
    'commission',
    SETTLEMENT_PATHS.rules,
    lazy(() => import('./pages/RulesPage')),
    SETTLEMENT_ACCESS.view,
    true,
  ),
  route(
    'financeSetting',
    SETTLEMENT_PATHS.settings,
    lazy(() => import('./pages/FinanceSettingsPage')),
    SETTLEMENT_ACCESS.rules,
    false,
    'set_manage',
  ),
  route(
    'personalSettlementSetDetail',
    SETTLEMENT_PATHS.ruleEdit,
    lazy(() => import('./pages/RuleEditPage')),
    SETTLEMENT_ACCESS.rules,
  ),
  route(
    'FineControlList',
    SETTLEMENT_PATHS.fines,
    lazy(() => import('./pages/FinesPage')),
    SETTLEMENT_ACCESS.view,
    true,
  ),
  route(
    'NewlyAddedFineControl',
    SETTLEMENT_PATHS.fineNew,
    lazy(() => import('./pages/FineNewPage')),
    SETTLEMENT_ACCESS.rules,
  ),
];

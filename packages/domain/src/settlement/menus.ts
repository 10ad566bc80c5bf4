import type { MenuDefinition } from '../shell/menus';
import { SETTLEMENT_ACCESS } from './constants';

const entry = (key: string, permission: string, zh: string, en: string): MenuDefinition => ({
  key,
  parent: 'finance_manage',
  menuType: 'main',
  routerName: key,
  permission,
  name: { zh_CN: zh, en_GB: en },
});

/** Settlement screens (issue 27; spec-shell SS:157-163, /financeSetting SS:60) in the finance group. */
export const SETTLEMENT_MENUS: MenuDefinition[] = [
  entry('personalCommission', SETTLEMENT_ACCESS.personal, '个人结算', 'Personal settlement'),
  entry('groupCommission', SETTLEMENT_ACCESS.team, '团队结算', 'Team settlement'),
  entry('commission', SETTLEMENT_ACCESS.view, '提成规则', 'Commission rules'),
  entry('FineControlList', SETTLEMENT_ACCESS.view, '奖惩管理', 'Rewards and penalties'),
  {
    key: 'financeSetting',
    parent: 'set_manage',
    menuType: 'setting',
    routerName: 'financeSetting',
    permission: SETTLEMENT_ACCESS.rules,
    name: { zh_CN: '结算设置', en_GB: 'Settlement settings' },
  },
];

import type { MenuDefinition } from '../shell/menus';
import { SPARE_ACCESS } from './constants';

const entry = (key: string, permission: string, zh: string, en: string): MenuDefinition => ({
  key,
  parent: 'stock_manage',
  menuType: 'main',
  routerName: key,
  permission,
  name: { zh_CN: zh, en_GB: en },
});

/** The spare-parts screens (spec-shell SS:249-263) in the main menu's group, and their settings. */
export const SPARE_MENUS: MenuDefinition[] = [
  entry('spareList', SPARE_ACCESS.view, '备件列表', 'Spare parts'),
  entry('spareType', SPARE_ACCESS.view, '备件类型', 'Spare types'),
  entry('spareStock', SPARE_ACCESS.view, '备件库存', 'Stock'),
  entry('sparewarning', SPARE_ACCESS.view, '库存预警', 'Stock alerts'),
  entry('stockLog', SPARE_ACCESS.view, '出入库记录', 'Stock in and out'),
  entry('sparelog', SPARE_ACCESS.view, '备件日志', 'Movement log'),
  entry('spareGet', SPARE_ACCESS.request, '备件申领', 'Part requests'),
  entry('spareMine', SPARE_ACCESS.personal, '我的备件', 'My parts'),
  entry('spareExamine', SPARE_ACCESS.approve, '申领审批', 'Approvals'),
  entry('spareAllotted', SPARE_ACCESS.inOut, '备件分配', 'Allocation'),
  entry('spareDistributed', SPARE_ACCESS.view, '个人库存', 'Personal stock'),
  entry('spareWaste', SPARE_ACCESS.inOut, '备件报废', 'Scrap'),
  entry('stockTaking', SPARE_ACCESS.stocktaking, '库存盘点', 'Stocktaking'),
  entry('oldPartsRecyle', SPARE_ACCESS.view, '旧件回收', 'Old parts'),
  {
    key: 'spareOutAndIn',
    parent: 'set_manage',
    menuType: 'setting',
    routerName: 'spareOutAndIn',
    permission: SPARE_ACCESS.settings,
    name: { zh_CN: '备件设置', en_GB: 'Spare settings' },
  },
];

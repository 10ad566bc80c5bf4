import type { MenuDefinition } from '../shell/menus';
import { COLLECTION_ACCESS } from './constants';

/** Collection (issue 22): orders waiting for payment with the orders, collection methods in settings. */
export const COLLECTION_MENUS: MenuDefinition[] = [
  {
    key: 'collectionOrder',
    parent: 'order_manage',
    menuType: 'main',
    routerName: 'collectionOrder',
    permission: COLLECTION_ACCESS.view,
    name: { zh_CN: '待收款工单', en_GB: 'Awaiting payment' },
  },
  {
    key: 'collectionSetting',
    parent: 'set_manage',
    menuType: 'setting',
    routerName: 'collectionSetting',
    permission: COLLECTION_ACCESS.settings,
    name: { zh_CN: '收款方式', en_GB: 'Collection methods' },
  },
];

import type { MenuDefinition } from '../shell/menus';
import { SLA_ACCESS } from './constants';

/**
 * SLA's menu entries: policies and the business calendar in the settings menu (spec-shell lists
 * /slaManage/SLA with the template centre), the overtime log with the events in `work_manage`
 * (spec-business §2 lists overtime and SLA under event management).
 */
export const SLA_MENUS: MenuDefinition[] = [
  {
    key: 'slaManage',
    parent: 'set_manage',
    menuType: 'setting',
    routerName: 'slaManage',
    permission: SLA_ACCESS.manage,
    name: { zh_CN: 'SLA管理', en_GB: 'SLA management' },
  },
  {
    key: 'overtimeLog',
    parent: 'work_manage',
    menuType: 'main',
    routerName: 'overtimeLog',
    permission: SLA_ACCESS.view,
    name: { zh_CN: '超时记录', en_GB: 'Overtime log' },
  },
  {
    key: 'eventtimeLog',
    parent: 'work_manage',
    menuType: 'main',
    routerName: 'eventtimeLog',
    permission: SLA_ACCESS.view,
    name: { zh_CN: '事件超时记录', en_GB: 'Event overtime log' },
  },
];

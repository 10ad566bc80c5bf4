import type { Messages } from '../i18n';
import { PERMISSIONS } from './permissions';
import { ALL_TREE_CODES } from './permission-tree';
import { fn } from './permission-groups';
import { OUTSOURCED_PROVIDER_ROLE_TYPE, ROLE_TYPES, type RoleType } from './roles';

/** How much of the enterprise's data a role sees; applied in SQL by the shared scope helper. */
export const DATA_SCOPES = { all: 1, team: 2, personal: 3 } as const;
export type DataScope = (typeof DATA_SCOPES)[keyof typeof DATA_SCOPES];

const g = (key: string, ...items: number[]) => items.map((i) => fn(key, i));

export interface DefaultRole {
  type: RoleType;
  name: Messages;
  dataScope: DataScope;
  permissions: string[];
}

/**
 * The ten built-in roles (spec-business §6 list 1) with default permission sets following the
 * spec's descriptions; "restore default" puts a built-in role back to these.
 */
export const DEFAULT_ROLES: DefaultRole[] = [
  {
    type: ROLE_TYPES.administrator,
    name: { zh_CN: '系统管理员', en_GB: 'Administrator' },
    dataScope: DATA_SCOPES.all,
    permissions: [...new Set([...ALL_TREE_CODES, ...Object.values(PERMISSIONS)])],
  },
  {
    // creates, edits, deletes, dispatches and archives orders (list or map); edits customers
    type: ROLE_TYPES.dispatcher,
    name: { zh_CN: '派单员', en_GB: 'Dispatcher' },
    dataScope: DATA_SCOPES.all,
    permissions: [
      ...g('workOrder', 1, 2, 3, 4, 5, 7, 8, 9, 10, 11, 13),
      '101',
      '104',
      '105',
      ...g('customer', 1, 2, 3),
      ...g('event', 1, 2, 3, 5),
      ...g('product', 1),
      ...g('serviceItem', 1),
      ...g('knowledge', 1),
      ...g('personnel', 1),
    ],
  },
  {
    // starts and rates internal orders
    type: ROLE_TYPES.employee,
    name: { zh_CN: '普通员工', en_GB: 'Ordinary employee' },
    dataScope: DATA_SCOPES.personal,
    permissions: [...g('workOrder', 1, 2), '103', ...g('knowledge', 1)],
  },
  {
    // sees own orders; accepts, serves (choosing the service items used), reports
    type: ROLE_TYPES.serviceStaff,
    name: { zh_CN: '服务人员', en_GB: 'Service staff' },
    dataScope: DATA_SCOPES.personal,
    permissions: [
      ...g('workOrder', 1, 6, 12),
      '103',
      ...g('serviceItem', 1),
      ...g('customer', 1),
      ...g('product', 1),
      ...g('knowledge', 1),
      ...g('spareParts', 1, 2),
      ...g('event', 1, 6),
      ...g('personalTeam', 1, 3),
    ],
  },
  {
    // manages customers, places orders
    type: ROLE_TYPES.salesperson,
    name: { zh_CN: '销售人员', en_GB: 'Salesperson' },
    dataScope: DATA_SCOPES.personal,
    permissions: [
      ...g('customer', 1, 2, 3),
      ...g('workOrder', 1, 2),
      '103',
      ...g('salesContract', 1, 2, 3),
      ...g('product', 1),
    ],
  },
  {
    // answers calls, accepts portal orders
    type: ROLE_TYPES.reception,
    name: { zh_CN: '受理客服', en_GB: 'Reception customer service' },
    dataScope: DATA_SCOPES.all,
    permissions: [
      ...g('workOrder', 1, 2, 11),
      '101',
      ...g('customer', 1, 2, 3),
      ...g('event', 1, 2),
      ...g('callCentre', 1, 2),
      ...g('onlineService', 1, 2),
      ...g('customerService', 1, 2),
      ...g('knowledge', 1),
    ],
  },
  {
    // fills return-visit forms
    type: ROLE_TYPES.returnVisit,
    name: { zh_CN: '回访客服', en_GB: 'Return-visit staff' },
    dataScope: DATA_SCOPES.all,
    permissions: [...g('returnVisit', 1, 2), ...g('workOrder', 1), '101', ...g('customer', 1)],
  },
  {
    // reconciles payments, settles commissions
    type: ROLE_TYPES.finance,
    name: { zh_CN: '财务人员', en_GB: 'Finance staff' },
    dataScope: DATA_SCOPES.all,
    permissions: [
      ...g('finance', 1, 2, 3, 4, 5),
      ...g('workOrder', 1),
      '101',
      '105',
      ...g('reports', 1),
      ...g('personalTeam', 1, 2),
    ],
  },
  {
    // approves part requests and returns
    type: ROLE_TYPES.warehouseKeeper,
    name: { zh_CN: '仓库管理员', en_GB: 'Warehouse keeper' },
    dataScope: DATA_SCOPES.all,
    permissions: [...g('spareParts', 1, 2, 3, 4, 5, 6, 7), ...g('workOrder', 1), ...g('product', 1)],
  },
  {
    // supervises orders and operations
    type: ROLE_TYPES.director,
    name: { zh_CN: '管理总监', en_GB: 'Management director' },
    dataScope: DATA_SCOPES.all,
    permissions: [
      ...g('workOrder', 1, 10),
      '101',
      ...g('reports', 1, 2),
      PERMISSIONS.chartManage,
      ...g('customer', 1),
      ...g('event', 1),
      '601',
      ...g('finance', 1),
      ...g('personnel', 1),
      ...g('personalTeam', 4),
    ],
  },
  {
    type: OUTSOURCED_PROVIDER_ROLE_TYPE,
    name: { zh_CN: '外包服务商', en_GB: 'Outsourced provider' },
    dataScope: DATA_SCOPES.personal,
    permissions: [...g('workOrder', 1, 6), '103', ...g('outsourcing', 1)],
  },
];

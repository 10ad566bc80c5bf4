import { PERMISSIONS } from './permissions';
import { ROLE_TYPES, type RoleType } from './roles';

/**
 * The ten built-in roles every enterprise has (spec-business §6 list 1), with their names and
 * default permission sets. The administrator holds every code regardless of this list.
 */
export const DEFAULT_ROLES: {
  type: RoleType;
  name: { zh_CN: string; en_GB: string };
  permissions: string[];
}[] = [
  {
    type: ROLE_TYPES.administrator,
    name: { zh_CN: '系统管理员', en_GB: 'Administrator' },
    permissions: Object.values(PERMISSIONS),
  },
  { type: ROLE_TYPES.dispatcher, name: { zh_CN: '派单员', en_GB: 'Dispatcher' }, permissions: [] },
  { type: ROLE_TYPES.employee, name: { zh_CN: '普通员工', en_GB: 'Ordinary employee' }, permissions: [] },
  { type: ROLE_TYPES.serviceStaff, name: { zh_CN: '服务人员', en_GB: 'Service staff' }, permissions: [] },
  { type: ROLE_TYPES.salesperson, name: { zh_CN: '销售人员', en_GB: 'Salesperson' }, permissions: [] },
  {
    type: ROLE_TYPES.reception,
    name: { zh_CN: '受理客服', en_GB: 'Reception customer service' },
    permissions: [],
  },
  { type: ROLE_TYPES.returnVisit, name: { zh_CN: '回访客服', en_GB: 'Return-visit staff' }, permissions: [] },
  { type: ROLE_TYPES.finance, name: { zh_CN: '财务人员', en_GB: 'Finance staff' }, permissions: [] },
  {
    type: ROLE_TYPES.warehouseKeeper,
    name: { zh_CN: '仓库管理员', en_GB: 'Warehouse keeper' },
    permissions: [],
  },
  {
    type: ROLE_TYPES.director,
    name: { zh_CN: '管理总监', en_GB: 'Management director' },
    permissions: [PERMISSIONS.chartManage],
  },
];

import type { Messages } from '../i18n';
import { PERMISSIONS } from './permissions';
import { PERMISSION_GROUP_NOS, type PermissionGroupKey } from './permission-groups';

export { fn } from './permission-groups';

/**
 * The permission tree an administrator edits per role (spec-business §6 "Permission groups").
 * Function codes are `1GGII`: group GG (01-28, in the spec's order, with personal and team
 * permissions as group 28) and item II, so they run 10101-12801 as the spec says. The spec's data
 * permission ids (101-107 and 120 for orders, 601-605 and 620 for events) are leaves of their groups.
 */
export interface PermissionLeaf {
  code: string;
  name: Messages;
}
export interface PermissionGroup {
  key: string;
  no: number;
  name: Messages;
  permissions: PermissionLeaf[];
}

type Item = [string, string];
const group = (
  key: PermissionGroupKey,
  zh: string,
  en: string,
  items: Item[],
  extra: [string, string, string][] = [],
) => {
  const no = PERMISSION_GROUP_NOS[key];
  return {
    key,
    no,
    name: { zh_CN: zh, en_GB: en },
    permissions: [
      ...items.map(([zhName, enName], i) => ({
        code: `1${String(no).padStart(2, '0')}${String(i + 1).padStart(2, '0')}`,
        name: { zh_CN: zhName, en_GB: enName },
      })),
      ...extra.map(([code, zhName, enName]) => ({ code, name: { zh_CN: zhName, en_GB: enName } })),
    ],
  };
};

const VIEW: Item = ['查看', 'View'];
const CREATE: Item = ['新建', 'Create'];
const EDIT: Item = ['编辑', 'Edit'];
const DELETE: Item = ['删除', 'Delete'];
const EXPORT: Item = ['导出', 'Export'];
const SETTINGS: Item = ['设置', 'Configure'];

export const PERMISSION_GROUPS: PermissionGroup[] = [
  group(
    'workOrder',
    '工单',
    'Work orders',
    [
      VIEW,
      CREATE,
      EDIT,
      DELETE,
      ['派单', 'Dispatch'],
      ['接单与服务', 'Accept and serve'],
      ['取消', 'Cancel'],
      ['归档', 'Archive'],
      ['审核', 'Approve'],
      EXPORT,
      ['受理', 'Reception accept'],
      ['抢单', 'Grab from pool'],
      ['回收站', 'Recycle bin'],
      ['工单设置', 'Order settings'],
    ],
    [
      ['101', '查看全部工单', 'See all orders'],
      ['102', '查看团队工单', "See the team's orders"],
      ['103', '查看个人工单', 'See own orders'],
      ['104', '查看未指派工单', 'See unassigned orders'],
      ['105', '编辑服务费用', 'Edit service payment'],
      ['106', '审核人编辑服务费用中的备件', 'Approvers edit spare parts in service payment'],
      ['107', '查看已归档工单的客户信息', 'See customer information of archived orders'],
      ['120', '批量操作工单', 'Batch operations on orders'],
    ],
  ),
  group('returnVisit', '回访', 'Return visits', [
    VIEW,
    ['执行回访', 'Perform return visits'],
    ['回访计划', 'Return-visit plans'],
    EXPORT,
  ]),
  group('finance', '财务', 'Finance', [
    VIEW,
    ['对账', 'Reconcile'],
    ['结算佣金', 'Settle commissions'],
    ['结算规则', 'Settlement rules'],
    EXPORT,
  ]),
  group('customer', '客户', 'Customers', [
    VIEW,
    CREATE,
    EDIT,
    DELETE,
    ['设置负责人与团队', 'Set owner and team'],
    EXPORT,
    ['回收站', 'Recycle bin'],
    SETTINGS,
  ]),
  group('spareParts', '备件库存', 'Spare parts inventory', [
    VIEW,
    ['申领备件', 'Request parts'],
    ['审批申领与退还', 'Approve requests and returns'],
    ['出入库', 'Stock in and out'],
    ['调拨', 'Transfer'],
    ['盘点', 'Stocktaking'],
    SETTINGS,
  ]),
  group('product', '产品', 'Products', [VIEW, CREATE, EDIT, DELETE, ['二维码', 'QR codes']]),
  group('knowledge', '知识库', 'Knowledge base', [
    VIEW,
    ['管理常见问题', 'Manage FAQ'],
    ['管理文档', 'Manage documents'],
    ['公告', 'Announcements'],
  ]),
  group(
    'reports',
    '报表',
    'Reports',
    [VIEW, EXPORT],
    [[PERMISSIONS.chartManage, '数据中心菜单', 'Data centre menu']],
  ),
  group('serviceItem', '服务项目', 'Service items', [VIEW, CREATE, EDIT, DELETE]),
  group(
    'event',
    '事件',
    'Events',
    [
      VIEW,
      CREATE,
      EDIT,
      DELETE,
      ['指派', 'Assign'],
      ['处理', 'Handle'],
      ['关闭与重新激活', 'Close and reactivate'],
      ['事件设置', 'Event settings'],
    ],
    [
      ['601', '查看全部事件', 'See all events'],
      ['602', '查看团队事件', "See the team's events"],
      ['603', '查看个人事件', 'See own events'],
      ['604', '查看未指派事件', 'See unassigned events'],
      ['605', '转为工单', 'Convert to work orders'],
      ['620', '批量操作事件', 'Batch operations on events'],
    ],
  ),
  group('personnel', '人员', 'Personnel', [
    VIEW,
    ['新增与编辑人员', 'Add and edit users'],
    ['停用与启用人员', 'Disable and enable users'],
    ['重置密码', 'Reset passwords'],
    ['部门管理', 'Departments'],
    ['角色与权限', 'Roles and permissions'],
    ['服务团队', 'Service teams'],
    ['工作交接', 'Handover'],
    ['标签管理', 'Tags'],
  ]),
  group('approvalForm', '审批单', 'Approval forms', [VIEW, CREATE, ['审批', 'Approve'], SETTINGS]),
  group('project', '项目', 'Projects', [VIEW, CREATE, EDIT, DELETE, ['审批', 'Approve'], SETTINGS]),
  group('callCentre', '呼叫中心', 'Call centre', [
    VIEW,
    ['坐席', 'Seat'],
    ['通话记录', 'Call records'],
    SETTINGS,
  ]),
  group('mall', '服务商城', 'Service mall', [
    VIEW,
    ['商品管理', 'Goods'],
    ['订单管理', 'Mall orders'],
    SETTINGS,
  ]),
  group('portal', '门户', 'Portal', [VIEW, ['门户账号', 'Portal accounts'], SETTINGS]),
  group('repair', '返修', 'Repair', [
    VIEW,
    CREATE,
    ['检测与维修', 'Inspect and repair'],
    ['退换货', 'Return and exchange'],
    SETTINGS,
  ]),
  group('maintenance', '维保', 'Maintenance', [
    VIEW,
    ['合同', 'Contracts'],
    ['计划', 'Plans'],
    ['任务', 'Tasks'],
  ]),
  group('salesContract', '销售合同', 'Sales contracts', [VIEW, CREATE, EDIT, DELETE, ['审批', 'Approve']]),
  group('inspection', '巡检', 'Inspection', [
    VIEW,
    ['巡检方案', 'Schemes'],
    ['巡检计划', 'Plans'],
    ['巡检任务', 'Tasks'],
    ['巡检点', 'Check points'],
  ]),
  group('iot', '物联网', 'IoT', [VIEW, ['设备监控', 'Device monitoring'], SETTINGS]),
  group('customerService', '客户服务', 'Customer service', [VIEW, ['服务台', 'Service counter'], SETTINGS]),
  group('onlineService', '在线客服', 'Online customer service', [
    VIEW,
    ['接待', 'Reception'],
    ['机器人', 'Robots'],
    ['渠道', 'Channels'],
    SETTINGS,
  ]),
  group('risk', '风险拦截', 'Risk interception', [VIEW, SETTINGS]),
  group('customMenu', '自定义菜单', 'Custom menus', [VIEW, SETTINGS]),
  group('outsourcing', '外包', 'Outsourcing', [
    VIEW,
    ['外包服务商', 'Providers'],
    ['外包工单', 'Outsourced orders'],
  ]),
  group(
    'systemSettings',
    '系统设置',
    'System settings',
    [
      VIEW,
      ['参数设置', 'Parameters'],
      ['模板设置', 'Templates'],
      ['消息设置', 'Messages'],
      ['企业信息与套餐', 'Enterprise and package'],
    ],
    [[PERMISSIONS.setManage, '设置菜单', 'Settings menu']],
  ),
  group('personalTeam', '个人与团队', 'Personal and team', [
    ['个人结算', 'Personal settlement'],
    ['团队结算', 'Team settlement'],
    ['个人备件库', 'Personal spare stock'],
    ['团队数据看板', 'Team dashboard'],
  ]),
];

export const ALL_TREE_CODES: string[] = PERMISSION_GROUPS.flatMap((g) => g.permissions.map((p) => p.code));

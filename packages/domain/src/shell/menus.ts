import type { Messages } from '../i18n';
import { PERMISSIONS } from '../tenancy/permissions';
import { RETURN_VISIT_ACCESS } from '../return-visits/constants';
import { fn } from '../tenancy/permission-groups';
import { PRODUCT_ACCESS } from '../products/permissions';
import { ORDER_ACCESS, SERVICE_ITEM_ACCESS } from '../orders/permissions';
import { MESSAGE_ACCESS } from '../messages/access';
import { CONTRACT_MENUS } from '../contracts/menus';
import { COLLECTION_MENUS } from '../collection/menus';
import { RECONCILE_MENUS } from '../reconciliation/menus';
import { SETTLEMENT_MENUS } from '../settlement/menus';
import { SERVICE_EVENT_MENUS } from '../service-events/menus';
import { SLA_MENUS } from '../sla/menus';
import { FAULT_REPORT_MENUS } from '../faults/menus';
import { MORE_REPORT_MENUS } from '../reports/menus';
import { STATS_MENUS } from '../stats/menus';
import { KNOWLEDGE_ACCESS } from '../knowledge/constants';
import { SPARE_MENUS } from '../spare-parts/menus';

export const MENU_TYPES = ['main', 'chart', 'setting'] as const;
export type MenuType = (typeof MENU_TYPES)[number];

/** A menu resource as served to the web (spec-shell §3 "Menu resource"). */
export interface MenuItem {
  id: number;
  parent_id: number | null;
  resource_name: string;
  inner_obj_id: number | null;
  routerName: string | null;
  name: string;
  icon: string | null;
  meta: { isDisabled: boolean };
  children: MenuItem[];
}

export interface MenuDefinition {
  key: string;
  parent?: string;
  menuType: MenuType;
  /** The route name in the web's route table; none for a group. */
  routerName?: string;
  /** Code the user must hold for the resource to be allowed; none = always allowed. */
  permission?: string;
  icon?: string;
  name: Messages;
}

/** The eight top-level groups of spec-shell §6, the chart group, and the entries modules register. */
export const MENU_DEFINITIONS: MenuDefinition[] = [
  {
    key: 'order_manage',
    menuType: 'main',
    icon: 'FileTextOutlined',
    name: { zh_CN: '工单管理', en_GB: 'Work orders' },
  },
  {
    key: 'customer_manage',
    menuType: 'main',
    icon: 'TeamOutlined',
    name: { zh_CN: '客户管理', en_GB: 'Customers' },
  },
  {
    key: 'conversation_manage',
    menuType: 'main',
    icon: 'PhoneOutlined',
    name: { zh_CN: '呼叫与回访', en_GB: 'Calls and visits' },
  },
  {
    key: 'work_manage',
    menuType: 'main',
    icon: 'ScheduleOutlined',
    name: { zh_CN: '事件与项目', en_GB: 'Events and projects' },
  },
  {
    key: 'stock_manage',
    menuType: 'main',
    icon: 'InboxOutlined',
    name: { zh_CN: '备件库存', en_GB: 'Spare parts' },
  },
  {
    key: 'finance_manage',
    menuType: 'main',
    icon: 'AccountBookOutlined',
    name: { zh_CN: '财务管理', en_GB: 'Finance' },
  },
  {
    key: 'operate_manage',
    menuType: 'main',
    icon: 'AppstoreOutlined',
    name: { zh_CN: '运营管理', en_GB: 'Operations' },
  },
  {
    key: 'set_manage',
    menuType: 'setting',
    icon: 'SettingOutlined',
    permission: PERMISSIONS.setManage,
    name: { zh_CN: '系统设置', en_GB: 'System settings' },
  },
  {
    key: 'chart_manage',
    menuType: 'chart',
    icon: 'BarChartOutlined',
    permission: PERMISSIONS.chartManage,
    name: { zh_CN: '数据中心', en_GB: 'Data centre' },
  },
  // customers (main menu)
  {
    key: 'allCustomer',
    parent: 'customer_manage',
    menuType: 'main',
    routerName: 'allCustomer',
    permission: fn('customer', 1),
    name: { zh_CN: '客户列表', en_GB: 'Customers' },
  },
  {
    key: 'contactManage',
    parent: 'customer_manage',
    menuType: 'main',
    routerName: 'contactManage',
    permission: fn('customer', 1),
    name: { zh_CN: '联系人管理', en_GB: 'Contacts' },
  },
  {
    key: 'addressManage',
    parent: 'customer_manage',
    menuType: 'main',
    routerName: 'addressManage',
    permission: fn('customer', 1),
    name: { zh_CN: '地址管理', en_GB: 'Addresses' },
  },
  {
    key: 'customerRecycle',
    parent: 'customer_manage',
    menuType: 'main',
    routerName: 'customerRecycle',
    permission: fn('customer', 7),
    name: { zh_CN: '客户回收站', en_GB: 'Customer recycle bin' },
  },
  {
    key: 'customerSetting',
    parent: 'set_manage',
    menuType: 'setting',
    routerName: 'customerSetting',
    permission: fn('customer', 8),
    name: { zh_CN: '客户设置', en_GB: 'Customer settings' },
  },
  // customer products (equipment), QR codes and scan reports (main menu)
  {
    key: 'productManage',
    parent: 'customer_manage',
    menuType: 'main',
    routerName: 'productManage',
    permission: fn('product', 1),
    name: { zh_CN: '客户产品', en_GB: 'Customer products' },
  },
  {
    key: 'qrCodeSetting',
    parent: 'customer_manage',
    menuType: 'main',
    routerName: 'qrCodeSetting',
    permission: fn('product', 5),
    name: { zh_CN: '二维码管理', en_GB: 'QR codes' },
  },
  {
    key: 'serviceRequests',
    parent: 'customer_manage',
    menuType: 'main',
    routerName: 'serviceRequests',
    permission: fn('product', 1),
    name: { zh_CN: '扫码报修', en_GB: 'Scan reports' },
  },
  // personnel and organization (settings menu)
  {
    key: 'organizationalStructure',
    parent: 'set_manage',
    menuType: 'setting',
    routerName: 'organizationalStructure',
    permission: fn('personnel', 1),
    name: { zh_CN: '组织架构', en_GB: 'Organization' },
  },
  {
    key: 'serviceGroup',
    parent: 'set_manage',
    menuType: 'setting',
    routerName: 'serviceGroup',
    permission: fn('personnel', 7),
    name: { zh_CN: '服务团队', en_GB: 'Service teams' },
  },
  {
    key: 'outsourceManagement',
    parent: 'set_manage',
    menuType: 'setting',
    routerName: 'outsourceManagement',
    permission: fn('outsourcing', 2),
    name: { zh_CN: '外包管理', en_GB: 'Outsourcing' },
  },
  {
    key: 'personTag',
    parent: 'set_manage',
    menuType: 'setting',
    routerName: 'personTag',
    permission: fn('personnel', 9),
    name: { zh_CN: '人员标签', en_GB: 'Person tags' },
  },
  {
    key: 'orderTag',
    parent: 'set_manage',
    menuType: 'setting',
    routerName: 'orderTag',
    permission: fn('personnel', 9),
    name: { zh_CN: '工单标签', en_GB: 'Order tags' },
  },
  {
    key: 'customerTag',
    parent: 'set_manage',
    menuType: 'setting',
    routerName: 'customerTag',
    permission: fn('personnel', 9),
    name: { zh_CN: '客户标签', en_GB: 'Customer tags' },
  },
  // product centre (customer menu): the catalogue and its categories
  {
    key: 'product_center',
    parent: 'customer_manage',
    menuType: 'main',
    name: { zh_CN: '产品中心', en_GB: 'Product centre' },
  },
  {
    key: 'allProduct',
    parent: 'product_center',
    menuType: 'main',
    routerName: 'allProduct',
    permission: PRODUCT_ACCESS.view,
    name: { zh_CN: '产品列表', en_GB: 'Products' },
  },
  {
    key: 'categories',
    parent: 'product_center',
    menuType: 'main',
    routerName: 'categories',
    permission: PRODUCT_ACCESS.view,
    name: { zh_CN: '产品分类', en_GB: 'Product categories' },
  },
  {
    key: 'faultPhenomenon',
    parent: 'product_center',
    menuType: 'main',
    routerName: 'faultPhenomenon',
    permission: PRODUCT_ACCESS.view,
    name: { zh_CN: '故障现象', en_GB: 'Fault phenomena' },
  },
  // templates (settings menu)
  {
    key: 'templateCenter',
    parent: 'set_manage',
    menuType: 'setting',
    routerName: 'templateCenter',
    permission: fn('systemSettings', 3),
    name: { zh_CN: '模板中心', en_GB: 'Template centre' },
  },
  // custom fields (settings menu)
  {
    key: 'customForm',
    parent: 'set_manage',
    menuType: 'setting',
    routerName: 'customForm',
    permission: fn('systemSettings', 3),
    name: { zh_CN: '字段自定义', en_GB: 'Custom fields' },
  },
  // message settings (settings menu): who hears which event, by which channel (issue 21)
  {
    key: 'messageSetting',
    parent: 'set_manage',
    menuType: 'setting',
    routerName: 'messageSetting',
    permission: MESSAGE_ACCESS.settings,
    name: { zh_CN: '消息设置', en_GB: 'Message settings' },
  },
  // SMS signature, templates, balance and send log (settings menu, spec /smsMEssage/applyMessage; issue 21)
  {
    key: 'applyMessage',
    parent: 'set_manage',
    menuType: 'setting',
    routerName: 'applyMessage',
    permission: MESSAGE_ACCESS.settings,
    name: { zh_CN: '短信签名与模板', en_GB: 'SMS signature and templates' },
  },
  {
    // order service settings (spec /serviceSetting/:type?): the open pool's (issue 22)
    key: 'serviceSetting',
    parent: 'set_manage',
    menuType: 'setting',
    routerName: 'serviceSetting',
    permission: ORDER_ACCESS.settings,
    name: { zh_CN: '工单服务设置', en_GB: 'Order service settings' },
  },
  // work orders (main menu): create and the named lists (issue 7)
  {
    key: 'createOrder',
    parent: 'order_manage',
    menuType: 'main',
    routerName: 'createOrder',
    permission: ORDER_ACCESS.create,
    name: { zh_CN: '新建工单', en_GB: 'New order' },
  },
  {
    key: 'allOrder',
    parent: 'order_manage',
    menuType: 'main',
    routerName: 'allOrder',
    permission: ORDER_ACCESS.view,
    name: { zh_CN: '全部工单', en_GB: 'All orders' },
  },
  {
    key: 'myOrder',
    parent: 'order_manage',
    menuType: 'main',
    routerName: 'myOrder',
    permission: ORDER_ACCESS.view,
    name: { zh_CN: '我的工单', en_GB: 'My orders' },
  },
  {
    key: 'acceptanceOrder',
    parent: 'order_manage',
    menuType: 'main',
    routerName: 'acceptanceOrder',
    permission: ORDER_ACCESS.reception,
    name: { zh_CN: '待受理工单', en_GB: 'Orders to accept' },
  },
  {
    key: 'assignOrder',
    parent: 'order_manage',
    menuType: 'main',
    routerName: 'assignOrder',
    permission: ORDER_ACCESS.dispatch,
    name: { zh_CN: '待指派工单', en_GB: 'Orders to assign' },
  },
  {
    key: 'examineOrder',
    parent: 'order_manage',
    menuType: 'main',
    routerName: 'examineOrder',
    permission: ORDER_ACCESS.approve,
    name: { zh_CN: '待审核工单', en_GB: 'Orders to approve' },
  },
  {
    // the open pool (issue 22): staff who may grab; dispatchers pool and recall from the lists
    key: 'orderHighSeas',
    parent: 'order_manage',
    menuType: 'main',
    routerName: 'orderHighSeas',
    permission: ORDER_ACCESS.grab,
    name: { zh_CN: '工单池', en_GB: 'Open pool' },
  },
  {
    // abnormal requests (issue 22): approvers decide the servers' cancel, reassign and reschedule requests
    key: 'abnormalOrder',
    parent: 'order_manage',
    menuType: 'main',
    routerName: 'abnormalOrder',
    permission: ORDER_ACCESS.approve,
    name: { zh_CN: '异常工单', en_GB: 'Abnormal requests' },
  },
  {
    key: 'dueOrder',
    parent: 'order_manage',
    menuType: 'main',
    routerName: 'dueOrder',
    permission: ORDER_ACCESS.view,
    name: { zh_CN: '超时工单', en_GB: 'Overdue orders' },
  },
  {
    key: 'sendMeOrder',
    parent: 'order_manage',
    menuType: 'main',
    routerName: 'sendMeOrder',
    permission: ORDER_ACCESS.view,
    name: { zh_CN: '抄送我的', en_GB: 'Copied to me' },
  },
  {
    key: 'teamworkOrder',
    parent: 'order_manage',
    menuType: 'main',
    routerName: 'teamworkOrder',
    permission: ORDER_ACCESS.view,
    name: { zh_CN: '我协作的', en_GB: 'Orders I help on' },
  },
  {
    key: 'templateView',
    parent: 'order_manage',
    menuType: 'main',
    routerName: 'templateView',
    permission: ORDER_ACCESS.view,
    name: { zh_CN: '按模板查看', en_GB: 'Orders by template' },
  },
  {
    key: 'orderRubbish',
    parent: 'order_manage',
    menuType: 'main',
    routerName: 'orderRubbish',
    permission: ORDER_ACCESS.recycleBin,
    name: { zh_CN: '工单回收站', en_GB: 'Order recycle bin' },
  },
  {
    key: 'serviceProject',
    parent: 'order_manage',
    menuType: 'main',
    routerName: 'serviceProject',
    permission: SERVICE_ITEM_ACCESS.view,
    name: { zh_CN: '服务项目', en_GB: 'Service items' },
  },
  // knowledge base (issue 29; spec-shell /FAQManage, /DOCManage, /UnknownProblems, /help)
  {
    key: 'FAQManage',
    parent: 'operate_manage',
    menuType: 'main',
    routerName: 'FAQManage',
    permission: KNOWLEDGE_ACCESS.view,
    name: { zh_CN: '常见问题', en_GB: 'FAQ' },
  },
  {
    key: 'DOCManage',
    parent: 'operate_manage',
    menuType: 'main',
    routerName: 'DOCManage',
    permission: KNOWLEDGE_ACCESS.view,
    name: { zh_CN: '文档管理', en_GB: 'Documents' },
  },
  {
    key: 'UnknownProblems',
    parent: 'operate_manage',
    menuType: 'main',
    routerName: 'UnknownProblems',
    permission: KNOWLEDGE_ACCESS.faq,
    name: { zh_CN: '未知问题', en_GB: 'Unknown problems' },
  },
  {
    key: 'help',
    parent: 'operate_manage',
    menuType: 'main',
    routerName: 'help',
    name: { zh_CN: '帮助中心', en_GB: 'Help centre' },
  },
  // announcements and timed notices (settings menu; spec-shell /noticeManage, /timerNotice)
  {
    key: 'noticeManage',
    parent: 'set_manage',
    menuType: 'setting',
    routerName: 'noticeManage',
    permission: fn('knowledge', 4),
    name: { zh_CN: '公告管理', en_GB: 'Announcements' },
  },
  {
    key: 'timerNotice',
    parent: 'set_manage',
    menuType: 'setting',
    routerName: 'timerNotice',
    permission: fn('systemSettings', 4),
    name: { zh_CN: '定时通知', en_GB: 'Timed notices' },
  },
  // spare parts (issue 24; spec-shell SS:249-263, settings /spareOutAndIn)
  ...SPARE_MENUS,
  // SLA (issue 23; spec-shell /slaManage/SLA/{id}/{name} in settings, /overtimeLog with the events)
  ...SLA_MENUS,
  // events of the service desk (issue 23; spec-shell SS:143-155)
  ...SERVICE_EVENT_MENUS,
  // contracts (issue 25)
  ...CONTRACT_MENUS,
  // order reports in the chart menu (issue 28)
  ...STATS_MENUS,
  // fault reports in the chart menu (issue 28)
  ...FAULT_REPORT_MENUS,
  // spare-part, product-usage and the other reports in the chart menu (issue 28)
  ...MORE_REPORT_MENUS,
  // collection (issue 22) and reconciliation, income statistics (issue 27)
  ...COLLECTION_MENUS,
  ...RECONCILE_MENUS,
  // settlement (issue 27): bills, commission rules, rewards and penalties, settlement settings
  ...SETTLEMENT_MENUS,
  // return visits (issue 22; spec-shell /returnVisitOrder, /ReturnVisitTask, /returnVisitReport)
  {
    key: 'returnVisitOrder',
    parent: 'conversation_manage',
    menuType: 'main',
    routerName: 'returnVisitOrder',
    permission: RETURN_VISIT_ACCESS.view,
    name: { zh_CN: '回访工单', en_GB: 'Return visits' },
  },
  {
    key: 'ReturnVisitTask',
    parent: 'conversation_manage',
    menuType: 'main',
    routerName: 'ReturnVisitTask',
    permission: RETURN_VISIT_ACCESS.view,
    name: { zh_CN: '我的回访', en_GB: 'My return visits' },
  },
  {
    key: 'returnVisitReport',
    parent: 'conversation_manage',
    menuType: 'main',
    routerName: 'returnVisitReport',
    permission: RETURN_VISIT_ACCESS.view,
    name: { zh_CN: '回访报表', en_GB: 'Return-visit report' },
  },
  // map dispatch and the data map (issue 26; spec-shell /assignOrderInMap, /dataMap)
  {
    key: 'assignOrderInMap',
    parent: 'order_manage',
    menuType: 'main',
    routerName: 'assignOrderInMap',
    permission: ORDER_ACCESS.dispatch,
    name: { zh_CN: '地图派单', en_GB: 'Map dispatch' },
  },
  {
    key: 'dataMap',
    parent: 'operate_manage',
    menuType: 'main',
    routerName: 'dataMap',
    permission: ORDER_ACCESS.view,
    name: { zh_CN: '数据地图', en_GB: 'Data map' },
  },
  // engineers' schedules (issue 26; spec-shell /schedule/list, /schedule/report)
  {
    key: 'scheduleList',
    parent: 'order_manage',
    menuType: 'main',
    routerName: 'scheduleList',
    permission: ORDER_ACCESS.dispatch,
    name: { zh_CN: '排班表', en_GB: 'Schedules' },
  },
  {
    key: 'scheduleReport',
    parent: 'order_manage',
    menuType: 'main',
    routerName: 'scheduleReport',
    permission: ORDER_ACCESS.dispatch,
    name: { zh_CN: '排班报表', en_GB: 'Schedule report' },
  },
];

/** Route name of a custom menu entry: built from its parent id and its own id (spec-shell §6). */
export const customMenuRouteName = (parentId: number | null, id: number) => `custom_${parentId ?? 0}_${id}`;

/**
 * spec-shell §6 menu check: an item shows only if its key is among the allowed resources; empty
 * keys always show; children are filtered the same way. (Items with inner_obj_id are never put in
 * the allowed set by whoever builds it.)
 */
export function filterMenuTree(items: MenuItem[], allowed: ReadonlySet<string>): MenuItem[] {
  return items
    .filter((item) => !item.resource_name || allowed.has(item.resource_name))
    .map((item) => ({ ...item, children: filterMenuTree(item.children, allowed) }));
}

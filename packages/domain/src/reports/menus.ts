import type { MenuDefinition } from '../shell/menus';
import { STATS_ACCESS } from '../stats/constants';

const report = (parent: string, key: string, zh: string, en: string): MenuDefinition => ({
  key,
  parent,
  menuType: 'chart',
  routerName: key,
  permission: STATS_ACCESS.view,
  name: { zh_CN: zh, en_GB: en },
});

/**
 * The reports of D9 beyond the order and fault reports (issue 28) in the chart menu: fault
 * replacement with the fault reports, overtime with the order reports; resources (spare parts,
 * product usage) and staff (mileage, schedules, activity and messages) in groups of their own.
 */
export const MORE_REPORT_MENUS: MenuDefinition[] = [
  // with the order reports and the fault reports (their groups come first in the menu definitions)
  report('order_report', 'overtimeStatistics', '超时统计', 'Overtime statistics'),
  report('fault_report', 'FaultReplace', '故障更换', 'Fault replacement'),
  {
    key: 'resource_report',
    parent: 'chart_manage',
    menuType: 'chart',
    name: { zh_CN: '备件与产品报表', en_GB: 'Parts and products' },
  },
  report('resource_report', 'spareAnalysis', '备件分析', 'Spare-part analysis'),
  report('resource_report', 'ProductUsageAnalysis', '产品使用分析', 'Product usage'),
  {
    key: 'staff_report',
    parent: 'chart_manage',
    menuType: 'chart',
    name: { zh_CN: '人员报表', en_GB: 'Staff reports' },
  },
  report('staff_report', 'mileageStatistics', '里程统计', 'Mileage'),
  report('staff_report', 'ReportSchedule', '排班统计', 'Schedules'),
  report('staff_report', 'actMsgStatistics', '活跃与消息统计', 'Activity and messages'),
];

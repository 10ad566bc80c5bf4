import type { MenuDefinition } from '../shell/menus';
import { STATS_ACCESS } from './constants';

const report = (key: string, zh: string, en: string): MenuDefinition => ({
  key,
  parent: 'order_report',
  menuType: 'chart',
  routerName: key,
  permission: STATS_ACCESS.view,
  name: { zh_CN: zh, en_GB: en },
});

/** The order reports (issue 28, spec D9 SS:196-219) in the chart menu, one group. */
export const STATS_MENUS: MenuDefinition[] = [
  {
    key: 'order_report',
    parent: 'chart_manage',
    menuType: 'chart',
    name: { zh_CN: '工单报表', en_GB: 'Order reports' },
  },
  report('StatisticsOrderNum', '工单数量统计', 'Orders by number'),
  report('StatisticsOrderTime', '工单时效统计', 'Orders by time'),
  report('StatisticsOrderArrive', '到达准时统计', 'Orders by arrival'),
  report('StatisticsOrderSatisfaction', '满意度统计', 'Orders by satisfaction'),
  report('evaluationReport', '评价统计', 'Evaluations'),
  report('ServiceStaffStatistics', '服务人员统计', 'Service staff'),
  report('assignStatistics', '派单统计', 'Assignment'),
  report('EfficiencyReport', '效率报表', 'Efficiency'),
  report('clientStatistics', '客户统计', 'Customers'),
  report('orderStatistics', '工单收入统计', 'Order income'),
];

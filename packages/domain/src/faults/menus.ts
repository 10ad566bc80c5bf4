import type { MenuDefinition } from '../shell/menus';
import { STATS_ACCESS } from '../stats/constants';

const report = (key: string, zh: string, en: string): MenuDefinition => ({
  key,
  parent: 'fault_report',
  menuType: 'chart',
  routerName: key,
  permission: STATS_ACCESS.view,
  name: { zh_CN: zh, en_GB: en },
});

/** The fault reports (issue 28, spec D9) in the chart menu, one group. */
export const FAULT_REPORT_MENUS: MenuDefinition[] = [
  {
    key: 'fault_report',
    parent: 'chart_manage',
    menuType: 'chart',
    name: { zh_CN: '故障报表', en_GB: 'Fault reports' },
  },
  report('FaultMode', '故障模式', 'Fault modes'),
  report('FaultStatistics', '故障统计', 'Fault statistics'),
  report('FaultDistribution', '故障分布', 'Fault distribution'),
  report('faultAnalysis', '故障分析', 'Fault analysis'),
];

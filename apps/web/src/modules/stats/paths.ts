import type { ReportFilterKey } from '@fieldline/domain';
import type { RouteNameKey } from '../../shell/paths';

/** A report screen of spec D9: its route name (= path's name), path, API and the filters it offers. */
export interface OrderReportScreen {
  name: string;
  path: string;
  url: string;
  filters: readonly ReportFilterKey[];
  /** Its name's translation key (stats.routes.<name>). */
  nameKey: RouteNameKey;
}

const ORDER_FILTERS: readonly ReportFilterKey[] = ['teamId', 'templateId', 'engineerId'];
const screen = (name: string, path: string, report: string, filters = ORDER_FILTERS): OrderReportScreen => ({
  name,
  path,
  url: `/v2/report/${report}`,
  filters,
  nameKey: `stats.routes.${name}` as RouteNameKey,
});

/**
 * The order reports (issue 28; spec D9 SS:196-219). /incomeStatistics is the finance module's
 * (money received); the orders' income by template is /orderStatistics here.
 */
export const ORDER_REPORT_SCREENS: OrderReportScreen[] = [
  screen('StatisticsOrderNum', '/StatisticsOrderNum', 'orderNum'),
  screen('StatisticsOrderTime', '/StatisticsOrderTime', 'orderTime'),
  screen('StatisticsOrderArrive', '/StatisticsOrderArrive', 'orderArrive'),
  screen('StatisticsOrderSatisfaction', '/StatisticsOrderSatisfaction', 'orderSatisfaction'),
  screen('evaluationReport', '/evaluationReport', 'evaluation'),
  screen('ServiceStaffStatistics', '/ServiceStaffStatistics', 'serviceStaff', ['teamId', 'templateId']),
  screen('assignStatistics', '/assignStatistics', 'assign'),
  screen('EfficiencyReport', '/report/EfficiencyReport', 'efficiency'),
  screen('clientStatistics', '/clientStatistics', 'customers', [
    'teamId',
    'templateId',
    'engineerId',
    'customerTagId',
  ]),
  screen('orderStatistics', '/orderStatistics', 'income'),
];

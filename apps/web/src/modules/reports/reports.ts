import type { ReportFilterKey } from '@fieldline/domain';
import { REPORT_PATHS } from './paths';

/** One report page: its route name (the chart menu's routerName), path and API (core/report-route.ts). */
export interface ReportPage {
  name:
    | 'FaultMode'
    | 'FaultStatistics'
    | 'FaultDistribution'
    | 'faultAnalysis'
    | 'FaultReplace'
    | 'spareAnalysis'
    | 'ProductUsageAnalysis'
    | 'overtimeStatistics'
    | 'mileageStatistics'
    | 'ReportSchedule'
    | 'actMsgStatistics';
  path: string;
  url: string;
  testId: string;
  filters: readonly ReportFilterKey[];
}

/**
 * The fault reports honour team, template and engineer (the order's server); no customer tag. So does
 * the spare-part analysis (narrowed to the parts used on matching orders).
 */
const FAULT_FILTERS = ['teamId', 'templateId', 'engineerId'] as const;

export const REPORT_PAGES: ReportPage[] = [
  {
    name: 'FaultMode',
    path: REPORT_PATHS.faultMode,
    url: '/v2/report/fault/mode',
    testId: 'fault-mode',
    filters: FAULT_FILTERS,
  },
  {
    name: 'FaultStatistics',
    path: REPORT_PATHS.faultStatistics,
    url: '/v2/report/fault/statistics',
    testId: 'fault-statistics',
    filters: FAULT_FILTERS,
  },
  {
    name: 'FaultDistribution',
    path: REPORT_PATHS.faultDistribution,
    url: '/v2/report/fault/distribution',
    testId: 'fault-distribution',
    filters: FAULT_FILTERS,
  },
  {
    name: 'faultAnalysis',
    path: REPORT_PATHS.faultAnalysis,
    url: '/v2/report/fault/analysis',
    testId: 'fault-analysis',
    filters: FAULT_FILTERS,
  },
  {
    name: 'FaultReplace',
    path: REPORT_PATHS.faultReplace,
    url: '/v2/report/fault/replace',
    testId: 'fault-replace',
    filters: FAULT_FILTERS,
  },
  {
    name: 'spareAnalysis',
    path: REPORT_PATHS.spareAnalysis,
    url: '/v2/report/spare/analysis',
    testId: 'spare-analysis',
    filters: FAULT_FILTERS,
  },
  {
    name: 'ProductUsageAnalysis',
    path: REPORT_PATHS.productUsage,
    url: '/v2/report/product/usage',
    testId: 'product-usage',
    filters: ['teamId', 'templateId', 'engineerId', 'customerTagId'],
  },
  {
    name: 'overtimeStatistics',
    path: REPORT_PATHS.overtimeStatistics,
    url: '/v2/report/overtime',
    testId: 'overtime-statistics',
    filters: FAULT_FILTERS,
  },
  {
    name: 'mileageStatistics',
    path: REPORT_PATHS.mileageStatistics,
    url: '/v2/report/mileage',
    testId: 'mileage-statistics',
    filters: FAULT_FILTERS,
  },
  {
    name: 'ReportSchedule',
    path: REPORT_PATHS.reportSchedule,
    url: '/v2/report/schedules',
    testId: 'report-schedule',
    filters: ['teamId', 'engineerId'],
  },
  {
    name: 'actMsgStatistics',
    path: REPORT_PATHS.actMsgStatistics,
    url: '/v2/report/actMsg',
    testId: 'act-msg-statistics',
    filters: FAULT_FILTERS,
  },
];

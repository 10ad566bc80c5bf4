import { ACT_MSG_URL, actMsg, actMsgRoutes } from './act-msg';
import { FAULT_REPLACE_URL, faultReplace, faultReplaceRoutes } from './fault-replace';
import { MILEAGE_URL, mileage, mileageRoutes } from './mileage';
import { OVERTIME_URL, overtime, overtimeRoutes } from './overtime';
import { PRODUCT_USAGE_URL, productUsage, productUsageRoutes } from './product-usage';
import { SCHEDULES_URL, schedules, schedulesRoutes } from './schedules';
import { SPARE_ANALYSIS_URL, spareAnalysis, spareAnalysisRoutes } from './spare-analysis';

/** The reports of D9 beyond the fault reports, each in its own file; registered here once. */
export const moreReportRoutes = [
  ...spareAnalysisRoutes,
  ...productUsageRoutes,
  ...faultReplaceRoutes,
  ...overtimeRoutes,
  ...mileageRoutes,
  ...schedulesRoutes,
  ...actMsgRoutes,
];

export const MORE_REPORT_URLS = {
  spareAnalysis: SPARE_ANALYSIS_URL,
  productUsage: PRODUCT_USAGE_URL,
  faultReplace: FAULT_REPLACE_URL,
  overtime: OVERTIME_URL,
  mileage: MILEAGE_URL,
  schedules: SCHEDULES_URL,
  actMsg: ACT_MSG_URL,
} as const;

/** The builders themselves, for the bench (bench/src/report-scale.ts). */
export const MORE_REPORT_BUILDERS = {
  spareAnalysis,
  productUsage,
  faultReplace,
  overtime,
  mileage,
  schedules,
  actMsg,
};

/** The reports' pages (spec-shell SS:196-219, D9). */
export const REPORT_PATHS = {
  faultMode: '/FaultMode',
  faultStatistics: '/FaultStatistics',
  faultDistribution: '/FaultDistribution',
  faultAnalysis: '/faultAnalysis',
  faultReplace: '/FaultReplace',
  spareAnalysis: '/spareAnalysis',
  productUsage: '/ProductUsageAnalysis',
  overtimeStatistics: '/overtimeStatistics',
  mileageStatistics: '/mileageStatistics',
  reportSchedule: '/ReportSchedule',
  actMsgStatistics: '/actMsgStatistics',
} as const;

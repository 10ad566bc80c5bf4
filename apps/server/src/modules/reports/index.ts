/**
 * Reports of issue 28 that no single module owns (spec D9): the fault reports, each on the shared
 * report frame (modules/stats `defineReport`) and reading a module's per-day aggregate through its face.
 */
export { faultReportRoutes, FAULT_REPORT_URLS, FAULT_REPORT_BUILDERS } from './faults';
/** The other reports of D9 on the same frame (spare parts, product usage, ...), one file each. */
export { moreReportRoutes, MORE_REPORT_URLS, MORE_REPORT_BUILDERS } from './more';
/** The activity-and-messages report's per-day counts: their jobs, and the refresh (seed, tests, bench). */
export { actMsgJobs, refreshActivityDays, refreshAllActivityDays, actMsgCounts } from './act-msg-days';

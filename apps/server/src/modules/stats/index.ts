/** Statistics (issue 28): the dashboard, the order reports and the shared report frame other modules use. */
export { defineReport } from './report';
export type { ReportDefinition, ReportScope, ResolvedReportFilter } from '../../core/report-route';
export { statsConsumer, syncOrderStats, rebuildStats } from './aggregates';
/** The aggregates' conditions and periods, for the reports of other modules that read aggregates. */
export { aggWhere } from './scope';
export { monthsOf } from './series';
export { statsRoutes } from './routes';
export { statsJobs } from './jobs';
/** For the bench (bench/src/stats-scale.ts): the reports and the dashboard's parts, timed by hand. */
export { ORDER_REPORTS } from './reports';
export { DASHBOARD_PARTS } from './dashboard';

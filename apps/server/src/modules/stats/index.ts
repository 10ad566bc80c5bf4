/** Statistics (issue 28): the dashboard, the order reports and the shared report frame other modules use. */
export { defineReport } from './report';
export type { ReportDefinition, ReportScope, ResolvedReportFilter } from '../../core/report-route';
export { statsConsumer, syncOrderStats, rebuildStats } from './aggregates';
export { statsRoutes } from './routes';
export { statsJobs } from './jobs';

/** The shared report frame (issue 28): period, filters, charts with their table, export. */
export { ReportFrame, fetchReport, type ReportFrameProps } from './ReportFrame';
export { chartOption } from './chartOption';
export { PeriodPicker } from './PeriodPicker';
export { ReportTable, groupMoney } from './ReportTable';
export { useReportFilter } from './useReportFilter';

import { reportRoutes, type ReportDefinition } from '../../core/report-route';
import { downloadErrors, registerExporter, startExport } from '../downloads';

/**
 * A report's routes (GET <url> and POST <url>/export) on the shared frame (core/report-route.ts),
 * exporting through the download centre. Any module's report uses this from the stats face.
 */
export const defineReport = (def: ReportDefinition) =>
  reportRoutes(def, { registerExporter, startExport, empty: () => downloadErrors.EXPORT_EMPTY() });

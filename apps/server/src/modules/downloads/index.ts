/** The download centre as other modules use it: register an exporter, start an export. */
export { downloadRoutes } from './routes';
export { downloadJobs, registerExporter, startExport } from './service';
export { downloadErrors } from './errors';

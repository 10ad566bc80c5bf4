export * from './constants';
export * from './report.schema';

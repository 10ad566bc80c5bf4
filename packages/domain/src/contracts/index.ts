export * from './constants';
export * from './sales-states';
export * from './schedule';
export * from './contracts.schema';

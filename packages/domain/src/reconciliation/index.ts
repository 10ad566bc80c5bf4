export * from './constants';
export * from './reconciliation';

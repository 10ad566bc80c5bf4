export * from './constants';
export * from './commission';
export * from './settlement.schema';

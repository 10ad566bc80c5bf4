export * from './limits';
export * from './constants';
export * from './permissions';
export * from './equipment.schema';
export * from './types';

export * from './constants';
export * from './permissions';
export * from './transitions';
export * from './money';
export * from './order.schema';
export * from './types';
export * from './extras.schema';
export * from './candidates';

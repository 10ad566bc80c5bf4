export * from './limits';
export * from './constants';
export * from './permissions';
export * from './customer.schema';
export * from './types';
export * from './files';
export * from './changes';
export * from './geo';

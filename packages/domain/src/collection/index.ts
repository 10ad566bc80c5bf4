export * from './constants';
export * from './collection.schema';

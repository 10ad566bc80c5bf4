export * from './constants';
export * from './sampling';
export * from './return-visits.schema';

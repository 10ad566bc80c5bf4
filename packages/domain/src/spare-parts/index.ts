export * from './constants';
export * from './spare-parts.schema';

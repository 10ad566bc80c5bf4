export * from './constants';
export * from './spare-parts.schema';
export * from './order-parts.schema';
export * from './old-parts.schema';
export * from './import';

export * from './constants';
export * from './clock';
export * from './policy';
export * from './sla.schema';

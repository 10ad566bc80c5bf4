export * from './limits';
export * from './service-item.schema';

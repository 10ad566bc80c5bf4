export * from './limits';
export * from './product.schema';
export * from './tree';
export * from './permissions';

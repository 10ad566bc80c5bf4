export * from './constants';
export * from './schedule';
export * from './notices.schema';

export * from './tenancy';
export * from './auth';
export * from './files';
export * from './organization';
export * from './shell';

export * from './constants';
export * from './transitions';
export * from './service-events.schema';
export * from './menus';

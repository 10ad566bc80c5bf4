export * from './constants';
export * from './haversine';
export * from './dispatch-map.schema';
export * from './types';
export * from './schedule';
export * from './slots';

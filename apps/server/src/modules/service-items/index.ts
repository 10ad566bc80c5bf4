export { serviceItemsForOrder } from './for-order';
export { serviceItemRoutes } from './routes';
export { seedDemoServiceItems } from './demo';

export { menuRoutes } from './routes';
export { syncBuiltInMenus } from './service';

export { platformRoutes } from './routes';
export { isPlatformAdmin } from './service';

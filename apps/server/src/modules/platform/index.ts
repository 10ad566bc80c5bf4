export { platformRoutes } from './routes';
export { isPlatformAdmin } from './service';
export { platformErrors } from './errors';

export { systemRoutes } from './routes';

export { sessionUserRoutes } from './routes';

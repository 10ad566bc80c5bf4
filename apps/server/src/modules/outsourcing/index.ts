export { providerRoutes } from './routes';

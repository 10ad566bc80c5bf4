export { roleRoutes } from './routes';
export { listRoles } from './queries';

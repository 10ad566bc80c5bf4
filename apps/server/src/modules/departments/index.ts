export { departmentRoutes } from './routes';
export { departmentSubtree } from './queries';
export { requireDepartment } from './service';

import { maintenanceRoutes } from './maintenance-routes';
import { salesRoutes } from './sales-routes';
import { serviceRoutes } from './service-routes';

/** The contracts module's routes (issue 25). */
export const contractRoutes = [...maintenanceRoutes, ...salesRoutes, ...serviceRoutes];

import { departmentRoutes } from '../departments/routes';
import { handoverRoutes } from '../handover/routes';
import { providerRoutes } from '../outsourcing/routes';
import { roleRoutes } from '../roles/routes';
import { tagRoutes } from '../tags/routes';
import { teamRoutes } from '../teams/routes';
import { userBulkRoutes } from '../users/bulk-routes';
import { userManageRoutes } from '../users/manage-routes';

/**
 * The organization capability: departments, user management, roles and permissions, service
 * teams, tags, outsourced providers and handover. (The user list/count/names stay in users/routes.)
 */
export const organizationRoutes = [
  ...departmentRoutes,
  ...userManageRoutes,
  ...userBulkRoutes,
  ...handoverRoutes,
  ...roleRoutes,
  ...teamRoutes,
  ...tagRoutes,
  ...providerRoutes,
];

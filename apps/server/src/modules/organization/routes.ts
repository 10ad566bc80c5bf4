import { departmentRoutes } from '../departments';
import { handoverRoutes } from '../handover';
import { providerRoutes } from '../outsourcing';
import { roleRoutes } from '../roles';
import { tagRoutes } from '../tags';
import { teamRoutes } from '../teams';
import { userBulkRoutes, userManageRoutes } from '../users';

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

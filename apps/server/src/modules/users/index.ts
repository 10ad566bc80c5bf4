/** What other modules use of users (names, existence, admin checks); the rest is internal. */
export { userRoutes } from './routes';
export { userBulkRoutes } from './bulk-routes';
export { userManageRoutes } from './manage-routes';
export { countUsers, existingUserIds, findUser, listUsers, namesByIds, userWhere } from './queries';
export { assertAdminRemains, isAdminUser } from './links';
export { addUser, providerRoleId } from './service';
export { userErrors } from './errors';
/** The mileage statistics (issue 28, modules/reports): sums over the travelled-distance records. */
export { travelDays, travelTallies, type TravelDay, type TravelTally } from './travel-tallies';

/** What other modules use of service teams; the rest is internal. */
export { teamRoutes } from './routes';
export { allTeams, findTeam } from './queries';
export { moveMemberships, requireTeam } from './service';

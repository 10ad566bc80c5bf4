/** What other modules may use of the organization: people lookups and the tag and team pickers. */
export { ORG_PATHS } from './paths';
export { fetchUsers } from './api';
export { RolesPicker, TagSelect, TeamSelect, TeamsPicker } from './components/pickers';

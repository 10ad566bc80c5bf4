/** What later modules use of the organization capability. */
export { organizationRoutes } from './routes';
export { registerHandoverMover, type HandoverMover } from '../handover/registry';
export { registerTaggableKind, type TaggableResolver } from '../tags/registry';
export { tagsOfObjects } from '../tags/service';

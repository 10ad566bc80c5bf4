/** What later modules use of the organization capability. */
export { organizationRoutes } from './routes';
export { registerHandoverMover, type HandoverMover } from '../handover';
export { registerTaggableKind, tagsOfObjects, type TaggableResolver } from '../tags';

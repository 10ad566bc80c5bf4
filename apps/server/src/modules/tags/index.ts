/** Tags as the modules whose records carry them use them; the rest is internal. */
export { tagRoutes } from './routes';
export { batchAdd, batchRemove, objectTagsJson, tagsOfObjects } from './service';
export { registerTaggableKind, type TaggableResolver } from './registry';

import { lazyPart } from '../../shell/chunks';
import { loadStringsOf } from '../../shell/i18n';
/** What other modules may use of collection: the order detail's collection block, and the paths. */
/** Lent to the order detail page: it brings this module's strings (locales/lazy.ts). */
export const CollectionPanel = lazyPart(() =>
  Promise.all([import('./components/CollectionPanel'), loadStringsOf('collection')]).then(
    ([m]) => m.CollectionPanel,
  ),
);
export { COLLECTION_PATHS } from './paths';

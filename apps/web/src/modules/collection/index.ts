/** What other modules may use of collection: the order detail's collection block, and the paths. */
import { CollectionPanel as CollectionPanelPart } from './components/CollectionPanel';
import { withModuleStrings } from '../../shell/module-strings';
/** Lent to the order detail page: it brings this module's strings (locales/lazy.ts). */
export const CollectionPanel = withModuleStrings('collection', CollectionPanelPart);
export { COLLECTION_PATHS } from './paths';

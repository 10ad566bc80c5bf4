/** What other modules may use of spare parts: the paths, and the order detail's parts panel. */
import { withModuleStrings } from '../../shell/module-strings';
import { OrderPartsPanel as OrderPartsPanelPart } from './components/OrderPartsPanel';
export { SPARE_PATHS, partDetailPath } from './paths';
/** Lent to the order detail: it brings this module's strings (locales/lazy.ts). */
export const OrderPartsPanel = withModuleStrings('spareParts', OrderPartsPanelPart);

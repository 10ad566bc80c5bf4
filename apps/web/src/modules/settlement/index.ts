/** What other modules may use of settlement: the order detail's settlement block, and the paths. */
import { SettlementPanel as SettlementPanelPart } from './components/SettlementPanel';
import { withModuleStrings } from '../../shell/module-strings';
/** Lent to the order detail page: it brings this module's strings (locales/lazy.ts). */
export const SettlementPanel = withModuleStrings('settlement', SettlementPanelPart);
export { SETTLEMENT_PATHS, billDetailPath } from './paths';

/** What other modules may use of SLA: the order (or event) detail's SLA panel, and the paths. */
import { SlaPanel as SlaPanelPart } from './components/SlaPanel';
import { withModuleStrings } from '../../shell/module-strings';
/** Lent to other modules' pages: it brings this module's strings (locales/lazy.ts). */
export const SlaPanel = withModuleStrings('sla', SlaPanelPart);
export { SLA_PATHS } from './paths';

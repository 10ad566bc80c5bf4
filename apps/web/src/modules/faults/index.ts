/** What other modules may use of the fault dictionary: the completion's fault picker, and the paths. */
import { FaultPicker as FaultPickerPart } from './components/FaultPicker';
import { withModuleStrings } from '../../shell/module-strings';
/** Lent to the order completion: it brings this module's strings (locales/lazy.ts). */
export const FaultPicker = withModuleStrings('faults', FaultPickerPart);
export { FAULT_PATHS } from './paths';

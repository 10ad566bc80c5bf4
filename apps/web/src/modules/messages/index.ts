/**
 * What other modules and the shell may use of the message centre: the top bar's bell (a slot that
 * loads it), the paths, and the registry of where a message about an object leads (a module
 * registers its object kind). Kept light: the route table imports it through other modules.
 */
export { MESSAGE_PATHS } from './paths';
export { BellSlot as MessageBell } from './components/BellSlot';
export { registerMessageLink } from './link-registry';

/**
 * What other modules and the shell may use of the message centre: the top bar's bell, the paths,
 * and the registry of where a message about an object leads (a module registers its object kind).
 */
export { MESSAGE_PATHS } from './paths';
export { MessageBell } from './components/MessageBell';
export { registerMessageLink } from './link-registry';

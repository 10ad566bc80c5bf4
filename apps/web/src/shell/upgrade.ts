import { createStore } from './store';

/** Whether the upgrade modal (QR code, hotline) is open; any gated feature may open it. */
export const upgradeModal = createStore(false);
export const openUpgradeModal = () => upgradeModal.set(true);
export const closeUpgradeModal = () => upgradeModal.set(false);

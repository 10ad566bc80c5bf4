import type { PlanRefusal } from './request';
import { createStore } from './store';

/** Whether the upgrade modal (QR code, hotline) is open; any gated feature may open it. */
export const upgradeModal = createStore(false);
export const openUpgradeModal = () => upgradeModal.set(true);
export const closeUpgradeModal = () => upgradeModal.set(false);

/** The last call the plan refused, shown by the upgrade host as the notice (then cleared). */
export const planRefusal = createStore<PlanRefusal | null>(null);

import { lazyPart } from '../../shell/chunks';
import { loadStringsOf } from '../../shell/i18n';
/** What other modules may use of settlement: the order detail's settlement block, and the paths. */
/** Lent to the order detail page: it brings this module's strings (locales/lazy.ts). */
export const SettlementPanel = lazyPart(() =>
  Promise.all([import('./components/SettlementPanel'), loadStringsOf('settlement')]).then(
    ([m]) => m.SettlementPanel,
  ),
);
export { SETTLEMENT_PATHS, billDetailPath } from './paths';

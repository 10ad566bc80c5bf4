import { lazyPart } from '../../shell/chunks';
import { loadStringsOf } from '../../shell/i18n';
/** What other modules may use of spare parts: the paths, and the order detail's parts panel. */
export { SPARE_PATHS, partDetailPath } from './paths';
/** Lent to the order detail: it brings this module's strings (locales/lazy.ts). */
export const OrderPartsPanel = lazyPart(() =>
  Promise.all([import('./components/OrderPartsPanel'), loadStringsOf('spareParts')]).then(
    ([m]) => m.OrderPartsPanel,
  ),
);

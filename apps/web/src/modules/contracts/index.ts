import { lazyPart } from '../../shell/chunks';
import { loadStringsOf } from '../../shell/i18n';

/** What other modules may use of contracts: the paths, and the tabs of customer and equipment details. */
export { CONTRACT_PATHS, contractPath, planPath, salesDetailPath, servicePlanPath, taskPath } from './paths';

/** A customer's maintenance and sales contracts; loads when first shown (under the caller's Suspense). */
export const CustomerContractsTab = lazyPart(() =>
  Promise.all([import('./components/CustomerContractsTab'), loadStringsOf('contracts')]).then(
    ([m]) => m.CustomerContractsTab,
  ),
);
/** The maintenance plans covering a piece of equipment. */
export const EquipmentPlansTab = lazyPart(() =>
  Promise.all([import('./components/EquipmentPlansTab'), loadStringsOf('contracts')]).then(
    ([m]) => m.EquipmentPlansTab,
  ),
);
/** The customer detail's service-plans tab: plans reaching the customer, and its follow-up reminders. */
export const CustomerServicePlansTab = lazyPart(() =>
  Promise.all([import('./components/CustomerServicePlansTab'), loadStringsOf('contracts')]).then(
    ([m]) => m.CustomerServicePlansTab,
  ),
);

import { lazyPart } from '../../shell/chunks';

/** What other modules may use of customers' equipment: paths, the customer's equipment tab, pickers. */
export { EQUIPMENT_PATHS, equipmentDetailPath } from './paths';
export { EQUIPMENT_KEY, searchEquipment } from './api';
export { PickSelect } from './components/PickSelect';
export { WarrantyTag } from './components/WarrantyTag';

/** The customer's equipment tab loads when first shown (under the caller's Suspense), with its table. */
export const CustomerEquipmentTab = lazyPart(() =>
  import('./components/CustomerEquipmentTab').then((m) => m.CustomerEquipmentTab),
);

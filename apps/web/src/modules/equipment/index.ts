/** What other modules may use of customers' equipment: paths, the customer's equipment tab, pickers. */
export { EQUIPMENT_PATHS, equipmentDetailPath } from './paths';
export { EQUIPMENT_KEY, searchEquipment } from './api';
export { CustomerEquipmentTab } from './components/CustomerEquipmentTab';
export { PickSelect } from './components/PickSelect';
export { WarrantyTag } from './components/WarrantyTag';

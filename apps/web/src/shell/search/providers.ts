import { registerCustomerSearch } from './customers';
import { registerEquipmentSearch } from './equipment';
import { registerOrderSearch } from './orders';
import { registerUserSearch } from './users';

/** What the header search finds, group by group in this order. */
export function registerSearchProviders() {
  const removers = [
    registerOrderSearch(),
    registerCustomerSearch(),
    registerEquipmentSearch(),
    registerUserSearch(),
  ];
  return () => removers.forEach((remove) => remove());
}

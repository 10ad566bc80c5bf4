import { CUSTOMER_ACCESS } from '@fieldline/domain';
import { lazyPage as lazy } from '../../shell/chunks';
import type { AppRoute, RouteNameKey } from '../../shell/paths';
import { CUSTOMER_PATHS } from './paths';

const customers = { menuKey: 'customer_manage', layout: true } as const;
const list = { permission: CUSTOMER_ACCESS.view, keepAlive: true, ...customers };
// The spec's menu code for the detail pages is 04001; they ask for the customer view code.
const detail = { permission: CUSTOMER_ACCESS.view, ...customers };

/** Customers, their contacts and addresses, the recycle bin and the customer settings. */
export const CUSTOMER_ROUTES: AppRoute[] = [
  {
    name: 'allCustomer',
    path: CUSTOMER_PATHS.list,
    page: lazy(() => import('./pages/CustomerListPage')),
    nameKey: 'customers.routes.allCustomer' as RouteNameKey,
    ...list,
  },
  {
    name: 'customerDetail',
    path: CUSTOMER_PATHS.detail,
    nameKey: 'customers.routes.customerDetail' as RouteNameKey,
    page: lazy(() => import('./pages/CustomerDetailPage')),
    ...detail,
  },
  {
    name: 'customerRecycle',
    path: CUSTOMER_PATHS.recycle,
    page: lazy(() => import('./pages/CustomerRecyclePage')),
    nameKey: 'customers.routes.customerRecycle' as RouteNameKey,
    ...list,
    permission: CUSTOMER_ACCESS.recycleBin,
  },
  {
    name: 'contactManage',
    path: CUSTOMER_PATHS.contacts,
    page: lazy(() => import('./pages/ContactManagePage')),
    nameKey: 'customers.routes.contactManage' as RouteNameKey,
    ...list,
  },
  {
    // spec-shell §2 "/contactManage (+ /contactCustomerDetail/{id})": the customer opened from a contact.
    name: 'contactCustomerDetail',
    path: CUSTOMER_PATHS.contactCustomer,
    nameKey: 'customers.routes.contactCustomerDetail' as RouteNameKey,
    page: lazy(() => import('./pages/CustomerDetailPage')),
    ...detail,
  },
  {
    name: 'addressManage',
    path: CUSTOMER_PATHS.addresses,
    page: lazy(() => import('./pages/AddressManagePage')),
    nameKey: 'customers.routes.addressManage' as RouteNameKey,
    ...list,
  },
  {
    // spec-shell §2 "/addressManage (+ /addressCustomerDetail/{id})": the customer opened from an address.
    name: 'addressCustomerDetail',
    path: CUSTOMER_PATHS.addressCustomer,
    nameKey: 'customers.routes.addressCustomerDetail' as RouteNameKey,
    page: lazy(() => import('./pages/CustomerDetailPage')),
    ...detail,
  },
  {
    name: 'customerSetting',
    path: '/customerSetting',
    page: lazy(() => import('./pages/CustomerSettingPage')),
    nameKey: 'customers.routes.customerSetting' as RouteNameKey,
    permission: CUSTOMER_ACCESS.settings,
    menuKey: 'set_manage',
    layout: true,
  },
];

/** The customer pages' paths (spec-shell §2 "Return visits, products, plans, customers"). */
export const CUSTOMER_PATHS = {
  list: '/allCustomer',
  detail: '/allCustomer/customerDetail/:id',
  recycle: '/customerRecycle',
  contacts: '/contactManage',
  /** The customer detail opened from the contact list. */
  contactCustomer: '/contactCustomerDetail/:id',
  addresses: '/addressManage',
  /** The customer detail opened from the address list. */
  addressCustomer: '/addressCustomerDetail/:id',
} as const;

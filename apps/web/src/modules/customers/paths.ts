/** The customer pages' paths (spec-shell §2 "Return visits, products, plans, customers"). */
export const CUSTOMER_PATHS = {
  list: '/allCustomer',
  detail: '/allCustomer/customerDetail/:id',
  recycle: '/customerRecycle',
} as const;

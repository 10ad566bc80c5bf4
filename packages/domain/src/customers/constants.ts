import type { Messages } from '../i18n';

/** Kinds of a customer's address. */
export const ADDRESS_TYPES = { service: 1, office: 2, shipping: 3, other: 4 } as const;
export type AddressType = (typeof ADDRESS_TYPES)[keyof typeof ADDRESS_TYPES];
export const ADDRESS_TYPE_LIST = Object.values(ADDRESS_TYPES) as AddressType[];
export const ADDRESS_TYPE_NAMES: Record<AddressType, Messages> = {
  1: { zh_CN: '服务地址', en_GB: 'Service address' },
  2: { zh_CN: '办公地址', en_GB: 'Office address' },
  3: { zh_CN: '收货地址', en_GB: 'Shipping address' },
  4: { zh_CN: '其他地址', en_GB: 'Other address' },
};

/**
 * Who sees which customers (spec-business §6 "customer-level visibility depends on a parameter
 * setting"): 1 every user with the customer view permission sees every customer; 2 by the role's
 * data scope: all customers, the team's (owner or service team in my teams), or only those I own
 * or was granted.
 */
export const CUSTOMER_VISIBILITY = { all: 1, dataScope: 2 } as const;
export type CustomerVisibility = (typeof CUSTOMER_VISIBILITY)[keyof typeof CUSTOMER_VISIBILITY];
export const CUSTOMER_VISIBILITY_DEFAULT: CustomerVisibility = CUSTOMER_VISIBILITY.dataScope;
export const CUSTOMER_VISIBILITY_NAMES: Record<CustomerVisibility, Messages> = {
  1: { zh_CN: '所有人可见全部客户', en_GB: 'Everyone sees every customer' },
  2: {
    zh_CN: '按角色数据范围：全部、团队或本人负责与授权的客户',
    en_GB: "By the role's data scope: all, the team's, or those one owns or was granted",
  },
};

/**
 * Placeholders a customer offers to notifications and custom-button links (spec-business §3
 * "Customer: name, linkperson, linkperson_phone, map_name").
 */
export const CUSTOMER_PLACEHOLDERS = ['name', 'linkperson', 'linkperson_phone', 'map_name'] as const;

/** Role types, spec-business §6 list 1. */
export const ROLE_TYPES = {
  dispatcher: 1,
  serviceStaff: 2,
  administrator: 3,
  employee: 4,
  salesperson: 5,
  reception: 6,
  returnVisit: 7,
  finance: 8,
  warehouseKeeper: 9,
  director: 10,
} as const;

export type RoleTypeKey = keyof typeof ROLE_TYPES;
export type RoleType = (typeof ROLE_TYPES)[RoleTypeKey] | typeof OUTSOURCED_PROVIDER_ROLE_TYPE;

/**
 * The outsourced-provider role (spec-business §6 "other roles named") is built in as type 11, beside
 * the spec's list; its users see only orders assigned to them.
 */
export const OUTSOURCED_PROVIDER_ROLE_TYPE = 11;

export const ROLE_TYPE_LIST: readonly number[] = [3, 1, 4, 2, 5, 6, 7, 8, 9, 10];

export const roleTypeKey = (type: number): RoleTypeKey | undefined =>
  (Object.keys(ROLE_TYPES) as RoleTypeKey[]).find((k) => ROLE_TYPES[k] === type);

/** Role selection list for pickers, spec-business §6 list 2 (types 0-9). */
export const ROLE_SELECTION = {
  administratorLike: 0,
  reception: 1,
  dispatcher: 2,
  serviceStaff: 3,
  other: 4,
  finance: 5,
  director: 6,
  employee: 7,
  returnVisit: 8,
  customer: 9,
} as const;

/** Account types, spec-shell §9. */
export const ACCOUNT_TYPES = { free: 0, vip: 1, trial: 2 } as const;
export type AccountType = (typeof ACCOUNT_TYPES)[keyof typeof ACCOUNT_TYPES];
export const isPaidAccount = (isChargeUser: number) => isChargeUser === 1 || isChargeUser === 2;

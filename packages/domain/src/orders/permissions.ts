import { fn } from '../tenancy/permission-groups';
import type { TreeCode } from '../tenancy/permissions';

const code = (item: number) => fn('workOrder', item) as TreeCode;

/** The codes of permission group 01 "Work orders" (10101-10114) that order routes and pages declare. */
export const ORDER_ACCESS = {
  view: code(1),
  create: code(2),
  edit: code(3),
  delete: code(4),
  dispatch: code(5),
  serve: code(6),
  cancel: code(7),
  archive: code(8),
  approve: code(9),
  export: code(10),
  reception: code(11),
  grab: code(12),
  recycleBin: code(13),
  settings: code(14),
} as const;

/** spec-business §6 data permissions of orders (ids 101-107 and 120). */
export const ORDER_DATA_CODES = {
  seeAll: '101',
  seeTeam: '102',
  seeOwn: '103',
  seeUnassigned: '104',
  editPayment: '105',
  approverEditsParts: '106',
  archivedCustomerInfo: '107',
  batch: '120',
} as const;

/** Service items (permission group 09). */
export const SERVICE_ITEM_ACCESS = {
  view: fn('serviceItem', 1) as TreeCode,
  create: fn('serviceItem', 2) as TreeCode,
  edit: fn('serviceItem', 3) as TreeCode,
  delete: fn('serviceItem', 4) as TreeCode,
} as const;

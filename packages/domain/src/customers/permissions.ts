import { fn } from '../tenancy/permission-groups';
import type { TreeCode } from '../tenancy/permissions';

const code = (item: number) => fn('customer', item) as TreeCode;

/** The codes the customer routes and pages declare (permission group 04 "Customers"). */
export const CUSTOMER_ACCESS = {
  view: code(1),
  create: code(2),
  edit: code(3),
  delete: code(4),
  /** Set owners and service teams, and grant customers to users (spec-business §6). */
  assign: code(5),
  export: code(6),
  recycleBin: code(7),
  settings: code(8),
} as const;

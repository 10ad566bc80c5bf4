import { fn } from '../tenancy/permission-groups';
import type { TreeCode } from '../tenancy/permissions';

const code = (item: number) => fn('product', item) as TreeCode;

/** spec-business §6 "product" permission group: the codes the catalogue's routes and pages declare. */
export const PRODUCT_ACCESS = {
  view: code(1),
  create: code(2),
  edit: code(3),
  remove: code(4),
} as const;

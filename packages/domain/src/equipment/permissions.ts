import { fn } from '../tenancy/permission-groups';
import type { TreeCode } from '../tenancy/permissions';

const code = (item: number) => fn('product', item) as TreeCode;

/**
 * spec-business §6 "product" permission group: customer products (equipment) share the catalogue's
 * view, create, edit and delete codes; QR batches, codes and binding need "QR codes" (item 5).
 */
export const EQUIPMENT_ACCESS = {
  view: code(1),
  create: code(2),
  edit: code(3),
  remove: code(4),
  qrCodes: code(5),
} as const;

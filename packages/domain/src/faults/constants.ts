import { PRODUCT_ACCESS } from '../products/permissions';

/**
 * The fault dictionary's limits and codes, apart from its schemas, so the menus and route tables
 * that need them do not pull zod into the first page.
 */

/** spec-business §5 "fault phenomenon name 8". */
export const FAULT_NAME_MAX = 8;
export const FAULT_DESCRIPTION_MAX = 200;
/** Fault phenomena one completion may name. */
export const ORDER_FAULTS_MAX = 10;

/**
 * The dictionary belongs to the product catalogue's settings: its permission group's codes
 * (view, create, edit, delete). Picking faults needs only the right to complete the order.
 */
export const FAULT_ACCESS = {
  view: PRODUCT_ACCESS.view,
  create: PRODUCT_ACCESS.create,
  edit: PRODUCT_ACCESS.edit,
  remove: PRODUCT_ACCESS.remove,
} as const;

import { ORDER_TYPES, type OrderRow, type OrderType } from '@fieldline/domain';

/**
 * Internal orders (spec-business §6 "Ordinary employee: starts and rates internal orders"): an
 * employee's own request inside the company, which may have no customer. What the web decides
 * about them, kept apart from the components.
 */

/** How the create page offers the order type. */
export interface CreateTypeChoice {
  /** The type the form starts with. */
  initial: OrderType;
  /** The user may switch the type (the selector shows). */
  choosable: boolean;
  /** The route asks for an external order, which needs a customer this user may not pick. */
  refused: boolean;
}

/**
 * The create route's type (none on /createOrder) and whether the user may pick a customer (customer
 * view permission): without it only internal orders can be raised, so the type is fixed to internal.
 */
export function createTypeChoice(
  routeType: OrderType | undefined,
  canPickCustomer: boolean,
): CreateTypeChoice {
  if (!canPickCustomer)
    return {
      initial: ORDER_TYPES.internal,
      choosable: false,
      refused: routeType === ORDER_TYPES.external,
    };
  return { initial: routeType ?? ORDER_TYPES.external, choosable: routeType === undefined, refused: false };
}

/** Only an external order needs a customer. */
export const customerRequired = (orderType: OrderType | undefined) => orderType !== ORDER_TYPES.internal;

/** The signed-in user as the contact of an order without a customer. */
export interface OwnContact {
  name: string;
  phone: string;
}

interface TypedContact {
  contactName?: string | null;
  contactPhone?: string | null;
}

const blank = (v: string | null | undefined) => !v?.trim();

/**
 * The typed contact's change when the order gains or loses its customer, or null to leave it: without
 * a customer the contact is the user (filled in where both are blank, as the server would default);
 * once a customer is chosen it brings its own, so the user's details filled in before are taken out.
 * Whatever the user typed stays.
 */
export function typedContactChange(
  hasCustomer: boolean,
  current: TypedContact,
  me: OwnContact | null,
): { contactName: string | undefined; contactPhone: string | undefined } | null {
  if (!me) return null;
  if (!hasCustomer && blank(current.contactName) && blank(current.contactPhone))
    return { contactName: me.name, contactPhone: me.phone };
  if (hasCustomer && current.contactName === me.name && current.contactPhone === me.phone)
    return { contactName: undefined, contactPhone: undefined };
  return null;
}

/** What a list or card shows for an order's customer. */
export type CustomerShown =
  | { kind: 'name'; name: string }
  /** Archived and hidden from service staff (spec-business §6): the name is withheld. */
  | { kind: 'hidden' }
  /** An internal order raised without a customer. */
  | { kind: 'internal' };

export function customerShown(row: Pick<OrderRow, 'customerId' | 'customerName'>): CustomerShown {
  if (row.customerId === null) return { kind: 'internal' };
  return row.customerName ? { kind: 'name', name: row.customerName } : { kind: 'hidden' };
}

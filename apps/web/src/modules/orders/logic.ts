import {
  money,
  type AddressValue,
  type AttachmentValue,
  type FieldValues,
  type OrderPriority,
  type OrderType,
} from '@fieldline/domain';
import type { OrderCreateBody, ServiceLineValue } from './api';

/** A service item as the lines editor needs it (price a two-decimal string). */
export interface PricedItem {
  id: number;
  name: string;
  unit: string;
  price: string;
}

export interface ServiceLineView {
  serviceItemId: number;
  name: string;
  unit: string;
  price: string;
  quantity: number;
  /** price × quantity, exact (integer cents, never binary floats). */
  amount: string;
}

/** One line priced from its item (null while the item or a positive quantity is missing). */
export function priceLine(
  line: Partial<ServiceLineValue> | undefined,
  items: readonly PricedItem[],
): ServiceLineView | null {
  const item = line?.serviceItemId ? items.find((i) => i.id === line.serviceItemId) : undefined;
  const quantity = Math.trunc(Number(line?.quantity ?? 0));
  if (!item || !(quantity > 0)) return null;
  return {
    serviceItemId: item.id,
    name: item.name,
    unit: item.unit,
    price: item.price,
    quantity,
    amount: money.times(item.price, quantity),
  };
}

/** The order's service lines with their amounts and the exact total; incomplete lines are left out. */
export function priceServiceLines(
  lines: readonly (Partial<ServiceLineValue> | undefined)[],
  items: readonly PricedItem[],
): { lines: ServiceLineView[]; total: string } {
  const priced = lines.map((l) => priceLine(l, items)).filter((l): l is ServiceLineView => l !== null);
  return { lines: priced, total: money.sum(...priced.map((l) => l.amount)) };
}

/** spec-business §5: an appointment earlier than now is allowed, with a warning that it may time out. */
export const appointmentInPast = (at: Date | string | null | undefined, now = new Date()) =>
  !!at && new Date(at).getTime() < now.getTime();

/** A date as the form holds it (a Dayjs from the picker, or a Date). */
export interface Instant {
  toISOString(): string;
}

/** The values the create form holds (dates from the pickers, people and records as ids). */
export interface OrderFormValues {
  templateId: number;
  orderType: OrderType;
  /** None on an internal order raised without a customer. */
  customerId?: number | null;
  title: string;
  priority?: OrderPriority;
  appointmentAt: Instant;
  estimatedAt?: Instant | null;
  description?: string;
  images?: string[];
  attachments?: AttachmentValue[];
  customerProductId?: number | null;
  contactId?: number | null;
  contactName?: string;
  contactPhone?: string;
  addressId?: number | null;
  /** An address typed in (the shared address control's value). */
  address?: Partial<AddressValue> | null;
  tagIds?: number[];
  serviceItems?: Partial<ServiceLineValue>[];
  serverUserId?: number | null;
  collaboratorIds?: number[];
  ccUserIds?: number[];
}

const blank = (v: string | undefined | null) => {
  const trimmed = v?.trim();
  return trimmed ? trimmed : null;
};

/**
 * The create call's body: a contact of the customer or the one typed in (neither: the default
 * contact), an address of the customer or the one typed in (neither: the default address), only
 * complete service lines, and nothing empty sent as a value. Without a customer (an internal order)
 * nothing of a customer is sent: customerId, contactId, addressId and the product are null.
 */
export function createBody(
  v: OrderFormValues,
  customValues: FieldValues,
  extra: { eventId?: number | null; belongSaleContractId?: number | null } = {},
): OrderCreateBody {
  const a = v.address ?? {};
  const typedAddress = [a.province, a.city, a.region, a.detail].some((p) => blank(p));
  const customerId = v.customerId ?? null;
  const ofCustomer = <T>(value: T | null | undefined) => (customerId ? (value ?? null) : null);
  const contactId = ofCustomer(v.contactId);
  const addressId = ofCustomer(v.addressId);
  return {
    templateId: v.templateId,
    orderType: v.orderType,
    customerId,
    title: v.title.trim(),
    priority: v.priority ?? 1,
    appointmentAt: v.appointmentAt.toISOString(),
    estimatedAt: v.estimatedAt ? v.estimatedAt.toISOString() : null,
    description: blank(v.description),
    images: v.images ?? [],
    attachments: v.attachments ?? [],
    customerProductId: ofCustomer(v.customerProductId),
    contactId,
    contactName: contactId ? null : blank(v.contactName),
    contactPhone: contactId ? null : blank(v.contactPhone),
    addressId,
    address:
      !addressId && typedAddress
        ? {
            province: blank(a.province),
            city: blank(a.city),
            region: blank(a.region),
            detail: blank(a.detail),
          }
        : null,
    tagIds: v.tagIds ?? [],
    serviceItems: (v.serviceItems ?? [])
      .filter((l): l is ServiceLineValue => !!l?.serviceItemId && Number(l.quantity) > 0)
      .map((l) => ({ serviceItemId: l.serviceItemId, quantity: Math.trunc(Number(l.quantity)) })),
    customValues,
    serverUserId: v.serverUserId ?? null,
    collaboratorIds: v.serverUserId ? (v.collaboratorIds ?? []) : [],
    ccUserIds: v.ccUserIds ?? [],
    eventId: extra.eventId ?? null,
    belongSaleContractId: extra.belongSaleContractId ?? null,
  };
}

/** Field names of the server's refusals about the typed address (all shown on its control). */
export const ADDRESS_FIELDS = ['address.province', 'address.city', 'address.region', 'address.detail'];

/** The fields of the create form the server may name in a refusal (code + field). */
export const ORDER_FORM_FIELDS = [
  'templateId',
  'orderType',
  'customerId',
  'title',
  'priority',
  'appointmentAt',
  'estimatedAt',
  'description',
  'images',
  'attachments',
  'customerProductId',
  'contactId',
  'contactName',
  'contactPhone',
  'addressId',
  'address',
  'tagIds',
  'serviceItems',
  'serverUserId',
  'collaboratorIds',
  'ccUserIds',
] as const;

/** Every field name a create refusal may carry, so the request client leaves those to the form. */
export function createFieldNames(lineCount: number, customFieldIds: readonly string[]) {
  const names: string[] = [...ORDER_FORM_FIELDS, ...ADDRESS_FIELDS, ...customFieldIds];
  for (let i = 0; i < lineCount; i++)
    names.push(`serviceItems.${i}.serviceItemId`, `serviceItems.${i}.quantity`);
  return names;
}

/** A refusal's field as the form's field path ("address.detail" → address, "serviceItems.0.quantity"). */
export function formPathOf(field: string): (string | number)[] | null {
  if (ADDRESS_FIELDS.includes(field)) return ['address'];
  const path = field.split('.').map((p) => (/^\d+$/.test(p) ? Number(p) : p));
  return (ORDER_FORM_FIELDS as readonly string[]).includes(String(path[0])) ? path : null;
}

/** The query parameters /createOrder takes (spec-shell "Orders") that the form uses. */
export interface CreatePrefill {
  customerId?: number;
  customerProductId?: number;
  customerProductName?: string;
  eventId?: number;
  /** The sales contract the order belongs to (SS:173). */
  belongSaleContractId?: number;
}
const id = (v: string | null) => (v && /^\d{1,15}$/.test(v) && Number(v) > 0 ? Number(v) : undefined);
export function prefillFromParams(params: URLSearchParams): CreatePrefill {
  const out: CreatePrefill = {};
  const customerId = id(params.get('customerId'));
  const customerProductId = id(params.get('customerProductId'));
  const eventId = id(params.get('eventId'));
  const productName = params.get('customerProductName')?.trim();
  if (customerId) out.customerId = customerId;
  if (customerProductId) out.customerProductId = customerProductId;
  if (productName && customerProductId) out.customerProductName = productName.slice(0, 100);
  if (eventId) out.eventId = eventId;
  const belongSaleContractId = id(params.get('belongSaleContractId'));
  if (belongSaleContractId) out.belongSaleContractId = belongSaleContractId;
  return out;
}

import { eq, inArray } from 'drizzle-orm';
import {
  IMAGE_MAX_BYTES,
  FILE_URL_PATTERN,
  TAG_OBJECT_KINDS,
  addressText,
  money,
  type OrderAddress,
  type PaymentInput,
  type ServiceLineInput,
} from '@fieldline/domain';
import { mine, type TenantDb } from '../../core/tenant';
import { customerProducts, files, orderServiceLines, tags } from '../../db/schema';
import { addressesOf, contactsOf } from '../customers';
import { serviceItemsForOrder } from '../service-items';
import { recordErrors } from '../../core/record-errors';
import { orderErrors } from './errors';

type ContactInput = { contactId?: number | null; contactName?: string | null; contactPhone?: string | null };

/**
 * The contact of an order: a contact of the customer, one typed in, or the customer's default;
 * without a customer (an internal order), `fallback` (its creator).
 */
export async function resolveContact(
  t: TenantDb,
  customerId: number | null,
  input: ContactInput,
  fallback?: { contactName: string; contactPhone: string },
) {
  const contacts = customerId ? await contactsOf(t, customerId) : [];
  const picked = input.contactId ? contacts.find((x) => x.id === input.contactId) : contacts[0];
  return contactOf(picked ?? null, input, fallback);
}

/**
 * `resolveContact` with the customer's contact already picked (`picked`: the one `input.contactId`
 * names, or with none named the default, else the oldest; null when there is none).
 */
export function contactOf(
  picked: { name: string; phone: string } | null,
  input: ContactInput,
  fallback?: { contactName: string; contactPhone: string },
) {
  if (input.contactId) {
    if (!picked) throw recordErrors.CONTACT_NOT_FOUND({ field: 'contactId' });
    return { contactName: picked.name, contactPhone: picked.phone };
  }
  if (input.contactName || input.contactPhone) {
    if (!input.contactName || !input.contactPhone)
      throw orderErrors.CONTACT_REQUIRED({ field: input.contactName ? 'contactPhone' : 'contactName' });
    return { contactName: input.contactName, contactPhone: input.contactPhone };
  }
  if (picked) return { contactName: picked.name, contactPhone: picked.phone };
  if (fallback) return fallback;
  throw orderErrors.CONTACT_REQUIRED({ field: 'contactName' });
}

type AddressInput = { addressId?: number | null; address?: OrderAddress | null };

/** The service address: an address of the customer, one typed in, or the default (or none). */
export async function resolveAddress(
  t: TenantDb,
  customerId: number | null,
  input: AddressInput,
): Promise<{ address: OrderAddress | null; addressText: string | null }> {
  if (input.address) return addressOf(null, input);
  const addresses = customerId ? await addressesOf(t, customerId) : [];
  const picked = input.addressId ? addresses.find((a) => a.id === input.addressId) : addresses[0];
  return addressOf(picked ?? null, input);
}

/** `resolveAddress` with the customer's address already picked (as `contactOf`'s contact). */
export function addressOf(
  picked: OrderAddress | null,
  input: AddressInput,
): { address: OrderAddress | null; addressText: string | null } {
  if (input.address) return { address: input.address, addressText: addressText(input.address) || null };
  if (input.addressId && !picked) throw recordErrors.ADDRESS_NOT_FOUND({ field: 'addressId' });
  if (!picked) return { address: null, addressText: null };
  const address: OrderAddress = {
    province: picked.province,
    city: picked.city,
    region: picked.region,
    detail: picked.detail,
    lng: picked.lng,
    lat: picked.lat,
  };
  return { address, addressText: addressText(address) || null };
}

/** The customer product must be one of the order's customer's, not deleted (none without a customer). */
export async function checkCustomerProduct(t: TenantDb, customerId: number | null, id: number) {
  if (!customerId) throw orderErrors.PRODUCT_NOT_FOUND({ field: 'customerProductId' });
  const [found] = await t.db
    .select({ id: customerProducts.id, customerId: customerProducts.customerId })
    .from(customerProducts)
    .where(mine(t, customerProducts, eq(customerProducts.id, id)));
  if (!found || found.customerId !== customerId)
    throw orderErrors.PRODUCT_NOT_FOUND({ field: 'customerProductId' });
}

/** Images must be the enterprise's images of at most 1 MB; attachments any file of the enterprise. */
export async function checkFiles(t: TenantDb, urls: string[], field: string, images: boolean) {
  const ids = [...new Set(urls.map((u) => Number(FILE_URL_PATTERN.exec(u)?.[1])))];
  if (!ids.length) return;
  if (ids.some((id) => !Number.isSafeInteger(id))) throw orderErrors.FILE_INVALID({ field });
  const found = await t.db
    .select({ id: files.id, mime: files.mime, size: files.size })
    .from(files)
    .where(mine(t, files, inArray(files.id, ids)));
  const ok = found.filter((f) => !images || (f.mime.startsWith('image/') && f.size <= IMAGE_MAX_BYTES));
  if (ok.length !== ids.length) throw orderErrors.FILE_INVALID({ field });
}

/** Order tags must be tags of kind "order" of the enterprise. */
export async function checkTags(t: TenantDb, tagIds: number[]) {
  if (!tagIds.length) return;
  const found = await t.db
    .select({ id: tags.id, kind: tags.objectKind })
    .from(tags)
    .where(mine(t, tags, inArray(tags.id, tagIds)));
  if (found.length !== new Set(tagIds).size || found.some((tag) => tag.kind !== TAG_OBJECT_KINDS.order))
    throw orderErrors.TAG_NOT_FOUND({ field: 'tagIds' });
}

/** Prices the service lines from the items usable on the template (exact decimals). */
export async function priceLines(t: TenantDb, templateId: number, lines: ServiceLineInput[]) {
  const merged = new Map<number, number>();
  for (const l of lines) merged.set(l.serviceItemId, (merged.get(l.serviceItemId) ?? 0) + l.quantity);
  if (!merged.size) return [];
  const items = await serviceItemsForOrder(t, templateId, [...merged.keys()]);
  const byId = new Map(items.map((i) => [i.id, i]));
  return [...merged].map(([id, quantity], index) => {
    const item = byId.get(id);
    if (!item) throw orderErrors.SERVICE_ITEM_NOT_FOUND({ field: `serviceItems.${index}.serviceItemId` });
    return {
      serviceItemId: id,
      name: item.name,
      unit: item.unit,
      price: item.price,
      quantity,
      amount: money.times(item.price, quantity),
    };
  });
}

export type PricedLine = Awaited<ReturnType<typeof priceLines>>[number];

/** Replaces an order's service lines and answers the payment columns to store with them. */
export async function saveLines(
  t: TenantDb,
  orderId: number,
  lines: PricedLine[],
  amounts: Pick<PaymentInput, 'sparepartAmount' | 'otherAmount' | 'preferentialAmount'>,
) {
  await t.db
    .delete(orderServiceLines)
    .where(mine(t, orderServiceLines, eq(orderServiceLines.orderId, orderId)));
  if (lines.length)
    await t.db
      .insert(orderServiceLines)
      .values(lines.map((l) => ({ ...l, enterpriseId: t.enterpriseId, orderId })));
  const serviceAmount = money.sum(...lines.map((l) => l.amount));
  const gross = money.sum(serviceAmount, amounts.sparepartAmount, amounts.otherAmount);
  const totalAmount = money.minus(gross, amounts.preferentialAmount);
  if (totalAmount.startsWith('-')) throw orderErrors.PREFERENTIAL_TOO_HIGH({ field: 'preferentialAmount' });
  return {
    serviceAmount,
    sparepartAmount: amounts.sparepartAmount ?? '0.00',
    otherAmount: amounts.otherAmount ?? '0.00',
    preferentialAmount: amounts.preferentialAmount ?? '0.00',
    totalAmount,
  };
}

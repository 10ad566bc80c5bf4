import { and, count, eq } from 'drizzle-orm';
import {
  ADDRESSES_PER_CUSTOMER_MAX,
  CONTACTS_PER_CUSTOMER_MAX,
  type AddressGeocodeResult,
  type AddressSaveInput,
  type AddressSaveResult,
  type ContactSaveInput,
  type Locale,
  type PageQuery,
} from '@fieldline/domain';
import type { AppContext } from '../../app-context';
import type { Db } from '../../db/client';
import { customerAddresses, customerContacts } from '../../db/schema';
import type { Auth } from '../../core/auth';
import { recordErrors } from '../../core/record-errors';
import {
  recordAddressEvent,
  recordAddressLocated,
  recordAddressSave,
  recordContactEvent,
  recordContactSave,
} from './changes';
import { customerErrors } from './errors';
import { coordinatesFor, noCoordinates } from './geocode';
import * as q from './queries';
import { actorOf, readerOf, requireCustomer } from './service';

/**
 * Contacts and addresses of a customer (spec-business §5): a customer always has one default
 * contact, and one default address when it has any; neither default can be deleted, only replaced
 * by making another entry the default.
 */

const contactOf = (ep: number, id: number) =>
  and(eq(customerContacts.enterpriseId, ep), eq(customerContacts.id, id));
const contactsOfCustomer = (ep: number, customerId: number) =>
  and(eq(customerContacts.enterpriseId, ep), eq(customerContacts.customerId, customerId));
const addressOf = (ep: number, id: number) =>
  and(eq(customerAddresses.enterpriseId, ep), eq(customerAddresses.id, id));
const addressesOfCustomer = (ep: number, customerId: number) =>
  and(eq(customerAddresses.enterpriseId, ep), eq(customerAddresses.customerId, customerId));

/** A contact of a customer I may see (not in the recycle bin). */
async function requireContact(tx: Db, auth: Auth, id: number) {
  const contact = await q.findContact(tx, auth.user.enterpriseId, id);
  if (!contact) throw recordErrors.CONTACT_NOT_FOUND({ field: 'id' });
  const actor = await actorOf(tx, auth);
  if (!(await q.findCustomer(tx, actor, contact.customerId)))
    throw recordErrors.CONTACT_NOT_FOUND({ field: 'id' });
  return contact;
}

export async function requireAddress(tx: Db, auth: Auth, id: number) {
  const address = await q.findAddress(tx, auth.user.enterpriseId, id);
  if (!address) throw recordErrors.ADDRESS_NOT_FOUND({ field: 'id' });
  const actor = await actorOf(tx, auth);
  if (!(await q.findCustomer(tx, actor, address.customerId)))
    throw recordErrors.ADDRESS_NOT_FOUND({ field: 'id' });
  return address;
}

/** Add (no id) or edit a contact; `isDefault: true` makes it the customer's default. */
export async function saveContact(db: Db, auth: Auth, input: ContactSaveInput) {
  const ep = auth.user.enterpriseId;
  const actor = await actorOf(db, auth);
  return db.transaction(async (tx) => {
    const customer = await requireCustomer(tx, actor, input.customerId, 'customerId');
    await recordContactSave(tx, auth, customer.id, input);
    const values = { name: input.name, phone: input.phone, updatedAt: new Date() };
    let id: number;
    if (input.id) {
      const contact = await q.findContact(tx, ep, input.id);
      if (!contact || contact.customerId !== customer.id)
        throw recordErrors.CONTACT_NOT_FOUND({ field: 'id' });
      if (contact.isDefault && input.isDefault === false)
        throw customerErrors.DEFAULT_REQUIRED({ field: 'isDefault' });
      if (input.isDefault && !contact.isDefault)
        await tx
          .update(customerContacts)
          .set({ isDefault: false })
          .where(contactsOfCustomer(ep, customer.id));
      await tx
        .update(customerContacts)
        .set({ ...values, ...(input.isDefault ? { isDefault: true } : {}) })
        .where(contactOf(ep, contact.id));
      id = contact.id;
    } else {
      const [n] = await tx
        .select({ n: count() })
        .from(customerContacts)
        .where(contactsOfCustomer(ep, customer.id));
      if (Number(n?.n) >= CONTACTS_PER_CUSTOMER_MAX)
        throw customerErrors.TOO_MANY_CONTACTS({ params: { max: CONTACTS_PER_CUSTOMER_MAX } });
      if (input.isDefault)
        await tx
          .update(customerContacts)
          .set({ isDefault: false })
          .where(contactsOfCustomer(ep, customer.id));
      const [row] = await tx
        .insert(customerContacts)
        .values({ ...values, enterpriseId: ep, customerId: customer.id, isDefault: !!input.isDefault })
        .returning({ id: customerContacts.id });
      id = row!.id;
    }
    await q.refreshSearchText(tx, ep, customer.id);
    return { id };
  });
}

export async function setDefaultContact(db: Db, auth: Auth, id: number) {
  const ep = auth.user.enterpriseId;
  await db.transaction(async (tx) => {
    const contact = await requireContact(tx, auth, id);
    if (contact.isDefault) return;
    await recordContactEvent(tx, auth, 'contactDefault', id);
    await tx
      .update(customerContacts)
      .set({ isDefault: false })
      .where(contactsOfCustomer(ep, contact.customerId));
    await tx
      .update(customerContacts)
      .set({ isDefault: true, updatedAt: new Date() })
      .where(contactOf(ep, id));
  });
}

/** spec-business §5: the default contact cannot be deleted. */
export async function deleteContact(db: Db, auth: Auth, id: number) {
  const ep = auth.user.enterpriseId;
  await db.transaction(async (tx) => {
    const contact = await requireContact(tx, auth, id);
    if (contact.isDefault) throw customerErrors.DEFAULT_CONTACT_UNDELETABLE();
    await recordContactEvent(tx, auth, 'contactDeleted', id);
    await tx.delete(customerContacts).where(contactOf(ep, id));
    await q.refreshSearchText(tx, ep, contact.customerId);
  });
}

type MapsContext = Pick<AppContext, 'db' | 'maps'>;

/**
 * Add (no id) or edit an address; the first address of a customer becomes its default. The address
 * is placed with the map provider (unless both coordinates are sent); when the provider cannot
 * place it, it is saved without coordinates and the answer carries a `noCoordinates` warning.
 */
export async function saveAddress(
  ctx: MapsContext,
  auth: Auth,
  input: AddressSaveInput,
  locale: Locale,
): Promise<AddressSaveResult> {
  const point = await coordinatesFor(ctx.maps, input);
  const { id } = await storeAddress(ctx.db, auth, input, point);
  return {
    id,
    lng: point?.lng ?? null,
    lat: point?.lat ?? null,
    warnings: point ? [] : [noCoordinates(locale)],
  };
}

async function storeAddress(
  db: Db,
  auth: Auth,
  input: AddressSaveInput,
  point: { lng: number; lat: number } | null,
) {
  const ep = auth.user.enterpriseId;
  const actor = await actorOf(db, auth);
  return db.transaction(async (tx) => {
    const customer = await requireCustomer(tx, actor, input.customerId, 'customerId');
    await recordAddressSave(tx, auth, customer.id, input);
    const values = {
      type: input.type,
      province: input.province,
      city: input.city ?? null,
      region: input.region ?? null,
      detail: input.detail ?? null,
      lng: point?.lng ?? null,
      lat: point?.lat ?? null,
      updatedAt: new Date(),
    };
    if (input.id) {
      const address = await q.findAddress(tx, ep, input.id);
      if (!address || address.customerId !== customer.id)
        throw recordErrors.ADDRESS_NOT_FOUND({ field: 'id' });
      if (address.isDefault && input.isDefault === false)
        throw customerErrors.DEFAULT_REQUIRED({ field: 'isDefault' });
      if (input.isDefault && !address.isDefault)
        await tx
          .update(customerAddresses)
          .set({ isDefault: false })
          .where(addressesOfCustomer(ep, customer.id));
      await tx
        .update(customerAddresses)
        .set({ ...values, ...(input.isDefault ? { isDefault: true } : {}) })
        .where(addressOf(ep, address.id));
      return { id: address.id };
    }
    const [n] = await tx
      .select({ n: count() })
      .from(customerAddresses)
      .where(addressesOfCustomer(ep, customer.id));
    const existing = Number(n?.n);
    if (existing >= ADDRESSES_PER_CUSTOMER_MAX)
      throw customerErrors.TOO_MANY_ADDRESSES({ params: { max: ADDRESSES_PER_CUSTOMER_MAX } });
    const isDefault = existing === 0 || !!input.isDefault;
    if (isDefault && existing)
      await tx
        .update(customerAddresses)
        .set({ isDefault: false })
        .where(addressesOfCustomer(ep, customer.id));
    const [row] = await tx
      .insert(customerAddresses)
      .values({ ...values, enterpriseId: ep, customerId: customer.id, isDefault })
      .returning({ id: customerAddresses.id });
    return { id: row!.id };
  });
}

export async function setDefaultAddress(db: Db, auth: Auth, id: number) {
  const ep = auth.user.enterpriseId;
  await db.transaction(async (tx) => {
    const address = await requireAddress(tx, auth, id);
    if (address.isDefault) return;
    await recordAddressEvent(tx, auth, 'addressDefault', id);
    await tx
      .update(customerAddresses)
      .set({ isDefault: false })
      .where(addressesOfCustomer(ep, address.customerId));
    await tx
      .update(customerAddresses)
      .set({ isDefault: true, updatedAt: new Date() })
      .where(addressOf(ep, id));
  });
}

/** spec-business §5 and §8: the default address cannot be deleted. */
export async function deleteAddress(db: Db, auth: Auth, id: number) {
  const ep = auth.user.enterpriseId;
  await db.transaction(async (tx) => {
    const address = await requireAddress(tx, auth, id);
    if (address.isDefault) throw customerErrors.DEFAULT_ADDRESS_UNDELETABLE();
    await recordAddressEvent(tx, auth, 'addressDeleted', id);
    await tx.delete(customerAddresses).where(addressOf(ep, id));
  });
}

/**
 * POST /customer/address/geocode: places a stored address again with the map provider and stores
 * the coordinates (recorded on the timeline when they change). When the provider cannot place it,
 * 400 NO_COORDINATES and the address keeps what it had. An edit made meanwhile wins: its own
 * coordinates are answered.
 */
export async function locateAddress(ctx: MapsContext, auth: Auth, id: number): Promise<AddressGeocodeResult> {
  const ep = auth.user.enterpriseId;
  const address = await requireAddress(ctx.db, auth, id);
  const point = await coordinatesFor(ctx.maps, {
    province: address.province,
    city: address.city,
    region: address.region,
    detail: address.detail,
  });
  if (!point) throw customerErrors.NO_COORDINATES();
  return ctx.db.transaction(async (tx) => {
    if (await q.setAddressCoordinates(tx, ep, address, point)) {
      await recordAddressLocated(tx, auth, address, point);
      return { id, ...point };
    }
    const now = await q.findAddress(tx, ep, id);
    if (!now) throw recordErrors.ADDRESS_NOT_FOUND({ field: 'id' });
    if (now.lng === null || now.lat === null) throw customerErrors.NO_COORDINATES();
    return { id, lng: now.lng, lat: now.lat };
  });
}

type LinkFilter = { customerId?: number; keyword?: string };
type AddressFilter = LinkFilter & { located?: boolean };

/** Contacts across the customers I may see (or of one), by name or phone. */
export async function contactList(db: Db, auth: Auth, f: LinkFilter, page: PageQuery) {
  const actor = await readerOf(db, auth);
  const list = await q.listContacts(db, actor, f, page);
  return { list, total: await q.countContacts(db, actor, f) };
}

/** Addresses across the customers I may see (or of one), by address or customer name, located or not. */
export async function addressList(db: Db, auth: Auth, f: AddressFilter, page: PageQuery) {
  const actor = await readerOf(db, auth);
  const list = await q.listAddresses(db, actor, f, page);
  return { list, total: await q.countAddresses(db, actor, f) };
}

import { count, eq } from 'drizzle-orm';
import {
  ADDRESSES_PER_CUSTOMER_MAX,
  CONTACTS_PER_CUSTOMER_MAX,
  type AddressGeocodeResult,
  type AddressSaveInput,
  type AddressSaveResult,
  type ContactSaveInput,
  type PageQuery,
} from '@fieldline/domain';
import { customerAddresses, customerContacts } from '../../db/schema';
import { recordErrors } from '../../core/record-errors';
import { mine, withDb, type Tenant, type TenantDb } from '../../core/tenant';
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

const contactOf = (t: TenantDb, id: number) => mine(t, customerContacts, eq(customerContacts.id, id));
const contactsOfCustomer = (t: TenantDb, customerId: number) =>
  mine(t, customerContacts, eq(customerContacts.customerId, customerId));
const addressOf = (t: TenantDb, id: number) => mine(t, customerAddresses, eq(customerAddresses.id, id));
const addressesOfCustomer = (t: TenantDb, customerId: number) =>
  mine(t, customerAddresses, eq(customerAddresses.customerId, customerId));

/** A contact of a customer I may see (not in the recycle bin). */
async function requireContact(t: Tenant, id: number) {
  const contact = await q.findContact(t, id);
  if (!contact) throw recordErrors.CONTACT_NOT_FOUND({ field: 'id' });
  const actor = await actorOf(t);
  if (!(await q.findCustomer(t.db, actor, contact.customerId)))
    throw recordErrors.CONTACT_NOT_FOUND({ field: 'id' });
  return contact;
}

export async function requireAddress(t: Tenant, id: number) {
  const address = await q.findAddress(t, id);
  if (!address) throw recordErrors.ADDRESS_NOT_FOUND({ field: 'id' });
  const actor = await actorOf(t);
  if (!(await q.findCustomer(t.db, actor, address.customerId)))
    throw recordErrors.ADDRESS_NOT_FOUND({ field: 'id' });
  return address;
}

/** Add (no id) or edit a contact; `isDefault: true` makes it the customer's default. */
export async function saveContact(t: Tenant, input: ContactSaveInput) {
  const actor = await actorOf(t);
  return t.db.transaction(async (tx) => {
    const tt = withDb(t, tx);
    const customer = await requireCustomer(tx, actor, input.customerId, 'customerId');
    await recordContactSave(tt, customer.id, input);
    const values = { name: input.name, phone: input.phone, updatedAt: new Date() };
    let id: number;
    if (input.id) {
      const contact = await q.findContact(tt, input.id);
      if (!contact || contact.customerId !== customer.id)
        throw recordErrors.CONTACT_NOT_FOUND({ field: 'id' });
      if (contact.isDefault && input.isDefault === false)
        throw customerErrors.DEFAULT_REQUIRED({ field: 'isDefault' });
      if (input.isDefault && !contact.isDefault)
        await tx.update(customerContacts).set({ isDefault: false }).where(contactsOfCustomer(t, customer.id));
      await tx
        .update(customerContacts)
        .set({ ...values, ...(input.isDefault ? { isDefault: true } : {}) })
        .where(contactOf(t, contact.id));
      id = contact.id;
    } else {
      const [n] = await tx
        .select({ n: count() })
        .from(customerContacts)
        .where(contactsOfCustomer(t, customer.id));
      if (Number(n?.n) >= CONTACTS_PER_CUSTOMER_MAX)
        throw customerErrors.TOO_MANY_CONTACTS({ params: { max: CONTACTS_PER_CUSTOMER_MAX } });
      if (input.isDefault)
        await tx.update(customerContacts).set({ isDefault: false }).where(contactsOfCustomer(t, customer.id));
      const [row] = await tx
        .insert(customerContacts)
        .values({
          ...values,
          enterpriseId: t.enterpriseId,
          customerId: customer.id,
          isDefault: !!input.isDefault,
        })
        .returning({ id: customerContacts.id });
      id = row!.id;
    }
    await q.refreshSearchText(tt, customer.id);
    return { id };
  });
}

export async function setDefaultContact(t: Tenant, id: number) {
  await t.db.transaction(async (tx) => {
    const tt = withDb(t, tx);
    const contact = await requireContact(tt, id);
    if (contact.isDefault) return;
    await recordContactEvent(tt, 'contactDefault', id);
    await tx
      .update(customerContacts)
      .set({ isDefault: false })
      .where(contactsOfCustomer(t, contact.customerId));
    await tx.update(customerContacts).set({ isDefault: true, updatedAt: new Date() }).where(contactOf(t, id));
  });
}

/** spec-business §5: the default contact cannot be deleted. */
export async function deleteContact(t: Tenant, id: number) {
  await t.db.transaction(async (tx) => {
    const tt = withDb(t, tx);
    const contact = await requireContact(tt, id);
    if (contact.isDefault) throw customerErrors.DEFAULT_CONTACT_UNDELETABLE();
    await recordContactEvent(tt, 'contactDeleted', id);
    await tx.delete(customerContacts).where(contactOf(t, id));
    await q.refreshSearchText(tt, contact.customerId);
  });
}

/**
 * Add (no id) or edit an address; the first address of a customer becomes its default. The address
 * is placed with the map provider (unless both coordinates are sent); when the provider cannot
 * place it, it is saved without coordinates and the answer carries a `noCoordinates` warning.
 */
export async function saveAddress(t: Tenant, input: AddressSaveInput): Promise<AddressSaveResult> {
  const point = await coordinatesFor(t.app.maps, input);
  const { id } = await storeAddress(t, input, point);
  return {
    id,
    lng: point?.lng ?? null,
    lat: point?.lat ?? null,
    warnings: point ? [] : [noCoordinates(t.locale)],
  };
}

async function storeAddress(t: Tenant, input: AddressSaveInput, point: { lng: number; lat: number } | null) {
  const actor = await actorOf(t);
  return t.db.transaction(async (tx) => {
    const tt = withDb(t, tx);
    const customer = await requireCustomer(tx, actor, input.customerId, 'customerId');
    await recordAddressSave(tt, customer.id, input);
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
      const address = await q.findAddress(tt, input.id);
      if (!address || address.customerId !== customer.id)
        throw recordErrors.ADDRESS_NOT_FOUND({ field: 'id' });
      if (address.isDefault && input.isDefault === false)
        throw customerErrors.DEFAULT_REQUIRED({ field: 'isDefault' });
      if (input.isDefault && !address.isDefault)
        await tx
          .update(customerAddresses)
          .set({ isDefault: false })
          .where(addressesOfCustomer(t, customer.id));
      await tx
        .update(customerAddresses)
        .set({ ...values, ...(input.isDefault ? { isDefault: true } : {}) })
        .where(addressOf(t, address.id));
      return { id: address.id };
    }
    const [n] = await tx
      .select({ n: count() })
      .from(customerAddresses)
      .where(addressesOfCustomer(t, customer.id));
    const existing = Number(n?.n);
    if (existing >= ADDRESSES_PER_CUSTOMER_MAX)
      throw customerErrors.TOO_MANY_ADDRESSES({ params: { max: ADDRESSES_PER_CUSTOMER_MAX } });
    const isDefault = existing === 0 || !!input.isDefault;
    if (isDefault && existing)
      await tx.update(customerAddresses).set({ isDefault: false }).where(addressesOfCustomer(t, customer.id));
    const [row] = await tx
      .insert(customerAddresses)
      .values({ ...values, enterpriseId: t.enterpriseId, customerId: customer.id, isDefault })
      .returning({ id: customerAddresses.id });
    return { id: row!.id };
  });
}

export async function setDefaultAddress(t: Tenant, id: number) {
  await t.db.transaction(async (tx) => {
    const tt = withDb(t, tx);
    const address = await requireAddress(tt, id);
    if (address.isDefault) return;
    await recordAddressEvent(tt, 'addressDefault', id);
    await tx
      .update(customerAddresses)
      .set({ isDefault: false })
      .where(addressesOfCustomer(t, address.customerId));
    await tx
      .update(customerAddresses)
      .set({ isDefault: true, updatedAt: new Date() })
      .where(addressOf(t, id));
  });
}

/** spec-business §5 and §8: the default address cannot be deleted. */
export async function deleteAddress(t: Tenant, id: number) {
  await t.db.transaction(async (tx) => {
    const tt = withDb(t, tx);
    const address = await requireAddress(tt, id);
    if (address.isDefault) throw customerErrors.DEFAULT_ADDRESS_UNDELETABLE();
    await recordAddressEvent(tt, 'addressDeleted', id);
    await tx.delete(customerAddresses).where(addressOf(t, id));
  });
}

/**
 * POST /customer/address/geocode: places a stored address again with the map provider and stores
 * the coordinates (recorded on the timeline when they change). When the provider cannot place it,
 * 400 NO_COORDINATES and the address keeps what it had. An edit made meanwhile wins: its own
 * coordinates are answered.
 */
export async function locateAddress(t: Tenant, id: number): Promise<AddressGeocodeResult> {
  const address = await requireAddress(t, id);
  const point = await coordinatesFor(t.app.maps, {
    province: address.province,
    city: address.city,
    region: address.region,
    detail: address.detail,
  });
  if (!point) throw customerErrors.NO_COORDINATES();
  return t.db.transaction(async (tx) => {
    const tt = withDb(t, tx);
    if (await q.setAddressCoordinates(tt, address, point)) {
      await recordAddressLocated(tt, address, point);
      return { id, ...point };
    }
    const now = await q.findAddress(tt, id);
    if (!now) throw recordErrors.ADDRESS_NOT_FOUND({ field: 'id' });
    if (now.lng === null || now.lat === null) throw customerErrors.NO_COORDINATES();
    return { id, lng: now.lng, lat: now.lat };
  });
}

type LinkFilter = { customerId?: number; keyword?: string };
type AddressFilter = LinkFilter & { located?: boolean };

/** Contacts across the customers I may see (or of one), by name or phone. */
export async function contactList(t: Tenant, f: LinkFilter, page: PageQuery) {
  const actor = await readerOf(t);
  const list = await q.listContacts(t.db, actor, f, page);
  return { list, total: await q.countContacts(t.db, actor, f) };
}

/** Addresses across the customers I may see (or of one), by address or customer name, located or not. */
export async function addressList(t: Tenant, f: AddressFilter, page: PageQuery) {
  const actor = await readerOf(t);
  const list = await q.listAddresses(t.db, actor, f, page);
  return { list, total: await q.countAddresses(t.db, actor, f) };
}

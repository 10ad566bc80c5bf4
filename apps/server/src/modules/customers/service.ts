import { eq, inArray, isNull } from 'drizzle-orm';
import {
  CUSTOMER_ACCESS,
  CUSTOMER_VISIBILITY_DEFAULT,
  FORM_KINDS,
  TAG_OBJECT_KINDS,
  addressText,
  fieldAllowed,
  type CustomerCreateInput,
  type CustomerDetail,
  type CustomerRow,
  type CustomerUpdateInput,
  type FieldDef,
  type FieldValues,
  type PageQuery,
  type ProcessSettings,
  type CustomerFilter,
  type CustomerCreateResult,
  type CustomerVisibility,
  type CustomerAddress,
  type CustomerContact,
} from '@fieldline/domain';
import type { Db } from '../../db/client';
import { customerAddresses, customerContacts, customers } from '../../db/schema';
import { isUniqueViolation } from '../../core/db-errors';
import { recordErrors } from '../../core/record-errors';
import { mine, withDb, type Tenant, type TenantDb } from '../../core/tenant';
import type { ScopeActor } from '../../core/scope';
import { customFilterSql, fieldDefsOf, validateRecordValues, viewableFields } from '../forms';
import { batchAdd, batchRemove, tagsOfObjects } from '../tags';
import { findTeam } from '../teams';
import { findUser } from '../users';
import { recordChange, recordEdit } from './changes';
import { customerErrors } from './errors';
import { coordinatesFor, noCoordinates } from './geocode';
import * as q from './queries';
import type { CustomerActor } from './queries';

const KIND = FORM_KINDS.customer;
const TAG_KIND = TAG_OBJECT_KINDS.customer;

/** What an actor is built from: a Tenant, or its database, enterprise, user and data scope. */
type ActorSource = TenantDb & ScopeActor;

/** The caller with the enterprise's customer visibility parameter. */
export const actorOf = async (t: ActorSource): Promise<CustomerActor> => ({
  user: t.user,
  dataScope: t.dataScope,
  visibility: await q.visibilityOf(t),
});

/** The caller reading customers (lists, details, export): the customers of orders they serve count too. */
export const readerOf = async (t: ActorSource): Promise<CustomerActor> => ({
  ...(await actorOf(t)),
  reading: true,
});

const canAssign = (t: Tenant) => t.powers.includes(CUSTOMER_ACCESS.assign);
const nameTaken = (name: string) => customerErrors.CUSTOMER_NAME_TAKEN({ field: 'name', params: { name } });

/** Runs a change; a unique-index race on the name answers like the check before it. */
async function uniqueName<T>(name: string | undefined, run: () => Promise<T>) {
  try {
    return await run();
  } catch (err) {
    if (name && isUniqueViolation(err, 'customers_name_uq')) throw nameTaken(name);
    throw err;
  }
}

/** A customer I may see, not in the recycle bin; another enterprise's id answers the same 404. */
export async function requireCustomer(db: Db, actor: CustomerActor, id: number, field?: string) {
  const found = await q.findCustomer(db, actor, id);
  if (!found) throw customerErrors.CUSTOMER_NOT_FOUND(field ? { field } : undefined);
  return found;
}

type AddressPart = Pick<CustomerAddress, 'province' | 'city' | 'region' | 'detail' | 'lng' | 'lat'>;

/** Of a customer's contacts and addresses, the ones an order would take (`requireCustomerNamed`). */
export interface CustomerOrderParts {
  /** The contact asked for by id, or with none asked the default, else the oldest; null: none (or not this customer's). */
  contact: Pick<CustomerContact, 'name' | 'phone'> | null;
  /** The address chosen the same way. */
  address: AddressPart | null;
}

const pickOf = <T extends { id: number }>(list: T[], id: number | null | undefined) =>
  (id ? list.find((x) => x.id === id) : list[0]) ?? null;

/** The parts as an order takes them, from a contact and an address read either way (none: null). */
const orderPartsOf = (
  contact: { name: string; phone: string | null } | null,
  address: (Omit<AddressPart, 'province'> & { province: string | null }) | null,
): CustomerOrderParts => ({
  contact: contact && { name: contact.name, phone: contact.phone ?? '' },
  address:
    address?.province != null
      ? {
          province: address.province,
          city: address.city,
          region: address.region,
          detail: address.detail,
          lng: address.lng,
          lat: address.lat,
        }
      : null,
});

/**
 * `requireCustomer` as the order-create path needs it (the customer's id and name), with the
 * contact and address an order of that customer takes (`pick`: the ones asked for by id): the
 * visibility parameter, the customer, the contact and the address are one prepared statement on the
 * pool; when the caller's visibility or data scope narrows what they may see, the usual read answers
 * for the customer, and a caller in a transaction takes the usual reads for all of it. Same outcome
 * as `requireCustomer(db, await actorOf(t), id, field)` with `contactsOf` and `addressesOf` picked.
 */
export async function requireCustomerNamed(
  t: ActorSource & Pick<Tenant, 'app'>,
  id: number,
  field?: string,
  pick: { contactId?: number | null; addressId?: number | null } = {},
): Promise<{ id: number; name: string } & CustomerOrderParts> {
  if (t.db !== t.app.db) {
    const customer = await requireCustomer(t.db, await actorOf(t), id, field);
    const contacts = await q.contactsOf(t, id);
    const addresses = await q.addressesOf(t, id);
    const parts = orderPartsOf(pickOf(contacts, pick.contactId), pickOf(addresses, pick.addressId));
    return { id: customer.id, name: customer.name, ...parts };
  }
  const [row] = await q.visibilityAndCustomer<{
    visibility: number | null;
    id: string | null;
    name: string | null;
    contact_name: string | null;
    contact_phone: string | null;
    province: string | null;
    city: string | null;
    region: string | null;
    detail: string | null;
    lng: number | null;
    lat: number | null;
  }>(t.app.database, {
    ep: t.enterpriseId,
    id,
    contactId: pick.contactId || null,
    addressId: pick.addressId || null,
  });
  const parts = orderPartsOf(
    row?.contact_name != null ? { name: row.contact_name, phone: row.contact_phone } : null,
    row ?? null,
  );
  const actor: CustomerActor = {
    user: t.user,
    dataScope: t.dataScope,
    visibility: (row?.visibility ?? CUSTOMER_VISIBILITY_DEFAULT) as CustomerVisibility,
  };
  if (q.visibleCustomers(actor)) {
    const found = await requireCustomer(t.db, actor, id, field);
    return { id: found.id, name: found.name, ...parts };
  }
  if (!row?.id) throw customerErrors.CUSTOMER_NOT_FOUND(field ? { field } : undefined);
  return { id: Number(row.id), name: row.name!, ...parts };
}

/** The customer field set, and what of it the caller may see. */
async function fieldSet(t: Tenant) {
  const set = await fieldDefsOf(t, KIND);
  const viewable = viewableFields(t.auth, set.settings, set.fields);
  return { ...set, viewable };
}

/** Values of the fields the caller may see (others are left out of details and lists). */
function viewableValues(
  set: { fields: FieldDef[]; viewable: FieldDef[]; settings: ProcessSettings },
  values: FieldValues,
) {
  if (set.viewable.length === set.fields.length) return values;
  const hidden = new Set(set.fields.filter((f) => !set.viewable.includes(f)).map((f) => f.id));
  return Object.fromEntries(Object.entries(values).filter(([key]) => !hidden.has(key)));
}

async function checkOwnerAndTeam(t: TenantDb, ownerUserId?: number | null, teamId?: number | null) {
  if (ownerUserId) {
    const owner = await findUser(t, ownerUserId);
    if (!owner?.enabled) throw customerErrors.OWNER_NOT_FOUND({ field: 'ownerUserId' });
  }
  if (teamId && !(await findTeam(t, teamId))) throw recordErrors.TEAM_NOT_FOUND({ field: 'serviceTeamId' });
}

/** The first marked item is the default; with none marked, the first one. */
const withDefault = <T extends { isDefault?: boolean }>(items: T[]) => {
  const marked = items.findIndex((i) => i.isDefault);
  return items.map((item, i) => ({ ...item, isDefault: i === (marked < 0 ? 0 : marked) }));
};

/** Replaces the customer's tags through the tags module (which checks kind and existence). */
async function setTags(t: Tenant, customerId: number, tagIds: number[]) {
  const current = (await tagsOfObjects(t, TAG_KIND, [customerId])).get(customerId);
  const have = new Set((current ?? []).map((t) => t.id));
  const want = new Set(tagIds);
  const removed = [...have].filter((id) => !want.has(id));
  const added = [...want].filter((id) => !have.has(id));
  if (removed.length)
    await batchRemove(t, { objectKind: TAG_KIND, objectIds: [customerId], tagIds: removed });
  if (added.length) await batchAdd(t, { objectKind: TAG_KIND, objectIds: [customerId], tagIds: added });
}

/**
 * POST /v2/customer/addCustomer: a customer with its contacts (at least one), addresses, tags and
 * custom values. The owner defaults to the caller; another owner or a service team needs the
 * "set owner and team" permission. Addresses are placed with the map provider (unless both
 * coordinates are sent); each it cannot place is saved without coordinates, with a warning.
 */
export async function createCustomer(t: Tenant, input: CustomerCreateInput): Promise<CustomerCreateResult> {
  const points = await Promise.all(input.addresses.map((a) => coordinatesFor(t.app.maps, a)));
  const { id } = await insertCustomer(t, {
    ...input,
    addresses: input.addresses.map((a, i) => ({
      ...a,
      lng: points[i]?.lng ?? null,
      lat: points[i]?.lat ?? null,
    })),
  });
  const warnings = points.flatMap((p, i) => (p ? [] : [noCoordinates(t.locale, i)]));
  return { id, warnings };
}

async function insertCustomer(t: Tenant, input: CustomerCreateInput) {
  const ep = t.enterpriseId;
  const ownerUserId = input.ownerUserId === undefined ? t.user.id : input.ownerUserId;
  if (!canAssign(t) && (ownerUserId !== t.user.id || input.serviceTeamId))
    throw customerErrors.ASSIGN_FORBIDDEN({
      field: ownerUserId !== t.user.id ? 'ownerUserId' : 'serviceTeamId',
    });
  return uniqueName(input.name, () =>
    t.db.transaction(async (tx) => {
      const tt = withDb(t, tx);
      await checkOwnerAndTeam(tt, ownerUserId, input.serviceTeamId);
      if (await q.nameTaken(tt, input.name)) throw nameTaken(input.name);
      const { templateId, values } = await validateRecordValues(tt, {
        kind: KIND,
        input: input.customValues,
      });
      const [row] = await tx
        .insert(customers)
        .values({
          enterpriseId: ep,
          name: input.name,
          ownerUserId,
          serviceTeamId: input.serviceTeamId ?? null,
          templateId,
          customValues: values,
          createdBy: t.user.id,
        })
        .returning({ id: customers.id });
      const id = row!.id;
      await tx
        .insert(customerContacts)
        .values(withDefault(input.contacts).map((c) => ({ ...c, enterpriseId: ep, customerId: id })));
      if (input.addresses.length)
        await tx.insert(customerAddresses).values(
          withDefault(input.addresses).map((a) => ({
            ...a,
            city: a.city ?? null,
            region: a.region ?? null,
            detail: a.detail ?? null,
            lng: a.lng ?? null,
            lat: a.lat ?? null,
            enterpriseId: ep,
            customerId: id,
          })),
        );
      if (input.tagIds?.length) await setTags(tt, id, input.tagIds);
      await q.refreshSearchText(tt, id);
      await recordChange(tt, id, 'created');
      return { id };
    }),
  );
}

/** PUT /v2/customer/update: name, owner, team, tags and custom values; absent fields stay. */
export async function updateCustomer(t: Tenant, input: CustomerUpdateInput) {
  const actor = await actorOf(t);
  await uniqueName(input.name, () =>
    t.db.transaction(async (tx) => {
      const tt = withDb(t, tx);
      const current = await requireCustomer(tx, actor, input.id);
      const ownerChanged = input.ownerUserId !== undefined && input.ownerUserId !== current.ownerUserId;
      const teamChanged = input.serviceTeamId !== undefined && input.serviceTeamId !== current.serviceTeamId;
      if ((ownerChanged || teamChanged) && !canAssign(t))
        throw customerErrors.ASSIGN_FORBIDDEN({ field: ownerChanged ? 'ownerUserId' : 'serviceTeamId' });
      await checkOwnerAndTeam(
        tt,
        ownerChanged ? input.ownerUserId : undefined,
        teamChanged ? input.serviceTeamId : undefined,
      );
      const renamed = input.name !== undefined && input.name !== current.name;
      if (renamed && (await q.nameTaken(tt, input.name!, current.id))) throw nameTaken(input.name!);
      const patch: Partial<typeof customers.$inferInsert> = { updatedAt: new Date() };
      if (renamed) patch.name = input.name;
      if (ownerChanged) patch.ownerUserId = input.ownerUserId;
      if (teamChanged) patch.serviceTeamId = input.serviceTeamId;
      if (input.customValues !== undefined) {
        const checked = await validateRecordValues(tt, {
          kind: KIND,
          templateId: current.templateId ?? undefined,
          input: input.customValues,
          previous: current.customValues,
        });
        patch.customValues = checked.values;
        patch.templateId = checked.templateId;
      }
      await recordEdit(tt, current, patch, input.tagIds);
      await tx
        .update(customers)
        .set(patch)
        .where(mine(t, customers, eq(customers.id, current.id)));
      if (input.tagIds !== undefined) await setTags(tt, current.id, input.tagIds);
      if (renamed) await q.refreshSearchText(tt, current.id);
    }),
  );
}

/** GET /v2/customer/detail: profile, custom values I may see, tags, contacts and addresses. */
export async function customerDetail(t: Tenant, id: number): Promise<CustomerDetail> {
  const actor = await readerOf(t);
  const found = await requireCustomer(t.db, actor, id);
  const set = await fieldSet(t);
  const contacts = await q.contactsOf(t, id);
  const addresses = await q.addressesOf(t, id);
  const tags = await tagsOfObjects(t, TAG_KIND, [id]);
  return {
    ...found,
    customValues: viewableValues(set, found.customValues),
    tags: tags.get(id) ?? [],
    contacts,
    addresses: addresses as CustomerDetail['addresses'],
    createdAt: found.createdAt.toISOString(),
    updatedAt: found.updatedAt.toISOString(),
  };
}

type ListQuery = CustomerFilter;

async function listFilter(t: Tenant, query: ListQuery) {
  const set = await fieldSet(t);
  const custom = query.customFilters?.length
    ? customFilterSql(customers.customValues, query.customFilters, set.viewable)
    : undefined;
  return { set, filter: { ...query, custom } };
}

async function toRows(t: Tenant, set: Awaited<ReturnType<typeof fieldSet>>, found: ListRow[]) {
  const tags = await tagsOfObjects(
    t,
    TAG_KIND,
    found.map((r) => r.id),
  );
  return found.map(
    ({ province, city, region, detail, customValues, createdAt, deletedAt, ...r }): CustomerRow => ({
      ...r,
      address: province ? addressText({ province, city, region, detail }) : null,
      customValues: viewableValues(set, customValues),
      tags: tags.get(r.id) ?? [],
      createdAt: createdAt.toISOString(),
      deletedAt: deletedAt?.toISOString() ?? null,
    }),
  );
}
type ListRow = Awaited<ReturnType<typeof q.listCustomers>>[number];

/** GET /v2/customer/epCustomerList (and the recycle bin with `deleted`). */
export async function customerList(t: Tenant, query: ListQuery & PageQuery, deleted = false) {
  const actor = deleted ? await actorOf(t) : await readerOf(t);
  const { set, filter } = await listFilter(t, query);
  const found = await q.listCustomers(t.db, actor, filter, query, deleted);
  const total = await q.countCustomers(t.db, actor, filter, deleted);
  return { list: await toRows(t, set, found), total };
}

export async function customerCount(t: Tenant, query: ListQuery) {
  const actor = await readerOf(t);
  const { filter } = await listFilter(t, query);
  return q.countCustomers(t.db, actor, filter);
}

/** Customers among `ids` I may see, in the recycle bin or not: all of them, or 404. */
async function requireAll(tx: Db, actor: CustomerActor, ids: number[], deleted: boolean) {
  const unique = [...new Set(ids)];
  const found = await q.visibleIds(tx, actor, unique, deleted);
  if (found.length !== unique.length)
    throw deleted
      ? customerErrors.NOT_IN_RECYCLE_BIN({ field: 'ids' })
      : customerErrors.CUSTOMER_NOT_FOUND({ field: 'ids' });
  return found;
}

/** DELETE /v2/customer/delete: to the recycle bin. */
export async function deleteCustomers(t: Tenant, ids: number[]) {
  const actor = await actorOf(t);
  return t.db.transaction(async (tx) => {
    const found = await requireAll(tx, actor, ids, false);
    await tx
      .update(customers)
      .set({ deletedAt: new Date(), deletedBy: t.user.id, updatedAt: new Date() })
      .where(
        mine(
          t,
          customers,
          inArray(
            customers.id,
            found.map((c) => c.id),
          ),
          isNull(customers.deletedAt),
        ),
      );
    await recordChange(
      withDb(t, tx),
      found.map((c) => c.id),
      'deleted',
    );
    return { count: found.length };
  });
}

/** PUT /v2/customer/reduction: back from the recycle bin, unless the name is taken meanwhile. */
export async function restoreCustomers(t: Tenant, ids: number[]) {
  const actor = await actorOf(t);
  let names: string[] = [];
  try {
    return await t.db.transaction(async (tx) => {
      const tt = withDb(t, tx);
      const found = await requireAll(tx, actor, ids, true);
      names = found.map((c) => c.name);
      const seen = new Set<string>();
      for (const c of found) {
        if (seen.has(c.name) || (await q.nameTaken(tt, c.name))) throw nameTaken(c.name);
        seen.add(c.name);
      }
      await tx
        .update(customers)
        .set({ deletedAt: null, deletedBy: null, updatedAt: new Date() })
        .where(mine(t, customers, inArray(customers.id, [...new Set(ids)])));
      await recordChange(
        tt,
        found.map((c) => c.id),
        'restored',
      );
      return { count: found.length };
    });
  } catch (err) {
    // two restores racing for one name: the unique index answers like the check above
    if (isUniqueViolation(err, 'customers_name_uq')) throw nameTaken(names[0] ?? '');
    throw err;
  }
}

/** Whether a database error (possibly wrapped) is a foreign-key violation. */
function isForeignKeyViolation(err: unknown): boolean {
  for (let e: unknown = err, depth = 0; e && typeof e === 'object' && depth < 5; depth++) {
    if ((e as { code?: unknown }).code === '23503') return true;
    e = (e as { cause?: unknown }).cause;
  }
  return false;
}

/**
 * DELETE /v2/customer/purge: removes customers in the recycle bin for good (administrators), with
 * their contacts, addresses, grants and tags; records of other modules that must keep their
 * customer (a foreign key without cascade) refuse it with 409 CUSTOMER_IN_USE.
 */
export async function purgeCustomers(t: Tenant, ids: number[]) {
  const actor = await actorOf(t);
  try {
    return await t.db.transaction(async (tx) => {
      const found = await requireAll(tx, actor, ids, true);
      const objectIds = found.map((c) => c.id);
      const tags = await tagsOfObjects(withDb(t, tx), TAG_KIND, objectIds);
      const tagIds = [...new Set([...tags.values()].flat().map((tag) => tag.id))];
      if (tagIds.length) await batchRemove(withDb(t, tx), { objectKind: TAG_KIND, objectIds, tagIds });
      await tx.delete(customers).where(mine(t, customers, inArray(customers.id, objectIds)));
      return { count: found.length };
    });
  } catch (err) {
    if (isForeignKeyViolation(err)) throw customerErrors.CUSTOMER_IN_USE({ field: 'ids' });
    throw err;
  }
}

/** GET /v2/customer/cusTemplate: the customer field set (custom fields I may see, system view). */
export async function customerTemplate(t: Tenant) {
  const set = await fieldSet(t);
  return { templateId: set.templateId, fields: set.viewable, system: set.system };
}

/**
 * GET /v2/customer/hide/setting/detail: which customer fields are hidden, and from whom: the system
 * fields' view of the customer field set, its per-field access (role types that may see and edit),
 * and the keys hidden from the caller.
 */
export async function hideSetting(t: Tenant) {
  const set = await fieldSet(t);
  const roleTypes = t.auth.roles.map((r) => r.type);
  const keys = [...Object.keys(set.system), ...set.fields.map((f) => f.id)];
  return {
    templateId: set.templateId,
    system: set.system,
    fieldAccess: set.settings.fieldAccess,
    hiddenForMe: keys.filter(
      (key) => set.system[key]?.visible === false || !fieldAllowed(set.settings, key, roleTypes, 'view'),
    ),
  };
}

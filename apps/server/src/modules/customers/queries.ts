import { and, asc, count, desc, eq, ilike, inArray, isNotNull, isNull, or, sql, type SQL } from 'drizzle-orm';
import {
  CUSTOMER_VISIBILITY,
  CUSTOMER_VISIBILITY_DEFAULT,
  DATA_SCOPES,
  ORDER_MEMBER_ROLES,
  TAG_OBJECT_KINDS,
  type CustomerVisibility,
  type PageQuery,
} from '@fieldline/domain';
import type { Db } from '../../db/client';
import {
  customerAddresses,
  customerContacts,
  customerPermissions,
  customers,
  customerSettings,
  serviceTeams,
  users,
} from '../../db/schema';
import { scopeByUser, scopeUserIds, teamIds, type ScopeActor } from '../../core/scope';
import { hotStatement, placeholderOf } from '../../core/prepared';
import { likePattern } from '../../core/sql';
import { mine, mineSql, type TenantDb } from '../../core/tenant';

/** Who is asking: data scope, and the enterprise's customer visibility parameter. */
export type CustomerActor = ScopeActor & {
  visibility: CustomerVisibility;
  /** Reading (lists, details, export): the customers of the orders I serve count too; changes do not. */
  reading?: boolean;
};

export const visibilityOf = (t: TenantDb) =>
  t.db
    .select({ visibility: customerSettings.visibility })
    .from(customerSettings)
    .where(mine(t, customerSettings))
    .then((r) => (r[0]?.visibility ?? CUSTOMER_VISIBILITY_DEFAULT) as CustomerVisibility);

/**
 * The enterprise's customer visibility, one live customer's id and name, and of that customer's
 * contacts and addresses the one an order takes (the one asked for by id, or with none asked the
 * default, else the oldest), in one statement built once (`hotStatement`): what `requireCustomerNamed`
 * reads on the order-create path. No customer row (id and name null): none live with that id in my
 * enterprise; no contact or address (contact_name, province null): none, or not that customer's.
 * The data scope is applied by the caller.
 */
export const visibilityAndCustomer = hotStatement('fl_customer_for_order', () => {
  const ep = placeholderOf('ep');
  const id = placeholderOf('id');
  const contactId = placeholderOf('contactId');
  const addressId = placeholderOf('addressId');
  return sql`select v.visibility, c.id::text as id, c.name,
        ct.name as contact_name, ct.phone as contact_phone,
        ad.province, ad.city, ad.region, ad.detail, ad.lng, ad.lat
      from (select (select s.visibility from customer_settings s where ${mineSql(ep, 's')}) as visibility) v
      left join customers c on ${mineSql(ep, 'c')} and c.id = ${id} and c.deleted_at is null
      left join lateral (select x.name, x.phone from customer_contacts x
          where ${mineSql(ep, 'x')} and x.customer_id = ${id} and (${contactId}::int8 is null or x.id = ${contactId}::int8)
          order by x.is_default desc, x.id limit 1) ct on true
      left join lateral (select a.province, a.city, a.region, a.detail, a.lng, a.lat from customer_addresses a
          where ${mineSql(ep, 'a')} and a.customer_id = ${id} and (${addressId}::int8 is null or a.id = ${addressId}::int8)
          order by a.is_default desc, a.id limit 1) ad on true`;
});

/**
 * The customers of the orders I serve (spec-business §6 order participants): orders whose server is
 * in my data scope (me, or my teams' users), or where I am a collaborator. Archived orders do not
 * count ("archived orders hide customer information from service staff"), nor the recycle bin. Each
 * is one uncorrelated subquery (a hashed subplan, run once per statement) on orders_server_idx and
 * order_members_user_idx.
 */
function servedCustomers(actor: CustomerActor): SQL {
  const ep = actor.user.enterpriseId;
  const working = sql`o.deleted_at is null and o.archived_at is null`;
  const collaborator = sql.raw(String(ORDER_MEMBER_ROLES.collaborator));
  return sql`(customers.id in (select o.customer_id from orders o
      where ${mineSql(ep, 'o')} and ${working} and o.server_user_id in (${scopeUserIds(actor)}))
    or customers.id in (select o.customer_id from order_members om
      join orders o on o.enterprise_id = om.enterprise_id and o.id = om.order_id
      where ${mineSql(ep, 'om')} and om.user_id = ${actor.user.id} and om.role = ${collaborator} and ${working}))`;
}

/**
 * The customers I may see (spec-business §6 "customer-level visibility depends on a parameter"):
 * everyone sees all when the parameter says so or the role's scope is all; team scope sees the
 * customers owned by my teams' users or served by my teams; personal scope those I own. Customers
 * granted to me (customer_permissions) are always visible, and when reading, those of the orders I
 * serve.
 */
export function visibleCustomers(actor: CustomerActor): SQL | undefined {
  if (actor.visibility === CUSTOMER_VISIBILITY.all || actor.dataScope === DATA_SCOPES.all) return undefined;
  const ep = actor.user.enterpriseId;
  const granted = sql`exists (select 1 from customer_permissions cp
    where ${mineSql(ep, 'cp')} and cp.customer_id = customers.id and cp.user_id = ${actor.user.id})`;
  return or(
    scopeByUser(actor, customers.ownerUserId),
    actor.dataScope === DATA_SCOPES.team ? sql`${customers.serviceTeamId} in (${teamIds(actor)})` : undefined,
    granted,
    actor.reading ? servedCustomers(actor) : undefined,
  );
}

/** Customers of my enterprise that I may see, in the recycle bin or not. */
export const customerScope = (actor: CustomerActor, deleted: boolean) =>
  mine(
    actor.user.enterpriseId,
    customers,
    deleted ? isNotNull(customers.deletedAt) : isNull(customers.deletedAt),
    visibleCustomers(actor),
  );

export interface CustomerListFilter {
  keyword?: string;
  ownerUserId?: number;
  serviceGroupId?: number;
  tagId?: number;
  /** The SQL of the custom-field filters (forms' customFilterSql over custom_values). */
  custom?: SQL;
}

export function customerWhere(actor: CustomerActor, f: CustomerListFilter, deleted = false) {
  const ep = actor.user.enterpriseId;
  return and(
    customerScope(actor, deleted),
    f.keyword ? ilike(customers.searchText, likePattern(f.keyword)) : undefined,
    f.ownerUserId ? eq(customers.ownerUserId, f.ownerUserId) : undefined,
    f.serviceGroupId ? eq(customers.serviceTeamId, f.serviceGroupId) : undefined,
    f.tagId
      ? sql`exists (select 1 from object_tags ot where ${mineSql(ep, 'ot')} and ot.object_kind = ${TAG_OBJECT_KINDS.customer}
               and ot.object_id = customers.id and ot.tag_id = ${f.tagId})`
      : undefined,
    f.custom,
  );
}

// Correlated subqueries name the outer table literally (Drizzle leaves columns unqualified in
// single-table selects, where an inner table's column of the same name would capture them).
const owner = sql<string | null>`(select u.name from users u
  where u.enterprise_id = customers.enterprise_id and u.id = customers.owner_user_id)`;

const rowColumns = {
  id: customers.id,
  name: customers.name,
  ownerUserId: customers.ownerUserId,
  ownerName: owner,
  serviceTeamId: customers.serviceTeamId,
  serviceTeamName: serviceTeams.name,
  contactName: customerContacts.name,
  contactPhone: customerContacts.phone,
  province: customerAddresses.province,
  city: customerAddresses.city,
  region: customerAddresses.region,
  detail: customerAddresses.detail,
  customValues: customers.customValues,
  createdAt: customers.createdAt,
  deletedAt: customers.deletedAt,
};

/** One page of customers, newest first on the (enterprise_id, deleted_at, id desc) index. */
export const listCustomers = (
  db: Db,
  actor: CustomerActor,
  f: CustomerListFilter,
  page: PageQuery,
  deleted = false,
) =>
  db
    .select(rowColumns)
    .from(customers)
    .leftJoin(
      serviceTeams,
      and(
        eq(serviceTeams.enterpriseId, customers.enterpriseId),
        eq(serviceTeams.id, customers.serviceTeamId),
      ),
    )
    .leftJoin(
      customerContacts,
      and(
        eq(customerContacts.enterpriseId, customers.enterpriseId),
        eq(customerContacts.customerId, customers.id),
        eq(customerContacts.isDefault, true),
      ),
    )
    .leftJoin(
      customerAddresses,
      and(
        eq(customerAddresses.enterpriseId, customers.enterpriseId),
        eq(customerAddresses.customerId, customers.id),
        eq(customerAddresses.isDefault, true),
      ),
    )
    .where(customerWhere(actor, f, deleted))
    .orderBy(desc(customers.id))
    .limit(page.pageSize)
    .offset(page.pageIndex * page.pageSize);

export const countCustomers = (db: Db, actor: CustomerActor, f: CustomerListFilter, deleted = false) =>
  db
    .select({ n: count() })
    .from(customers)
    .where(customerWhere(actor, f, deleted))
    .then((r) => Number(r[0]?.n ?? 0));

/** One customer I may see (in the recycle bin or not), with owner, team and creator names. */
export const findCustomer = (db: Db, actor: CustomerActor, id: number, deleted = false) =>
  db
    .select({
      id: customers.id,
      name: customers.name,
      ownerUserId: customers.ownerUserId,
      ownerName: owner,
      serviceTeamId: customers.serviceTeamId,
      serviceTeamName: serviceTeams.name,
      templateId: customers.templateId,
      customValues: customers.customValues,
      createdBy: customers.createdBy,
      createdByName: users.name,
      createdAt: customers.createdAt,
      updatedAt: customers.updatedAt,
    })
    .from(customers)
    .leftJoin(
      serviceTeams,
      and(
        eq(serviceTeams.enterpriseId, customers.enterpriseId),
        eq(serviceTeams.id, customers.serviceTeamId),
      ),
    )
    .leftJoin(users, and(eq(users.enterpriseId, customers.enterpriseId), eq(users.id, customers.createdBy)))
    .where(and(eq(customers.id, id), customerScope(actor, deleted)))
    .then((r) => r[0]);

/** Which of `ids` are customers I may see (in the recycle bin or not). */
export const visibleIds = (db: Db, actor: CustomerActor, ids: number[], deleted = false) =>
  db
    .select({ id: customers.id, name: customers.name })
    .from(customers)
    .where(and(inArray(customers.id, ids), customerScope(actor, deleted)));

/** A customer of the enterprise not in the recycle bin, whoever may see it (hosts, placeholders). */
export const customerById = (t: TenantDb, id: number) =>
  t.db
    .select({
      id: customers.id,
      name: customers.name,
      templateId: customers.templateId,
      customValues: customers.customValues,
    })
    .from(customers)
    .where(mine(t, customers, eq(customers.id, id), isNull(customers.deletedAt)))
    .then((r) => r[0]);

/** Whether another customer not in the recycle bin already has this name. */
export const nameTaken = (t: TenantDb, name: string, exceptId = 0) =>
  t.db
    .select({ id: customers.id })
    .from(customers)
    .where(
      mine(
        t,
        customers,
        eq(customers.name, name),
        isNull(customers.deletedAt),
        sql`${customers.id} <> ${exceptId}`,
      ),
    )
    .limit(1)
    .then((r) => r.length > 0);

/** Keeps the keyword-search text (name, contact names and phones) in step with the customer. */
export const refreshSearchText = (t: TenantDb, id: number) =>
  t.db.execute(sql`update customers c set search_text = c.name || coalesce(' ' || (
      select string_agg(cc.name || ' ' || cc.phone, ' ' order by cc.id) from customer_contacts cc
       where cc.enterprise_id = c.enterprise_id and cc.customer_id = c.id), ''), updated_at = now()
    where ${mineSql(t, 'c')} and c.id = ${id}`);

export const contactsOf = (t: TenantDb, customerId: number) =>
  t.db
    .select({
      id: customerContacts.id,
      customerId: customerContacts.customerId,
      name: customerContacts.name,
      phone: customerContacts.phone,
      isDefault: customerContacts.isDefault,
    })
    .from(customerContacts)
    .where(mine(t, customerContacts, eq(customerContacts.customerId, customerId)))
    .orderBy(desc(customerContacts.isDefault), asc(customerContacts.id));

const addressColumns = {
  id: customerAddresses.id,
  customerId: customerAddresses.customerId,
  type: customerAddresses.type,
  province: customerAddresses.province,
  city: customerAddresses.city,
  region: customerAddresses.region,
  detail: customerAddresses.detail,
  lng: customerAddresses.lng,
  lat: customerAddresses.lat,
  isDefault: customerAddresses.isDefault,
};

export const addressesOf = (t: TenantDb, customerId: number) =>
  t.db
    .select(addressColumns)
    .from(customerAddresses)
    .where(mine(t, customerAddresses, eq(customerAddresses.customerId, customerId)))
    .orderBy(desc(customerAddresses.isDefault), asc(customerAddresses.id));

export const findContact = (t: TenantDb, id: number) =>
  t.db
    .select({
      id: customerContacts.id,
      customerId: customerContacts.customerId,
      isDefault: customerContacts.isDefault,
    })
    .from(customerContacts)
    .where(mine(t, customerContacts, eq(customerContacts.id, id)))
    .then((r) => r[0]);

export const findAddress = (t: TenantDb, id: number) =>
  t.db
    .select(addressColumns)
    .from(customerAddresses)
    .where(mine(t, customerAddresses, eq(customerAddresses.id, id)))
    .then((r) => r[0]);

/**
 * Stores coordinates on an address whose parts are still the ones they were found for (an edit in
 * between wins); answers whether it did.
 */
export const setAddressCoordinates = (
  t: TenantDb,
  a: { id: number; province: string; city: string | null; region: string | null; detail: string | null },
  point: { lng: number; lat: number },
) =>
  t.db
    .update(customerAddresses)
    .set({ lng: point.lng, lat: point.lat, updatedAt: new Date() })
    .where(
      mine(
        t,
        customerAddresses,
        eq(customerAddresses.id, a.id),
        eq(customerAddresses.province, a.province),
        sql`${customerAddresses.city} is not distinct from ${a.city}`,
        sql`${customerAddresses.region} is not distinct from ${a.region}`,
        sql`${customerAddresses.detail} is not distinct from ${a.detail}`,
      ),
    )
    .returning({ id: customerAddresses.id })
    .then((r) => r.length > 0);

const contactSearch = sql`(${customerContacts.name} || ' ' || ${customerContacts.phone})`;

/**
 * The keyword of the contact list: the contact's name or phone, or its customer's name. The
 * customer's search_text holds all three (trigram index customers_search_idx), so it narrows the
 * rows on an index before the exact test.
 */
function contactKeyword(keyword: string) {
  const pattern = likePattern(keyword);
  return and(
    ilike(customers.searchText, pattern),
    or(sql`${contactSearch} ilike ${pattern}`, ilike(customers.name, pattern)),
  );
}

/** Contacts of the customers I may see (not in the recycle bin), by customer and keyword. */
export function contactWhere(actor: CustomerActor, f: { customerId?: number; keyword?: string }) {
  return mine(
    actor.user.enterpriseId,
    customerContacts,
    f.customerId ? eq(customerContacts.customerId, f.customerId) : undefined,
    f.keyword ? contactKeyword(f.keyword) : undefined,
    customerScope(actor, false),
  );
}

const customerJoin = (table: typeof customerContacts | typeof customerAddresses) =>
  and(eq(customers.enterpriseId, table.enterpriseId), eq(customers.id, table.customerId));

export const listContacts = (
  db: Db,
  actor: CustomerActor,
  f: { customerId?: number; keyword?: string },
  page: PageQuery,
) =>
  db
    .select({
      id: customerContacts.id,
      customerId: customerContacts.customerId,
      customerName: customers.name,
      name: customerContacts.name,
      phone: customerContacts.phone,
      isDefault: customerContacts.isDefault,
    })
    .from(customerContacts)
    .innerJoin(customers, customerJoin(customerContacts))
    .where(contactWhere(actor, f))
    .orderBy(desc(customerContacts.id))
    .limit(page.pageSize)
    .offset(page.pageIndex * page.pageSize);

export const countContacts = (db: Db, actor: CustomerActor, f: { customerId?: number; keyword?: string }) =>
  db
    .select({ n: count() })
    .from(customerContacts)
    .innerJoin(customers, customerJoin(customerContacts))
    .where(contactWhere(actor, f))
    .then((r) => Number(r[0]?.n ?? 0));

const addressSearch = sql`(${customerAddresses.province} || coalesce(${customerAddresses.city}, '')
  || coalesce(${customerAddresses.region}, '') || coalesce(${customerAddresses.detail}, ''))`;

type AddressListFilter = { customerId?: number; keyword?: string; located?: boolean };

const located = (yes: boolean) =>
  yes
    ? and(isNotNull(customerAddresses.lng), isNotNull(customerAddresses.lat))
    : or(isNull(customerAddresses.lng), isNull(customerAddresses.lat));

export function addressWhere(actor: CustomerActor, f: AddressListFilter) {
  return mine(
    actor.user.enterpriseId,
    customerAddresses,
    f.customerId ? eq(customerAddresses.customerId, f.customerId) : undefined,
    f.located === undefined ? undefined : located(f.located),
    f.keyword
      ? or(
          sql`${addressSearch} ilike ${likePattern(f.keyword)}`,
          ilike(customers.name, likePattern(f.keyword)),
        )
      : undefined,
    customerScope(actor, false),
  );
}

export const listAddresses = (db: Db, actor: CustomerActor, f: AddressListFilter, page: PageQuery) =>
  db
    .select({ ...addressColumns, customerName: customers.name })
    .from(customerAddresses)
    .innerJoin(customers, customerJoin(customerAddresses))
    .where(addressWhere(actor, f))
    .orderBy(desc(customerAddresses.id))
    .limit(page.pageSize)
    .offset(page.pageIndex * page.pageSize);

export const countAddresses = (db: Db, actor: CustomerActor, f: AddressListFilter) =>
  db
    .select({ n: count() })
    .from(customerAddresses)
    .innerJoin(customers, customerJoin(customerAddresses))
    .where(addressWhere(actor, f))
    .then((r) => Number(r[0]?.n ?? 0));

/** The users a customer is granted to. */
export const grantsOf = (t: TenantDb, customerId: number) =>
  t.db
    .select({ userId: customerPermissions.userId, name: users.name, phone: users.phone })
    .from(customerPermissions)
    .innerJoin(
      users,
      and(eq(users.enterpriseId, customerPermissions.enterpriseId), eq(users.id, customerPermissions.userId)),
    )
    .where(mine(t, customerPermissions, eq(customerPermissions.customerId, customerId)))
    .orderBy(asc(customerPermissions.userId));

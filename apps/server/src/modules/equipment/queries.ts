import { and, count, desc, eq, ilike, inArray, isNotNull, isNull, or, sql, type SQL } from 'drizzle-orm';
import {
  WARRANTY_EXPIRING_DAYS,
  type PageQuery,
  type WarrantyFilter,
  type WarrantyState,
} from '@fieldline/domain';
import type { Db } from '../../db/client';
import {
  customerProducts,
  customers,
  orders,
  products,
  qrCodes,
  serviceRequests,
  users,
} from '../../db/schema';
import { visibleCustomers, type CustomerActor } from '../customers';
import { productSearchText } from '../products';
import { likePattern } from '../../core/sql';
import { mine, type TenantDb } from '../../core/tenant';

const cp = customerProducts;

/**
 * spec-business §3 "warranty status", derived from the warranty end against today (the database's
 * current_date), never stored: 1 in warranty through the end date, 2 out of warranty after it, 0 none.
 */
export const warrantyStateSql = sql<WarrantyState>`(case when ${cp.warrantyEnd} is null then 0
  when ${cp.warrantyEnd} >= current_date then 1 else 2 end)::int`;
/** In warranty and ending within WARRANTY_EXPIRING_DAYS days. */
export const expiringSql = sql`(${cp.warrantyEnd} >= current_date and ${cp.warrantyEnd} <= current_date + ${sql.raw(String(WARRANTY_EXPIRING_DAYS))})`;

/** The warranty filter as a range on warranty_end (customer_products_warranty_idx). */
export function warrantyCondition(filter: WarrantyFilter | undefined): SQL | undefined {
  switch (filter) {
    case 'in':
      return sql`${cp.warrantyEnd} >= current_date`;
    case 'out':
      return sql`${cp.warrantyEnd} < current_date`;
    case 'expiring':
      return expiringSql;
    default:
      return undefined;
  }
}

export interface EquipmentListFilter {
  keyword?: string;
  serial?: string;
  customerId?: number;
  productId?: number;
  warranty?: WarrantyFilter;
  /** The SQL of the custom-field filters (forms' customFilterSql over custom_values). */
  custom?: SQL;
}

/**
 * Customer products of my enterprise that are not deleted, whose customer is not in the recycle
 * bin and is one I may see (the customers module's visibility rule).
 */
export const equipmentScope = (actor: CustomerActor) =>
  mine(
    actor.user.enterpriseId,
    cp,
    isNull(cp.deletedAt),
    isNull(customers.deletedAt),
    visibleCustomers(actor),
  );

export function equipmentWhere(actor: CustomerActor, f: EquipmentListFilter) {
  const pattern = f.keyword ? likePattern(f.keyword) : undefined;
  return and(
    equipmentScope(actor),
    pattern
      ? or(
          ilike(cp.serialNumber, pattern),
          ilike(productSearchText, pattern),
          ilike(customers.searchText, pattern),
        )
      : undefined,
    f.serial ? ilike(cp.serialNumber, likePattern(f.serial)) : undefined,
    f.customerId ? eq(cp.customerId, f.customerId) : undefined,
    f.productId ? eq(cp.productId, f.productId) : undefined,
    warrantyCondition(f.warranty),
    f.custom,
  );
}

const rowColumns = {
  id: cp.id,
  customerId: cp.customerId,
  customerName: customers.name,
  productId: cp.productId,
  productName: products.name,
  productNumber: products.number,
  productModel: products.model,
  productImage: products.image,
  categoryId: products.categoryId,
  serialNumber: cp.serialNumber,
  warrantyStart: cp.warrantyStart,
  warrantyEnd: cp.warrantyEnd,
  warrantyState: warrantyStateSql,
  warrantyExpiring: sql<boolean>`coalesce(${expiringSql}, false)`,
  purchaseDate: cp.purchaseDate,
  deliveryDate: cp.deliveryDate,
  installDate: cp.installDate,
  productionDate: cp.productionDate,
  qrCodeId: cp.qrCodeId,
  qrCode: qrCodes.code,
  sceneImage: cp.sceneImage,
  templateId: cp.templateId,
  customValues: cp.customValues,
  createdAt: cp.createdAt,
  updatedAt: cp.updatedAt,
};

/** How customer_products joins its customer, product and QR code. */
const onCustomer = and(eq(customers.enterpriseId, cp.enterpriseId), eq(customers.id, cp.customerId));
const onProduct = and(eq(products.enterpriseId, cp.enterpriseId), eq(products.id, cp.productId));
const onQrCode = and(eq(qrCodes.enterpriseId, cp.enterpriseId), eq(qrCodes.id, cp.qrCodeId));

/** One page, newest first on (enterprise_id, deleted_at, id desc). */
export const listEquipment = (db: Db, actor: CustomerActor, f: EquipmentListFilter, page: PageQuery) =>
  db
    .select(rowColumns)
    .from(cp)
    .innerJoin(customers, onCustomer)
    .innerJoin(products, onProduct)
    .leftJoin(qrCodes, onQrCode)
    .where(equipmentWhere(actor, f))
    .orderBy(desc(cp.id))
    .limit(page.pageSize)
    .offset(page.pageIndex * page.pageSize);

export const countEquipment = (db: Db, actor: CustomerActor, f: EquipmentListFilter) =>
  db
    .select({ n: count() })
    .from(cp)
    .innerJoin(customers, onCustomer)
    .innerJoin(products, onProduct)
    .where(equipmentWhere(actor, f))
    .then((r) => Number(r[0]?.n ?? 0));

const openRequests = sql<number>`(select count(*)::int from service_requests sr
  where sr.enterprise_id = customer_products.enterprise_id and sr.customer_product_id = customer_products.id
    and sr.state = 1)`;

/** One customer product I may see, with its creator and open service requests. */
export const findEquipment = (db: Db, actor: CustomerActor, id: number) =>
  db
    .select({ ...rowColumns, createdBy: cp.createdBy, createdByName: users.name, openRequests })
    .from(cp)
    .innerJoin(customers, onCustomer)
    .innerJoin(products, onProduct)
    .leftJoin(qrCodes, onQrCode)
    .leftJoin(users, and(eq(users.enterpriseId, cp.enterpriseId), eq(users.id, cp.createdBy)))
    .where(and(eq(cp.id, id), equipmentScope(actor)))
    .then((r) => r[0]);

/** The stored row (for edits), locked when asked; not deleted. */
export const equipmentRecord = (t: TenantDb, id: number, lock = false) => {
  const q = t.db
    .select()
    .from(cp)
    .where(mine(t, cp, eq(cp.id, id), isNull(cp.deletedAt)));
  return (lock ? q.for('update') : q).then((r) => r[0]);
};

/** Which of `ids` are customer products I may see. */
export const visibleEquipmentIds = (db: Db, actor: CustomerActor, ids: number[]) =>
  db
    .select({ id: cp.id })
    .from(cp)
    .innerJoin(customers, onCustomer)
    .where(and(inArray(cp.id, ids), equipmentScope(actor)))
    .then((r) => r.map((x) => x.id));

/** The customer product (not deleted) holding a QR code, if any. */
export const equipmentHolding = (t: TenantDb, qrCodeId: number) =>
  t.db
    .select({ id: cp.id })
    .from(cp)
    .where(mine(t, cp, eq(cp.qrCodeId, qrCodeId)))
    .then((r) => r[0]?.id);

/** The QR codes these customer products (not deleted) hold, locked for the change. */
export const heldQrCodes = (t: TenantDb, ids: number[]) =>
  t.db
    .select({ id: cp.id, qrCodeId: cp.qrCodeId })
    .from(cp)
    .where(mine(t, cp, inArray(cp.id, ids), isNull(cp.deletedAt), isNotNull(cp.qrCodeId)))
    .for('update')
    .then((r) => r.map((x) => ({ id: x.id, qrCodeId: x.qrCodeId! })));

/* ---------- service requests ---------- */

export interface RequestListFilter {
  customerProductId?: number;
  state?: number;
  keyword?: string;
}

const handler = sql<string | null>`(select u.name from users u
  where u.enterprise_id = service_requests.enterprise_id and u.id = service_requests.handled_by)`;

function requestWhere(actor: CustomerActor, f: RequestListFilter) {
  const pattern = f.keyword ? likePattern(f.keyword) : undefined;
  return mine(
    actor.user.enterpriseId,
    serviceRequests,
    equipmentScope(actor),
    f.customerProductId ? eq(serviceRequests.customerProductId, f.customerProductId) : undefined,
    f.state ? eq(serviceRequests.state, f.state) : undefined,
    pattern
      ? or(
          ilike(serviceRequests.contactName, pattern),
          ilike(serviceRequests.phone, pattern),
          ilike(cp.serialNumber, pattern),
        )
      : undefined,
  );
}

const onRequestProduct = and(
  eq(cp.enterpriseId, serviceRequests.enterpriseId),
  eq(cp.id, serviceRequests.customerProductId),
);
const onRequestCode = and(
  eq(qrCodes.enterpriseId, serviceRequests.enterpriseId),
  eq(qrCodes.id, serviceRequests.qrCodeId),
);

export const listRequests = (db: Db, actor: CustomerActor, f: RequestListFilter, page: PageQuery) =>
  db
    .select({
      id: serviceRequests.id,
      customerProductId: serviceRequests.customerProductId,
      customerId: cp.customerId,
      customerName: customers.name,
      productName: products.name,
      serialNumber: cp.serialNumber,
      qrCode: qrCodes.code,
      contactName: serviceRequests.contactName,
      phone: serviceRequests.phone,
      description: serviceRequests.description,
      state: serviceRequests.state,
      handledByName: handler,
      handledAt: serviceRequests.handledAt,
      orderId: serviceRequests.orderId,
      orderNo: orders.orderNo,
      createdAt: serviceRequests.createdAt,
    })
    .from(serviceRequests)
    .innerJoin(cp, onRequestProduct)
    .innerJoin(customers, onCustomer)
    .innerJoin(products, onProduct)
    .leftJoin(qrCodes, onRequestCode)
    .leftJoin(
      orders,
      and(eq(orders.enterpriseId, serviceRequests.enterpriseId), eq(orders.id, serviceRequests.orderId)),
    )
    .where(requestWhere(actor, f))
    .orderBy(desc(serviceRequests.id))
    .limit(page.pageSize)
    .offset(page.pageIndex * page.pageSize);

export const countRequests = (db: Db, actor: CustomerActor, f: RequestListFilter) =>
  db
    .select({ n: count() })
    .from(serviceRequests)
    .innerJoin(cp, onRequestProduct)
    .innerJoin(customers, onCustomer)
    .where(requestWhere(actor, f))
    .then((r) => Number(r[0]?.n ?? 0));

/** A service request I may see, locked for a change. */
export const findRequest = (db: Db, actor: CustomerActor, id: number) =>
  db
    .select({ id: serviceRequests.id, state: serviceRequests.state })
    .from(serviceRequests)
    .innerJoin(cp, onRequestProduct)
    .innerJoin(customers, onCustomer)
    .where(and(eq(serviceRequests.id, id), requestWhere(actor, {})))
    .for('update', { of: serviceRequests })
    .then((r) => r[0]);

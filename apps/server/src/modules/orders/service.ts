import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import {
  FORM_KINDS,
  ORDER_DATA_CODES,
  ROLE_TYPES,
  KEYWORD_COUNT_PAGES_AHEAD,
  TOTAL_COUNT_CAP,
  isOverdue,
  type OrderListQuery,
  type OrderLogEntry,
  type OrderPriority,
  type OrderRow,
  type OrderState,
  type OrderType,
  type OrderFilter,
  type PageQuery,
} from '@fieldline/domain';
import type { Auth } from '../../core/auth';
import { JsonText } from '../../core/route';
import { mine, type Tenant, type TenantDb } from '../../core/tenant';
import type { Db } from '../../db/client';
import { ShapedQuery } from '../../db/shapes';
import { orderLogs, orderServiceLines, users } from '../../db/schema';
import { customFilterSql, fieldDefsOf, hiddenFieldIds, type FieldSet } from '../forms';
import { orderErrors } from './errors';
import { poolShows } from './pool';
import * as q from './queries';
import { countedTotal, sumCounts } from './totals';
import { poolCount } from './pool';

/** The keys of the pool badge's query (getOrderListCount?is_grab=1); anything else is a list filter. */
const POOL_BADGE_KEYS = new Set(['view', 'is_grab', 't']);

const iso = (d: Date | string | null | undefined) => (d ? new Date(d).toISOString() : null);

/**
 * Customer information is hidden from service staff on archived orders (spec-business §6), unless
 * their role grants "see customer information of archived orders" (107).
 */
export const hidesCustomer = (auth: Pick<Auth, 'admin' | 'powers' | 'roles'>, archived: boolean) =>
  archived &&
  !auth.admin &&
  !auth.powers.includes(ORDER_DATA_CODES.archivedCustomerInfo) &&
  auth.roles.some((r) => r.type === ROLE_TYPES.serviceStaff);

type ListRecord = Awaited<ReturnType<typeof q.listOrders>>[number];
export function toRow(auth: Pick<Auth, 'admin' | 'powers' | 'roles'>, r: ListRecord): OrderRow {
  const hidden = hidesCustomer(auth, !!r.archivedAt);
  return {
    id: r.id,
    orderNo: r.orderNo,
    title: r.title,
    state: r.state as OrderState,
    invalid: r.invalid,
    paused: r.paused,
    pooled: !!r.pooledAt,
    poolExpiresAt: iso(r.poolExpiresAt),
    archived: !!r.archivedAt,
    deleted: !!r.deletedAt,
    overdue: isOverdue(r.state as OrderState, r.estimatedAt),
    priority: r.priority as OrderPriority,
    orderType: r.orderType as OrderType,
    templateId: r.templateId,
    templateName: r.templateName ?? '',
    customerId: r.customerId,
    customerName: hidden ? null : r.customerName,
    contactName: hidden ? null : r.contactName,
    contactPhone: hidden ? null : r.contactPhone,
    addressText: hidden ? null : r.addressText,
    server: r.serverUserId ? { id: r.serverUserId, name: r.serverName ?? '' } : null,
    createdBy: r.createdBy ? { id: r.createdBy, name: r.createdByName ?? '' } : null,
    appointmentAt: iso(r.appointmentAt),
    estimatedAt: iso(r.estimatedAt),
    createdAt: iso(r.createdAt)!,
    completedAt: iso(r.completedAt),
    totalAmount: r.totalAmount,
  };
}

/** The list's conditions with the custom-field filters of the order templates (by template when given). */
export async function whereOf(t: Tenant, f: OrderFilter, known?: FieldSet) {
  let custom;
  if (f.customFilters?.length) {
    const set = known ?? (await fieldDefsOf(t, FORM_KINDS.order, f.templateId));
    custom = customFilterSql(sql`orders.custom_values`, f.customFilters, set.fields);
  }
  return q.orderWhere(t, f, custom);
}

/** Ids of the template's custom fields the caller may not see (their values stay out of answers). */
const hiddenFieldsOf = (auth: Auth, set: FieldSet) =>
  hiddenFieldIds(
    auth,
    set.settings,
    set.fields.map((f) => f.id),
  );

/**
 * GET /v2/order/list: one page of a named list (view) with the /allOrder filters, in SQL. A list of
 * one template (/templateView) also answers each row's custom values that the caller may see.
 */
export async function orderPage(t: Tenant, query: OrderListQuery) {
  const set = query.templateId ? await fieldDefsOf(t, FORM_KINDS.order, query.templateId) : undefined;
  const where = await whereOf(t, query, set);
  const [list, { total, totalCapped }] = await Promise.all([
    q.listPageJson(
      t.app.database,
      where,
      query.view,
      query,
      hidesCustomer(t.auth, true),
      set && hiddenFieldsOf(t.auth, set),
    ),
    totalOf(t, query, where, query),
  ]);
  return new JsonText(`{"list":${list},"total":${total},"totalCapped":${totalCapped}}`);
}

/**
 * Totals: exact from the counters where they answer the filters, else counted in SQL up to
 * TOTAL_COUNT_CAP, or for a keyword page up to KEYWORD_COUNT_PAGES_AHEAD pages past it (past the
 * cap the total is the cap and totalCapped says so).
 */
async function totalOf(t: Tenant, f: OrderFilter, where: q.OrderCondition, page?: PageQuery) {
  const counted = countedTotal(t, f);
  if (counted) return { total: await sumCounts(t, counted), totalCapped: false };
  const cap = page && f.keyword ? keywordCountCap(page) : TOTAL_COUNT_CAP;
  const n = await q.countOrders(t.app.database, where, cap);
  return { total: Math.min(n, cap), totalCapped: n > cap };
}

/** How far a keyword list counts: the page asked for and KEYWORD_COUNT_PAGES_AHEAD more. */
const keywordCountCap = (page: PageQuery) =>
  Math.min(TOTAL_COUNT_CAP, (page.pageIndex + 1 + KEYWORD_COUNT_PAGES_AHEAD) * page.pageSize);

/** GET /v2/order/getOrderListCount: how many orders a list with these filters holds (at most the cap). */
export async function orderCount(t: Tenant, f: OrderFilter) {
  // the pool's badge: what the caller may grab (or, for a dispatcher, the pool), as the pool page counts
  if (f.is_grab === '1' && f.view === 'all' && Object.keys(f).every((k) => POOL_BADGE_KEYS.has(k)))
    return poolCount(t);
  return (await totalOf(t, f, await whereOf(t, f))).total;
}

/** The detail's members by their part in the order. */
const linesQuery = (db: Db, where: SQL | undefined) =>
  db
    .select({
      serviceItemId: orderServiceLines.serviceItemId,
      name: orderServiceLines.name,
      unit: orderServiceLines.unit,
      price: orderServiceLines.price,
      quantity: orderServiceLines.quantity,
      amount: orderServiceLines.amount,
    })
    .from(orderServiceLines)
    .where(where)
    .orderBy(asc(orderServiceLines.name));
const linesShapes = new ShapedQuery('order_lines', linesQuery);

export const linesOf = (t: TenantDb, orderId: number) =>
  linesShapes.run(t.db, '', mine(t, orderServiceLines, eq(orderServiceLines.orderId, orderId)));

/** GET /order/getOrderTab/{id}: the timeline (every transition and change, oldest first). */
export async function orderTimeline(t: Tenant, id: number): Promise<{ logs: OrderLogEntry[] }> {
  if (!(await q.findOrder(t, id)) && !(await poolShows(t, id)))
    throw orderErrors.ORDER_NOT_FOUND({ field: 'id' });
  const found = await t.db
    .select({ log: orderLogs, userName: users.name })
    .from(orderLogs)
    .leftJoin(users, and(eq(users.enterpriseId, orderLogs.enterpriseId), eq(users.id, orderLogs.userId)))
    .where(mine(t, orderLogs, eq(orderLogs.orderId, id)))
    .orderBy(asc(orderLogs.id))
    .limit(1000);
  return {
    logs: found.map(({ log, userName }) => ({
      id: log.id,
      at: iso(log.at)!,
      user: log.userId ? { id: log.userId, name: userName ?? '' } : null,
      action: log.action,
      fromState: log.fromState as OrderState | null,
      toState: log.toState as OrderState | null,
      note: log.note,
      lng: log.lng,
      lat: log.lat,
      location: log.location,
      images: log.images,
    })),
  };
}

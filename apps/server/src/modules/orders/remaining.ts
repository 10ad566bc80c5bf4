import { alias } from 'drizzle-orm/pg-core';
import { and, desc, eq, inArray, ne, or, sql, type SQL } from 'drizzle-orm';
import {
  ORDER_ACCESS,
  ORDER_ACTION_LABELS,
  ORDER_MEMBER_ROLES,
  ORDER_SOURCES,
  ORDER_STATES,
  ORDER_STATE_LABELS,
  ORDER_TYPES,
  PENDING_ORDERS_SHOWN,
  TOTAL_COUNT_CAP,
  TRANSITION_REFUSALS,
  callerMay,
  checkTransition,
  format,
  initialState,
  nodeEnabled,
  type EndServiceDecisionInput,
  type FinishCheck,
  type OrderCopyDraft,
  type OrderPendingQuery,
  type OrderRef,
  type OrderRefListQuery,
  type OrderReturnInput,
  type OrderSplitInput,
  type OrderState,
  type Page,
  type RelatedOrder,
} from '@fieldline/domain';
import { newToken } from '../../core/crypto';
import { mine, withDb, type Tenant, type TenantDb } from '../../core/tenant';
import { orderMembers, orders, users } from '../../db/schema';
import { actorOf, requireCustomer } from '../customers';
import { orderErrors } from './errors';
import { insertOrderIn, type NewOrder } from './insert';
import { requireServer } from './people';
import { orderDetail } from './detail';
import { isoText } from './queries';
import { orderScope } from './scope';
import { searchTextOf } from './create';
import { applyTransition, flagsOf, openChildrenOf, runTransition, settingsOfOrder } from './transition';

const OPEN_STATES = sql.raw(
  [
    ORDER_STATES.reception,
    ORDER_STATES.assignment,
    ORDER_STATES.acceptance,
    ORDER_STATES.service,
    ORDER_STATES.inService,
    ORDER_STATES.approval,
  ].join(', '),
);
const server = alias(users, 'ref_server');
const refColumns = {
  id: orders.id,
  orderNo: orders.orderNo,
  title: orders.title,
  state: sql<OrderState>`${orders.state}`,
  customerName: orders.customerName,
  serverName: server.name,
  createdAt: sql<string>`${isoText(orders.createdAt)}`,
};
const withServer = and(eq(server.enterpriseId, orders.enterpriseId), eq(server.id, orders.serverUserId));

/**
 * GET /order/copyOrder: the create form's values read from an order the caller may see (custom
 * values less the fields their role may not see, as the detail shows them). The appointment, the
 * people and the order's progress are not copied: the copy is a new order. A paid feature (SB:119).
 */
export async function copyOrderDraft(t: Tenant, id: number): Promise<OrderCopyDraft> {
  const order = await orderDetail(t, id);
  if (order.customerHidden) throw orderErrors.ORDER_NOT_FOUND({ field: 'id' });
  return {
    templateId: order.templateId,
    orderType: order.orderType,
    customerId: order.customerId,
    customerProductId: order.customerProductId,
    title: order.title,
    priority: order.priority,
    description: order.description,
    images: order.images,
    attachments: order.attachments.map((a) => ({ url: a.url, name: a.name })),
    contactName: order.contactName,
    contactPhone: order.contactPhone,
    address: order.address,
    tagIds: order.tags.map((tag) => tag.id),
    serviceItems: order.payment.lines.map((l) => ({ serviceItemId: l.serviceItemId, quantity: l.quantity })),
    customValues: order.customValues,
    copiedFrom: { id: order.id, orderNo: order.orderNo },
  };
}

/**
 * GET /order/checkOrderPending: open orders (states 0-4 and 7, working shelf) of the customer, or of
 * the customer product when one is named, so the create form can warn before a duplicate is made.
 * The count is of the whole enterprise (a duplicate made by a colleague counts too); the few listed
 * are the newest the caller may open. The customer must be one the caller may see.
 */
export async function checkOrderPending(t: Tenant, q: OrderPendingQuery) {
  if (q.customerId) await requireCustomer(t.db, await actorOf(t), q.customerId, 'customerId');
  const subject = q.customerProductId
    ? eq(orders.customerProductId, q.customerProductId)
    : eq(orders.customerId, q.customerId!);
  const where = mine(
    t,
    orders,
    subject,
    sql`${orders.state} in (${OPEN_STATES}) and ${orders.deletedAt} is null and ${orders.archivedAt} is null`,
    q.excludeId ? ne(orders.id, q.excludeId) : undefined,
  );
  const [[count], list] = await Promise.all([
    t.db
      .select({ n: sql<number>`count(*)::int` })
      .from(orders)
      .where(where),
    t.db
      .select(refColumns)
      .from(orders)
      .leftJoin(server, withServer)
      .where(and(where, orderScope(t, 'working')))
      .orderBy(desc(orders.id))
      .limit(PENDING_ORDERS_SHOWN),
  ]);
  return { total: count?.n ?? 0, list: list as OrderRef[] };
}

/** What relates orders to `order`: its parent, its children, the same equipment, the same customer. */
function relatedWhere(order: {
  id: number;
  parentId: number | null;
  customerId: number | null;
  customerProductId: number | null;
}) {
  return or(
    order.parentId ? eq(orders.id, order.parentId) : undefined,
    eq(orders.parentId, order.id),
    order.customerProductId ? eq(orders.customerProductId, order.customerProductId) : undefined,
    order.customerId ? eq(orders.customerId, order.customerId) : undefined,
  )!;
}
const relationOf = (order: {
  id: number;
  parentId: number | null;
  customerProductId: number | null;
}): SQL<RelatedOrder['relation']> => sql`case
    when ${orders.id} = ${order.parentId ?? 0} then 'parent'
    when ${orders.parentId} = ${order.id} then 'child'
    when ${order.customerProductId ? sql`${orders.customerProductId} = ${order.customerProductId}` : sql`false`} then 'equipment'
    else 'customer' end`;

async function refSubject(t: Tenant, id: number) {
  const [order] = await t.db
    .select({
      id: orders.id,
      parentId: orders.parentId,
      customerId: orders.customerId,
      customerProductId: orders.customerProductId,
    })
    .from(orders)
    .where(and(eq(orders.id, id), orderScope(t, 'any')));
  if (!order) throw orderErrors.ORDER_NOT_FOUND({ field: 'id' });
  return order;
}

/**
 * GET /order/getOrderRefList: one page of the orders related to an order the caller may see (its
 * parent first, then its children, then others of the same equipment, then of the same customer;
 * newest first within each), among the orders the caller may see, any shelf but the recycle bin.
 */
export async function orderRefPage(t: Tenant, q: OrderRefListQuery): Promise<Page<RelatedOrder>> {
  const order = await refSubject(t, q.id);
  const where = and(
    relatedWhere(order),
    ne(orders.id, order.id),
    sql`${orders.deletedAt} is null`,
    orderScope(t, 'any'),
  );
  const relation = relationOf(order);
  const rank = sql`case ${relation} when 'parent' then 0 when 'child' then 1 when 'equipment' then 2 else 3 end`;
  const [list, total] = await Promise.all([
    t.db
      .select({ ...refColumns, relation })
      .from(orders)
      .leftJoin(server, withServer)
      .where(where)
      .orderBy(rank, desc(orders.id))
      .limit(q.pageSize)
      .offset(q.pageIndex * q.pageSize),
    countRelated(t, where),
  ]);
  return { list: list as RelatedOrder[], total, totalCapped: total >= TOTAL_COUNT_CAP };
}

const countRelated = async (t: TenantDb, where: SQL | undefined) => {
  const [row] = await t.db
    .select({ n: sql<number>`count(*)::int` })
    .from(sql`(select 1 from ${orders} where ${where} limit ${TOTAL_COUNT_CAP}) as capped`);
  return row?.n ?? 0;
};

/** GET /order/getOrderRefCount: how many orders relate to the order (the detail's tab badge). */
export async function orderRefCount(t: Tenant, id: number) {
  const order = await refSubject(t, id);
  return countRelated(
    t,
    and(relatedWhere(order), ne(orders.id, order.id), sql`${orders.deletedAt} is null`, orderScope(t, 'any')),
  );
}

/**
 * GET /order/checkFinish: the check before completion (docs/decisions.md): whether the caller may
 * complete the order now, and if not why: the transitions table's refusal (paused, a pending
 * abnormal or end-of-service request, the state) or the open child orders the parent waits for
 * (SB:142 "unfinished progress must be completed first"). Writes nothing; completion runs the
 * same checks under the row lock.
 */
export async function checkFinish(t: Tenant, id: number, locale: 'zh_CN' | 'en_GB'): Promise<FinishCheck> {
  return t.db.transaction(async (tx) => {
    const tt = withDb(t, tx);
    const [order] = await tt.db
      .select()
      .from(orders)
      .where(and(eq(orders.id, id), orderScope(t, 'any')));
    if (!order) throw orderErrors.ORDER_NOT_FOUND({ field: 'id' });
    if (
      !callerMay('complete', {
        powers: t.powers,
        isServer: order.serverUserId === t.user.id,
        isApprover: false,
        hasApprovers: false,
      })
    )
      throw orderErrors.NOT_YOUR_ORDER();
    const settings = await settingsOfOrder(tt, order.templateId);
    const openChildren = await openChildrenOf(tt, order.id);
    const check = checkTransition('complete', { ...flagsOf(order), openChildren }, settings);
    const children = openChildren
      ? ((await tt.db
          .select(refColumns)
          .from(orders)
          .leftJoin(server, withServer)
          .where(
            mine(
              tt,
              orders,
              eq(orders.parentId, order.id),
              sql`${orders.state} not in (5, 6) and ${orders.deletedAt} is null`,
            ),
          )
          .orderBy(orders.id)) as OrderRef[])
      : [];
    if (check.ok) return { ok: true, refusal: null, message: null, openChildren: children };
    const message = format(TRANSITION_REFUSALS[check.refusal][locale], {
      state: ORDER_STATE_LABELS[order.state as OrderState][locale],
      action: ORDER_ACTION_LABELS.complete[locale],
    });
    return { ok: false, refusal: check.refusal, message, openChildren: children };
  });
}

/** The server asks to end service early (4, reason required); the order waits at 4 for a decision. */
export const applyEndService = (t: Tenant, input: { orderId: number; reason: string }) =>
  runTransition(t, input.orderId, 'applyEndService', {
    log: { note: input.reason },
    before: () => ({ endRequestedAt: new Date(), endReason: input.reason }),
  });

/**
 * An approver decides the request to end service: approving completes the order (4 → 5) without the
 * completion form (no receipt, no expenses; the time in service is counted), rejecting keeps it in
 * service (reason required). Either way the request is closed.
 */
export const decideEndService = (t: Tenant, input: EndServiceDecisionInput) =>
  runTransition(t, input.orderId, input.approved ? 'approveEndService' : 'rejectEndService', {
    log: { note: input.reason ?? null },
    before: (order, to) => {
      const cleared = { endRequestedAt: null, endReason: null };
      if (to !== ORDER_STATES.completed) return cleared;
      const started = order.startedAt ? new Date(order.startedAt).getTime() : Date.now();
      return {
        ...cleared,
        paused: false,
        completedAt: new Date(),
        serviceMinutes: Math.max(0, Math.round((Date.now() - started) / 60_000)),
        evalToken: order.orderType === ORDER_TYPES.external ? newToken() : null,
      };
    },
  });

/**
 * A dispatcher sends an order back (reason required): to assignment (the server, collaborators and
 * grab mark are cleared, as a refusal does) or to the server's acceptance (the server stays; the
 * acceptance and the start of service are undone). A paused order is resumed.
 */
export const returnOrder = (t: Tenant, input: OrderReturnInput) =>
  t.db.transaction((tx) => {
    const tt = withDb(t, tx);
    return applyTransition(tt, input.orderId, 'returnNode', {
      log: { note: input.reason },
      options: { returnTo: input.returnTo },
      before: (order, to) => {
        const undone = { acceptedAt: null, startedAt: null, paused: false };
        if (to === ORDER_STATES.acceptance) {
          if (!order.serverUserId) throw orderErrors.RETURN_NEEDS_SERVER({ field: 'returnTo' });
          return undone;
        }
        return { ...undone, serverUserId: null, assignedBy: null, grabbedAt: null };
      },
      after: async (order, to) => {
        if (to === ORDER_STATES.assignment)
          await tt.db
            .delete(orderMembers)
            .where(
              mine(
                tt,
                orderMembers,
                eq(orderMembers.orderId, order.id),
                eq(orderMembers.role, ORDER_MEMBER_ROLES.collaborator),
              ),
            );
      },
    });
  });

/** Close a completed or cancelled order for good (note optional). */
export const closeOrder = (t: Tenant, input: { orderId: number; note?: string | null }) =>
  runTransition(t, input.orderId, 'close', {
    log: { note: input.note ?? null },
    before: () => ({ closedAt: new Date() }),
  });

/**
 * Split an order into child orders (the template's split node on, states 1-4): each child is a new
 * order of the same template, customer, contact, address, priority and custom values, with its own
 * title and optionally its description, appointment and server (then it starts pending
 * acceptance). Children keep `parent_id`; the parent's timeline names them and each child's
 * `create` row names the parent. One transaction: all children or none.
 */
export async function splitOrder(t: Tenant, input: OrderSplitInput) {
  return t.db.transaction(async (tx) => {
    const tt = withDb(t, tx);
    const children: { id: number; orderNo: string; state: OrderState }[] = [];
    const log = { note: null as string | null };
    const result = await applyTransition(tt, input.orderId, 'split', {
      log,
      before: async (parent, _to, settings) => {
        for (const [i, child] of input.childOrders.entries())
          if (child.serverUserId)
            await requireServer(tt, child.serverUserId, `childOrders.${i}.serverUserId`);
        for (const child of input.childOrders) {
          const state = initialState(
            ORDER_SOURCES.staff,
            !!child.serverUserId,
            nodeEnabled(settings, 'accept'),
          );
          const row: NewOrder = {
            enterpriseId: t.enterpriseId,
            templateId: parent.templateId,
            orderType: parent.orderType,
            source: ORDER_SOURCES.staff,
            title: child.title,
            state,
            priority: parent.priority,
            customerId: parent.customerId,
            customerName: parent.customerName,
            customerProductId: parent.customerProductId,
            contactName: parent.contactName,
            contactPhone: parent.contactPhone,
            address: parent.address,
            addressText: parent.addressText,
            appointmentAt: child.appointmentAt
              ? new Date(child.appointmentAt)
              : (parent.appointmentAt ?? new Date()),
            estimatedAt: parent.estimatedAt,
            description: child.description ?? parent.description,
            images: [],
            attachments: [],
            customValues: parent.customValues,
            searchRest: searchTextOf({
              orderNo: '',
              title: child.title,
              customerName: parent.customerName,
              contactName: parent.contactName,
              contactPhone: parent.contactPhone,
            }),
            serverUserId: child.serverUserId ?? null,
            assignedBy: child.serverUserId ? t.user.id : null,
            createdBy: t.user.id,
            eventId: null,
            logNote: parent.orderNo,
          };
          const created = await insertOrderIn(tx, row);
          children.push({ id: created.id, orderNo: created.orderNo, state });
        }
        await tt.db
          .update(orders)
          .set({ parentId: parent.id })
          .where(
            mine(
              tt,
              orders,
              inArray(
                orders.id,
                children.map((c) => c.id),
              ),
            ),
          );
        log.note = children.map((c) => c.orderNo).join(', ');
        t.written.events +=
          children.length + children.filter((c) => c.state === ORDER_STATES.acceptance).length;
        return {};
      },
    });
    return { ...result, children };
  });
}

export const REMAINING_ACCESS = {
  copy: ORDER_ACCESS.create,
  pending: ORDER_ACCESS.create,
  refs: ORDER_ACCESS.view,
} as const;

import { and, desc, eq, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import {
  ABNORMAL_APPROVALS,
  ABNORMAL_STATES,
  ABNORMAL_TYPES,
  ORDER_ACCESS,
  ORDER_MEMBER_ROLES,
  TOTAL_COUNT_CAP,
  type AbnormalApplyInput,
  type AbnormalDecisionInput,
  type AbnormalListQuery,
  type AbnormalRow,
  type AbnormalState,
  type AbnormalType,
  type Page,
} from '@fieldline/domain';
import { likePattern } from '../../core/sql';
import { mine, withDb, type Tenant } from '../../core/tenant';
import { orderAbnormalRequests as ar, orderMembers, orders, users } from '../../db/schema';
import { orderErrors } from './errors';
import { requireServer } from './people';
import { isoText } from './queries';
import { orderScope } from './scope';
import { applyTransition } from './transition';
import type { OrderRecord } from './queries';

const mayDecide = (t: Tenant) => t.powers.includes(ORDER_ACCESS.approve);

/**
 * POST /order/applyAbnormalOrder: the order's server (states 2-4) asks to cancel, reassign or reschedule.
 * The order keeps its state with `abnormal_type` set (completion is refused meanwhile); one pending
 * request per order. Timeline: "applyAbnormal" with the reason.
 */
export async function applyAbnormal(t: Tenant, input: AbnormalApplyInput) {
  return t.db.transaction(async (tx) => {
    const tt = withDb(t, tx);
    let requestId = 0;
    await applyTransition(tt, input.orderId, 'applyAbnormal', {
      log: { note: input.reason },
      before: async (order) => {
        if (input.newServerId) {
          if (input.newServerId === order.serverUserId)
            throw orderErrors.ABNORMAL_SAME_SERVER({ field: 'newServerId' });
          await requireServer(tt, input.newServerId, 'newServerId');
        }
        return { abnormalType: input.type };
      },
      after: async (order) => {
        const [row] = await tt.db
          .insert(ar)
          .values({
            enterpriseId: t.enterpriseId,
            orderId: order.id,
            type: input.type,
            reason: input.reason,
            appointmentAt: input.appointmentAt ? new Date(input.appointmentAt) : null,
            previousAppointmentAt: order.appointmentAt,
            newServerId: input.newServerId ?? null,
            applicantId: t.user.id,
          })
          .returning({ id: ar.id });
        requestId = row!.id;
      },
    });
    return { id: requestId, orderId: input.orderId, state: ABNORMAL_STATES.pending };
  });
}

/** What an approved request writes on the order besides the state (the table decides the state). */
const changeOf = (
  type: AbnormalType,
  request: { appointmentAt: Date | null; newServerId: number | null },
  t: Tenant,
  reason: string | null,
): Partial<OrderRecord> => {
  switch (type) {
    case ABNORMAL_TYPES.cancel:
      return {
        cancelledAt: new Date(),
        cancelReason: reason ?? '',
        paused: false,
      };
    case ABNORMAL_TYPES.reassign:
      return request.newServerId
        ? { serverUserId: request.newServerId, assignedBy: t.user.id, grabbedAt: null, acceptedAt: null }
        : { serverUserId: null, assignedBy: null, grabbedAt: null, acceptedAt: null };
    default:
      return { appointmentAt: request.appointmentAt };
  }
};

/**
 * POST /order/examineAbnormalOrder: a holder of 10109 passes (reason optional) or rejects (reason
 * required) a pending request. Passing applies the change through the transitions table (cancel → 6,
 * reassign → 1 or 2 to the new server, reschedule → new appointment); rejecting leaves the order as it
 * was. The request row is locked first, then the order (as every transition), so two decisions on
 * one request queue and the second is refused; a completion racing an approval is refused either way.
 */
export async function decideAbnormal(t: Tenant, input: AbnormalDecisionInput) {
  return t.db.transaction(async (tx) => {
    const tt = withDb(t, tx);
    const [request] = await tt.db
      .select()
      .from(ar)
      .where(mine(tt, ar, eq(ar.id, input.requestId)))
      .for('update');
    if (!request) throw orderErrors.ABNORMAL_NOT_FOUND({ field: 'requestId' });
    if (request.state !== ABNORMAL_STATES.pending) throw orderErrors.ABNORMAL_DECIDED({ field: 'requestId' });
    const type = request.type as AbnormalType;
    const reason = input.reason ?? null;
    const result = input.approved
      ? await applyTransition(tt, request.orderId, ABNORMAL_APPROVALS[type], {
          log: { note: reason },
          options: { reassignTo: request.newServerId },
          before: async () => {
            if (type === ABNORMAL_TYPES.reassign && request.newServerId)
              await requireServer(tt, request.newServerId, 'requestId');
            return { ...changeOf(type, request, t, reason ?? request.reason), abnormalType: null };
          },
          after: async (order) => {
            if (type !== ABNORMAL_TYPES.reassign) return;
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
        })
      : await applyTransition(tt, request.orderId, 'rejectAbnormal', {
          log: { note: reason },
          before: () => ({ abnormalType: null }),
        });
    const state = input.approved ? ABNORMAL_STATES.passed : ABNORMAL_STATES.rejected;
    await tt.db
      .update(ar)
      .set({ state, deciderId: t.user.id, decisionReason: reason, decidedAt: new Date() })
      .where(mine(tt, ar, eq(ar.id, request.id)));
    return { id: request.id, orderId: result.id, orderState: result.state, state };
  });
}

const applicant = alias(users, 'applicant');
const decider = alias(users, 'decider');
const newServer = alias(users, 'new_server');
const sameEp = (u: { enterpriseId: AnyColumn }) => eq(u.enterpriseId, ar.enterpriseId);

/**
 * Whose requests the caller sees: a holder of 10109 those of the orders their data scope shows;
 * anyone else the requests they made.
 */
const audience = (t: Tenant): SQL | undefined =>
  mayDecide(t) ? orderScope(t, 'any') : eq(ar.applicantId, t.user.id);

function whereOf(t: Tenant, q: Partial<AbnormalListQuery>) {
  return mine(
    t,
    ar,
    audience(t),
    q.state !== undefined ? eq(ar.state, q.state) : undefined,
    q.type ? eq(ar.type, q.type) : undefined,
    q.orderId ? eq(ar.orderId, q.orderId) : undefined,
    q.keyword ? sql`${orders.searchText} like ${likePattern(q.keyword.toLowerCase())}` : undefined,
  );
}

const joinOrder = and(eq(orders.enterpriseId, ar.enterpriseId), eq(orders.id, ar.orderId));

/** GET /v2/order/abnormal/list: one page, newest first (index on enterprise, state, id). */
export async function abnormalPage(t: Tenant, q: AbnormalListQuery): Promise<Page<AbnormalRow>> {
  const where = whereOf(t, q);
  const [list, total] = await Promise.all([
    t.db
      .select({
        id: ar.id,
        orderId: ar.orderId,
        orderNo: orders.orderNo,
        orderTitle: orders.title,
        orderState: orders.state,
        customerName: orders.customerName,
        type: sql<AbnormalType>`${ar.type}`,
        state: sql<AbnormalState>`${ar.state}`,
        reason: ar.reason,
        appointmentAt: sql<string | null>`${isoText(ar.appointmentAt)}`,
        previousAppointmentAt: sql<string | null>`${isoText(ar.previousAppointmentAt)}`,
        newServerId: ar.newServerId,
        newServerName: newServer.name,
        applicantId: ar.applicantId,
        applicantName: sql<string>`${applicant.name}`,
        deciderName: decider.name,
        decisionReason: ar.decisionReason,
        createdAt: sql<string>`${isoText(ar.createdAt)}`,
        decidedAt: sql<string | null>`${isoText(ar.decidedAt)}`,
      })
      .from(ar)
      .innerJoin(orders, joinOrder)
      .innerJoin(applicant, and(sameEp(applicant), eq(applicant.id, ar.applicantId)))
      .leftJoin(decider, and(sameEp(decider), eq(decider.id, ar.deciderId)))
      .leftJoin(newServer, and(sameEp(newServer), eq(newServer.id, ar.newServerId)))
      .where(where)
      .orderBy(desc(ar.id))
      .limit(q.pageSize)
      .offset(q.pageIndex * q.pageSize),
    countWhere(t, where),
  ]);
  return { list, total };
}

const countWhere = async (t: Tenant, where: SQL | undefined) => {
  const [r] = await t.db.select({ n: sql<number>`count(*)::int` }).from(
    t.db
      .select({ one: sql`1` })
      .from(ar)
      .innerJoin(orders, joinOrder)
      .where(where)
      .limit(TOTAL_COUNT_CAP + 1)
      .as('m'),
  );
  return Math.min(Number(r?.n ?? 0), TOTAL_COUNT_CAP);
};

/**
 * GET /v2/order/getAbnormalOrderCount?type=0: the menu badge — pending requests the caller may decide
 * (0 for those without 10109); type 1-3 narrows to one request type.
 */
export const abnormalCount = (t: Tenant, type: number) =>
  mayDecide(t)
    ? countWhere(
        t,
        whereOf(t, { state: ABNORMAL_STATES.pending, type: type ? (type as AbnormalType) : undefined }),
      )
    : Promise.resolve(0);

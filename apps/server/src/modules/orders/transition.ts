import { and, eq, sql } from 'drizzle-orm';
import {
  FORM_KINDS,
  ORDER_ACTION_LABELS,
  ORDER_MEMBER_ROLES,
  ORDER_STATE_LABELS,
  ORDER_TRANSITIONS,
  TRANSITION_REFUSALS,
  callerMay,
  checkTransition,
  format,
  nodeEnabled,
  type AbnormalType,
  type DomainEventKind,
  type OrderAction,
  type OrderState,
  type ProcessSettings,
  type TransitionOptions,
} from '@fieldline/domain';
import { AppError, coreErrors } from '../../core/errors';
import { mine, withDb, type Tenant, type TenantDb } from '../../core/tenant';
import { orderMembers, orders } from '../../db/schema';
import { appendEvent } from '../events';
import { fieldDefsOf } from '../forms';
import { orderErrors } from './errors';
import { writeLog, type LogEntry } from './log';
import { orderScope } from './scope';
import type { OrderRecord } from './queries';

/** The order's approvers (ids); none means anyone holding the approve code may decide. */
export const approverIds = (t: TenantDb, orderId: number) =>
  t.db
    .select({ userId: orderMembers.userId })
    .from(orderMembers)
    .where(
      mine(
        t,
        orderMembers,
        eq(orderMembers.orderId, orderId),
        eq(orderMembers.role, ORDER_MEMBER_ROLES.approver),
      ),
    )
    .then((r) => r.map((m) => m.userId));

/**
 * The order locked for the rest of the transaction, if the caller may see it (any shelf); with
 * `enterprise`, any order of the caller's enterprise (grabbing from the pool, whose orders no data
 * scope shows to service staff: the pool's own rules decide).
 */
export async function lockOrder(t: Tenant, orderId: number, enterprise = false): Promise<OrderRecord> {
  const [order] = await t.db
    .select()
    .from(orders)
    .where(
      enterprise
        ? mine(t, orders, eq(orders.id, orderId))
        : and(eq(orders.id, orderId), orderScope(t, 'any')),
    )
    .for('update');
  if (!order) throw orderErrors.ORDER_NOT_FOUND({ field: 'orderId' });
  return order;
}

export const settingsOfOrder = async (t: TenantDb, templateId: number): Promise<ProcessSettings> =>
  (await fieldDefsOf(t, FORM_KINDS.order, templateId)).settings;

export const flagsOf = (o: OrderRecord) => ({
  state: o.state as OrderState,
  invalid: o.invalid,
  paused: o.paused,
  archived: !!o.archivedAt,
  deleted: !!o.deletedAt,
  pooled: !!o.pooledAt,
  grabbedAt: o.grabbedAt,
  abnormal: o.abnormalType as AbnormalType | null,
  endRequested: !!o.endRequestedAt,
  closed: !!o.closedAt,
});

/** Child orders split from the order that are not yet completed or cancelled (completion waits for them). */
export async function openChildrenOf(t: TenantDb, orderId: number) {
  const [row] = await t.db
    .select({ n: sql<number>`count(*)::int` })
    .from(orders)
    .where(
      mine(
        t,
        orders,
        eq(orders.parentId, orderId),
        sql`${orders.state} not in (5, 6) and ${orders.deletedAt} is null`,
      ),
    );
  return row?.n ?? 0;
}
/** The actions that wait for the order's child orders. */
const WAITS_FOR_CHILDREN: readonly OrderAction[] = ['complete', 'approveEndService'];

/** Refusals with a code of their own (the rest answer TRANSITION_REFUSED with the refusal named). */
const REFUSAL_CODES: Partial<Record<keyof typeof TRANSITION_REFUSALS, string>> = {
  grabbed: 'ORDER_ALREADY_GRABBED',
};

function refusal(action: OrderAction, order: OrderRecord, key: keyof typeof TRANSITION_REFUSALS) {
  const label = (locale: 'zh_CN' | 'en_GB') =>
    format(TRANSITION_REFUSALS[key][locale], {
      state: ORDER_STATE_LABELS[order.state as OrderState][locale],
      action: ORDER_ACTION_LABELS[action][locale],
    });
  return new AppError(
    REFUSAL_CODES[key] ?? 'TRANSITION_REFUSED',
    409,
    { zh_CN: label('zh_CN'), en_GB: label('en_GB') },
    undefined,
    'orderId',
    {
      refusal: key,
      state: order.state,
    },
  );
}

export interface TransitionStep {
  log?: Omit<LogEntry, 'action' | 'fromState' | 'toState'>;
  /** Checks and extra columns to write with the new state (runs after the table allowed the move). */
  before?: (
    order: OrderRecord,
    to: OrderState,
    settings: ProcessSettings,
  ) => Promise<Partial<OrderRecord>> | Partial<OrderRecord>;
  /** Work after the state is written, in the same transaction (members, lines, ...). */
  after?: (order: OrderRecord, to: OrderState) => Promise<void>;
  /** Lock any order of the enterprise, not only those the caller's data scope shows (grab). */
  anyOfEnterprise?: boolean;
  /** What the action's rules need besides the template's process settings (the give-back window). */
  options?: Partial<TransitionOptions>;
}

/** The domain event each transition reports (docs/events.md); the others report none. */
const ORDER_EVENTS: Partial<Record<OrderAction, DomainEventKind>> = {
  assign: 'order.assigned',
  accept: 'order.accepted',
  refuse: 'order.refused',
  keepDate: 'order.appointmentChanged',
  bespokeDate: 'order.appointmentChanged',
  startService: 'order.checkedIn',
  complete: 'order.completed',
  approve: 'order.approved',
  reject: 'order.rejected',
  cancel: 'order.closed',
  putInPool: 'order.pooled',
  grab: 'order.grabbed',
  revokeGrab: 'order.grabGivenBack',
  // the SLA clocks stop while the service is paused (modules/sla)
  pause: 'order.paused',
  resume: 'order.resumed',
  // an approved early end completes the order: collection, return visits and settlement follow it
  approveEndService: 'order.completed',
};

/**
 * Applies one action of the transition table to one order inside the caller's transaction (`t.db`): the
 * caller must hold the action's code and be its actor (the server, an approver); the table must
 * allow it from the order's state and flags; the write is a compare-and-set on `version` after a
 * row lock, so of two concurrent transitions exactly one succeeds. Writes the timeline row.
 */
export async function applyTransition(
  t: Tenant,
  orderId: number,
  action: OrderAction,
  step: TransitionStep = {},
) {
  const order = await lockOrder(t, orderId, step.anyOfEnterprise);
  const settings = await settingsOfOrder(t, order.templateId);
  const rule = ORDER_TRANSITIONS[action];
  const approvers = rule.actor === 'approver' ? await approverIds(t, order.id) : [];
  const caller = {
    powers: t.powers,
    isServer: order.serverUserId === t.user.id,
    isApprover: approvers.includes(t.user.id),
    hasApprovers: approvers.length > 0,
  };
  if (!callerMay(action, caller)) {
    if (!t.powers.includes(rule.access)) throw coreErrors.NO_PERMISSION();
    throw rule.actor === 'server' ? orderErrors.NOT_YOUR_ORDER() : orderErrors.NOT_APPROVER();
  }
  const openChildren = WAITS_FOR_CHILDREN.includes(action) ? await openChildrenOf(t, order.id) : 0;
  const check = checkTransition(
    action,
    { ...flagsOf(order), openChildren },
    { ...settings, splitEnabled: nodeEnabled(settings, 'split'), ...step.options },
  );
  if (!check.ok) throw refusal(action, order, check.refusal);
  const extra = (await step.before?.(order, check.to, settings)) ?? {};
  const updated = await t.db
    .update(orders)
    .set({ ...extra, state: check.to, version: sql`${orders.version} + 1`, updatedAt: new Date() })
    .where(mine(t, orders, eq(orders.id, order.id), eq(orders.version, order.version)))
    .returning({ id: orders.id });
  if (!updated.length) throw orderErrors.ORDER_CHANGED({ field: 'orderId' });
  await writeLog(t, order.id, t.user.id, {
    ...step.log,
    action,
    fromState: order.state as OrderState,
    toState: check.to,
  });
  const kind = ORDER_EVENTS[action];
  if (kind)
    await appendEvent(t, kind, order.id, {
      orderNo: order.orderNo,
      title: order.title,
      fromState: order.state,
      toState: check.to,
      note: step.log?.note ?? null,
    });
  await step.after?.(order, check.to);
  return { id: order.id, state: check.to };
}

/** One action on one order in its own transaction. */
export const runTransition = (t: Tenant, orderId: number, action: OrderAction, step?: TransitionStep) =>
  t.db.transaction((tx) => applyTransition(withDb(t, tx), orderId, action, step));

import { sql } from 'drizzle-orm';
import {
  ORDER_TYPES,
  SERVICE_EVENT_ACTION_LABELS,
  SERVICE_EVENT_STATE_NAMES,
  SERVICE_EVENT_STATES,
  SERVICE_EVENT_TRANSITIONS,
  checkServiceEventTransition,
  orderCreateSchema,
  poolFor,
  serviceEventCallerMay,
  type DomainEventKind,
  type ServiceEventAction,
  type ServiceEventActionInput,
  type ServiceEventAssignInput,
  type ServiceEventConvertInput,
  type ServiceEventEscalateInput,
  type ServiceEventState,
  type ServiceEventTransition,
} from '@fieldline/domain';
import { coreErrors } from '../../core/errors';
import { mineSql, withDb, type Tenant } from '../../core/tenant';
import { serviceEvents } from '../../db/schema';
import { createOrder, writeOrderLog } from '../orders';
import { serviceEventErrors } from './errors';
import { emit, writeEventLog } from './log';
import { requireHandler, requirePeople } from './people';
import { callerOf, requireEvent, type EventRecord } from './queries';
import { setCoordinators } from './save';

type Row = typeof serviceEvents.$inferInsert;

/** What one action changes beyond the state: columns, the log's note, the domain event. */
interface Effect {
  set?: Partial<Row>;
  note?: string | null;
  orderId?: number | null;
  kind?: DomainEventKind;
  extra?: Record<string, unknown>;
  after?: (tt: Tenant) => Promise<void>;
}

/** The refusal of a transition in the caller's language (the table's reasons as coded errors). */
function refuse(t: Tenant, action: ServiceEventAction, e: EventRecord, refusal: string) {
  if (refusal === 'pooled') return serviceEventErrors.EVENT_POOLED({ field: 'id' });
  if (refusal === 'converted') return serviceEventErrors.EVENT_CONVERTED({ field: 'id' });
  if (refusal === 'notPooled' && action === 'claim')
    return serviceEventErrors.EVENT_ALREADY_CLAIMED({ field: 'id' });
  return serviceEventErrors.EVENT_STATE({
    field: 'id',
    params: {
      state: SERVICE_EVENT_STATE_NAMES[e.state][t.locale],
      action: SERVICE_EVENT_ACTION_LABELS[action][t.locale],
    },
  });
}

/** The table's checks for the caller and the event, with the refusal each failure answers. */
function checkAction(t: Tenant, action: ServiceEventAction, e: EventRecord, note: string | null | undefined) {
  const check = checkServiceEventTransition(action, e);
  if (!check.ok) throw refuse(t, action, e, check.refusal);
  const rule: ServiceEventTransition = SERVICE_EVENT_TRANSITIONS[action];
  if (!serviceEventCallerMay(action, callerOf(t, e))) {
    if (!t.powers.includes(rule.access)) throw coreErrors.NO_PERMISSION();
    if (rule.actor === 'escalationHandler') throw serviceEventErrors.NOT_ESCALATION_HANDLER({ field: 'id' });
    throw serviceEventErrors.NOT_PRINCIPAL({
      field: 'id',
      params: { action: SERVICE_EVENT_ACTION_LABELS[action][t.locale] },
    });
  }
  if (rule.noteRequired && !note) throw serviceEventErrors.NOTE_REQUIRED({ field: 'note' });
  return check.to;
}

/**
 * Runs one transition in one transaction: the event's row locked, the table checked (state, pool,
 * caller, note), the change, a log row and the domain event (payload { from, to, templateId,
 * priority, customerId, principalUserId }) written together.
 */
async function run(
  t: Tenant,
  action: ServiceEventAction,
  input: ServiceEventActionInput,
  effect: (e: EventRecord, to: ServiceEventState, tt: Tenant) => Promise<Effect> | Effect,
) {
  return t.db.transaction(async (tx) => {
    const tt = withDb(t, tx);
    const e = await requireEvent(tt, input.id, { lock: true, anyOfEnterprise: action === 'claim' });
    if (input.version !== undefined && input.version !== e.version)
      throw serviceEventErrors.EVENT_CHANGED({ field: 'version' });
    // convert holds its claim (order_id 0) while the order is made; the claim is the caller's own
    const flags = action === 'convert' && e.orderId === 0 ? { ...e, orderId: null } : e;
    const to = checkAction(tt, action, flags, input.note);
    const out = await effect(e, to, tt);
    const set = { ...out.set, state: to, version: e.version + 1, updatedAt: new Date() };
    await tx
      .update(serviceEvents)
      .set(set)
      .where(sql`${mineSql(tt)} and id = ${e.id}`);
    await writeEventLog(tt, e.id, t.user.id, {
      action,
      fromState: e.state,
      toState: to,
      note: out.note ?? input.note ?? null,
      orderId: out.orderId ?? null,
    });
    if (out.kind)
      await emit(
        tt,
        out.kind,
        e.id,
        e.state,
        to,
        {
          templateId: e.templateId,
          priority: e.priority,
          customerId: e.customerId,
          principalUserId: set.principalUserId !== undefined ? set.principalUserId : e.principalUserId,
        },
        out.extra,
      );
    await out.after?.(tt);
    return { id: e.id, state: to };
  });
}

/** Assign (1 → 2) and reassign (same state): the main owner is required and must handle events. */
export async function assignEvent(t: Tenant, action: 'assign' | 'reassign', input: ServiceEventAssignInput) {
  const principal = await requireHandler(t, input.principalUserId, 'principalUserId');
  if (input.coordinatorIds) await requirePeople(t, input.coordinatorIds, 'coordinatorIds');
  return run(t, action, input, () => ({
    set: { principalUserId: principal.id, assignedBy: t.user.id },
    note: input.note ?? principal.name,
    kind: 'serviceEvent.assigned',
    after: input.coordinatorIds ? (tt) => setCoordinators(tt, input.id, input.coordinatorIds!) : undefined,
  }));
}

/** Escalate (2/3 → 4) to a person who may handle events, or into the escalation pool. */
export async function escalateEvent(t: Tenant, input: ServiceEventEscalateInput) {
  const to = input.escalateToUserId
    ? await requireHandler(t, input.escalateToUserId, 'escalateToUserId')
    : null;
  return run(t, 'escalate', input, (e) => {
    if (to && to.id === e.principalUserId)
      throw serviceEventErrors.ESCALATE_TO_SELF({ field: 'escalateToUserId' });
    return {
      set: { escalatedToUserId: to?.id ?? null, pool: to ? null : poolFor(SERVICE_EVENT_STATES.escalated) },
      note: to ? `${to.name}: ${input.note}` : input.note,
      kind: 'serviceEvent.escalated',
      extra: { escalatedToUserId: to?.id ?? null },
    };
  });
}

/** The actions without extra input: start, complete, close, reactivate, handle escalation, pause, continue, pool moves. */
export type SimpleAction = Exclude<ServiceEventAction, 'assign' | 'reassign' | 'escalate' | 'convert'>;

const SIMPLE: Record<SimpleAction, (t: Tenant, e: EventRecord, to: ServiceEventState) => Effect> = {
  start: () => ({ kind: 'serviceEvent.started' }),
  complete: () => ({ set: { completedAt: new Date() }, kind: 'serviceEvent.completed' }),
  close: () => ({ set: { closedAt: new Date() }, kind: 'serviceEvent.closed' }),
  reactivate: () => ({ set: { completedAt: null, closedAt: null }, kind: 'serviceEvent.reactivated' }),
  // an escalation handled goes back to processing: the event's clock runs on (from 4 to 3)
  handleEscalation: () => ({ set: { escalatedToUserId: null }, kind: 'serviceEvent.resumed' }),
  pause: (_t, e) => ({ set: { pausedFrom: e.state }, kind: 'serviceEvent.paused' }),
  continue: () => ({ set: { pausedFrom: null }, kind: 'serviceEvent.resumed' }),
  putInPool: (_t, e) => ({ set: { pool: poolFor(e.state), escalatedToUserId: null } }),
  recall: () => ({ set: { pool: null } }),
  claim: (t, e, to) =>
    e.state === SERVICE_EVENT_STATES.pendingAssignment
      ? {
          set: { pool: null, principalUserId: t.user.id, assignedBy: t.user.id },
          kind: 'serviceEvent.assigned',
          extra: { claimed: true },
        }
      : { set: { pool: null, escalatedToUserId: t.user.id }, note: null, extra: { to } },
};

export const SIMPLE_ACTIONS = Object.keys(SIMPLE) as SimpleAction[];

export const simpleAction = (t: Tenant, action: SimpleAction, input: ServiceEventActionInput) =>
  run(t, action, input, (e, to) => SIMPLE[action](t, e, to));

/**
 * Convert to a work order (2/3/4 → 6) through the orders module's create: the order keeps the
 * event's customer, equipment, contact, title, description and priority, and `event_id` links it
 * back. The event is claimed first (order_id 0) so two clicks make one order; a refused order puts
 * the claim back. Both logs record it: the event's ("convert", the order's number) and the order's
 * timeline ("fromEvent", the event's number).
 */
export async function convertEvent(t: Tenant, input: ServiceEventConvertInput) {
  const e = await requireEvent(t, input.id);
  checkAction(t, 'convert', e, input.note);
  const claimed = await t.db
    .update(serviceEvents)
    .set({ orderId: 0 })
    .where(sql`${mineSql(t)} and id = ${e.id} and order_id is null`)
    .returning({ id: serviceEvents.id });
  if (!claimed.length) throw serviceEventErrors.EVENT_CONVERTED({ field: 'id' });
  let order: { id: number; orderNo: string };
  try {
    const parsed = orderCreateSchema.safeParse({
      templateId: input.orderTemplateId,
      orderType: e.customerId ? ORDER_TYPES.external : ORDER_TYPES.internal,
      customerId: e.customerId,
      customerProductId: e.customerProductId,
      title: e.title,
      description: e.description,
      priority: e.priority,
      appointmentAt: input.appointmentAt,
      serverUserId: input.serverUserId ?? null,
      contactName: e.contactName ?? undefined,
      contactPhone: e.contactPhone ?? undefined,
      eventId: e.id,
    });
    if (!parsed.success) {
      const issue = parsed.error.issues[0]!;
      throw coreErrors.VALIDATION({
        field: String(issue.path[0] ?? 'id'),
        params: { message: issue.message },
      });
    }
    order = await createOrder(t, parsed.data);
  } catch (err) {
    await t.db
      .update(serviceEvents)
      .set({ orderId: null })
      .where(sql`${mineSql(t)} and id = ${e.id} and order_id = 0`);
    throw err;
  }
  return run(t, 'convert', { id: e.id, note: input.note }, async (_e, _to, tt) => {
    await writeOrderLog(tt, order.id, t.user.id, { action: 'fromEvent', note: e.eventNo });
    return {
      set: { orderId: order.id, completedAt: new Date() },
      note: order.orderNo,
      orderId: order.id,
      kind: 'serviceEvent.converted',
      extra: { orderId: order.id, orderNo: order.orderNo },
    };
  }).then((r) => ({ ...r, orderId: order.id, orderNo: order.orderNo }));
}

import { eq, sql } from 'drizzle-orm';
import {
  FORM_KINDS,
  ORDER_STATES,
  RETURN_VISIT_TIME_ZONE,
  RETURN_VISIT_TYPES,
  nodeEnabled,
  planMatches,
  sampleNext,
  visitorInTurn,
  type PlanVisitType,
  type SampleMode,
} from '@fieldline/domain';
import { rows } from '../../db/client';
import { returnVisitPlans, returnVisitTasks } from '../../db/schema';
import { mine, mineSql, type TenantDb } from '../../core/tenant';
import type { DomainEvent, EventConsumer } from '../events';
import { fieldDefsOf } from '../forms';
import { activePlans, hasActivePlan } from './plans';
import { mayVisit } from './people';

/** Without a plan, a visit is due within this many days. */
const DEFAULT_DUE_DAYS = 3;

/** The order facts a task copies (read in the consumer's transaction, as the message centre does). */
export interface VisitedOrder {
  id: number;
  order_no: string;
  title: string;
  template_id: number;
  priority: number;
  state: number;
  customer_id: number | null;
  customer_name: string;
  contact_name: string | null;
  contact_phone: string | null;
  server_user_id: number | null;
  deleted: boolean;
}

export const visitedOrder = async (t: TenantDb, orderId: number) =>
  (
    await rows<VisitedOrder>(
      t.db,
      sql`select o.id::int as id, o.order_no, o.title, o.template_id::int as template_id, o.priority, o.state,
                 o.customer_id::int as customer_id, o.customer_name, o.contact_name, o.contact_phone,
                 o.server_user_id::int as server_user_id, o.deleted_at is not null as deleted
            from orders o where ${mineSql(t, 'o')} and o.id = ${orderId}`,
    )
  )[0];

/** The task row for an order: its facts copied, due in `dueDays`. */
export const taskValues = (
  t: TenantDb,
  order: VisitedOrder,
  v: { visitType: number; planId: number | null; visitorUserId: number | null; dueDays: number },
) => ({
  enterpriseId: t.enterpriseId,
  orderId: order.id,
  visitType: v.visitType,
  planId: v.planId,
  visitorUserId: v.visitorUserId,
  orderNo: order.order_no,
  orderTitle: order.title,
  templateId: order.template_id,
  priority: order.priority,
  customerId: order.customer_id,
  customerName: order.customer_name,
  contactName: order.contact_name,
  contactPhone: order.contact_phone,
  serverUserId: order.server_user_id,
  dueAt: new Date(Date.now() + v.dueDays * 86_400_000),
});

/** The visit type an event asks for, or null: a completion reaching state 5, or an evaluation. */
export function visitTypeOf(event: Pick<DomainEvent, 'kind' | 'payload'>): PlanVisitType | null {
  if (event.kind === 'order.evaluated') return RETURN_VISIT_TYPES.evaluation;
  if (
    (event.kind === 'order.completed' || event.kind === 'order.approved') &&
    event.payload.toState === ORDER_STATES.completed
  )
    return RETURN_VISIT_TYPES.completion;
  return null;
}

/** A designated visitor who can no longer visit (disabled, role changed) leaves the task to anyone. */
async function stillVisits(t: TenantDb, userId: number | null) {
  if (!userId) return null;
  const [u] = await rows<{ id: number }>(
    t.db,
    sql`select u.id::int as id from users u where ${mineSql(t, 'u')} and u.id = ${userId} and u.enabled and ${mayVisit(t)}`,
  );
  return u ? userId : null;
}

/**
 * Creates the return-visit task an order's completion or evaluation calls for (docs/decisions.md
 * "Return visits"), in the consumer's receipt transaction:
 * - only when the order's template has its return-visit process node on, and the order is live;
 * - with no live enabled plan at all, every completed order gets a visit (type 1) for any
 *   return-visit staff; evaluations none;
 * - otherwise the oldest enabled plan of the event's visit type that matches the order's template
 *   and priority decides, sampling by its counters (locked with the plan row: exact under
 *   concurrency), and names the designated visitor whose turn it is;
 * - at most one task per order and visit type (the unique index; a second event changes nothing).
 * Answers the task id, or null when no visit is due.
 */
export async function createVisitFor(t: TenantDb, event: DomainEvent): Promise<number | null> {
  const visitType = visitTypeOf(event);
  if (!visitType) return null;
  const order = await visitedOrder(t, event.objectId);
  if (!order || order.deleted) return null;
  const { settings } = await fieldDefsOf(t, FORM_KINDS.order, order.template_id);
  if (!nodeEnabled(settings, 'returnVisit')) return null;
  const [existing] = await t.db
    .select({ id: returnVisitTasks.id })
    .from(returnVisitTasks)
    .where(
      mine(
        t,
        returnVisitTasks,
        eq(returnVisitTasks.orderId, order.id),
        eq(returnVisitTasks.visitType, visitType),
      ),
    );
  if (existing) return null;

  let choice: { planId: number | null; visitorUserId: number | null; dueDays: number } | null = null;
  if (!(await hasActivePlan(t))) {
    if (visitType === RETURN_VISIT_TYPES.completion)
      choice = { planId: null, visitorUserId: null, dueDays: DEFAULT_DUE_DAYS };
  } else {
    const plan = (await activePlans(t, visitType)).find((p) =>
      planMatches(p, { templateId: order.template_id, priority: order.priority }),
    );
    if (plan) {
      const [{ today }] = (await rows<{ today: string }>(
        t.db,
        sql`select to_char(now() at time zone ${RETURN_VISIT_TIME_ZONE}, 'YYYY-MM-DD') as today`,
      )) as [{ today: string }];
      const visit = sampleNext({ ...plan, sampleMode: plan.sampleMode as SampleMode }, today);
      const dayCreated = (plan.day === today ? plan.dayCreated : 0) + (visit ? 1 : 0);
      await t.db
        .update(returnVisitPlans)
        .set({
          matched: plan.matched + 1,
          created: plan.created + (visit ? 1 : 0),
          day: today,
          dayCreated,
          nextVisitor: plan.nextVisitor + (visit && plan.visitorIds.length ? 1 : 0),
        })
        .where(mine(t, returnVisitPlans, eq(returnVisitPlans.id, plan.id)));
      if (visit)
        choice = {
          planId: plan.id,
          visitorUserId: await stillVisits(t, visitorInTurn(plan.visitorIds, plan.nextVisitor)),
          dueDays: plan.dueDays,
        };
    }
  }
  if (!choice) return null;
  const [task] = await t.db
    .insert(returnVisitTasks)
    .values({ ...taskValues(t, order, { visitType, ...choice }), eventId: event.id })
    .onConflictDoNothing()
    .returning({ id: returnVisitTasks.id });
  return task?.id ?? null;
}

/** The return-visit module's consumer of domain events (registered in app.ts EVENT_CONSUMERS). */
export const returnVisitConsumer: EventConsumer = {
  name: 'returnVisits',
  kinds: ['order.completed', 'order.approved', 'order.evaluated'],
  handle: async (t, event) => {
    await createVisitFor(t, event);
  },
};

import { sql } from 'drizzle-orm';
import {
  FOLLOW_UP_CLAIM_MINUTES,
  FORM_KINDS,
  ORDER_STATES,
  ORDER_TITLE_MAX,
  RETURN_VISIT_RESULTS,
  RETURN_VISIT_STATES,
  RETURN_VISIT_TYPES,
  VISIT_SMS_PER_TASK_MAX,
  format,
  type FollowUpInput,
  type OrderAddress,
  type OrderCreateInput,
  type TaskCreateInput,
  type TaskSmsInput,
  type TaskSubmitInput,
} from '@fieldline/domain';
import { rows } from '../../db/client';
import { returnVisitTasks } from '../../db/schema';
import { withDb, mineSql, type Tenant } from '../../core/tenant';
import { appendEvent } from '../events';
import { fieldDefsOf, validateRecordValues } from '../forms';
import { createOrder, orderDetail, writeOrderLog } from '../orders';
import { taskValues, visitedOrder } from './consumer';
import { returnVisitErrors } from './errors';
import { requireVisitors } from './people';
import { maySubmit, requireTask, visibleTasks } from './tasks';

/** The timeline actions a visit writes on its order (the order detail labels them). */
export const VISIT_LOG_ACTIONS = {
  passed: 'returnVisitPassed',
  failed: 'returnVisitFailed',
  followUp: 'returnVisitFollowUp',
} as const;

/**
 * The visit form's answers checked by the forms engine against the enterprise's return-visit form
 * (400 FIELD_INVALID naming the field), and the notes when the form makes them required.
 */
async function checkForm(t: Tenant, input: TaskSubmitInput) {
  const set = await fieldDefsOf(t, FORM_KINDS.returnVisit);
  const { values } = await validateRecordValues(t, {
    kind: FORM_KINDS.returnVisit,
    templateId: set.templateId,
    input: input.values,
    set,
    previous: {},
  });
  if (set.system.visitNote?.required && !input.note) throw returnVisitErrors.NOTE_REQUIRED({ field: 'note' });
  return values;
}

/**
 * POST /v2/returnvisitTask/submit: the visitor's answers, notes and outcome, once. The task is
 * locked; only a pending one, designated to the caller or to nobody (administrators may take any),
 * is submitted; a second submit, even a concurrent one, answers 409 TASK_DONE. The order's
 * timeline gets the outcome and the event returnVisit.passed/failed goes out, in the same
 * transaction.
 */
export async function submitTask(t: Tenant, input: TaskSubmitInput) {
  const values = await checkForm(t, input);
  const state = RETURN_VISIT_RESULTS[input.result];
  return t.db.transaction(async (tx) => {
    const tt = withDb(t, tx);
    const task = await requireTask(tt, input.id, true);
    if (task.state !== RETURN_VISIT_STATES.pending) throw returnVisitErrors.TASK_DONE({ field: 'id' });
    if (!maySubmit(tt, task)) throw returnVisitErrors.NOT_YOUR_TASK({ field: 'id' });
    const [done] = await rows<{ order_no: string; order_title: string }>(
      tx,
      sql`update return_visit_tasks k set state = ${state}, values = ${JSON.stringify(values)}::jsonb,
                 note = ${input.note ?? null}, submitted_by = ${t.user.id}, submitted_at = now(),
                 visitor_user_id = coalesce(k.visitor_user_id, ${t.user.id}),
                 version = k.version + 1, updated_at = now()
           where ${mineSql(tt, 'k')} and k.id = ${task.id} and k.state = ${RETURN_VISIT_STATES.pending}
           returning k.order_no, k.order_title`,
    );
    if (!done) throw returnVisitErrors.TASK_DONE({ field: 'id' });
    await writeOrderLog(tt, task.orderId, t.user.id, {
      action: VISIT_LOG_ACTIONS[input.result],
      note: input.note ?? null,
    });
    await appendEvent(
      tt,
      input.result === 'passed' ? 'returnVisit.passed' : 'returnVisit.failed',
      task.orderId,
      {
        orderNo: done.order_no,
        title: done.order_title,
        taskId: task.id,
        note: input.note ?? null,
      },
    );
    return { id: task.id, state };
  });
}

const FOLLOW_UP_TITLE = { zh_CN: '回访跟进：{title}', en_GB: 'Follow-up: {title}' };

interface OrderForFollowUp {
  template_id: number;
  order_type: number;
  customer_id: number | null;
  customer_product_id: number | null;
  contact_name: string | null;
  contact_phone: string | null;
  address: OrderAddress | null;
  title: string;
  priority: number;
  custom_values: Record<string, unknown>;
}

/**
 * POST /v2/returnvisitTask/followUp: a failed visit raises one follow-up order for the same customer,
 * template, product, contact, address and custom values (the template's checks apply), through the orders module (its checks and numbering), and
 * the task keeps the link. The task is claimed first (follow_up_claimed_at, committed) so two requests
 * cannot raise two orders; a refused order releases the claim, and a claim a crash left behind
 * expires after FOLLOW_UP_CLAIM_MINUTES.
 */
export async function raiseFollowUp(t: Tenant, input: FollowUpInput) {
  const [claimed] = await rows<{ order_id: number; note: string | null }>(
    t.db,
    sql`update return_visit_tasks k set follow_up_claimed_at = now(), updated_at = now()
         where ${visibleTasks(t)} and k.id = ${input.id} and k.state = ${RETURN_VISIT_STATES.failed}
           and k.follow_up_order_id is null
           and (k.follow_up_claimed_at is null
                or k.follow_up_claimed_at < now() - make_interval(mins => ${FOLLOW_UP_CLAIM_MINUTES}))
         returning k.order_id::int as order_id, k.note`,
  );
  if (!claimed) {
    const task = await requireTask(t, input.id);
    if (task.state !== RETURN_VISIT_STATES.failed)
      throw returnVisitErrors.FOLLOW_UP_NOT_FAILED({ field: 'id' });
    throw returnVisitErrors.FOLLOW_UP_EXISTS({ field: 'id' });
  }
  const release = () =>
    t.db.execute(
      sql`update return_visit_tasks k set follow_up_claimed_at = null
           where ${mineSql(t, 'k')} and k.id = ${input.id} and k.follow_up_order_id is null`,
    );
  try {
    const [o] = await rows<OrderForFollowUp>(
      t.db,
      sql`select o.template_id::int as template_id, o.order_type, o.customer_id::int as customer_id,
                 o.customer_product_id::int as customer_product_id, o.contact_name, o.contact_phone,
                 o.address, o.title, o.priority, o.custom_values
            from orders o where ${mineSql(t, 'o')} and o.id = ${claimed.order_id}`,
    );
    const order: OrderCreateInput = {
      templateId: o!.template_id,
      orderType: o!.order_type as OrderCreateInput['orderType'],
      customerId: o!.customer_id,
      title: input.title ?? format(FOLLOW_UP_TITLE[t.locale], { title: o!.title }).slice(0, ORDER_TITLE_MAX),
      priority: o!.priority as OrderCreateInput['priority'],
      appointmentAt: input.appointmentAt ?? new Date(Date.now() + 86_400_000).toISOString(),
      description: input.description ?? claimed.note,
      customerProductId: o!.customer_product_id,
      contactName: o!.contact_name,
      contactPhone: o!.contact_phone,
      address: o!.address,
      images: [],
      attachments: [],
      tagIds: [],
      serviceItems: [],
      customValues: { ...o!.custom_values, ...input.customValues },
      collaboratorIds: [],
      ccUserIds: [],
    };
    const created = await createOrder(t, order);
    await t.db.transaction(async (tx) => {
      const tt = withDb(t, tx);
      await tx.execute(
        sql`update return_visit_tasks k set follow_up_order_id = ${created.id}, follow_up_claimed_at = null,
                   version = k.version + 1, updated_at = now()
             where ${mineSql(tt, 'k')} and k.id = ${input.id}`,
      );
      await writeOrderLog(tt, claimed.order_id, t.user.id, {
        action: VISIT_LOG_ACTIONS.followUp,
        note: created.orderNo,
      });
    });
    return { id: created.id, orderNo: created.orderNo, warnings: created.warnings };
  } catch (err) {
    await release();
    throw err;
  }
}

/**
 * POST /v2/returnvisitTask/sendSms: a message to the order's contact through the app's SMS provider,
 * at most VISIT_SMS_PER_TASK_MAX per task (counted before sending, given back if the provider fails).
 */
export async function sendTaskSms(t: Tenant, input: TaskSmsInput) {
  const task = await t.db.transaction(async (tx) => {
    const tt = withDb(t, tx);
    const found = await requireTask(tt, input.id, true);
    if (!found.contactPhone) throw returnVisitErrors.NO_PHONE({ field: 'id' });
    if (found.smsCount >= VISIT_SMS_PER_TASK_MAX)
      throw returnVisitErrors.SMS_LIMIT({ params: { max: VISIT_SMS_PER_TASK_MAX }, field: 'id' });
    await tx.execute(
      sql`update return_visit_tasks k set sms_count = k.sms_count + 1, last_sms_at = now(), updated_at = now()
           where ${mineSql(tt, 'k')} and k.id = ${found.id}`,
    );
    return found;
  });
  try {
    await t.app.sms.send({ phone: task.contactPhone!, template: 'return_visit', content: input.content });
  } catch {
    await t.db.execute(
      sql`update return_visit_tasks k set sms_count = greatest(k.sms_count - 1, 0)
           where ${mineSql(t, 'k')} and k.id = ${task.id}`,
    );
    throw returnVisitErrors.SMS_FAILED();
  }
  return { phone: task.contactPhone, smsCount: task.smsCount + 1 };
}

/** POST /v2/returnvisitTask/create: a visit added by hand (type 53) for a completed order, once per order. */
export async function createManualTask(t: Tenant, input: TaskCreateInput) {
  const order = await visitedOrder(t, input.orderId);
  if (!order || order.deleted) throw returnVisitErrors.ORDER_NOT_FOUND({ field: 'orderId' });
  if (order.state !== ORDER_STATES.completed)
    throw returnVisitErrors.ORDER_NOT_VISITABLE({ field: 'orderId' });
  if (input.visitorUserId) await requireVisitors(t, [input.visitorUserId], 'visitorUserId');
  const [task] = await t.db
    .insert(returnVisitTasks)
    .values({
      ...taskValues(t, order, {
        visitType: RETURN_VISIT_TYPES.manual,
        planId: null,
        visitorUserId: input.visitorUserId ?? null,
        dueDays: 3,
      }),
      createdBy: t.user.id,
    })
    .onConflictDoNothing()
    .returning({ id: returnVisitTasks.id });
  if (!task) throw returnVisitErrors.TASK_EXISTS({ field: 'orderId' });
  return { id: task.id };
}

/** GET /v2/returnvisitTask/visitOrderDetail/:id: the visited order's detail, as the caller may see orders. */
export async function visitOrderDetail(t: Tenant, taskId: number) {
  const task = await requireTask(t, taskId);
  return orderDetail(t, task.orderId);
}

import { and, eq, isNull, sql } from 'drizzle-orm';
import { ORDER_STATES, type EvaluationPage, type EvaluationSubmitInput } from '@fieldline/domain';
import { rows, type Db } from '../../db/client';
import { orderEvaluations, orders } from '../../db/schema';
import { orderErrors } from './errors';
import { writeLog } from './log';

const iso = (d: Date | string | null) => (d ? new Date(d).toISOString() : null);

/** GET /public/eval/:token (no sign-in): what the customer's evaluation page shows. */
export async function evaluationPage(db: Db, token: string): Promise<EvaluationPage> {
  const [found] = await rows<{
    order_no: string;
    title: string;
    enterprise_name: string;
    server_name: string | null;
    completed_at: Date | null;
    evaluated: boolean;
  }>(
    db,
    sql`select o.order_no, o.title, e.name as enterprise_name, u.name as server_name, o.completed_at,
          exists (select 1 from order_evaluations v where v.enterprise_id = o.enterprise_id and v.order_id = o.id) as evaluated
        from orders o
        join enterprises e on e.id = o.enterprise_id
        left join users u on u.enterprise_id = o.enterprise_id and u.id = o.server_user_id
        where o.eval_token = ${token} and o.deleted_at is null`,
  );
  if (!found) throw orderErrors.EVALUATION_NOT_FOUND();
  return {
    orderNo: found.order_no,
    title: found.title,
    enterpriseName: found.enterprise_name,
    serverName: found.server_name,
    completedAt: iso(found.completed_at),
    evaluated: found.evaluated,
  };
}

/**
 * POST /public/eval/:token (no sign-in): the customer's answer, once per order, only on a completed
 * order. The row's primary key (enterprise, order) makes a second answer, even a concurrent one, lose.
 */
export async function submitEvaluation(db: Db, token: string, input: EvaluationSubmitInput) {
  return db.transaction(async (tx) => {
    const [order] = await tx
      .select({ enterpriseId: orders.enterpriseId, id: orders.id, state: orders.state })
      .from(orders)
      .where(and(eq(orders.evalToken, token), isNull(orders.deletedAt)))
      .for('update');
    if (!order) throw orderErrors.EVALUATION_NOT_FOUND();
    if (order.state !== ORDER_STATES.completed) throw orderErrors.EVALUATION_NOT_READY();
    const saved = await tx
      .insert(orderEvaluations)
      .values({
        enterpriseId: order.enterpriseId,
        orderId: order.id,
        ...input,
        suggestion: input.suggestion ?? null,
      })
      .onConflictDoNothing()
      .returning({ orderId: orderEvaluations.orderId });
    if (!saved.length) throw orderErrors.ALREADY_EVALUATED();
    await writeLog(tx, order.enterpriseId, order.id, null, {
      action: 'evaluated',
      fromState: ORDER_STATES.completed,
      toState: ORDER_STATES.completed,
      note: `${input.solved ? '✓' : '✗'} ${input.quality}/${input.attitude}/${input.speed}${input.suggestion ? ` · ${input.suggestion}` : ''}`,
    });
    return null;
  });
}

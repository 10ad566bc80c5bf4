import { sql } from 'drizzle-orm';
import { ORDER_STATES, TASK_STATES } from '@fieldline/domain';
import { mineSql } from '../../core/tenant';
import type { EventConsumer } from '../events';

/**
 * Finishing a task's order finishes the task: an order reaching completed (5) completes it (1); one
 * waiting for approval (7) puts it in approval (3); an approval that returns the order to service
 * leaves the task incomplete again (0). Tasks of other orders are not touched.
 */
export const contractConsumer: EventConsumer = {
  name: 'contracts',
  kinds: ['order.completed', 'order.approved'],
  async handle(t, event) {
    const to = Number(event.payload.toState);
    const state =
      to === ORDER_STATES.completed
        ? TASK_STATES.completed
        : to === ORDER_STATES.approval
          ? TASK_STATES.inApproval
          : TASK_STATES.incomplete;
    await t.db.execute(
      sql`update maintenance_tasks set state = ${state},
             completed_at = ${state === TASK_STATES.completed ? sql`now()` : sql`null`}, updated_at = now()
           where ${mineSql(t)} and order_id = ${event.objectId} and state <> ${TASK_STATES.disabled}`,
    );
  },
};

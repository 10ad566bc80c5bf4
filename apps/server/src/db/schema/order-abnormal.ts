import { foreignKey, index, pgTable, primaryKey, smallint, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { at, createdAt, id, ref } from './columns';
import { enterpriseRef, users } from './tenancy';
import { orders } from './orders';

/**
 * Abnormal requests (issue 22, /abnormalOrder): the order's server asks to cancel (type 1), reassign (2,
 * optionally to `new_server_id`) or reschedule (3, to `appointment_at`); state 0 pending, 1 passed,
 * 2 rejected, with the decider and the reason. At most one pending request per order (partial unique
 * index); `orders.abnormal_type` mirrors it so the transition table sees it under the order's row lock.
 */
export const orderAbnormalRequests = pgTable(
  'order_abnormal_requests',
  {
    enterpriseId: enterpriseRef(),
    id: id(),
    orderId: ref('order_id').notNull(),
    type: smallint('type').notNull(),
    reason: text('reason').notNull(),
    appointmentAt: at('appointment_at'),
    /** The appointment when the request was made, for the list and the timeline. */
    previousAppointmentAt: at('previous_appointment_at'),
    newServerId: ref('new_server_id'),
    applicantId: ref('applicant_id').notNull(),
    state: smallint('state').notNull().default(0),
    deciderId: ref('decider_id'),
    decisionReason: text('decision_reason'),
    decidedAt: at('decided_at'),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.enterpriseId, t.id] }),
    foreignKey({
      columns: [t.enterpriseId, t.orderId],
      foreignColumns: [orders.enterpriseId, orders.id],
    }).onDelete('cascade'),
    foreignKey({ columns: [t.enterpriseId, t.applicantId], foreignColumns: [users.enterpriseId, users.id] }),
    foreignKey({ columns: [t.enterpriseId, t.newServerId], foreignColumns: [users.enterpriseId, users.id] }),
    foreignKey({ columns: [t.enterpriseId, t.deciderId], foreignColumns: [users.enterpriseId, users.id] }),
    // the list (newest first) and its state tabs; the badge counts the pending ones
    index('order_abnormal_list_idx').on(t.enterpriseId, t.id.desc()),
    index('order_abnormal_state_idx').on(t.enterpriseId, t.state, t.id.desc()),
    index('order_abnormal_order_idx').on(t.enterpriseId, t.orderId, t.id.desc()),
    uniqueIndex('order_abnormal_pending_uq')
      .on(t.enterpriseId, t.orderId)
      .where(sql`state = 0`),
  ],
);

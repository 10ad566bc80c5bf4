import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { FieldValues } from '@fieldline/domain';
import { at, createdAt, id, ref, updatedAt } from './columns';
import { enterpriseRef, users } from './tenancy';
import { orders } from './orders';

const enterpriseId = enterpriseRef;
const ids = (name: string) =>
  jsonb(name)
    .$type<number[]>()
    .notNull()
    .default(sql`'[]'::jsonb`);

/**
 * Return-visit plans (issue 22, spec D4): which orders get a visit when their template's return-visit
 * node is on (the trigger: completion or evaluation; templates and priorities, empty = all; every order,
 * a ratio 1-100 or a count per day) and who visits (any return-visit staff, or designated visitors in
 * turn). The counters make sampling exact and deterministic: `matched` orders seen, `created` tasks made,
 * `day_created` tasks made on `day` (the enterprise's day), `next_visitor` the turn of the designated.
 * Deleted plans stay (soft) so their tasks keep naming them.
 */
export const returnVisitPlans = pgTable(
  'return_visit_plans',
  {
    enterpriseId: enterpriseId(),
    id: id(),
    name: text('name').notNull(),
    enabled: boolean('enabled').notNull().default(true),
    /** The visit type it creates: 1 on completion, 6 on evaluation (RETURN_VISIT_TYPES). */
    visitType: smallint('visit_type').notNull(),
    templateIds: ids('template_ids'),
    priorities: ids('priorities'),
    sampleMode: text('sample_mode').notNull(),
    sampleRatio: smallint('sample_ratio'),
    sampleCount: integer('sample_count'),
    visitorIds: ids('visitor_ids'),
    /** Days the visitor has to make the visit; the task is overdue after. */
    dueDays: smallint('due_days').notNull().default(3),
    matched: integer('matched').notNull().default(0),
    created: integer('created').notNull().default(0),
    day: date('day', { mode: 'string' }),
    dayCreated: integer('day_created').notNull().default(0),
    nextVisitor: integer('next_visitor').notNull().default(0),
    createdBy: ref('created_by'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    deletedAt: at('deleted_at'),
  },
  (t) => [
    primaryKey({ columns: [t.enterpriseId, t.id] }),
    index('return_visit_plans_live_idx')
      .on(t.enterpriseId, t.visitType, t.id)
      .where(sql`deleted_at is null`),
    check('return_visit_plans_ratio', sql`sample_ratio is null or sample_ratio between 1 and 100`),
  ],
);

/**
 * Return-visit tasks (spec D4; states 1 pending, 2 failed, 3 passed): one per order and visit type.
 * The order's number, title, customer and contact are copied at creation so the lists need no joins
 * and stay fast. `values` are the visit form's answers (the return-visit form kind of the forms
 * engine); `follow_up_order_id` the order a failed visit raised (`follow_up_claimed_at` holds the
 * claim while it is being created, so two requests cannot raise two).
 */
export const returnVisitTasks = pgTable(
  'return_visit_tasks',
  {
    enterpriseId: enterpriseId(),
    id: id(),
    orderId: ref('order_id').notNull(),
    visitType: smallint('visit_type').notNull(),
    planId: ref('plan_id'),
    state: smallint('state').notNull().default(1),
    visitorUserId: ref('visitor_user_id'),
    orderNo: text('order_no').notNull(),
    orderTitle: text('order_title').notNull(),
    templateId: ref('template_id').notNull(),
    priority: smallint('priority').notNull(),
    customerId: ref('customer_id'),
    customerName: text('customer_name').notNull(),
    contactName: text('contact_name'),
    contactPhone: text('contact_phone'),
    serverUserId: ref('server_user_id'),
    dueAt: at('due_at'),
    values: jsonb('values')
      .$type<FieldValues>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    note: text('note'),
    submittedBy: ref('submitted_by'),
    submittedAt: at('submitted_at'),
    smsCount: smallint('sms_count').notNull().default(0),
    lastSmsAt: at('last_sms_at'),
    followUpOrderId: ref('follow_up_order_id'),
    followUpClaimedAt: at('follow_up_claimed_at'),
    /** The domain event that created it (null for a visit added by hand). */
    eventId: ref('event_id'),
    createdBy: ref('created_by'),
    version: integer('version').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.enterpriseId, t.id] }),
    foreignKey({ columns: [t.enterpriseId, t.orderId], foreignColumns: [orders.enterpriseId, orders.id] }),
    foreignKey({
      columns: [t.enterpriseId, t.visitorUserId],
      foreignColumns: [users.enterpriseId, users.id],
    }),
    uniqueIndex('return_visit_tasks_order_uq').on(t.enterpriseId, t.orderId, t.visitType),
    index('return_visit_tasks_list_idx').on(t.enterpriseId, t.id.desc()),
    index('return_visit_tasks_state_idx').on(t.enterpriseId, t.state, t.id.desc()),
    index('return_visit_tasks_visitor_idx').on(t.enterpriseId, t.visitorUserId, t.state, t.id.desc()),
    index('return_visit_tasks_created_idx').on(t.enterpriseId, t.createdAt),
    check('return_visit_tasks_state', sql`state between 1 and 3`),
  ],
);

import { sql } from 'drizzle-orm';
import {
  check,
  date,
  foreignKey,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  smallint,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { FieldValues } from '@fieldline/domain';
import { at, createdAt, id, ref, updatedAt } from './columns';
import { enterpriseRef, users } from './tenancy';

const enterpriseId = enterpriseRef;

/**
 * Events of the service desk (issue 23, spec D5; states 1-7 of DECISIONS.md "Events"). `pool` is set
 * while the event waits in the collaboration (1, state 1) or escalation (2, state 4) pool;
 * `paused_from` the state a pause came from; `order_id` the work order it was converted to. The
 * customer's name is copied so the lists need no joins; `search_text` is what the keyword matches.
 */
export const serviceEvents = pgTable(
  'service_events',
  {
    enterpriseId: enterpriseId(),
    id: id(),
    eventNo: text('event_no').notNull(),
    title: text('title').notNull(),
    description: text('description'),
    state: smallint('state').notNull(),
    priority: smallint('priority').notNull().default(1),
    pool: smallint('pool'),
    pausedFrom: smallint('paused_from'),
    templateId: ref('template_id').notNull(),
    customerId: ref('customer_id'),
    customerName: text('customer_name'),
    customerProductId: ref('customer_product_id'),
    contactName: text('contact_name'),
    contactPhone: text('contact_phone'),
    principalUserId: ref('principal_user_id'),
    escalatedToUserId: ref('escalated_to_user_id'),
    assignedBy: ref('assigned_by'),
    createdBy: ref('created_by'),
    orderId: ref('order_id'),
    source: smallint('source').notNull().default(1),
    belongCallRecordId: ref('belong_call_record_id'),
    durationMinutes: integer('duration_minutes'),
    customValues: jsonb('custom_values')
      .$type<FieldValues>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    searchText: text('search_text').notNull().default(''),
    completedAt: at('completed_at'),
    closedAt: at('closed_at'),
    deletedAt: at('deleted_at'),
    version: integer('version').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.enterpriseId, t.id] }),
    foreignKey({
      columns: [t.enterpriseId, t.principalUserId],
      foreignColumns: [users.enterpriseId, users.id],
    }),
    uniqueIndex('service_events_no_uq').on(t.enterpriseId, t.eventNo),
    index('service_events_list_idx')
      .on(t.enterpriseId, t.id.desc())
      .where(sql`deleted_at is null`),
    index('service_events_state_idx')
      .on(t.enterpriseId, t.state, t.id.desc())
      .where(sql`deleted_at is null`),
    index('service_events_principal_idx')
      .on(t.enterpriseId, t.principalUserId, t.state, t.id.desc())
      .where(sql`deleted_at is null`),
    index('service_events_customer_idx')
      .on(t.enterpriseId, t.customerId, t.id.desc())
      .where(sql`deleted_at is null`),
    index('service_events_product_idx')
      .on(t.enterpriseId, t.customerProductId, t.id.desc())
      .where(sql`deleted_at is null and customer_product_id is not null`),
    index('service_events_pool_idx')
      .on(t.enterpriseId, t.pool, t.id.desc())
      .where(sql`deleted_at is null and pool is not null`),
    // the period of /v2/event/statistics
    index('service_events_created_idx')
      .on(t.enterpriseId, t.createdAt)
      .where(sql`deleted_at is null`),
    index('service_events_creator_idx')
      .on(t.enterpriseId, t.createdBy, t.id.desc())
      .where(sql`deleted_at is null`),
    check('service_events_state', sql`state between 1 and 7`),
    check('service_events_priority', sql`priority between 1 and 3`),
  ],
);

/** Coordinators of an event (spec: "coordinators"), beside its one main owner. */
export const serviceEventCoordinators = pgTable(
  'service_event_coordinators',
  {
    enterpriseId: enterpriseId(),
    eventId: ref('event_id').notNull(),
    userId: ref('user_id').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.enterpriseId, t.eventId, t.userId] }),
    foreignKey({
      columns: [t.enterpriseId, t.eventId],
      foreignColumns: [serviceEvents.enterpriseId, serviceEvents.id],
    }).onDelete('cascade'),
    index('service_event_coordinators_user_idx').on(t.enterpriseId, t.userId, t.eventId),
  ],
);

/** The event's log: every transition and change (who, when, from, to, note; the order it became). */
export const serviceEventLogs = pgTable(
  'service_event_logs',
  {
    enterpriseId: enterpriseId(),
    id: id(),
    eventId: ref('event_id').notNull(),
    userId: ref('user_id'),
    action: text('action').notNull(),
    fromState: smallint('from_state'),
    toState: smallint('to_state'),
    note: text('note'),
    orderId: ref('order_id'),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.enterpriseId, t.id] }),
    foreignKey({
      columns: [t.enterpriseId, t.eventId],
      foreignColumns: [serviceEvents.enterpriseId, serviceEvents.id],
    }).onDelete('cascade'),
    index('service_event_logs_event_idx').on(t.enterpriseId, t.eventId, t.id),
  ],
);

/** Messages on an event: internal notes among staff, and replies to the customer. */
export const serviceEventMessages = pgTable(
  'service_event_messages',
  {
    enterpriseId: enterpriseId(),
    id: id(),
    eventId: ref('event_id').notNull(),
    userId: ref('user_id'),
    kind: text('kind').notNull(),
    content: text('content').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.enterpriseId, t.id] }),
    foreignKey({
      columns: [t.enterpriseId, t.eventId],
      foreignColumns: [serviceEvents.enterpriseId, serviceEvents.id],
    }).onDelete('cascade'),
    index('service_event_messages_event_idx').on(t.enterpriseId, t.eventId, t.id),
    check('service_event_messages_kind', sql`kind in ('note', 'reply')`),
  ],
);

/** Per enterprise and day, the last event number given (SJ20261127-0001). */
export const serviceEventCounters = pgTable(
  'service_event_counters',
  {
    enterpriseId: enterpriseId(),
    day: date('day', { mode: 'string' }).notNull(),
    last: integer('last').notNull(),
  },
  (t) => [primaryKey({ columns: [t.enterpriseId, t.day] })],
);

/**
 * The service items of an event (its template's switch `enableServiceItem`): name, unit and price
 * copied from the service item when saved (as an order's service lines), the amount in exact decimals.
 */
export const serviceEventItems = pgTable(
  'service_event_items',
  {
    enterpriseId: enterpriseId(),
    eventId: ref('event_id').notNull(),
    serviceItemId: ref('service_item_id').notNull(),
    name: text('name').notNull(),
    unit: text('unit').notNull().default(''),
    price: numeric('price', { precision: 15, scale: 2 }).notNull(),
    quantity: integer('quantity').notNull(),
    amount: numeric('amount', { precision: 15, scale: 2 }).notNull(),
    position: smallint('position').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.enterpriseId, t.eventId, t.serviceItemId] }),
    foreignKey({
      columns: [t.enterpriseId, t.eventId],
      foreignColumns: [serviceEvents.enterpriseId, serviceEvents.id],
    }).onDelete('cascade'),
    check('service_event_items_quantity', sql`quantity > 0`),
  ],
);

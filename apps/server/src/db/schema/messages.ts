import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { enterprises } from './tenancy';

const enterpriseId = () =>
  bigint('enterprise_id', { mode: 'number' })
    .notNull()
    .references(() => enterprises.id);

/**
 * The outbox of domain events (docs/events.md): a module appends one in the transaction that changes
 * its record; the dispatcher hands each to every consumer at least once, then marks it delivered.
 */
export const domainEvents = pgTable(
  'domain_events',
  {
    enterpriseId: enterpriseId(),
    id: bigint('id', { mode: 'number' }).generatedAlwaysAsIdentity(),
    kind: text('kind').notNull(),
    objectKind: text('object_kind').notNull(),
    objectId: bigint('object_id', { mode: 'number' }).notNull(),
    actorUserId: bigint('actor_user_id', { mode: 'number' }),
    payload: jsonb('payload').notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    attempts: integer('attempts').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.enterpriseId, t.id] }),
    index('domain_events_pending_idx')
      .on(t.id)
      .where(sql`delivered_at is null`),
    // the activity report (modules/reports/act-msg.ts): people's actions over a period
    index('domain_events_actor_created_idx')
      .on(t.enterpriseId, t.createdAt)
      .where(sql`actor_user_id is not null`),
  ],
);

/** What each consumer has done with an event, written with its effect: a redelivery does nothing. */
export const eventReceipts = pgTable(
  'event_receipts',
  {
    enterpriseId: enterpriseId(),
    eventId: bigint('event_id', { mode: 'number' }).notNull(),
    consumer: text('consumer').notNull(),
    doneAt: timestamp('done_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.enterpriseId, t.eventId, t.consumer] })],
);

/** A user's in-app message (the message centre): rendered in the recipient's language. */
export const messages = pgTable(
  'messages',
  {
    enterpriseId: enterpriseId(),
    id: bigint('id', { mode: 'number' }).generatedAlwaysAsIdentity(),
    userId: bigint('user_id', { mode: 'number' }).notNull(),
    kind: text('kind').notNull(),
    title: text('title').notNull(),
    body: text('body').notNull().default(''),
    objectKind: text('object_kind'),
    objectId: bigint('object_id', { mode: 'number' }),
    eventId: bigint('event_id', { mode: 'number' }),
    readAt: timestamp('read_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.enterpriseId, t.id] }),
    index('messages_user_idx').on(t.enterpriseId, t.userId, t.id.desc()),
    index('messages_unread_idx')
      .on(t.enterpriseId, t.userId)
      .where(sql`read_at is null`),
    // the activity-and-messages report (modules/reports/act-msg.ts): messages over a period
    index('messages_created_idx').on(t.enterpriseId, t.createdAt),
    // its per-day counts' refresh (modules/reports/act-msg-days.ts): the messages read since it last ran
    index('messages_read_idx')
      .on(t.enterpriseId, t.readAt)
      .where(sql`read_at is not null`),
    uniqueIndex('messages_event_user_uq')
      .on(t.enterpriseId, t.eventId, t.userId)
      .where(sql`event_id is not null`),
  ],
);

/** Per event kind: who hears it and by which channels (spec `/messageSetting`). */
export const messageSettings = pgTable(
  'message_settings',
  {
    enterpriseId: enterpriseId(),
    kind: text('kind').notNull(),
    enabled: boolean('enabled').notNull().default(true),
    recipients: text('recipients')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    roleIds: bigint('role_ids', { mode: 'number' })
      .array()
      .notNull()
      .default(sql`'{}'::bigint[]`),
    channels: text('channels')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.enterpriseId, t.kind] })],
);

/** The enterprise's chat-app group robot (WeCom or DingTalk): the chat-app channel posts to it. */
export const chatAppRobots = pgTable('chat_app_robots', {
  enterpriseId: enterpriseId().primaryKey(),
  provider: text('provider').notNull(),
  url: text('url').notNull(),
  /** DingTalk's signing secret, when the robot is signed. Never answered to the browser. */
  secret: text('secret'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Messages for channels outside the product (the chat app, email): written in the consumer's receipt
 * transaction, sent after the pass (modules/messages/outbound.ts). One row per event, channel and
 * address, so a redelivered event sends nothing twice.
 */
export const outboundMessages = pgTable(
  'outbound_messages',
  {
    enterpriseId: enterpriseId(),
    id: bigint('id', { mode: 'number' }).generatedAlwaysAsIdentity(),
    channel: text('channel').notNull(),
    eventId: bigint('event_id', { mode: 'number' }).notNull(),
    kind: text('kind').notNull(),
    /** An email address, or the robot's provider for the chat app. */
    address: text('address').notNull(),
    /** The chat app's mentioned mobiles. */
    mobiles: jsonb('mobiles').$type<string[]>().notNull().default([]),
    subject: text('subject').notNull().default(''),
    body: text('body').notNull(),
    /** queued → sending → sent | failed */
    status: text('status').notNull().default('queued'),
    error: text('error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.enterpriseId, t.id] }),
    uniqueIndex('outbound_messages_once_uq').on(t.enterpriseId, t.eventId, t.channel, t.address),
    index('outbound_messages_queued_idx')
      .on(t.id)
      .where(sql`status = 'queued'`),
    index('outbound_messages_list_idx').on(t.enterpriseId, t.id.desc()),
  ],
);

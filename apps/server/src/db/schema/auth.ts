import {
  bigint,
  foreignKey,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { users } from './tenancy';

/**
 * Sessions are found by the hash of their token before the enterprise is known, so the token hash
 * is unique on its own; on Citus this table is distributed by token_hash (docs/scale-out.md).
 * last_used_at is deliberately not indexed: touching a session then stays a HOT update, and the
 * hourly purge can afford a scan.
 */
export const sessions = pgTable(
  'sessions',
  {
    tokenHash: text('token_hash').primaryKey(),
    enterpriseId: bigint('enterprise_id', { mode: 'number' }).notNull(),
    userId: bigint('user_id', { mode: 'number' }).notNull(),
    csrfToken: text('csrf_token').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }).notNull().defaultNow(),
    ip: text('ip'),
    userAgent: text('user_agent'),
  },
  (t) => [
    index('sessions_user_idx').on(t.enterpriseId, t.userId),
    foreignKey({
      columns: [t.enterpriseId, t.userId],
      foreignColumns: [users.enterpriseId, users.id],
    }).onDelete('cascade'),
  ],
);

/** SMS verification codes, keyed by phone and purpose; only the hash of the code is kept. */
export const verificationCodes = pgTable(
  'verification_codes',
  {
    phone: text('phone').notNull(),
    purpose: text('purpose').notNull(),
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.phone, t.purpose] }),
    index('verification_codes_expires_idx').on(t.expiresAt),
  ],
);

/** Failed sign-in attempts, per account key and per IP key; counted over a sliding window. */
export const loginFailures = pgTable(
  'login_failures',
  {
    id: bigint('id', { mode: 'number' }).generatedAlwaysAsIdentity().primaryKey(),
    key: text('key').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('login_failures_key_idx').on(t.key, t.at)],
);

/** The default SMS provider's outbox: every message the product would send. */
export const smsOutbox = pgTable(
  'sms_outbox',
  {
    id: bigint('id', { mode: 'number' }).generatedAlwaysAsIdentity().primaryKey(),
    phone: text('phone').notNull(),
    template: text('template').notNull(),
    content: text('content').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('sms_outbox_phone_idx').on(t.phone, t.createdAt)],
);

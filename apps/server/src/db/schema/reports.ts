import { date, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { ref } from './columns';
import { enterpriseRef } from './tenancy';

/**
 * The activity-and-messages report's per-day counts (issue 28, modules/reports/act-msg-days.ts): per
 * enterprise day, source, person, template and kind. Sources: `action` (domain events with an actor:
 * n actions), `message` (in-app messages: n sent, read; kind the message kind), `sms` (the SMS send
 * log: n sent, failed, skipped, pending), `outbound` (chat-app and email: n sent, failed, pending;
 * kind the channel). 0 stands for "nobody" (an SMS to a customer, an outbound message) and "no
 * order template" (a row about no order), so both sit in the primary key.
 */
export const statActivityDays = pgTable(
  'stat_activity_days',
  {
    enterpriseId: enterpriseRef(),
    day: date('day', { mode: 'string' }).notNull(),
    source: text('source').notNull(),
    userId: ref('user_id').notNull().default(0),
    templateId: ref('template_id').notNull().default(0),
    kind: text('kind').notNull().default(''),
    n: integer('n').notNull().default(0),
    read: integer('read').notNull().default(0),
    failed: integer('failed').notNull().default(0),
    skipped: integer('skipped').notNull().default(0),
    pending: integer('pending').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.enterpriseId, t.day, t.source, t.userId, t.templateId, t.kind] })],
);

/**
 * How far stat_activity_days is counted for an enterprise: every day before `counted_before` (the
 * report reads the days from it on live), as of `refreshed_at` (the next refresh recounts the days of
 * the messages read since).
 */
export const statActivityMarks = pgTable('stat_activity_marks', {
  enterpriseId: enterpriseRef().primaryKey(),
  countedBefore: date('counted_before', { mode: 'string' }).notNull(),
  refreshedAt: timestamp('refreshed_at', { withTimezone: true }).notNull(),
});

/**
 * stat_activity_days rolled up per month (`month` its first day), on the same keys: each row the sum
 * of that month's day rows, recounted whenever those change (modules/reports/act-msg-days.ts). A
 * period's whole counted months are read here, its partial months at the ends from the days.
 */
export const statActivityMonths = pgTable(
  'stat_activity_months',
  {
    enterpriseId: enterpriseRef(),
    month: date('month', { mode: 'string' }).notNull(),
    source: text('source').notNull(),
    userId: ref('user_id').notNull().default(0),
    templateId: ref('template_id').notNull().default(0),
    kind: text('kind').notNull().default(''),
    n: integer('n').notNull().default(0),
    read: integer('read').notNull().default(0),
    failed: integer('failed').notNull().default(0),
    skipped: integer('skipped').notNull().default(0),
    pending: integer('pending').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.enterpriseId, t.month, t.source, t.userId, t.templateId, t.kind] })],
);

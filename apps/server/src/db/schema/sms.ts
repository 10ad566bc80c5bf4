import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, smallint, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { at, createdAt, id, money, ref, updatedAt } from './columns';
import { enterpriseRef } from './tenancy';

const enterpriseId = enterpriseRef;

/**
 * The enterprise's SMS signature (spec-business §3, §4, §5): one per enterprise. `name` is the
 * signature last submitted, in review state `state` (SMS_REVIEW_STATES); `active_name` is the one
 * last passed, which sending uses, so a new submission does not stop messages while it is reviewed.
 */
export const smsSignatures = pgTable(
  'sms_signatures',
  {
    enterpriseId: enterpriseId(),
    name: text('name').notNull(),
    state: smallint('state').notNull(),
    rejectReason: text('reject_reason'),
    activeName: text('active_name'),
    submittedBy: ref('submitted_by'),
    submittedAt: at('submitted_at').notNull().defaultNow(),
    reviewedAt: at('reviewed_at'),
    version: integer('version').notNull().default(0),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.enterpriseId] }),
    index('sms_signatures_review_idx').on(t.state, t.submittedAt),
  ],
);

/**
 * An SMS template per event kind and language, with `${placeholder}` slots rendered from the object
 * (spec-business §3 "Notification placeholders"). Reviewed like the signature; sending uses only a
 * passed template.
 */
export const smsTemplates = pgTable(
  'sms_templates',
  {
    enterpriseId: enterpriseId(),
    id: id(),
    kind: text('kind').notNull(),
    locale: text('locale').notNull(),
    content: text('content').notNull(),
    state: smallint('state').notNull(),
    rejectReason: text('reject_reason'),
    createdBy: ref('created_by'),
    submittedAt: at('submitted_at').notNull().defaultNow(),
    reviewedAt: at('reviewed_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.enterpriseId, t.id] }),
    uniqueIndex('sms_templates_kind_uq').on(t.enterpriseId, t.kind, t.locale),
    index('sms_templates_review_idx').on(t.state, t.submittedAt),
  ],
);

/**
 * Every review-state change of a signature or template (who, when, from, to, note): the submitter's
 * and the platform administrator's. `subject` is 'signature' or 'template' (then `subject_id`).
 */
export const smsReviewLogs = pgTable(
  'sms_review_logs',
  {
    enterpriseId: enterpriseId(),
    id: id(),
    subject: text('subject').notNull(),
    subjectId: ref('subject_id'),
    fromState: smallint('from_state'),
    toState: smallint('to_state').notNull(),
    text: text('text').notNull(),
    note: text('note'),
    /** The actor: the enterprise's user, or the platform administrator (an operator, not of this enterprise). */
    actorUserId: ref('actor_user_id'),
    actorName: text('actor_name').notNull(),
    at: at('at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.enterpriseId, t.id] }),
    index('sms_review_logs_subject_idx').on(t.enterpriseId, t.subject, t.subjectId, t.id),
  ],
);

/** The enterprise's prepaid SMS balance in yuan; each message costs SMS_PRICE. Never negative. */
export const smsBalances = pgTable(
  'sms_balances',
  {
    enterpriseId: enterpriseId(),
    balance: money('balance').notNull().default('0'),
    updatedAt: updatedAt(),
  },
  (t) => [primaryKey({ columns: [t.enterpriseId] }), check('sms_balances_not_negative', sql`balance >= 0`)],
);

/**
 * Each credit to a balance by the platform administrator (who, how much, the balance after, the
 * note, e.g. the payment it stands for). Balance = sum of credits − sum of `sms_sends.cost`.
 */
export const smsTopUps = pgTable(
  'sms_top_ups',
  {
    enterpriseId: enterpriseId(),
    id: id(),
    amount: money('amount').notNull(),
    balanceAfter: money('balance_after').notNull(),
    note: text('note').notNull(),
    byUserId: ref('by_user_id'),
    byName: text('by_name').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.enterpriseId, t.id] }),
    index('sms_top_ups_list_idx').on(t.enterpriseId, t.id.desc()),
    check('sms_top_ups_positive', sql`amount > 0`),
  ],
);

/**
 * The send log: one row per message the SMS channel meant to send (an event to a recipient), with
 * its text, cost and result. `status` queued → sending → sent | failed, or skipped with a `reason`
 * (no signature, no template, insufficient balance, ...). Unique per (event, recipient), so a
 * redelivered event sends nothing twice. `cost` is what was charged (0 when skipped or refunded).
 */
export const smsSends = pgTable(
  'sms_sends',
  {
    enterpriseId: enterpriseId(),
    id: id(),
    eventId: ref('event_id'),
    kind: text('kind').notNull(),
    objectKind: text('object_kind'),
    objectId: ref('object_id'),
    userId: ref('user_id'),
    phone: text('phone').notNull(),
    templateId: ref('template_id'),
    content: text('content').notNull().default(''),
    cost: money('cost').notNull().default('0'),
    status: text('status').notNull(),
    reason: text('reason'),
    createdAt: createdAt(),
    sentAt: at('sent_at'),
  },
  (t) => [
    primaryKey({ columns: [t.enterpriseId, t.id] }),
    index('sms_sends_list_idx').on(t.enterpriseId, t.id.desc()),
    index('sms_sends_status_idx').on(t.enterpriseId, t.status, t.id.desc()),
    index('sms_sends_queued_idx')
      .on(t.id)
      .where(sql`status = 'queued'`),
    uniqueIndex('sms_sends_event_user_uq')
      .on(t.enterpriseId, t.eventId, t.userId)
      .where(sql`event_id is not null`),
    check('sms_sends_cost_not_negative', sql`cost >= 0`),
  ],
);

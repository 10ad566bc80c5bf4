import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  foreignKey,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { createdAt, id, ref, updatedAt } from './columns';
import { customerProducts } from './equipment';
import { enterpriseRef, users } from './tenancy';

const enterpriseId = enterpriseRef;

/**
 * Announcements (spec `/noticeManage`, spec-business §3 "Notice"): title, a 16:9 cover image of at
 * most 200 KB (a files-module URL), content, pinned flag; a draft until published, when it goes to
 * every user's message centre and to the home page.
 */
export const announcements = pgTable(
  'announcements',
  {
    enterpriseId: enterpriseId(),
    id: id(),
    title: text('title').notNull(),
    cover: text('cover').notNull(),
    content: text('content').notNull().default(''),
    pinned: boolean('pinned').notNull().default(false),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    publishedBy: ref('published_by'),
    createdBy: ref('created_by').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.enterpriseId, t.id] }),
    foreignKey({ columns: [t.enterpriseId, t.createdBy], foreignColumns: [users.enterpriseId, users.id] }),
    foreignKey({ columns: [t.enterpriseId, t.publishedBy], foreignColumns: [users.enterpriseId, users.id] }),
    // the management list: pinned first, newest first
    index('announcements_list_idx').on(t.enterpriseId, t.pinned.desc(), t.id.desc()),
    // the readers' list and the home page: published, pinned first, latest published first
    index('announcements_published_idx')
      .on(t.enterpriseId, t.pinned.desc(), t.publishedAt.desc(), t.id.desc())
      .where(sql`${t.publishedAt} is not null`),
  ],
);

/**
 * Timed notices (spec `/timerNotice`): a text sent in-app to roles, teams and people, once at an
 * instant or repeating at a local time (daily, on week days, on a month day). `next_run_at` is when
 * it is next due (null: never again); the minute sweep takes due rows `for update skip locked`.
 */
export const timedNotices = pgTable(
  'timed_notices',
  {
    enterpriseId: enterpriseId(),
    id: id(),
    title: text('title').notNull(),
    content: text('content').notNull().default(''),
    repeat: text('repeat').notNull(),
    runAt: timestamp('run_at', { withTimezone: true }),
    time: text('time'),
    weekDays: smallint('week_days')
      .array()
      .notNull()
      .default(sql`'{}'::smallint[]`),
    monthDay: smallint('month_day'),
    roleIds: ref('role_ids')
      .array()
      .notNull()
      .default(sql`'{}'::bigint[]`),
    teamIds: ref('team_ids')
      .array()
      .notNull()
      .default(sql`'{}'::bigint[]`),
    userIds: ref('user_ids')
      .array()
      .notNull()
      .default(sql`'{}'::bigint[]`),
    enabled: boolean('enabled').notNull().default(true),
    nextRunAt: timestamp('next_run_at', { withTimezone: true }),
    lastRunAt: timestamp('last_run_at', { withTimezone: true }),
    createdBy: ref('created_by').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.enterpriseId, t.id] }),
    foreignKey({ columns: [t.enterpriseId, t.createdBy], foreignColumns: [users.enterpriseId, users.id] }),
    index('timed_notices_list_idx').on(t.enterpriseId, t.id.desc()),
    // the sweep's scan over every enterprise: enabled notices by due time
    index('timed_notices_due_idx')
      .on(t.nextRunAt)
      .where(sql`${t.enabled} and ${t.nextRunAt} is not null`),
  ],
);

/** Each run of a timed notice: one per due time (the key makes a second sending of it impossible). */
export const timedNoticeRuns = pgTable(
  'timed_notice_runs',
  {
    enterpriseId: enterpriseId(),
    noticeId: ref('notice_id').notNull(),
    dueAt: timestamp('due_at', { withTimezone: true }).notNull(),
    ranAt: timestamp('ran_at', { withTimezone: true }).notNull().defaultNow(),
    recipients: integer('recipients').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.enterpriseId, t.noticeId, t.dueAt] }),
    foreignKey({
      columns: [t.enterpriseId, t.noticeId],
      foreignColumns: [timedNotices.enterpriseId, timedNotices.id],
    }).onDelete('cascade'),
  ],
);

/** The enterprise's settings of the daily to-do push and the warranty reminders (defaults when absent). */
export const noticeSettings = pgTable('notice_settings', {
  enterpriseId: enterpriseId().primaryKey(),
  todoEnabled: boolean('todo_enabled').notNull().default(true),
  warrantyEnabled: boolean('warranty_enabled').notNull().default(true),
  warrantyLeadDays: smallint('warranty_lead_days').notNull().default(30),
  warrantyToOwner: boolean('warranty_to_owner').notNull().default(true),
  warrantyRoleIds: ref('warranty_role_ids')
    .array()
    .notNull()
    .default(sql`'{}'::bigint[]`),
  updatedAt: updatedAt(),
});

/**
 * A daily push done for an enterprise on a local day ('todo', 'warranty'): written in the
 * transaction that sends it, so a second run that day (another process, a retry) sends nothing.
 */
export const noticeDailyRuns = pgTable(
  'notice_daily_runs',
  {
    enterpriseId: enterpriseId(),
    job: text('job').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    ranAt: timestamp('ran_at', { withTimezone: true }).notNull().defaultNow(),
    recipients: integer('recipients').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.enterpriseId, t.job, t.day] })],
);

/** A warranty reminder sent: one per piece of equipment and warranty end date. */
export const warrantyReminders = pgTable(
  'warranty_reminders',
  {
    enterpriseId: enterpriseId(),
    equipmentId: ref('equipment_id').notNull(),
    warrantyEnd: date('warranty_end', { mode: 'string' }).notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
    recipients: integer('recipients').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.enterpriseId, t.equipmentId, t.warrantyEnd] }),
    foreignKey({
      columns: [t.enterpriseId, t.equipmentId],
      foreignColumns: [customerProducts.enterpriseId, customerProducts.id],
    }).onDelete('cascade'),
  ],
);

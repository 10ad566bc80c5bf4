import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
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
import type { SlaStepInput } from '@fieldline/domain';
import { at, createdAt, id, ref, updatedAt } from './columns';
import { enterpriseRef } from './tenancy';

const enterpriseId = enterpriseRef;
const ids = (name: string) =>
  jsonb(name)
    .$type<number[]>()
    .notNull()
    .default(sql`'[]'::jsonb`);

/**
 * SLA policies (issue 23, spec D5 and spec-business §9): which orders or service-desk events they
 * govern (templates, priorities P1-P3, customers, customer tags, equipment products, contracts in
 * force; empty = any),
 * the rule priority that decides between matches (1 first), whether only the business calendar's
 * working hours count, and the targets per step. Deleted policies stay (soft) so their timers and
 * log rows keep naming them.
 */
export const slaPolicies = pgTable(
  'sla_policies',
  {
    enterpriseId: enterpriseId(),
    id: id(),
    name: text('name').notNull(),
    objectKind: text('object_kind').notNull(),
    enabled: boolean('enabled').notNull().default(true),
    rank: smallint('rank').notNull().default(100),
    useCalendar: boolean('use_calendar').notNull().default(false),
    templateIds: ids('template_ids'),
    priorities: ids('priorities'),
    customerIds: ids('customer_ids'),
    customerTagIds: ids('customer_tag_ids'),
    productIds: ids('product_ids'),
    /** Contracts whose coverage the object must fall under (either list; both empty = any). */
    maintenanceContractIds: ids('maintenance_contract_ids'),
    salesContractIds: ids('sales_contract_ids'),
    steps: jsonb('steps').$type<SlaStepInput[]>().notNull(),
    createdBy: ref('created_by'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    deletedAt: at('deleted_at'),
  },
  (t) => [
    primaryKey({ columns: [t.enterpriseId, t.id] }),
    index('sla_policies_list_idx')
      .on(t.enterpriseId, t.id.desc())
      .where(sql`deleted_at is null`),
    uniqueIndex('sla_policies_name_uq')
      .on(t.enterpriseId, t.name)
      .where(sql`deleted_at is null`),
    check('sla_policies_rank', sql`rank between 1 and 100`),
  ],
);

/** The enterprise's business calendar: working hours Monday first ({start,end} 'HH:mm' or null), days off. */
export const slaCalendars = pgTable('sla_calendars', {
  enterpriseId: enterpriseId().primaryKey(),
  timeZone: text('time_zone').notNull(),
  week: jsonb('week').$type<({ start: string; end: string } | null)[]>().notNull(),
  daysOff: jsonb('days_off')
    .$type<string[]>()
    .notNull()
    .default(sql`'[]'::jsonb`),
  updatedBy: ref('updated_by'),
  updatedAt: updatedAt(),
});

/**
 * One clock per object and step (armed, warned, breached, met, paused, cancelled). `round` counts
 * how often its deadlines were set (arming, resuming after a pause, re-arming): the pg-boss jobs of a
 * round carry it, so a job of an earlier round finds nothing to do. `scheduled_round` is the round
 * whose jobs are queued; a row where they differ waits for the scheduler (partial index), which
 * runs after each dispatch pass and at start: no scan of open timers.
 */
export const slaTimers = pgTable(
  'sla_timers',
  {
    enterpriseId: enterpriseId(),
    id: id(),
    policyId: ref('policy_id').notNull(),
    objectKind: text('object_kind').notNull(),
    objectId: ref('object_id').notNull(),
    objectNo: text('object_no').notNull().default(''),
    objectTitle: text('object_title').notNull().default(''),
    step: text('step').notNull(),
    state: text('state').notNull(),
    round: integer('round').notNull().default(1),
    scheduledRound: integer('scheduled_round').notNull().default(0),
    useCalendar: boolean('use_calendar').notNull().default(false),
    startedAt: at('started_at').notNull(),
    warnAt: at('warn_at'),
    dueAt: at('due_at').notNull(),
    pausedAt: at('paused_at'),
    warnedAt: at('warned_at'),
    breachedAt: at('breached_at'),
    metAt: at('met_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.enterpriseId, t.id] }),
    foreignKey({
      columns: [t.enterpriseId, t.policyId],
      foreignColumns: [slaPolicies.enterpriseId, slaPolicies.id],
    }),
    uniqueIndex('sla_timers_object_uq').on(t.enterpriseId, t.objectKind, t.objectId, t.step),
    index('sla_timers_unscheduled_idx')
      .on(t.id)
      .where(sql`round <> scheduled_round`),
    check('sla_timers_state', sql`state in ('armed','warned','breached','met','paused','cancelled')`),
  ],
);

/**
 * The overtime log (/overtimeLog): each warning and breach, once per timer round (unique), with the
 * object's number and title copied so the list needs no joins.
 */
export const slaLog = pgTable(
  'sla_log',
  {
    enterpriseId: enterpriseId(),
    id: id(),
    timerId: ref('timer_id').notNull(),
    round: integer('round').notNull(),
    kind: text('kind').notNull(),
    policyId: ref('policy_id').notNull(),
    objectKind: text('object_kind').notNull(),
    objectId: ref('object_id').notNull(),
    objectNo: text('object_no').notNull(),
    objectTitle: text('object_title').notNull(),
    step: text('step').notNull(),
    startedAt: at('started_at').notNull(),
    dueAt: at('due_at').notNull(),
    loggedAt: at('logged_at').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.enterpriseId, t.id] }),
    foreignKey({
      columns: [t.enterpriseId, t.timerId],
      foreignColumns: [slaTimers.enterpriseId, slaTimers.id],
    }),
    uniqueIndex('sla_log_once_uq').on(t.enterpriseId, t.timerId, t.round, t.kind),
    index('sla_log_list_idx').on(t.enterpriseId, t.id.desc()),
    index('sla_log_kind_idx').on(t.enterpriseId, t.kind, t.id.desc()),
    index('sla_log_object_idx').on(t.enterpriseId, t.objectKind, t.objectId),
    check('sla_log_kind', sql`kind in ('warned','breached')`),
  ],
);

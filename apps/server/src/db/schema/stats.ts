import {
  bigint,
  boolean,
  date,
  integer,
  numeric,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { ref } from './columns';
import { enterpriseRef } from './tenancy';

const enterpriseId = enterpriseRef;
const amount = (name: string) => numeric(name, { precision: 15, scale: 2 }).notNull().default('0');
const day = (name: string) => date(name, { mode: 'string' });
/** 0 stands for "nobody" (an unassigned order) so the dimension can sit in a primary key. */
const engineer = () => ref('engineer_id').notNull().default(0);
const city = () => text('city').notNull().default('');

/**
 * Statistics (issue 28). What each order (not in the recycle bin) adds to the per-day aggregates, as
 * it stood when last counted: the statistics consumer of the order events compares an order's fact
 * with this row and moves the difference between aggregate rows, so an order is never counted twice
 * and a missed event is made good by the next one (or by the rebuild job).
 */
export const statOrderFacts = pgTable(
  'stat_order_facts',
  {
    enterpriseId: enterpriseId(),
    orderId: ref('order_id').notNull(),
    /** Created on (the enterprise's day, China time). */
    day: day('day').notNull(),
    state: smallint('state').notNull(),
    templateId: ref('template_id').notNull(),
    engineerId: engineer(),
    city: city(),
    /** Completed on (state 5 only). */
    doneDay: day('done_day'),
    amount: amount('amount'),
    serviceMinutes: integer('service_minutes').notNull().default(0),
    /** Minutes from creation to completion. */
    leadMinutes: integer('lead_minutes').notNull().default(0),
    /** Arrival against the appointment: 0 no appointment or not arrived, 1 on time, 2 late. */
    arrival: smallint('arrival').notNull().default(0),
    /** quality + attitude + speed of the customer's evaluation (3-15), null when not evaluated. */
    evalScore: smallint('eval_score'),
    solved: boolean('solved'),
    /** The order's customer (0: none). */
    customerId: ref('customer_id').notNull().default(0),
    /** The customer's equipment unit the order is on (customer_products; 0: none). */
    unitId: ref('unit_id').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.enterpriseId, t.orderId] })],
);

/**
 * Orders created per day by template, engineer, customer and equipment unit (0: on no unit), and of
 * them those completed (the product usage report: its distinct units and customers over a period are
 * counted from these rows, its products are the units' through customer_products).
 */
export const statUnitDays = pgTable(
  'stat_unit_days',
  {
    enterpriseId: enterpriseId(),
    day: day('day').notNull(),
    templateId: ref('template_id').notNull(),
    engineerId: engineer(),
    customerId: ref('customer_id').notNull().default(0),
    unitId: ref('unit_id').notNull().default(0),
    orders: integer('orders').notNull().default(0),
    completed: integer('completed').notNull().default(0),
  },
  (t) => [
    primaryKey({
      columns: [t.enterpriseId, t.day, t.templateId, t.engineerId, t.customerId, t.unitId],
    }),
  ],
);

/** stat_unit_days per month. */
export const statUnitMonths = pgTable(
  'stat_unit_months',
  {
    enterpriseId: enterpriseId(),
    month: day('month').notNull(),
    templateId: ref('template_id').notNull(),
    engineerId: engineer(),
    customerId: ref('customer_id').notNull().default(0),
    unitId: ref('unit_id').notNull().default(0),
    orders: integer('orders').notNull().default(0),
    completed: integer('completed').notNull().default(0),
  },
  (t) => [
    primaryKey({
      columns: [t.enterpriseId, t.month, t.templateId, t.engineerId, t.customerId, t.unitId],
    }),
  ],
);

/** Orders created per day, by current state, template, engineer and city (the orders reports). */
export const statOrderDays = pgTable(
  'stat_order_days',
  {
    enterpriseId: enterpriseId(),
    day: day('day').notNull(),
    state: smallint('state').notNull(),
    templateId: ref('template_id').notNull(),
    engineerId: engineer(),
    city: city(),
    orders: integer('orders').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.enterpriseId, t.day, t.state, t.templateId, t.engineerId, t.city] })],
);

/**
 * Orders completed per day, by template, engineer and city: income, service and lead times,
 * arrivals against the appointment, evaluations (the income, time, arrival, satisfaction,
 * evaluation, staff and efficiency reports).
 */
export const statDoneDays = pgTable(
  'stat_done_days',
  {
    enterpriseId: enterpriseId(),
    day: day('day').notNull(),
    templateId: ref('template_id').notNull(),
    engineerId: engineer(),
    city: city(),
    completed: integer('completed').notNull().default(0),
    amount: amount('amount'),
    serviceMinutes: bigint('service_minutes', { mode: 'number' }).notNull().default(0),
    leadMinutes: bigint('lead_minutes', { mode: 'number' }).notNull().default(0),
    onTime: integer('on_time').notNull().default(0),
    late: integer('late').notNull().default(0),
    evaluated: integer('evaluated').notNull().default(0),
    evalScore: integer('eval_score').notNull().default(0),
    /** Evaluations averaging 4 stars or more (score ≥ 12 of 15). */
    satisfied: integer('satisfied').notNull().default(0),
    solved: integer('solved').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.enterpriseId, t.day, t.templateId, t.engineerId, t.city] })],
);

/**
 * The statistics push (08:30, SB:156): one row per enterprise and day reported, written in the
 * transaction that writes the messages, so a retried job tells nobody twice.
 */
export const statPushes = pgTable(
  'stat_pushes',
  {
    enterpriseId: enterpriseId(),
    day: day('day').notNull(),
    recipients: integer('recipients').notNull().default(0),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.enterpriseId, t.day] })],
);

/**
 * The same counts as stat_order_days summed over engineers and cities: what a report without an
 * engineer, team or area in it reads (about 8 × templates rows a day, where the fine table holds
 * nearly one row per order for a large staff).
 */
export const statOrderTotals = pgTable(
  'stat_order_totals',
  {
    enterpriseId: enterpriseId(),
    day: day('day').notNull(),
    state: smallint('state').notNull(),
    templateId: ref('template_id').notNull(),
    orders: integer('orders').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.enterpriseId, t.day, t.state, t.templateId] })],
);

/** stat_done_days summed over engineers and cities (see stat_order_totals). */
export const statDoneTotals = pgTable(
  'stat_done_totals',
  {
    enterpriseId: enterpriseId(),
    day: day('day').notNull(),
    templateId: ref('template_id').notNull(),
    completed: integer('completed').notNull().default(0),
    amount: amount('amount'),
    serviceMinutes: bigint('service_minutes', { mode: 'number' }).notNull().default(0),
    leadMinutes: bigint('lead_minutes', { mode: 'number' }).notNull().default(0),
    onTime: integer('on_time').notNull().default(0),
    late: integer('late').notNull().default(0),
    evaluated: integer('evaluated').notNull().default(0),
    evalScore: integer('eval_score').notNull().default(0),
    satisfied: integer('satisfied').notNull().default(0),
    solved: integer('solved').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.enterpriseId, t.day, t.templateId] })],
);

/**
 * The same counts per month (`month`: its first day), for reads of long periods: a period's whole
 * months come from here and its partial first and last months from the daily tables. Without the
 * city (a read by city stays daily): over two years about 24 × 8 × templates × engineers rows, where
 * the daily table holds nearly one row per order.
 */
export const statOrderMonths = pgTable(
  'stat_order_months',
  {
    enterpriseId: enterpriseId(),
    month: day('month').notNull(),
    state: smallint('state').notNull(),
    templateId: ref('template_id').notNull(),
    engineerId: engineer(),
    orders: integer('orders').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.enterpriseId, t.month, t.state, t.templateId, t.engineerId] })],
);

/** stat_order_totals per month. */
export const statOrderMonthTotals = pgTable(
  'stat_order_month_totals',
  {
    enterpriseId: enterpriseId(),
    month: day('month').notNull(),
    state: smallint('state').notNull(),
    templateId: ref('template_id').notNull(),
    orders: integer('orders').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.enterpriseId, t.month, t.state, t.templateId] })],
);

const doneMeasures = () => ({
  completed: integer('completed').notNull().default(0),
  amount: amount('amount'),
  serviceMinutes: bigint('service_minutes', { mode: 'number' }).notNull().default(0),
  leadMinutes: bigint('lead_minutes', { mode: 'number' }).notNull().default(0),
  onTime: integer('on_time').notNull().default(0),
  late: integer('late').notNull().default(0),
  evaluated: integer('evaluated').notNull().default(0),
  evalScore: integer('eval_score').notNull().default(0),
  satisfied: integer('satisfied').notNull().default(0),
  solved: integer('solved').notNull().default(0),
});

/** stat_done_days per month, without the city (see stat_order_months). */
export const statDoneMonths = pgTable(
  'stat_done_months',
  {
    enterpriseId: enterpriseId(),
    month: day('month').notNull(),
    templateId: ref('template_id').notNull(),
    engineerId: engineer(),
    ...doneMeasures(),
  },
  (t) => [primaryKey({ columns: [t.enterpriseId, t.month, t.templateId, t.engineerId] })],
);

/** stat_done_totals per month. */
export const statDoneMonthTotals = pgTable(
  'stat_done_month_totals',
  {
    enterpriseId: enterpriseId(),
    month: day('month').notNull(),
    templateId: ref('template_id').notNull(),
    ...doneMeasures(),
  },
  (t) => [primaryKey({ columns: [t.enterpriseId, t.month, t.templateId] })],
);

import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  foreignKey,
  index,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { FieldValues } from '@fieldline/domain';
import { at, createdAt, id, moneyOrZero, ref, updatedAt } from './columns';
import { enterpriseRef } from './tenancy';
import { customers } from './customers';

const enterpriseId = enterpriseRef;
const day = (name: string) => date(name, { mode: 'string' });
const ids = (name: string) =>
  jsonb(name)
    .$type<number[]>()
    .notNull()
    .default(sql`'[]'::jsonb`);
const values = () =>
  jsonb('custom_values')
    .$type<FieldValues>()
    .notNull()
    .default(sql`'{}'::jsonb`);

/** Maintenance contracts (spec D7, SB:32): name, customer, date, amount; custom fields of form kind 25. */
export const maintenanceContracts = pgTable(
  'maintenance_contracts',
  {
    enterpriseId: enterpriseId(),
    id: id(),
    name: text('name').notNull(),
    customerId: ref('customer_id').notNull(),
    customerName: text('customer_name').notNull(),
    contractDate: day('contract_date').notNull(),
    amount: moneyOrZero('amount'),
    note: text('note'),
    templateId: ref('template_id'),
    customValues: values(),
    /** When its creator was told it is about to end (its last plan's end date; reminders.ts). */
    expiryNotifiedAt: at('expiry_notified_at'),
    createdBy: ref('created_by'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    deletedAt: at('deleted_at'),
  },
  (t) => [
    primaryKey({ columns: [t.enterpriseId, t.id] }),
    foreignKey({
      columns: [t.enterpriseId, t.customerId],
      foreignColumns: [customers.enterpriseId, customers.id],
    }),
    index('maintenance_contracts_list_idx')
      .on(t.enterpriseId, t.id.desc())
      .where(sql`deleted_at is null`),
    index('maintenance_contracts_customer_idx').on(t.enterpriseId, t.customerId, t.id.desc()),
  ],
);

/**
 * Plans: a cycle (every n days, months or years from the start date), the visit time, who serves
 * (staff or team), the customer equipment covered, the span (at most one year), how far ahead and
 * how often tasks are produced, and whether produced tasks raise orders at once. `kind` 'maintenance'
 * is a maintenance contract's plan; 'service' is a customer service plan (/cyclePlan): no contract,
 * for one customer or every customer carrying a customer tag, its tasks follow-up reminders (or
 * orders when `auto_order`), produced by the same producer.
 */
export const maintenancePlans = pgTable(
  'maintenance_plans',
  {
    enterpriseId: enterpriseId(),
    id: id(),
    kind: text('kind').notNull().default('maintenance'),
    contractId: ref('contract_id'),
    /** A service plan's customer, or its customer tag (every customer carrying it when produced). */
    customerId: ref('customer_id'),
    customerTagId: ref('customer_tag_id'),
    note: text('note'),
    name: text('name').notNull(),
    cycleUnit: text('cycle_unit').notNull(),
    cycleValue: smallint('cycle_value').notNull(),
    startDate: day('start_date').notNull(),
    endDate: day('end_date').notNull(),
    startTime: text('start_time').notNull(),
    staffUserId: ref('staff_user_id'),
    teamId: ref('team_id'),
    equipmentIds: ids('equipment_ids'),
    aheadDays: smallint('ahead_days').notNull(),
    frequency: text('frequency').notNull(),
    autoOrder: boolean('auto_order').notNull().default(false),
    enabled: boolean('enabled').notNull().default(true),
    /** The last date through which tasks were produced (information; production itself is idempotent). */
    producedThrough: day('produced_through'),
    createdBy: ref('created_by'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    deletedAt: at('deleted_at'),
  },
  (t) => [
    primaryKey({ columns: [t.enterpriseId, t.id] }),
    foreignKey({
      columns: [t.enterpriseId, t.contractId],
      foreignColumns: [maintenanceContracts.enterpriseId, maintenanceContracts.id],
    }),
    index('maintenance_plans_contract_idx').on(t.enterpriseId, t.contractId, t.id.desc()),
    index('maintenance_plans_service_idx')
      .on(t.enterpriseId, t.kind, t.id.desc())
      .where(sql`deleted_at is null`),
    index('maintenance_plans_customer_idx').on(t.enterpriseId, t.customerId),
    check(
      'maintenance_plans_kind',
      sql`(kind = 'maintenance' and contract_id is not null) or (kind = 'service' and contract_id is null
           and (customer_id is null) <> (customer_tag_id is null))`,
    ),
    index('maintenance_plans_live_idx')
      .on(t.enterpriseId, t.id)
      .where(sql`deleted_at is null and enabled`),
    check('maintenance_plans_cycle', sql`cycle_value between 1 and 366`),
    check('maintenance_plans_ahead', sql`ahead_days in (7, 14, 30)`),
  ],
);

/**
 * Tasks (states 0 incomplete, 1 completed, 2 disabled, 3 in approval): one per plan, customer and due
 * date (the unique key makes production idempotent; a tag's service plan has one per customer), and
 * at most one order per task. A service plan's task without an order is a follow-up reminder.
 */
export const maintenanceTasks = pgTable(
  'maintenance_tasks',
  {
    enterpriseId: enterpriseId(),
    id: id(),
    planId: ref('plan_id').notNull(),
    contractId: ref('contract_id'),
    customerId: ref('customer_id').notNull(),
    dueDate: day('due_date').notNull(),
    dueAt: at('due_at').notNull(),
    state: smallint('state').notNull().default(0),
    orderId: ref('order_id'),
    note: text('note'),
    completedAt: at('completed_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.enterpriseId, t.id] }),
    foreignKey({
      columns: [t.enterpriseId, t.planId],
      foreignColumns: [maintenancePlans.enterpriseId, maintenancePlans.id],
    }),
    uniqueIndex('maintenance_tasks_plan_customer_due_uq').on(
      t.enterpriseId,
      t.planId,
      t.customerId,
      t.dueDate,
    ),
    index('maintenance_tasks_customer_idx').on(t.enterpriseId, t.customerId, t.dueDate),
    uniqueIndex('maintenance_tasks_order_uq').on(t.enterpriseId, t.orderId),
    index('maintenance_tasks_list_idx').on(t.enterpriseId, t.dueDate, t.id),
    index('maintenance_tasks_contract_idx').on(t.enterpriseId, t.contractId, t.dueDate),
    check('maintenance_tasks_state', sql`state between 0 and 3`),
  ],
);

/** Sales contracts (SB:31): states 1-3, products with quantities and prices, custom fields of kind 26. */
export const salesContracts = pgTable(
  'sales_contracts',
  {
    enterpriseId: enterpriseId(),
    id: id(),
    contractNo: text('contract_no').notNull(),
    name: text('name').notNull(),
    customerId: ref('customer_id').notNull(),
    customerName: text('customer_name').notNull(),
    signerUserId: ref('signer_user_id'),
    contractDate: day('contract_date').notNull(),
    startDate: day('start_date'),
    endDate: day('end_date'),
    /** When its creator and signer were told it is about to end; cleared when the end date changes. */
    expiryNotifiedAt: at('expiry_notified_at'),
    state: smallint('state').notNull().default(1),
    approval: smallint('approval').notNull().default(0),
    rejectReason: text('reject_reason'),
    products: jsonb('products')
      .$type<{ productId: number | null; name: string; quantity: number; price: string; amount: string }[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    amount: moneyOrZero('amount'),
    received: moneyOrZero('received'),
    shippingState: smallint('shipping_state').notNull().default(1),
    signingState: smallint('signing_state').notNull().default(1),
    note: text('note'),
    templateId: ref('template_id'),
    customValues: values(),
    createdBy: ref('created_by'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    deletedAt: at('deleted_at'),
  },
  (t) => [
    primaryKey({ columns: [t.enterpriseId, t.id] }),
    foreignKey({
      columns: [t.enterpriseId, t.customerId],
      foreignColumns: [customers.enterpriseId, customers.id],
    }),
    uniqueIndex('sales_contracts_no_uq')
      .on(t.enterpriseId, t.contractNo)
      .where(sql`deleted_at is null`),
    index('sales_contracts_list_idx')
      .on(t.enterpriseId, t.id.desc())
      .where(sql`deleted_at is null`),
    index('sales_contracts_state_idx').on(t.enterpriseId, t.state, t.id.desc()),
    index('sales_contracts_customer_idx').on(t.enterpriseId, t.customerId, t.id.desc()),
    check('sales_contracts_state', sql`state between 1 and 3`),
  ],
);

/** Every transition of a sales contract (who, when, from, to, note). */
export const salesContractLogs = pgTable(
  'sales_contract_logs',
  {
    enterpriseId: enterpriseId(),
    id: id(),
    contractId: ref('contract_id').notNull(),
    userId: ref('user_id'),
    action: text('action').notNull(),
    fromState: smallint('from_state'),
    toState: smallint('to_state'),
    note: text('note'),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.enterpriseId, t.id] }),
    index('sales_contract_logs_contract_idx').on(t.enterpriseId, t.contractId, t.id),
  ],
);

/** A sales contract's instalments: due date, amount, what has been received against it. */
export const salesPaymentPlans = pgTable(
  'sales_payment_plans',
  {
    enterpriseId: enterpriseId(),
    id: id(),
    contractId: ref('contract_id').notNull(),
    dueDate: day('due_date').notNull(),
    amount: moneyOrZero('amount'),
    received: moneyOrZero('received'),
    note: text('note'),
    /** When the overdue message went out (once per instalment). */
    overdueNotifiedAt: at('overdue_notified_at'),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.enterpriseId, t.id] }),
    foreignKey({
      columns: [t.enterpriseId, t.contractId],
      foreignColumns: [salesContracts.enterpriseId, salesContracts.id],
    }).onDelete('cascade'),
    index('sales_payment_plans_contract_idx').on(t.enterpriseId, t.contractId, t.dueDate, t.id),
    index('sales_payment_plans_due_idx').on(t.enterpriseId, t.dueDate, t.id),
  ],
);

/** Money received against an instalment. */
export const salesPayments = pgTable(
  'sales_payments',
  {
    enterpriseId: enterpriseId(),
    id: id(),
    contractId: ref('contract_id').notNull(),
    paymentPlanId: ref('payment_plan_id').notNull(),
    amount: moneyOrZero('amount'),
    paidOn: day('paid_on').notNull(),
    note: text('note'),
    createdBy: ref('created_by'),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.enterpriseId, t.id] }),
    foreignKey({
      columns: [t.enterpriseId, t.paymentPlanId],
      foreignColumns: [salesPaymentPlans.enterpriseId, salesPaymentPlans.id],
    }).onDelete('cascade'),
    index('sales_payments_contract_idx').on(t.enterpriseId, t.contractId, t.id),
  ],
);

/**
 * SMS marketing campaigns of customer service plans (/cyclePlan/SMSmarketing/{id}): who sent which
 * template to how many of the plan's customers. The messages themselves are rows of the SMS send log;
 * `queued` (summed per sender and China day) is what the 200-a-day limit counts.
 */
export const servicePlanMarketing = pgTable(
  'service_plan_marketing',
  {
    enterpriseId: enterpriseId(),
    id: id(),
    planId: ref('plan_id').notNull(),
    templateId: ref('template_id').notNull(),
    userId: ref('user_id').notNull(),
    /** Customers aimed at (all the plan reaches, or those chosen). */
    chosen: smallint('chosen').notNull(),
    /** Of those, the ones with a mobile number: what the confirmation showed. */
    recipients: smallint('recipients').notNull(),
    /** Without a mobile: not sent. */
    skipped: smallint('skipped').notNull(),
    /** Charged and queued (fewer than recipients when the balance ran out or SMS is not set up). */
    queued: smallint('queued').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.enterpriseId, t.id] }),
    index('service_plan_marketing_plan_idx').on(t.enterpriseId, t.planId, t.id.desc()),
    index('service_plan_marketing_user_idx').on(t.enterpriseId, t.userId, t.createdAt),
  ],
);

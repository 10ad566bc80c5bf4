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
} from 'drizzle-orm/pg-core';
import { at, createdAt, id, money, ref, updatedAt } from './columns';
import { enterpriseRef, users } from './tenancy';
import { orders } from './orders';

const enterpriseId = enterpriseRef;
const ids = (name: string) =>
  jsonb(name)
    .$type<number[]>()
    .notNull()
    .default(sql`'[]'::jsonb`);

/**
 * Commission rules (issue 27, spec D8): for personal (kind 1) or team (2) settlement, on templates,
 * service items, teams and people (empty lists: any); a fixed amount per unit (mode 1) or a
 * percentage of the line (2); the server's share (the rest to collaborators); priority 1-100, 1 first,
 * ties to the lowest id. Deleted rules stay (soft) so bill lines keep naming them.
 */
export const settlementRules = pgTable(
  'settlement_rules',
  {
    enterpriseId: enterpriseId(),
    id: id(),
    name: text('name').notNull(),
    kind: smallint('kind').notNull(),
    priority: smallint('priority').notNull().default(100),
    enabled: boolean('enabled').notNull().default(true),
    templateIds: ids('template_ids'),
    serviceItemIds: ids('service_item_ids'),
    /** What the rule prices: 1 service lines, 2 spare parts used on the order (part ids / part types). */
    target: smallint('target').notNull().default(1),
    partIds: ids('part_ids'),
    partTypeIds: ids('part_type_ids'),
    teamIds: ids('team_ids'),
    userIds: ids('user_ids'),
    mode: smallint('mode').notNull(),
    value: money('value').notNull(),
    serverRatio: smallint('server_ratio').notNull().default(100),
    createdBy: ref('created_by'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    deletedAt: at('deleted_at'),
  },
  (t) => [
    primaryKey({ columns: [t.enterpriseId, t.id] }),
    index('settlement_rules_live_idx')
      .on(t.enterpriseId, t.kind, t.priority, t.id)
      .where(sql`deleted_at is null`),
    check('settlement_rules_priority', sql`priority between 1 and 100`),
    check('settlement_rules_ratio', sql`server_ratio between 0 and 100`),
    check('settlement_rules_kind', sql`kind in (1, 2) and mode in (1, 2)`),
    check('settlement_rules_target', sql`target in (1, 2)`),
  ],
);

/**
 * Orders waiting for settlement (the template's `settlement` process node): one row per completed
 * order, written by the module's consumer of the completion. `*_settled_at` is when a confirmed bill
 * of that kind first included the order; a later change to the order (its `updated_at` after it)
 * is compared with what was settled and raises adjustment lines on the next bill.
 */
export const settlementOrders = pgTable(
  'settlement_orders',
  {
    enterpriseId: enterpriseId(),
    orderId: ref('order_id').notNull(),
    completedAt: at('completed_at').notNull(),
    personalSettledAt: at('personal_settled_at'),
    teamSettledAt: at('team_settled_at'),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.enterpriseId, t.orderId] }),
    foreignKey({
      columns: [t.enterpriseId, t.orderId],
      foreignColumns: [orders.enterpriseId, orders.id],
    }).onDelete('cascade'),
    index('settlement_orders_cycle_idx').on(t.enterpriseId, t.completedAt),
    index('settlement_orders_personal_idx')
      .on(t.enterpriseId, t.personalSettledAt)
      .where(sql`personal_settled_at is not null`),
    index('settlement_orders_team_idx')
      .on(t.enterpriseId, t.teamSettledAt)
      .where(sql`team_settled_at is not null`),
  ],
);

/**
 * Settlement bills (spec D8 "number, title, cycle, amount"; states 1 created → 2 confirmed): one per
 * payee (a person, kind 1; a team, kind 2) and cycle of 1-12 months. The number is derived from the
 * cycle and the id. A confirmed bill is frozen.
 */
export const settlementBills = pgTable(
  'settlement_bills',
  {
    enterpriseId: enterpriseId(),
    id: id(),
    kind: smallint('kind').notNull(),
    payeeId: ref('payee_id').notNull(),
    payeeName: text('payee_name').notNull(),
    cycleStart: date('cycle_start', { mode: 'string' }).notNull(),
    cycleMonths: smallint('cycle_months').notNull(),
    state: smallint('state').notNull().default(1),
    amount: money('amount').notNull(),
    lineCount: integer('line_count').notNull(),
    createdBy: ref('created_by'),
    confirmedBy: ref('confirmed_by'),
    confirmedAt: at('confirmed_at'),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.enterpriseId, t.id] }),
    index('settlement_bills_list_idx').on(t.enterpriseId, t.kind, t.id.desc()),
    index('settlement_bills_payee_idx').on(t.enterpriseId, t.kind, t.payeeId, t.id.desc()),
    check(
      'settlement_bills_cycle',
      sql`cycle_months between 1 and 12 and state in (1, 2) and kind in (1, 2)`,
    ),
  ],
);

/**
 * Bill lines: a commission (1) of one payee from one service line of one order, with the rule that
 * produced it (null: the service item's own commission); an adjustment (2) when a settled order
 * changed; a reward (3) or penalty (4); an old-part deduction (5, negative; positive when a deducted
 * part is returned later). Spare-part lines name the part (`part_id`), deductions the old part. `confirmed` is copied from the bill at confirmation, so
 * what was settled per order and payee is one indexed sum.
 */
export const settlementLines = pgTable(
  'settlement_lines',
  {
    enterpriseId: enterpriseId(),
    id: id(),
    billId: ref('bill_id').notNull(),
    kind: smallint('kind').notNull(),
    payeeId: ref('payee_id').notNull(),
    lineType: smallint('line_type').notNull(),
    orderId: ref('order_id'),
    orderNo: text('order_no'),
    serviceItemId: ref('service_item_id'),
    partId: ref('part_id'),
    oldPartId: ref('old_part_id'),
    itemName: text('item_name'),
    quantity: integer('quantity'),
    baseAmount: money('base_amount'),
    share: text('share'),
    ruleId: ref('rule_id'),
    ruleName: text('rule_name'),
    fineId: ref('fine_id'),
    note: text('note'),
    amount: money('amount').notNull(),
    confirmed: boolean('confirmed').notNull().default(false),
  },
  (t) => [
    primaryKey({ columns: [t.enterpriseId, t.id] }),
    foreignKey({
      columns: [t.enterpriseId, t.billId],
      foreignColumns: [settlementBills.enterpriseId, settlementBills.id],
    }).onDelete('cascade'),
    index('settlement_lines_bill_idx').on(t.enterpriseId, t.billId, t.id),
    index('settlement_lines_settled_idx')
      .on(t.enterpriseId, t.kind, t.orderId, t.payeeId)
      .where(sql`confirmed and order_id is not null`),
    index('settlement_lines_old_part_idx')
      .on(t.enterpriseId, t.oldPartId)
      .where(sql`confirmed and old_part_id is not null`),
  ],
);

/**
 * Reward (1) and penalty (2) bills (spec D8): audit 0 pending, 1 passed, 2 rejected (with a reason).
 * A passed one goes into the person's next personal bill; `bill_id` is set when that bill is confirmed.
 */
export const settlementFines = pgTable(
  'settlement_fines',
  {
    enterpriseId: enterpriseId(),
    id: id(),
    type: smallint('type').notNull(),
    userId: ref('user_id').notNull(),
    reason: text('reason').notNull(),
    amount: money('amount').notNull(),
    date: date('date', { mode: 'string' }).notNull(),
    auditState: smallint('audit_state').notNull().default(0),
    rejectReason: text('reject_reason'),
    reviewerId: ref('reviewer_id'),
    reviewedAt: at('reviewed_at'),
    billId: ref('bill_id'),
    createdBy: ref('created_by'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.enterpriseId, t.id] }),
    foreignKey({ columns: [t.enterpriseId, t.userId], foreignColumns: [users.enterpriseId, users.id] }),
    index('settlement_fines_list_idx').on(t.enterpriseId, t.auditState, t.id.desc()),
    index('settlement_fines_open_idx')
      .on(t.enterpriseId, t.userId, t.date)
      .where(sql`audit_state = 1 and bill_id is null`),
    check('settlement_fines_state', sql`type in (1, 2) and audit_state in (0, 1, 2)`),
  ],
);

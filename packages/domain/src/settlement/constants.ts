import type { Messages } from '../i18n';
import { fn } from '../tenancy/permission-groups';
import type { TreeCode } from '../tenancy/permissions';
import { ENTERPRISE_TIME_ZONE } from '../time-zone';

/**
 * Who may do what (spec D8 "permissions 10301-10305, 12801-12802"): 10301 view finance, 10303 settle
 * commissions (generate and confirm bills, approve rewards and penalties), 10304 settlement rules
 * (commission rules, reward and penalty bills). 12801 / 12802 ("personal settlement", "team
 * settlement") let a person see their own personal bills and a team's members their team's bills.
 * 10302 (reconcile) and 10305 (export) belong to reconciliation.
 */
export const SETTLEMENT_ACCESS = {
  view: fn('finance', 1) as TreeCode,
  settle: fn('finance', 3) as TreeCode,
  rules: fn('finance', 4) as TreeCode,
  personal: fn('personalTeam', 1) as TreeCode,
  team: fn('personalTeam', 2) as TreeCode,
} as const;

/** Whom a rule or a bill pays: a person (personal settlement) or a team (team settlement). */
export const SETTLEMENT_KINDS = { personal: 1, team: 2 } as const;
export type SettlementKind = (typeof SETTLEMENT_KINDS)[keyof typeof SETTLEMENT_KINDS];
export const SETTLEMENT_KIND_LIST = [1, 2] as SettlementKind[];
export const SETTLEMENT_KIND_LABELS: Record<SettlementKind, Messages> = {
  1: { zh_CN: '个人结算', en_GB: 'Personal settlement' },
  2: { zh_CN: '团队结算', en_GB: 'Team settlement' },
};

/** How a rule computes: a fixed amount per unit of the service line, or a percentage of its amount. */
export const COMMISSION_MODES = { fixed: 1, percent: 2 } as const;
export type CommissionMode = (typeof COMMISSION_MODES)[keyof typeof COMMISSION_MODES];
export const COMMISSION_MODE_LIST = [1, 2] as CommissionMode[];

/** spec D8 / DECISIONS "Rule priority: an integer 1-100, default 100; 1 is the highest". */
export const RULE_PRIORITY_MIN = 1;
export const RULE_PRIORITY_MAX = 100;
export const RULE_PRIORITY_DEFAULT = 100;
export const RULE_NAME_MAX = 50;
export const RULE_TARGETS_MAX = 200;

/** spec D8 "settlement periods 1-12 months". */
export const CYCLE_MONTHS_MIN = 1;
export const CYCLE_MONTHS_MAX = 12;

/** spec D8 "settlement order created → confirmed". */
export const BILL_STATES = { created: 1, confirmed: 2 } as const;
export type BillState = (typeof BILL_STATES)[keyof typeof BILL_STATES];
export const BILL_STATE_LIST = [1, 2] as BillState[];
/** The transitions table: only created → confirmed; a confirmed bill is frozen. */
export const BILL_TRANSITIONS: Record<BillState, BillState[]> = { 1: [2], 2: [] };
export const canBillTransition = (from: BillState, to: BillState) => BILL_TRANSITIONS[from].includes(to);

/**
 * What a rule prices: the order's service lines (1) or the spare parts used on it (2, matched by part
 * and part type; docs/decisions.md "Settlement: spare-part rules and old-part deductions").
 */
export const RULE_TARGETS = { service: 1, part: 2 } as const;
export type RuleTarget = (typeof RULE_TARGETS)[keyof typeof RULE_TARGETS];
export const RULE_TARGET_LIST = [1, 2] as RuleTarget[];

/** What a bill line is (5: an unreturned old part deducted, or given back once it is returned). */
export const LINE_TYPES = { commission: 1, adjustment: 2, reward: 3, penalty: 4, deduction: 5 } as const;
/** The note of a commission line priced from a spare part used on the order. */
export const SPARE_PART_NOTE = 'sparePart';
/** The note of a deduction line giving back an old part deducted before and returned since. */
export const OLD_PART_RETURNED_NOTE = 'returned';

/**
 * Finance settings (/financeSetting), kept in the system settings store (codes in
 * system-settings): the default cycle, and whether and at what price unreturned old parts are
 * deducted from the engineer's personal bill.
 */
export const SETTING_SETTLEMENT_CYCLE = 50031 as const;
export const SETTING_DEDUCT_OLD_PARTS = 50032 as const;
export const SETTING_OLD_PART_PRICE = 50033 as const;
export const SETTING_OLD_PART_FIXED_PRICE = 50034 as const;
export const SETTING_OLD_PART_GRACE_DAYS = 50035 as const;
export const FINANCE_SETTING_CODES = [50031, 50032, 50033, 50034, 50035] as const;
/** The price an unreturned old part is deducted at, per unit: the part's cost price, or a fixed one. */
export const OLD_PART_PRICES = { cost: 1, fixed: 2 } as const;
export type OldPartPrice = (typeof OLD_PART_PRICES)[keyof typeof OLD_PART_PRICES];
export const OLD_PART_PRICE_LIST = [1, 2] as OldPartPrice[];
/** Days an engineer has to bring an old part back before a bill deducts it. */
export const OLD_PART_GRACE_DAYS_MAX = 365;
export type LineType = (typeof LINE_TYPES)[keyof typeof LINE_TYPES];

/** Reward (1) or penalty (2) bills. */
export const FINE_TYPES = { reward: 1, penalty: 2 } as const;
export type FineType = (typeof FINE_TYPES)[keyof typeof FINE_TYPES];
export const FINE_TYPE_LIST = [1, 2] as FineType[];
/** spec D8 "approval pending/passed/rejected". */
export const FINE_AUDIT_STATES = { pending: 0, passed: 1, rejected: 2 } as const;
export type FineAuditState = (typeof FINE_AUDIT_STATES)[keyof typeof FINE_AUDIT_STATES];
export const FINE_AUDIT_STATE_LIST = [0, 1, 2] as FineAuditState[];
export const FINE_REASON_MAX = 200;
export const REJECT_REASON_MAX = 200;

/** An order's settlement state for one kind, as the order detail shows it. */
export const ORDER_SETTLEMENT_STATES = { waiting: 'waiting', settled: 'settled' } as const;
export type OrderSettlementState = keyof typeof ORDER_SETTLEMENT_STATES;

/** Cycles run in whole months of the enterprise's time (China Standard Time, as the other modules). */
export const SETTLEMENT_TIME_ZONE = ENTERPRISE_TIME_ZONE;

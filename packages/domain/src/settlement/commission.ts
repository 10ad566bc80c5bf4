import { formatCents, toCents } from '../orders/money';
import {
  COMMISSION_MODES,
  OLD_PART_PRICES,
  RULE_TARGETS,
  type OldPartPrice,
  SETTLEMENT_KINDS,
  type CommissionMode,
  type RuleTarget,
  type SettlementKind,
} from './constants';

/** A commission rule as the matcher needs it (empty target lists mean "any"). */
export interface CommissionRule {
  id: number;
  name: string;
  kind: SettlementKind;
  priority: number;
  enabled: boolean;
  templateIds: number[];
  serviceItemIds: number[];
  /** Service-line rules (1) or spare-part rules (2, which match `partIds` and `partTypeIds`). */
  target: RuleTarget;
  partIds: number[];
  partTypeIds: number[];
  teamIds: number[];
  userIds: number[];
  mode: CommissionMode;
  /** A per-unit amount ("12.50") or a percentage with two decimals ("7.5" is 7.5%). */
  value: string;
  /** The server's share in percent (0-100); collaborators share the rest. Personal rules only. */
  serverRatio: number;
}

/** One service line of a completed order, with the people and team it is settled to. */
export interface SettledLine {
  orderId: number;
  templateId: number;
  serviceItemId: number;
  quantity: number;
  /** The line's amount (price × quantity). */
  amount: string;
  serverUserId: number | null;
  /** The server's team (the lowest team id they belong to), or null. */
  teamId: number | null;
  collaboratorIds: number[];
  /** The service item's own commissions per unit (the fallback when no rule matches). */
  itemIndividual: string | null;
  itemTeam: string | null;
}

/** Priority order: 1 first; between equal priorities the older rule (lower id) wins. */
export const compareRules = (
  a: Pick<CommissionRule, 'priority' | 'id'>,
  b: Pick<CommissionRule, 'priority' | 'id'>,
) => a.priority - b.priority || a.id - b.id;

const within = (list: number[], value: number | null) =>
  !list.length || (value != null && list.includes(value));

/** Whether a rule applies to a service line: its kind, enabled, and every non-empty target list contains the line's. */
export const ruleMatches = (rule: CommissionRule, kind: SettlementKind, line: SettledLine) =>
  rule.enabled &&
  rule.kind === kind &&
  rule.target === RULE_TARGETS.service &&
  within(rule.templateIds, line.templateId) &&
  within(rule.serviceItemIds, line.serviceItemId) &&
  within(rule.teamIds, line.teamId) &&
  within(rule.userIds, line.serverUserId);

/** The first matching rule by priority (1 highest; ties: the lowest id), or null. */
export function matchRule(rules: readonly CommissionRule[], kind: SettlementKind, line: SettledLine) {
  return firstOf(rules, (r) => ruleMatches(r, kind, line));
}

function firstOf(rules: readonly CommissionRule[], test: (r: CommissionRule) => boolean) {
  let best: CommissionRule | null = null;
  for (const r of rules) if (test(r) && (!best || compareRules(r, best) < 0)) best = r;
  return best;
}

/** One spare part used on a completed order (the spare-parts module's line), with who it is settled to. */
export interface SettledPartLine {
  orderId: number;
  templateId: number;
  partId: number;
  /** The part's type, or null when it has none. */
  partTypeId: number | null;
  /** Two decimals ("1.50"): parts may be used in fractions. */
  quantity: string;
  /** The line's amount (price × quantity). */
  amount: string;
  serverUserId: number | null;
  teamId: number | null;
  collaboratorIds: number[];
  /** The part's own commissions per unit (the fallback when no rule matches). */
  partPersonal: string | null;
  partTeam: string | null;
}

/** Whether a spare-part rule applies to a part line: kind, enabled, target 2, and every non-empty list holds the line's. */
export const partRuleMatches = (rule: CommissionRule, kind: SettlementKind, line: SettledPartLine) =>
  rule.enabled &&
  rule.kind === kind &&
  rule.target === RULE_TARGETS.part &&
  within(rule.templateIds, line.templateId) &&
  within(rule.partIds, line.partId) &&
  within(rule.partTypeIds, line.partTypeId) &&
  within(rule.teamIds, line.teamId) &&
  within(rule.userIds, line.serverUserId);

/** The first spare-part rule matching a part line by priority (1 highest; ties: the lowest id), or null. */
export const matchPartRule = (
  rules: readonly CommissionRule[],
  kind: SettlementKind,
  line: SettledPartLine,
) => firstOf(rules, (r) => partRuleMatches(r, kind, line));

/** `perUnit × quantity` for two-decimal quantities, rounded half away from zero to the fen. */
export const perUnitTimes = (perUnit: string | null, quantity: string) =>
  percentOf(toCents(perUnit), toCents(quantity) * 100n);

/** Percentage text with up to two decimals → hundredths of a percent (exact). */
export const percentHundredths = (value: string) => toCents(value);

/** `cents × hundredths / 10000`, rounded half away from zero to the fen. */
export function percentOf(cents: bigint, hundredths: bigint): bigint {
  const num = cents * hundredths;
  const neg = num < 0n;
  const abs = neg ? -num : num;
  const q = (abs * 2n + 10000n) / 20000n;
  return neg ? -q : q;
}

/** The commission a rule gives for a line, in cents. */
export function ruleAmount(
  rule: Pick<CommissionRule, 'mode' | 'value'>,
  line: Pick<SettledLine, 'quantity' | 'amount'>,
) {
  return rule.mode === COMMISSION_MODES.fixed
    ? toCents(rule.value) * BigInt(line.quantity)
    : percentOf(toCents(line.amount), percentHundredths(rule.value));
}

/**
 * Splits `total` cents: the server gets `serverRatio`% (rounded to the fen), collaborators share the
 * rest equally, the odd fen going to the lowest ids first. Without collaborators the server gets all.
 * The shares always sum exactly to the total.
 */
export function distribute(
  total: bigint,
  serverRatio: number,
  serverUserId: number | null,
  collaboratorIds: number[],
) {
  const others = [...new Set(collaboratorIds)].filter((id) => id !== serverUserId).sort((a, b) => a - b);
  if (!others.length || serverUserId == null) {
    if (serverUserId != null) return [{ userId: serverUserId, cents: total, share: 'server' as const }];
    if (!others.length) return [];
  }
  const serverCents = serverUserId == null ? 0n : percentOf(total, BigInt(serverRatio) * 100n);
  const rest = total - serverCents;
  const n = BigInt(others.length);
  const each = rest / n;
  let odd = rest - each * n;
  const step = odd < 0n ? -1n : 1n;
  const out: { userId: number; cents: bigint; share: 'server' | 'collaborator' }[] = [];
  if (serverUserId != null) out.push({ userId: serverUserId, cents: serverCents, share: 'server' });
  for (const userId of others) {
    let cents = each;
    if (odd !== 0n) {
      cents += step;
      odd -= step;
    }
    out.push({ userId, cents, share: 'collaborator' });
  }
  return out;
}

/** One payee's commission from one line, with the rule that produced it (null: the item's own). */
export interface CommissionEntry {
  orderId: number;
  serviceItemId: number | null;
  /** The person (personal) or the team (team) paid. */
  payeeId: number;
  share: 'server' | 'collaborator' | 'team';
  ruleId: number | null;
  amount: string;
}

/**
 * The commission entries of one line for a kind: the first matching rule by priority, else the
 * service item's own per-unit commission (individual or team); personal amounts split by the rule's
 * distribution ratio (the item's own commission goes to the server whole). Zero entries are left out.
 */
export function lineCommissions(
  rules: readonly CommissionRule[],
  kind: SettlementKind,
  line: SettledLine,
): CommissionEntry[] {
  const rule = matchRule(rules, kind, line);
  const own = kind === SETTLEMENT_KINDS.personal ? line.itemIndividual : line.itemTeam;
  const total = rule ? ruleAmount(rule, line) : toCents(own) * BigInt(line.quantity);
  if (total === 0n) return [];
  const base = { orderId: line.orderId, serviceItemId: line.serviceItemId, ruleId: rule?.id ?? null };
  if (kind === SETTLEMENT_KINDS.team)
    return line.teamId == null
      ? []
      : [{ ...base, payeeId: line.teamId, share: 'team', amount: formatCents(total) }];
  const parts = rule
    ? distribute(total, rule.serverRatio, line.serverUserId, line.collaboratorIds)
    : line.serverUserId == null
      ? []
      : [{ userId: line.serverUserId, cents: total, share: 'server' as const }];
  return parts
    .filter((p) => p.cents !== 0n)
    .map((p) => ({ ...base, payeeId: p.userId, share: p.share, amount: formatCents(p.cents) }));
}

/** A part line's commission entry: the part it came from instead of a service item. */
export interface PartCommissionEntry extends Omit<CommissionEntry, 'serviceItemId'> {
  partId: number;
}

/** Splits a kind's total between the payees, the shares summing exactly to it (zero shares left out). */
function shares(
  total: bigint,
  kind: SettlementKind,
  rule: CommissionRule | null,
  line: Pick<SettledLine, 'serverUserId' | 'teamId' | 'collaboratorIds'>,
) {
  if (total === 0n) return [];
  if (kind === SETTLEMENT_KINDS.team)
    return line.teamId == null ? [] : [{ payeeId: line.teamId, share: 'team' as const, cents: total }];
  const parts = rule
    ? distribute(total, rule.serverRatio, line.serverUserId, line.collaboratorIds)
    : line.serverUserId == null
      ? []
      : [{ userId: line.serverUserId, cents: total, share: 'server' as const }];
  return parts
    .filter((p) => p.cents !== 0n)
    .map((p) => ({ payeeId: p.userId, share: p.share, cents: p.cents }));
}

/**
 * The commission entries of one spare part used on an order: the first matching spare-part rule by
 * priority (fixed per unit × quantity, or a percentage of the line's amount; rounded to the fen), else
 * the part's own per-unit commission (personal or team); personal amounts split by the rule's ratio
 * (the part's own commission goes to the server whole). Zero entries are left out.
 */
export function partLineCommissions(
  rules: readonly CommissionRule[],
  kind: SettlementKind,
  line: SettledPartLine,
): PartCommissionEntry[] {
  const rule = matchPartRule(rules, kind, line);
  const own = kind === SETTLEMENT_KINDS.personal ? line.partPersonal : line.partTeam;
  const total = !rule
    ? perUnitTimes(own, line.quantity)
    : rule.mode === COMMISSION_MODES.fixed
      ? perUnitTimes(rule.value, line.quantity)
      : percentOf(toCents(line.amount), percentHundredths(rule.value));
  return shares(total, kind, rule, line).map((p) => ({
    orderId: line.orderId,
    partId: line.partId,
    ruleId: rule?.id ?? null,
    payeeId: p.payeeId,
    share: p.share,
    amount: formatCents(p.cents),
  }));
}

/** How old parts are deducted (the finance settings). */
export interface OldPartDeductionSetting {
  price: OldPartPrice;
  /** Per unit, used when `price` is fixed. */
  fixedPrice: string;
}

/**
 * The deduction of one unreturned old part in cents (negative): quantity × the part's cost price, or
 * × the fixed price; rounded half away from zero to the fen. Zero when the price is zero.
 */
export const oldPartDeduction = (
  setting: OldPartDeductionSetting,
  part: { quantity: string; costPrice: string | null },
) =>
  -perUnitTimes(setting.price === OLD_PART_PRICES.fixed ? setting.fixedPrice : part.costPrice, part.quantity);

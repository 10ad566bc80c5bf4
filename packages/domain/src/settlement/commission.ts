import { formatCents, toCents } from '../orders/money';
import { COMMISSION_MODES, SETTLEMENT_KINDS, type CommissionMode, type SettlementKind } from './constants';

/** A commission rule as the matcher needs it (empty target lists mean "any"). */
export interface CommissionRule {
  id: number;
  name: string;
  kind: SettlementKind;
  priority: number;
  enabled: boolean;
  templateIds: number[];
  serviceItemIds: number[];
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

/** Whether a rule applies to a line: its kind, enabled, and every non-empty target list contains the line's. */
export const ruleMatches = (rule: CommissionRule, kind: SettlementKind, line: SettledLine) =>
  rule.enabled &&
  rule.kind === kind &&
  within(rule.templateIds, line.templateId) &&
  within(rule.serviceItemIds, line.serviceItemId) &&
  within(rule.teamIds, line.teamId) &&
  within(rule.userIds, line.serverUserId);

/** The first matching rule by priority (1 highest; ties: the lowest id), or null. */
export function matchRule(rules: readonly CommissionRule[], kind: SettlementKind, line: SettledLine) {
  let best: CommissionRule | null = null;
  for (const r of rules) if (ruleMatches(r, kind, line) && (!best || compareRules(r, best) < 0)) best = r;
  return best;
}

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
  serviceItemId: number;
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

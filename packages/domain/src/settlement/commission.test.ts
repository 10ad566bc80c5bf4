import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { toCents } from '../orders/money';
import {
  distribute,
  lineCommissions,
  matchPartRule,
  matchRule,
  oldPartDeduction,
  partLineCommissions,
  percentOf,
  ruleAmount,
  type CommissionRule,
  type SettledLine,
  type SettledPartLine,
} from './commission';
import { generateSchema, ruleSaveSchema, fineApprovalSchema } from './settlement.schema';
import { canBillTransition } from './constants';

const rule = (over: Partial<CommissionRule>): CommissionRule => ({
  id: 1,
  name: 'r',
  kind: 1,
  priority: 100,
  enabled: true,
  templateIds: [],
  target: 1,
  serviceItemIds: [],
  partIds: [],
  partTypeIds: [],
  teamIds: [],
  userIds: [],
  mode: 1,
  value: '10',
  serverRatio: 100,
  ...over,
});
const partLine = (over: Partial<SettledPartLine> = {}): SettledPartLine => ({
  orderId: 1,
  templateId: 7,
  partId: 40,
  partTypeId: 4,
  quantity: '2.00',
  amount: '70.00',
  serverUserId: 11,
  teamId: 5,
  collaboratorIds: [],
  partPersonal: '3.00',
  partTeam: '1.00',
  ...over,
});
const line = (over: Partial<SettledLine> = {}): SettledLine => ({
  orderId: 1,
  templateId: 7,
  serviceItemId: 3,
  quantity: 2,
  amount: '300.00',
  serverUserId: 11,
  teamId: 5,
  collaboratorIds: [],
  itemIndividual: null,
  itemTeam: null,
  ...over,
});

describe('commission rules (spec D8, DECISIONS "Rule priority 1-100, 1 highest")', () => {
  it('the first matching rule by priority wins: 1 beats 100', () => {
    const rules = [rule({ id: 1, priority: 100 }), rule({ id: 2, priority: 1 })];
    expect(matchRule(rules, 1, line())?.id).toBe(2);
  });
  it('ties on priority go to the older rule (the lowest id), whatever the order given', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 1, max: 500 }), { minLength: 1, maxLength: 8 }), (ids) => {
        const rules = [...new Set(ids)].map((id) => rule({ id, priority: 50 }));
        expect(matchRule(rules, 1, line())?.id).toBe(Math.min(...rules.map((r) => r.id)));
      }),
    );
  });
  it('a rule applies only to its templates, items, teams and people; empty lists mean any', () => {
    expect(matchRule([rule({ templateIds: [8] })], 1, line())).toBeNull();
    expect(matchRule([rule({ serviceItemIds: [3], templateIds: [7] })], 1, line())?.id).toBe(1);
    expect(matchRule([rule({ teamIds: [6] })], 1, line())).toBeNull();
    expect(matchRule([rule({ userIds: [11] })], 1, line())?.id).toBe(1);
    expect(matchRule([rule({ userIds: [11] })], 1, line({ serverUserId: null }))).toBeNull();
    expect(matchRule([rule({ kind: 2 })], 1, line())).toBeNull();
    expect(matchRule([rule({ enabled: false })], 1, line())).toBeNull();
  });
  it('a fixed rule pays per unit; a percentage rule rounds half up to the fen', () => {
    expect(ruleAmount(rule({ mode: 1, value: '12.5' }), line({ quantity: 3 }))).toBe(3750n);
    // 33.33 × 7.5% = 2.49975 → 2.50
    expect(ruleAmount(rule({ mode: 2, value: '7.5' }), line({ amount: '33.33' }))).toBe(250n);
    // 0.01 × 49.99% = 0.004999 → 0.00; × 50% = 0.005 → 0.01
    expect(percentOf(1n, 4999n)).toBe(0n);
    expect(percentOf(1n, 5000n)).toBe(1n);
  });
  it('property: a percentage is within half a fen of the exact value', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: 0n, max: 10n ** 15n }),
        fc.bigInt({ min: 0n, max: 10000n }),
        (cents, h) => {
          const got = percentOf(cents, h);
          const diff = got * 10000n - cents * h; // scaled by 10000
          expect(diff <= 5000n && diff > -5000n).toBe(true);
        },
      ),
    );
  });
  it('property: the distribution ratio splits a total into shares summing exactly to it', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: -(10n ** 13n), max: 10n ** 13n }),
        fc.integer({ min: 0, max: 100 }),
        fc.option(fc.integer({ min: 1, max: 50 }), { nil: null }),
        fc.array(fc.integer({ min: 1, max: 50 }), { maxLength: 7 }),
        (total, ratio, server, others) => {
          const parts = distribute(total, ratio, server, others);
          if (server == null && !others.length) {
            expect(parts).toEqual([]);
            return;
          }
          expect(parts.reduce((a, p) => a + p.cents, 0n)).toBe(total);
          const shares = parts.filter((p) => p.share === 'collaborator').map((p) => p.cents);
          if (shares.length)
            expect(Math.max(...shares.map(Number)) - Math.min(...shares.map(Number))).toBeLessThanOrEqual(1);
        },
      ),
    );
  });
  it('the server takes its ratio, collaborators the rest; without collaborators the server takes all', () => {
    const r = rule({ mode: 1, value: '10', serverRatio: 60 });
    const got = lineCommissions([r], 1, line({ quantity: 1, collaboratorIds: [12, 13] }));
    expect(got.map((e) => [e.payeeId, e.amount, e.share, e.ruleId])).toEqual([
      [11, '6.00', 'server', 1],
      [12, '2.00', 'collaborator', 1],
      [13, '2.00', 'collaborator', 1],
    ]);
    expect(lineCommissions([r], 1, line({ quantity: 1 })).map((e) => e.amount)).toEqual(['10.00']);
  });
  it("without a matching rule the service item's own commission applies (individual to the server, team to the team)", () => {
    const l = line({ itemIndividual: '4.20', itemTeam: '1.05', collaboratorIds: [12] });
    expect(lineCommissions([], 1, l)).toEqual([
      { orderId: 1, serviceItemId: 3, payeeId: 11, share: 'server', ruleId: null, amount: '8.40' },
    ]);
    expect(lineCommissions([], 2, l)).toEqual([
      { orderId: 1, serviceItemId: 3, payeeId: 5, share: 'team', ruleId: null, amount: '2.10' },
    ]);
    expect(lineCommissions([], 2, line({ teamId: null, itemTeam: '1' }))).toEqual([]);
  });
  it('property: the sum of entries equals the matched rule amount, to the fen', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 9 }),
        fc.bigInt({ min: 0n, max: 10n ** 9n }),
        fc.integer({ min: 0, max: 10000 }),
        fc.integer({ min: 0, max: 100 }),
        fc.array(fc.integer({ min: 12, max: 30 }), { maxLength: 4 }),
        (quantity, cents, pct, ratio, collab) => {
          const amount = `${cents / 100n}.${String(cents % 100n).padStart(2, '0')}`;
          const r = rule({ mode: 2, value: `${pct / 100}`, serverRatio: ratio });
          const l = line({ quantity, amount, collaboratorIds: collab });
          const sum = lineCommissions([r], 1, l).reduce((a, e) => a + toCents(e.amount), 0n);
          expect(sum).toBe(ruleAmount(r, l));
        },
      ),
    );
  });
});

describe('spare-part rules (issue 27: rules targeting a spare part or part type)', () => {
  it('a spare-part rule matches parts by part and part type; a service rule never matches a part, nor the reverse', () => {
    const partRule = rule({ id: 2, target: 2, partIds: [40] });
    expect(matchPartRule([partRule], 1, partLine())?.id).toBe(2);
    expect(matchPartRule([partRule], 1, partLine({ partId: 41 }))).toBeNull();
    expect(matchPartRule([rule({ target: 2, partTypeIds: [4] })], 1, partLine())?.id).toBe(1);
    expect(
      matchPartRule([rule({ target: 2, partTypeIds: [4] })], 1, partLine({ partTypeId: null })),
    ).toBeNull();
    expect(matchPartRule([rule({ target: 1 })], 1, partLine())).toBeNull();
    expect(matchRule([rule({ target: 2 })], 1, line())).toBeNull();
    expect(matchPartRule([rule({ target: 2, templateIds: [8] })], 1, partLine())).toBeNull();
    expect(matchPartRule([rule({ target: 2, kind: 2 })], 1, partLine())).toBeNull();
  });
  it('priority: the part rule of priority 1 beats the part-type rule of 100; ties to the lowest id', () => {
    const rules = [
      rule({ id: 5, target: 2, partTypeIds: [4], priority: 100 }),
      rule({ id: 9, target: 2, partIds: [40], priority: 1 }),
      rule({ id: 3, target: 2, priority: 1 }),
    ];
    expect(matchPartRule(rules, 1, partLine())?.id).toBe(3);
    expect(matchPartRule(rules.slice(0, 2), 1, partLine())?.id).toBe(9);
  });
  it('a fixed part rule pays per unit of a fractional quantity; a percentage rounds to the fen', () => {
    const fixed = rule({ target: 2, mode: 1, value: '3.33' });
    // 3.33 × 1.50 = 4.995 → 5.00
    expect(partLineCommissions([fixed], 1, partLine({ quantity: '1.50' }))[0]).toMatchObject({
      partId: 40,
      ruleId: 1,
      amount: '5.00',
    });
    // 70.00 × 7.5% = 5.25; team bills pay the team
    const pct = rule({ target: 2, kind: 2, mode: 2, value: '7.5' });
    expect(partLineCommissions([pct], 2, partLine())).toEqual([
      { orderId: 1, partId: 40, ruleId: 1, payeeId: 5, share: 'team', amount: '5.25' },
    ]);
  });
  it("without a matching part rule the part's own commission applies, whole to the server", () => {
    expect(partLineCommissions([], 1, partLine({ collaboratorIds: [12] }))).toEqual([
      { orderId: 1, partId: 40, ruleId: null, payeeId: 11, share: 'server', amount: '6.00' },
    ]);
    expect(partLineCommissions([], 2, partLine({ teamId: null }))).toEqual([]);
  });
  it('property: a part rule split by the ratio sums exactly to the rule amount', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: 1n, max: 10n ** 6n }),
        fc.bigInt({ min: 0n, max: 10n ** 9n }),
        fc.integer({ min: 0, max: 100 }),
        fc.array(fc.integer({ min: 12, max: 30 }), { maxLength: 4 }),
        (qty, cents, ratio, collab) => {
          const text = (c: bigint) => `${c / 100n}.${String(c % 100n).padStart(2, '0')}`;
          const r = rule({ target: 2, mode: 1, value: text(cents), serverRatio: ratio });
          const l = partLine({ quantity: text(qty), collaboratorIds: collab });
          const sum = partLineCommissions([r], 1, l).reduce((a, e) => a + toCents(e.amount), 0n);
          const exact = cents * qty; // in 1/10000 yuan
          expect(sum * 100n - exact <= 50n && sum * 100n - exact > -50n).toBe(true);
        },
      ),
    );
  });
});

describe('old-part deduction (issue 27: unreturned old parts deducted when the setting says so)', () => {
  it('deducts quantity × the cost price, or × the fixed price, negative and to the fen', () => {
    expect(
      oldPartDeduction({ price: 1, fixedPrice: '0.00' }, { quantity: '2.00', costPrice: '120.50' }),
    ).toBe(-24100n);
    // 1.50 × 33.33 = 49.995 → 50.00
    expect(
      oldPartDeduction({ price: 2, fixedPrice: '33.33' }, { quantity: '1.50', costPrice: '120.50' }),
    ).toBe(-5000n);
    expect(oldPartDeduction({ price: 1, fixedPrice: '9' }, { quantity: '1', costPrice: null })).toBe(0n);
  });
});

describe('settlement payloads', () => {
  it('a service-line rule names no spare parts; a spare-part rule names no service items', () => {
    const base = { name: 'A', kind: 1, mode: 1, value: '5' };
    const bad = ruleSaveSchema.safeParse({ ...base, partIds: [1] });
    expect(bad.error?.issues.map((i) => i.path)).toEqual([['partIds']]);
    const bad2 = ruleSaveSchema.safeParse({ ...base, target: 2, serviceItemIds: [1] });
    expect(bad2.error?.issues.map((i) => i.path)).toEqual([['serviceItemIds']]);
    expect(ruleSaveSchema.parse({ ...base, target: 2, partTypeIds: [3, 3] })).toMatchObject({
      target: 2,
      partTypeIds: [3],
    });
    expect(ruleSaveSchema.parse(base).target).toBe(1);
  });
  it('priority defaults to 100 and must be 1-100', () => {
    const base = { name: 'A', kind: 1, mode: 1, value: '5' };
    expect(ruleSaveSchema.parse(base).priority).toBe(100);
    expect(ruleSaveSchema.safeParse({ ...base, priority: 0 }).success).toBe(false);
    expect(ruleSaveSchema.safeParse({ ...base, priority: 101 }).success).toBe(false);
  });
  it('a percentage cannot exceed 100', () => {
    const r = ruleSaveSchema.safeParse({ name: 'A', kind: 1, mode: 2, value: '100.01' });
    expect(r.success).toBe(false);
    expect(r.error?.issues[0]?.path).toEqual(['value']);
  });
  it('spec D8: settlement cycles are 1-12 months', () => {
    expect(generateSchema.safeParse({ kind: 1, startMonth: '2026-01', months: 12 }).success).toBe(true);
    expect(generateSchema.safeParse({ kind: 1, startMonth: '2026-01', months: 13 }).success).toBe(false);
    expect(generateSchema.safeParse({ kind: 1, startMonth: '2026-13' }).success).toBe(false);
  });
  it('a rejection needs a reason', () => {
    expect(fineApprovalSchema.safeParse({ id: 1, passed: false }).success).toBe(false);
    expect(fineApprovalSchema.safeParse({ id: 1, passed: true }).success).toBe(true);
  });
  it('a confirmed bill is frozen: only created → confirmed', () => {
    expect(canBillTransition(1, 2)).toBe(true);
    expect(canBillTransition(2, 1)).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import { pickPolicy, policyMatches, type SlaMatch, type SlaSubject } from './policy';
import { slaCalendarSaveSchema, slaPolicySaveSchema } from './sla.schema';
import { SLA_CONSUMED_KINDS } from './constants';

const policy = (over: Partial<SlaMatch>): SlaMatch => ({
  id: 1,
  objectKind: 'order',
  enabled: true,
  rank: 100,
  templateIds: [],
  priorities: [],
  customerIds: [],
  customerTagIds: [],
  productIds: [],
  maintenanceContractIds: [],
  salesContractIds: [],
  ...over,
});
const order: SlaSubject = {
  objectKind: 'order',
  templateId: 7,
  priority: 3,
  customerId: 40,
  customerTagIds: [5, 6],
  productIds: [90],
};

describe('SLA policy matching (template, priority P1-P3, customer, customer tag, equipment product)', () => {
  it('an empty criterion matches anything; a set one must hold', () => {
    expect(policyMatches(policy({}), order)).toBe(true);
    expect(policyMatches(policy({ templateIds: [7, 8] }), order)).toBe(true);
    expect(policyMatches(policy({ templateIds: [8] }), order)).toBe(false);
    expect(policyMatches(policy({ priorities: [3] }), order)).toBe(true);
    expect(policyMatches(policy({ priorities: [1, 2] }), order)).toBe(false);
    expect(policyMatches(policy({ customerIds: [41] }), order)).toBe(false);
    expect(policyMatches(policy({ customerTagIds: [6, 9] }), order)).toBe(true);
    expect(policyMatches(policy({ productIds: [91] }), order)).toBe(false);
    expect(policyMatches(policy({ productIds: [90] }), { ...order, productIds: [] })).toBe(false);
  });

  it('a disabled policy, or one for the other object kind, matches nothing', () => {
    expect(policyMatches(policy({ enabled: false }), order)).toBe(false);
    expect(policyMatches(policy({ objectKind: 'serviceEvent' }), order)).toBe(false);
  });

  it('rule priority decides between matches (1 first, then the oldest)', () => {
    const list = [policy({ id: 3, rank: 50 }), policy({ id: 2, rank: 10 }), policy({ id: 1, rank: 10 })];
    expect(pickPolicy(list, order)?.id).toBe(1);
    expect(pickPolicy([policy({ id: 4, templateIds: [1] })], order)).toBeNull();
  });
});

describe('SLA matching by contract (a policy names maintenance or sales contracts in force)', () => {
  const covered: SlaSubject = { ...order, maintenanceContractIds: [11], salesContractIds: [21] };

  it('an object under a named contract in force matches; one under no named contract does not', () => {
    expect(policyMatches(policy({ maintenanceContractIds: [11, 12] }), covered)).toBe(true);
    expect(policyMatches(policy({ salesContractIds: [21] }), covered)).toBe(true);
    // either kind of the policy's contracts will do
    expect(policyMatches(policy({ maintenanceContractIds: [99], salesContractIds: [21] }), covered)).toBe(
      true,
    );
    expect(policyMatches(policy({ maintenanceContractIds: [12] }), covered)).toBe(false);
    expect(policyMatches(policy({ maintenanceContractIds: [11] }), order)).toBe(false); // nothing in force
    // the other criteria still hold
    expect(policyMatches(policy({ maintenanceContractIds: [11], priorities: [1] }), covered)).toBe(false);
    // a policy naming no contract matches whatever covers the object
    expect(policyMatches(policy({}), covered)).toBe(true);
  });

  it('precedence: rule priority first; at the same rank a contract policy before a general one; then the oldest', () => {
    const general = policy({ id: 1, rank: 10 });
    const contract = policy({ id: 5, rank: 10, maintenanceContractIds: [11] });
    const contractLater = policy({ id: 6, rank: 10, salesContractIds: [21] });
    expect(pickPolicy([general, contract, contractLater], covered)?.id).toBe(5);
    // a general policy of a better rank still wins: the administrator's rank decides first
    expect(pickPolicy([policy({ id: 2, rank: 1 }), contract], covered)?.id).toBe(2);
    // not covered: the contract policies do not match, the general one governs
    expect(pickPolicy([general, contract], order)?.id).toBe(1);
  });
});

describe('SLA payloads', () => {
  const valid = {
    name: 'P3 repairs',
    objectKind: 'order',
    steps: [{ step: 'accept', minutes: 60, warnMinutes: 10 }],
  };

  it('a policy needs a step, each step once, a positive timeliness and a warning shorter than the allowance', () => {
    expect(slaPolicySaveSchema.parse(valid).steps[0]).toEqual({
      step: 'accept',
      minutes: 60,
      timeoutMinutes: 0,
      warnMinutes: 10,
    });
    const issue = (body: unknown) => slaPolicySaveSchema.safeParse(body).error?.issues[0];
    expect(issue({ ...valid, steps: [] })?.path).toEqual(['steps']);
    expect(issue({ ...valid, steps: [{ step: 'accept', minutes: 0 }] })?.path).toEqual([
      'steps',
      0,
      'minutes',
    ]);
    expect(issue({ ...valid, steps: [{ step: 'accept', minutes: 60, warnMinutes: 60 }] })?.message).toBe(
      'slaWarnTooLong',
    );
    expect(issue({ ...valid, steps: [valid.steps[0], { step: 'accept', minutes: 5 }] })?.message).toBe(
      'slaStepTwice',
    );
    expect(issue({ ...valid, priorities: [4] })?.path).toEqual(['priorities', 0]);
    expect(issue({ ...valid, rank: 101 })?.path).toEqual(['rank']);
  });

  it('a calendar has seven days, at least one working, hours HH:mm with the end after the start, a known zone', () => {
    const week = [{ start: '09:00', end: '18:00' }, null, null, null, null, null, null];
    expect(slaCalendarSaveSchema.parse({ week, daysOff: ['2026-10-02', '2026-10-01'] })).toEqual({
      timeZone: 'Asia/Shanghai',
      week,
      daysOff: ['2026-10-01', '2026-10-02'],
    });
    const issue = (body: unknown) => slaCalendarSaveSchema.safeParse(body).error?.issues[0];
    expect(issue({ week: week.slice(1) })?.path).toEqual(['week']);
    expect(issue({ week: week.map(() => null) })?.message).toBe('slaNoWorkingDay');
    expect(issue({ week: [{ start: '18:00', end: '09:00' }, ...week.slice(1)] })?.path).toEqual([
      'week',
      0,
      'end',
    ]);
    expect(issue({ week, timeZone: 'Mars/Olympus' })?.path).toEqual(['timeZone']);
    expect(issue({ week, daysOff: ['2026-13-45'] })?.path).toEqual(['daysOff', 0]);
  });

  it('the consumer listens to the order and event kinds that start, stop, pause, resume or void a clock', () => {
    expect(SLA_CONSUMED_KINDS).toEqual(
      expect.arrayContaining([
        'order.created',
        'order.assigned',
        'order.checkedIn',
        'order.closed',
        'serviceEvent.paused',
        'serviceEvent.resumed',
      ]),
    );
  });
});

import { describe, expect, it } from 'vitest';
import { ORDER_STATE_LIST, type OrderState } from './constants';
import { ORDER_ACCESS } from './permissions';
import {
  POOL_DEFAULTS,
  addDuration,
  grabBlock,
  inAreas,
  poolSettingsSchema,
  withinGiveBack,
  type GrabFacts,
} from './pool';
import { availableActions, callerMay, checkTransition, type OrderFlags } from './transitions';

const flags = (state: OrderState, extra: Partial<OrderFlags> = {}): OrderFlags => ({
  state,
  invalid: false,
  paused: false,
  archived: false,
  deleted: false,
  ...extra,
});
const now = new Date('2026-03-01T10:00:00Z');
const options = { allowRefuse: true, completionApproval: false, giveBack: POOL_DEFAULTS, now };
const minutesAgo = (m: number) => new Date(now.getTime() - m * 60_000);

describe('the open pool in the transitions table (DECISIONS.md "put in pool; grab; revoke grab", SB:71 recall)', () => {
  it('put in pool: 1 → 1 + pooled; refused when already pooled and from every other state', () => {
    expect(checkTransition('putInPool', flags(1), options)).toEqual({ ok: true, to: 1 });
    expect(checkTransition('putInPool', flags(1, { pooled: true }), options)).toEqual({
      ok: false,
      refusal: 'pooled',
    });
    for (const s of ORDER_STATE_LIST.filter((x) => x !== 1))
      expect(checkTransition('putInPool', flags(s), options)).toEqual({ ok: false, refusal: 'state' });
  });

  it('grab: 1 + pooled → 3; an order no longer pooled is "notPooled", one grabbed meanwhile "grabbed"', () => {
    expect(checkTransition('grab', flags(1, { pooled: true }), options)).toEqual({ ok: true, to: 3 });
    expect(checkTransition('grab', flags(1), options)).toEqual({ ok: false, refusal: 'notPooled' });
    expect(checkTransition('grab', flags(3, { grabbedAt: now }), options)).toEqual({
      ok: false,
      refusal: 'grabbed',
    });
  });

  it('recall: 1 + pooled → 1; refused on an order not pooled and from other states', () => {
    expect(checkTransition('recall', flags(1, { pooled: true }), options)).toEqual({ ok: true, to: 1 });
    expect(checkTransition('recall', flags(1), options)).toEqual({ ok: false, refusal: 'notPooled' });
    expect(checkTransition('recall', flags(3), options)).toEqual({ ok: false, refusal: 'state' });
  });

  it('revoke grab (give back): 3 → 1 within the window; refused after it, when the window is 0, not grabbed, or started', () => {
    expect(checkTransition('revokeGrab', flags(3, { grabbedAt: minutesAgo(10) }), options)).toEqual({
      ok: true,
      to: 1,
    });
    expect(checkTransition('revokeGrab', flags(3, { grabbedAt: minutesAgo(31) }), options)).toEqual({
      ok: false,
      refusal: 'giveBackClosed',
    });
    const off = { ...options, giveBack: { giveBack: 0, giveBackUnit: 'minutes' as const } };
    expect(checkTransition('revokeGrab', flags(3, { grabbedAt: minutesAgo(1) }), off)).toMatchObject({
      refusal: 'giveBackClosed',
    });
    expect(checkTransition('revokeGrab', flags(3), options)).toEqual({ ok: false, refusal: 'notGrabbed' });
    expect(checkTransition('revokeGrab', flags(4, { grabbedAt: minutesAgo(1) }), options)).toMatchObject({
      refusal: 'state',
    });
  });

  it('a pooled order cannot be assigned (recall it first) but can be cancelled', () => {
    expect(checkTransition('assign', flags(1, { pooled: true }), options)).toEqual({
      ok: false,
      refusal: 'pooled',
    });
    expect(checkTransition('cancel', flags(1, { pooled: true }), options)).toEqual({ ok: true, to: 6 });
  });

  it('who: dispatch code pools and recalls; grab code grabs; only the grabber gives back', () => {
    const c = (powers: string[], isServer = false) => ({
      powers,
      isServer,
      isApprover: false,
      hasApprovers: false,
    });
    expect(callerMay('putInPool', c([ORDER_ACCESS.dispatch]))).toBe(true);
    expect(callerMay('putInPool', c([ORDER_ACCESS.grab]))).toBe(false);
    expect(callerMay('recall', c([ORDER_ACCESS.dispatch]))).toBe(true);
    expect(callerMay('grab', c([ORDER_ACCESS.grab]))).toBe(true);
    expect(callerMay('grab', c([ORDER_ACCESS.dispatch]))).toBe(false);
    expect(callerMay('revokeGrab', c([ORDER_ACCESS.grab]))).toBe(false);
    expect(callerMay('revokeGrab', c([ORDER_ACCESS.grab], true))).toBe(true);
    // the buttons: a dispatcher on a pooled order sees recall (not assign), the grabber sees give back
    expect(availableActions(flags(1, { pooled: true }), c([ORDER_ACCESS.dispatch]), options)).toEqual([
      'recall',
    ]);
    expect(
      availableActions(
        flags(3, { grabbedAt: minutesAgo(1) }),
        c([ORDER_ACCESS.grab, ORDER_ACCESS.serve], true),
        options,
      ),
    ).toContain('revokeGrab');
  });
});

describe('who may grab (pool settings)', () => {
  const facts = (extra: Partial<GrabFacts> = {}): GrabFacts => ({
    hasGrabCode: true,
    audience: 'all',
    inAudience: false,
    inArea: false,
    open: 0,
    grabCap: 0,
    ...extra,
  });
  it('everyone with the grab code by default (SB:159); nobody without it', () => {
    expect(grabBlock(facts())).toBeNull();
    expect(grabBlock(facts({ hasGrabCode: false }))).toBe('permission');
  });
  it('by team, by skill tag, by a team service area', () => {
    expect(grabBlock(facts({ audience: 'teams' }))).toBe('team');
    expect(grabBlock(facts({ audience: 'teams', inAudience: true }))).toBeNull();
    expect(grabBlock(facts({ audience: 'tags' }))).toBe('skill');
    expect(grabBlock(facts({ audience: 'area' }))).toBe('area');
    expect(grabBlock(facts({ audience: 'area', inArea: true }))).toBeNull();
  });
  it('the cap of open grabbed orders per person (0: none)', () => {
    expect(grabBlock(facts({ grabCap: 2, open: 1 }))).toBeNull();
    expect(grabBlock(facts({ grabCap: 2, open: 2 }))).toBe('cap');
    expect(grabBlock(facts({ grabCap: 0, open: 99 }))).toBeNull();
  });
  it('areas: province, then city and region where named; a nationwide area holds all', () => {
    const east = [{ province: '上海市' }, { province: '浙江省', city: '杭州市' }];
    expect(inAreas({ province: '上海市', city: '上海市' }, east)).toBe(true);
    expect(inAreas({ province: '浙江省', city: '杭州市' }, east)).toBe(true);
    expect(inAreas({ province: '浙江省', city: '宁波市' }, east)).toBe(false);
    expect(inAreas(null, east)).toBe(false);
    expect(inAreas({ province: '北京市' }, [{ province: '全国 / Nationwide' }])).toBe(true);
  });
});

describe('durations (SB:155 minutes, hours, days, months)', () => {
  it('adds each unit; months by the calendar', () => {
    expect(addDuration(now, 90, 'minutes').toISOString()).toBe('2026-03-01T11:30:00.000Z');
    expect(addDuration(now, 2, 'hours').toISOString()).toBe('2026-03-01T12:00:00.000Z');
    expect(addDuration(now, 3, 'days').toISOString()).toBe('2026-03-04T10:00:00.000Z');
    expect(addDuration(now, 1, 'months').toISOString()).toBe('2026-04-01T10:00:00.000Z');
  });
  it('the give-back window', () => {
    expect(withinGiveBack(minutesAgo(29), POOL_DEFAULTS, now)).toBe(true);
    expect(withinGiveBack(minutesAgo(31), POOL_DEFAULTS, now)).toBe(false);
    expect(withinGiveBack(null, POOL_DEFAULTS, now)).toBe(false);
  });
  it('settings: a team or tag audience needs its list; numbers in range', () => {
    const base = { ...POOL_DEFAULTS };
    expect(poolSettingsSchema.safeParse(base).success).toBe(true);
    expect(poolSettingsSchema.safeParse({ ...base, audience: 'teams' }).success).toBe(false);
    expect(poolSettingsSchema.safeParse({ ...base, audience: 'teams', teamIds: [1] }).success).toBe(true);
    expect(poolSettingsSchema.safeParse({ ...base, duration: 0 }).success).toBe(false);
    expect(poolSettingsSchema.safeParse({ ...base, durationUnit: 'weeks' }).success).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import { MENU_DEFINITIONS, ORDER_ACCESS, type PoolPage, type PoolRow } from '@fieldline/domain';
import { ROUTES } from '../../../routes';
import { BADGE_COUNTS } from '../badges';
import { blockText, cardActions, minutesLeft, timeLeft } from './logic';

const row = (block: PoolRow['block']): PoolRow => ({
  id: 1,
  orderNo: '20260301-0001',
  title: 'x',
  priority: 1,
  templateName: '',
  customerName: null,
  addressText: null,
  appointmentAt: null,
  pooledAt: '2026-03-01T10:00:00.000Z',
  poolExpiresAt: null,
  block,
});
const me = (mayGrab: boolean): PoolPage['me'] => ({
  mayGrab,
  block: null,
  open: 0,
  grabCap: 0,
  audience: 'all',
});

describe('the pool page (issue 22: a staff member sees why an order is or is not grabbable)', () => {
  it('says why in both languages, the cap filled in', () => {
    expect(blockText('cap', 3, 'en_GB')).toContain('(3)');
    expect(blockText('cap', 3, 'zh_CN')).toContain('3单');
    expect(blockText('area', 0, 'en_GB')).toContain('service areas');
  });
  it('offers grab to staff who may grab (off with the reason), recall to dispatchers', () => {
    expect(cardActions(row(null), me(true), false)).toEqual({ grab: true, grabBlocked: null, recall: false });
    expect(cardActions(row('area'), me(true), true)).toEqual({
      grab: true,
      grabBlocked: 'area',
      recall: true,
    });
    expect(cardActions(row('permission'), me(false), true)).toMatchObject({ grab: false, recall: true });
  });
  it('time left before the order returns to assignment', () => {
    const now = Date.parse('2026-03-01T10:00:00Z');
    expect(minutesLeft('2026-03-01T10:30:00Z', now)).toBe(30);
    expect(minutesLeft('2026-03-01T09:00:00Z', now)).toBe(0);
    expect(minutesLeft(null, now)).toBeNull();
    expect(timeLeft(30)).toEqual({ unit: 'minutes', count: 30 });
    expect(timeLeft(300)).toEqual({ unit: 'hours', count: 5 });
    expect(timeLeft(3 * 1440)).toEqual({ unit: 'days', count: 3 });
  });
});

describe('the pool in the menus, routes and badges', () => {
  it('/orderHighSeas for the grab code with its badge; the settings page for 10114', () => {
    const pool = MENU_DEFINITIONS.find((d) => d.key === 'orderHighSeas')!;
    expect(pool).toMatchObject({ parent: 'order_manage', permission: ORDER_ACCESS.grab });
    expect(ROUTES.find((r) => r.name === 'orderHighSeas')).toMatchObject({
      path: '/orderHighSeas',
      permission: ORDER_ACCESS.grab,
    });
    expect(BADGE_COUNTS.orderHighSeas).toBeTypeOf('function');
    const settings = MENU_DEFINITIONS.find((d) => d.key === 'serviceSetting')!;
    expect(settings).toMatchObject({ parent: 'set_manage', permission: ORDER_ACCESS.settings });
    expect(ROUTES.find((r) => r.name === 'serviceSetting')?.permission).toBe(ORDER_ACCESS.settings);
  });
});

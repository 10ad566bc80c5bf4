import { describe, expect, it } from 'vitest';
import type { SessionUser } from '@fieldline/domain';
import { ORG_PATHS } from '../modules/organization/paths';
import { ROUTES } from '../routes';
import { PATHS } from './paths';
import {
  decideNavigation,
  isSeatLimitExceeded,
  isServiceOverdue,
  pageSizeOptions,
  type GateInput,
  type SessionState,
} from './gate';

const NOW = new Date('2026-06-01T08:00:00Z');
const DAY = 24 * 3600 * 1000;

const user = (over: Partial<SessionUser> = {}): SessionUser => ({
  id: 1,
  name: '王管理',
  phone: '13800000001',
  enterpriseId: 1,
  enterpriseName: 'Demo',
  locale: 'zh_CN',
  allRoles: [{ id: 1, type: 3, role_name: '系统管理员', built_in: true }],
  admin: true,
  isChargeUser: 1,
  epServiceExpireTime: new Date(NOW.getTime() + 30 * DAY).toISOString(),
  csrfToken: 'c',
  powers: [{ code: 'ep_package' }],
  cropId: null,
  cjtAppType: null,
  platformAdmin: false,
  hotline: '400-800-1234',
  ...over,
});

const signedIn = (over: Partial<SessionUser> = {}): SessionState => ({
  status: 'signedIn',
  user: user(over),
});
const home = { path: PATHS.home };
const guarded = { path: '/reports', permission: 'chart_manage' };

const decide = (input: Partial<GateInput>) =>
  decideNavigation({
    route: home,
    session: signedIn(),
    location: { pathname: '/guideOne', search: '' },
    now: NOW,
    ...input,
  });

describe('navigation gating, in the order of spec-shell §4', () => {
  it('1. sends an unmatched route to Error404 before anything else', () => {
    expect(decide({ route: undefined, session: { status: 'loading' } })).toEqual({
      action: 'redirect',
      to: '/Error404',
    });
    expect(decide({ route: undefined, session: signedIn({ allRoles: [] }) })).toEqual({
      action: 'redirect',
      to: '/Error404',
    });
  });

  it('2. waits for the current user while the session loads, and reports a failed load', () => {
    expect(decide({ session: { status: 'loading' } })).toEqual({ action: 'wait' });
    expect(decide({ session: { status: 'error' } })).toEqual({ action: 'failed' });
  });

  it('3. sends a user without roles to errorRole, even when also overdue and lacking the permission', () => {
    const session = signedIn({
      allRoles: [],
      epServiceExpireTime: new Date(NOW.getTime() - DAY).toISOString(),
    });
    expect(decide({ route: guarded, session })).toEqual({ action: 'redirect', to: '/errorRole' });
  });

  it('4. sends a paid or trial user past the service end to errorOverdue, before the permission check', () => {
    const past = new Date(NOW.getTime() - 1000).toISOString();
    expect(
      decide({ route: guarded, session: signedIn({ isChargeUser: 1, epServiceExpireTime: past }) }),
    ).toEqual({
      action: 'redirect',
      to: '/errorOverdue',
    });
    expect(decide({ session: signedIn({ isChargeUser: 2, epServiceExpireTime: past }) })).toEqual({
      action: 'redirect',
      to: '/errorOverdue',
    });
  });

  it('4. lets a free account past any expiry date, and renders the overdue page itself', () => {
    const past = new Date(NOW.getTime() - DAY).toISOString();
    expect(decide({ session: signedIn({ isChargeUser: 0, epServiceExpireTime: past }) })).toEqual({
      action: 'render',
    });
    const overdue = ROUTES.find((r) => r.path === PATHS.overdue);
    expect(decide({ route: overdue, session: signedIn({ epServiceExpireTime: past }) })).toEqual({
      action: 'render',
    });
  });

  it('5. sends a user without the route permission to detailError', () => {
    expect(decide({ route: guarded })).toEqual({ action: 'redirect', to: '/detailError' });
    expect(decide({ route: guarded, session: signedIn({ powers: [{ code: 'chart_manage' }] }) })).toEqual({
      action: 'render',
    });
  });

  it('6. sends an unauthenticated user to /login, keeping the way back', () => {
    expect(
      decide({ session: { status: 'anonymous' }, location: { pathname: '/guideOne', search: '?x=1' } }),
    ).toEqual({
      action: 'redirect',
      to: '/login?redirect=%2FguideOne%3Fx%3D1',
    });
  });

  it('7. renders exempt routes without any session', () => {
    // exactly these, in whatever order the modules' route lists are put together
    const exempt = ROUTES.filter((r) => r.exempt).map((r) => r.path);
    expect(exempt).toHaveLength(9);
    expect(new Set(exempt)).toEqual(
      new Set([
        '/login',
        '/register',
        '/passwordForget/:mobile?',
        '/passwordset/:mobile',
        '/errorRole',
        '/error403',
        // the public page a product's QR label opens (equipment, issue 6)
        '/scan/:code',
        '/eval/:token',
        // a shared FAQ, readable by link without signing in (knowledge base, issue 29)
        '/faqShare/:token',
      ]),
    );
    for (const route of ROUTES.filter((r) => r.exempt)) {
      expect(decide({ route, session: { status: 'loading' } })).toEqual({ action: 'render' });
      expect(decide({ route, session: { status: 'anonymous' } })).toEqual({ action: 'render' });
    }
  });

  it('renders every layout page for a signed-in user with roles, a valid service and the codes', () => {
    const powers = ROUTES.flatMap((r) => (r.permission ? [{ code: r.permission }] : []));
    for (const route of ROUTES.filter((r) => r.layout))
      expect(decide({ route, session: signedIn({ powers }) })).toEqual({ action: 'render' });
  });

  it('5. sends a user without a layout page’s code to detailError', () => {
    const personnel = ROUTES.find((r) => r.path === ORG_PATHS.personnel)!;
    expect(personnel.permission).toBe('11101');
    expect(decide({ route: personnel, session: signedIn({ powers: [{ code: '11001' }] }) })).toEqual({
      action: 'redirect',
      to: '/detailError',
    });
  });
});

describe('service and package checks', () => {
  it('treats a paid account without an end date as not overdue', () => {
    expect(isServiceOverdue({ isChargeUser: 1, epServiceExpireTime: null }, NOW)).toBe(false);
  });

  it('8. flags an administrator of a paid account with more users than seats', () => {
    const admin = { admin: true, isChargeUser: 1 };
    expect(isSeatLimitExceeded(admin, { buy_person_num: 10, userNum: 11, is_charge_user: 1 })).toBe(true);
    expect(isSeatLimitExceeded(admin, { buy_person_num: 10, userNum: 10, is_charge_user: 1 })).toBe(false);
    expect(
      isSeatLimitExceeded(
        { admin: true, isChargeUser: 0 },
        { buy_person_num: 0, userNum: 3, is_charge_user: 0 },
      ),
    ).toBe(false);
    expect(
      isSeatLimitExceeded(
        { admin: false, isChargeUser: 1 },
        { buy_person_num: 1, userNum: 3, is_charge_user: 1 },
      ),
    ).toBe(false);
    expect(isSeatLimitExceeded(admin, undefined)).toBe(false);
  });
});

describe('page-size options by plan (spec-shell §6)', () => {
  it('offers 10, 20, 50, 100, 500, 1000 to paid and trial accounts', () => {
    expect(pageSizeOptions(1)).toEqual([10, 20, 50, 100, 500, 1000]);
    expect(pageSizeOptions(2)).toEqual([10, 20, 50, 100, 500, 1000]);
  });

  it('offers 10, 20, 50, 100 to free accounts and when the plan is unknown', () => {
    expect(pageSizeOptions(0)).toEqual([10, 20, 50, 100]);
    expect(pageSizeOptions(undefined)).toEqual([10, 20, 50, 100]);
  });
});

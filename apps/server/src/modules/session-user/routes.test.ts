import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_ROLES } from '@fieldline/domain';
import { rows } from '../../db/client';
import { phoneOf } from '../../test/accounts';
import { api, loginAs, nextIp, testApp, type TestApp } from '../../test/app';

let t: TestApp;
beforeAll(async () => {
  t = await testApp();
});
afterAll(() => t.close());

describe('GET /api/v2/sessionUser/info', () => {
  it("answers the spec's session-user fields for an administrator", async () => {
    const s = await loginAs(t.app, 'administrator');
    const res = await api(t.app, s).get('/api/v2/sessionUser/info?t=1700000000000');
    expect(res.statusCode).toBe(200);
    const u = res.json().data;
    expect(u).toMatchObject({
      name: '王管理',
      locale: 'zh_CN',
      admin: true,
      isChargeUser: 1,
      csrfToken: s.csrfToken,
      enterpriseName: '演示服务有限公司 / Demo Service Co.',
      cropId: null,
      cjtAppType: null,
    });
    expect(typeof u.id).toBe('number');
    expect(typeof u.enterpriseId).toBe('number');
    expect(u.allRoles).toEqual([
      { id: expect.any(Number), type: 3, role_name: '系统管理员', built_in: true },
    ]);
    expect(new Date(u.epServiceExpireTime).getTime()).toBeGreaterThan(Date.now());
    expect(u.powers).toEqual(expect.arrayContaining([{ code: 'ep_package' }, { code: 'set_manage' }]));
    expect(u.hotline).toBe('400-800-1234'); // config HOTLINE's default; the demo enterprise sets none
  });

  it('gives a service staff member their own role and no administrator powers', async () => {
    const s = await loginAs(t.app, 'serviceStaff');
    const u = (await api(t.app, s).get('/api/v2/sessionUser/info')).json().data;
    expect(u.admin).toBe(false);
    expect(u.allRoles.map((r: { type: number }) => r.type)).toEqual([2]);
    const expected = DEFAULT_ROLES.find((r) => r.type === 2)!.permissions;
    expect(u.powers.map((p: { code: string }) => p.code).sort()).toEqual([...new Set(expected)].sort());
    expect(u.powers).not.toContainEqual({ code: 'ep_package' });
  });

  it('answers 401 NOT_LOGGED_IN without a session, in the language of the lang cookie', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/v2/sessionUser/info',
      cookies: { lang: 'en_GB' },
    });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({
      success: false,
      code: 'NOT_LOGGED_IN',
      message: expect.stringContaining('Not logged in'),
    });
    const bogus = await api(t.app, { token: 'x'.repeat(43), csrfToken: '' }).get('/api/v2/sessionUser/info');
    expect(bogus.statusCode).toBe(401);
  });

  it('accepts the session from the HttpOnly cookie as well as the token header', async () => {
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/stand/pwdLogin',
      payload: { phone: phoneOf('dispatcher'), password: 'Fieldline#2026' },
      remoteAddress: nextIp(),
    });
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/v2/sessionUser/info',
      cookies: { fl_session: login.json().data.token },
    });
    expect(res.json().data.allRoles[0].type).toBe(1);
  });

  it('reports a user with zero roles with an empty allRoles (the web sends them to /errorRole)', async () => {
    await t.database.db.execute(
      sql`delete from user_roles where user_id = (select id from users where phone = ${phoneOf('employee')})`,
    );
    const s = await loginAs(t.app, 'employee');
    const u = (await api(t.app, s).get('/api/v2/sessionUser/info')).json().data;
    expect(u.allRoles).toEqual([]);
  });

  it('reports an expired paid account with its past expiry (the web sends it to /errorOverdue)', async () => {
    const s = await loginAs(t.app, 'salesperson');
    await t.database.db.execute(sql`update enterprises set service_expire_at = now() - interval '1 day'`);
    const u = (await api(t.app, s).get('/api/v2/sessionUser/info')).json().data;
    expect(u.isChargeUser).toBe(1);
    expect(new Date(u.epServiceExpireTime).getTime()).toBeLessThan(Date.now());
    await t.database.db.execute(sql`update enterprises set service_expire_at = now() + interval '3 years'`);
  });
});

describe('language of the session', () => {
  it('saves the user locale and answers in it afterwards', async () => {
    const s = await loginAs(t.app, 'returnVisit');
    const saved = await api(t.app, s).put('/api/v2/sessionUser/locale', { locale: 'en_GB' });
    expect(saved.statusCode).toBe(200);
    expect((await api(t.app, s).get('/api/v2/sessionUser/info')).json().data.locale).toBe('en_GB');
    const refused = await api(t.app, s).get('/api/v2/charge/epPackageDetail');
    expect(refused.json().message).toBe('No permission');
    const bad = await api(t.app, s).put('/api/v2/sessionUser/locale', { locale: 'fr_FR' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ field: 'locale', message: 'Language is not valid' });
  });
});

describe('GET /api/v2/charge/epPackageDetail', () => {
  it('answers seats and users in use to administrators', async () => {
    const s = await loginAs(t.app, 'administrator');
    const res = await api(t.app, s).get('/api/v2/charge/epPackageDetail');
    expect(res.json()).toMatchObject({
      success: true,
      data: { buy_person_num: 50, userNum: 11, is_charge_user: 1 },
    });
  });

  it('refuses everyone else with 403', async () => {
    const s = await loginAs(t.app, 'dispatcher');
    const res = await api(t.app, s).get('/api/v2/charge/epPackageDetail');
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ success: false, code: 'NO_PERMISSION', message: '没有权限' });
  });
});

describe('POST /api/v2/sessionUser/password', () => {
  it('changes my password after checking the current one, ending my other sessions', async () => {
    const here = await loginAs(t.app, 'serviceStaff2');
    const other = await loginAs(t.app, 'serviceStaff2');
    const wrong = await api(t.app, here).post('/api/v2/sessionUser/password', {
      oldPassword: 'nope',
      password: 'Better#Pass1',
      confirmPassword: 'Better#Pass1',
    });
    expect(wrong.json()).toMatchObject({ code: 'WRONG_OLD_PASSWORD', field: 'oldPassword' });
    const ok = await api(t.app, here).post('/api/v2/sessionUser/password', {
      oldPassword: 'Fieldline#2026',
      password: 'Better#Pass1',
      confirmPassword: 'Better#Pass1',
    });
    expect(ok.statusCode).toBe(200);
    expect((await api(t.app, here).get('/api/v2/sessionUser/info')).statusCode).toBe(200);
    expect((await api(t.app, other).get('/api/v2/sessionUser/info')).statusCode).toBe(401);
    const [row] = await rows<{ password_hash: string }>(
      t.database.db,
      sql`select password_hash from users where phone = ${phoneOf('serviceStaff2')}`,
    );
    expect(row!.password_hash).toMatch(/^scrypt\$/);
  });
});

import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rows } from '../../db/client';
import { DEMO_PASSWORD } from '../../seed/demo';
import { phoneOf, type DemoAccount } from '../../test/accounts';
import { api, loginAs, nextIp, testApp, type TestApp } from '../../test/app';

let t: TestApp;
beforeAll(async () => {
  t = await testApp();
});
afterAll(() => t.close());

const post = (url: string, payload: object, headers: Record<string, string> = {}, ip = nextIp()) =>
  t.app.inject({ method: 'POST', url, payload, headers, remoteAddress: ip });

/** The code in the newest text message to a demo account. */
async function lastCode(who: DemoAccount) {
  const [row] = await rows<{ content: string }>(
    t.database.db,
    sql`select content from sms_outbox where phone = ${phoneOf(who)} order by id desc limit 1`,
  );
  return row?.content.match(/\d{6}/)?.[0];
}

describe('password login (POST /api/stand/pwdLogin)', () => {
  it('signs in with the right password: token, HttpOnly SameSite=Lax cookie, a new token each time', async () => {
    const a = await post('/api/stand/pwdLogin', { phone: phoneOf('administrator'), password: DEMO_PASSWORD });
    expect(a.statusCode).toBe(200);
    const body = a.json();
    expect(body.success).toBe(true);
    expect(body.data.token).toMatch(/^[\w-]{43}$/); // 256 bits, base64url
    const cookie = a.cookies.find((c) => c.name === 'fl_session');
    expect(cookie).toMatchObject({ value: body.data.token, httpOnly: true, sameSite: 'Lax', path: '/' });
    const b = await post('/api/stand/pwdLogin', { phone: phoneOf('administrator'), password: DEMO_PASSWORD });
    expect(b.json().data.token).not.toBe(body.data.token);
  });

  it('stores only the hash of session tokens', async () => {
    const { token } = await loginAs(t.app, 'dispatcher');
    const found = await rows(t.database.db, sql`select 1 from sessions where token_hash = ${token}`);
    expect(found).toHaveLength(0);
  });

  it('refuses a wrong password with a translated message and no session', async () => {
    const zh = await post('/api/stand/pwdLogin', { phone: phoneOf('administrator'), password: 'nope' });
    expect(zh.statusCode).toBe(400);
    expect(zh.json()).toMatchObject({ success: false, code: 'LOGIN_FAILED', message: '手机号或密码错误' });
    expect(zh.cookies.find((c) => c.name === 'fl_session')).toBeUndefined();
    const en = await post(
      '/api/stand/pwdLogin',
      { phone: phoneOf('administrator'), password: 'nope' },
      { 'accept-language': 'en' },
    );
    expect(en.json().message).toBe('Wrong mobile number or password');
  });

  it('an unknown number fails exactly like a wrong password', async () => {
    const res = await post('/api/stand/pwdLogin', { phone: '13900000000', password: DEMO_PASSWORD });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('LOGIN_FAILED');
  });

  it('validation names the field, in the caller language', async () => {
    const res = await post(
      '/api/stand/pwdLogin',
      { phone: '123', password: 'x' },
      { 'accept-language': 'en-GB' },
    );
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      success: false,
      code: 'VALIDATION',
      field: 'phone',
      message: 'Enter an 11-digit mobile number',
    });
    const missing = await post('/api/stand/pwdLogin', { phone: phoneOf('administrator') });
    expect(missing.json()).toMatchObject({ field: 'password', message: '密码不能为空' });
    const extra = await post('/api/stand/pwdLogin', {
      phone: phoneOf('administrator'),
      password: 'x',
      admin: true,
    });
    expect(extra.json()).toMatchObject({ code: 'VALIDATION', field: 'admin' });
  });

  it('bad JSON answers 400 with the envelope, never 500', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/stand/pwdLogin',
      payload: '{"phone":',
      headers: { 'content-type': 'application/json' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, code: 'BAD_JSON' });
  });
});

describe('failed-login limit: 10 per account and per IP in 15 minutes', () => {
  it('refuses the account with 429 after 10 failures, even with the right password, from any IP', async () => {
    for (let i = 0; i < 10; i++) {
      const res = await post('/api/stand/pwdLogin', { phone: phoneOf('employee'), password: `wrong-${i}` });
      expect(res.statusCode).toBe(400);
    }
    const locked = await post('/api/stand/pwdLogin', { phone: phoneOf('employee'), password: DEMO_PASSWORD });
    expect(locked.statusCode).toBe(429);
    expect(locked.json()).toMatchObject({
      success: false,
      code: 'LOGIN_LOCKED',
      message: '登录失败次数过多，请15分钟后再试',
    });
    const [row] = await rows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from login_failures where key = ${'acct:' + phoneOf('employee')}`,
    );
    expect(row!.n).toBe(10); // counted in the database, so the limit holds across processes
  });

  it('refuses one IP after 10 failures across different accounts', async () => {
    const ip = '192.0.2.77';
    for (let i = 0; i < 10; i++)
      await post(
        '/api/stand/pwdLogin',
        { phone: `1390000${String(i).padStart(4, '0')}`, password: 'x' },
        {},
        ip,
      );
    const res = await post(
      '/api/stand/pwdLogin',
      { phone: phoneOf('director'), password: DEMO_PASSWORD },
      {},
      ip,
    );
    expect(res.statusCode).toBe(429);
    expect(res.json()).toMatchObject({ success: false, code: 'LOGIN_LOCKED' });
    const elsewhere = await post('/api/stand/pwdLogin', {
      phone: phoneOf('director'),
      password: DEMO_PASSWORD,
    });
    expect(elsewhere.statusCode).toBe(200);
  });
});

describe('verification-code login through the SMS outbox', () => {
  it('sends a 6-digit code to the outbox and signs in with it once', async () => {
    const send = await post('/api/stand/code/send', { phone: phoneOf('serviceStaff'), purpose: 'login' });
    expect(send.statusCode).toBe(200);
    const code = await lastCode('serviceStaff');
    expect(code).toMatch(/^\d{6}$/);
    const login = await post('/api/stand/codeLogin', { phone: phoneOf('serviceStaff'), code });
    expect(login.statusCode).toBe(200);
    expect(login.json().data.token).toMatch(/^[\w-]{43}$/); // 32 random bytes, base64url
    const again = await post('/api/stand/codeLogin', { phone: phoneOf('serviceStaff'), code });
    expect(again.statusCode).toBe(400);
    expect(again.json().code).toBe('CODE_INVALID');
  });

  it('allows one send per phone per 60 s', async () => {
    await post('/api/stand/code/send', { phone: phoneOf('serviceStaff2'), purpose: 'login' });
    const second = await post(
      '/api/stand/code/send',
      { phone: phoneOf('serviceStaff2'), purpose: 'login' },
      { 'accept-language': 'en' },
    );
    expect(second.statusCode).toBe(429);
    expect(second.json().code).toBe('CODE_TOO_FREQUENT');
    expect(second.json().message).toMatch(/wait \d+ seconds/);
  });

  it('voids the code after 5 wrong tries', async () => {
    await post('/api/stand/code/send', { phone: phoneOf('reception'), purpose: 'login' });
    const code = (await lastCode('reception'))!;
    const wrong = code === '000000' ? '111111' : '000000';
    const answers = [];
    for (let i = 0; i < 5; i++)
      answers.push(
        (await post('/api/stand/codeLogin', { phone: phoneOf('reception'), code: wrong })).json().code,
      );
    expect(answers).toEqual(['CODE_INVALID', 'CODE_INVALID', 'CODE_INVALID', 'CODE_INVALID', 'CODE_VOIDED']);
    const right = await post('/api/stand/codeLogin', { phone: phoneOf('reception'), code });
    expect(right.json().code).toBe('CODE_INVALID');
  });

  it('refuses an expired code (valid 5 minutes)', async () => {
    await post('/api/stand/code/send', { phone: phoneOf('returnVisit'), purpose: 'login' });
    const code = await lastCode('returnVisit');
    await t.database.db.execute(
      sql`update verification_codes set expires_at = now() - interval '1 second' where phone = ${phoneOf('returnVisit')}`,
    );
    const res = await post('/api/stand/codeLogin', { phone: phoneOf('returnVisit'), code });
    expect(res.json().code).toBe('CODE_INVALID');
  });

  it('will not send a login code to a number with no account', async () => {
    const res = await post('/api/stand/code/send', { phone: '13912345678', purpose: 'login' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'ACCOUNT_NOT_FOUND', field: 'phone' });
  });
});

describe('forgotten password (POST /api/stand/codeLogin/password)', () => {
  it('sets a new password with a reset code and ends existing sessions', async () => {
    const before = await loginAs(t.app, 'warehouseKeeper');
    await post('/api/stand/code/send', { phone: phoneOf('warehouseKeeper'), purpose: 'reset' });
    const code = await lastCode('warehouseKeeper');
    const weak = await post('/api/stand/codeLogin/password', {
      phone: phoneOf('warehouseKeeper'),
      code,
      password: 'abc',
      confirmPassword: 'abc',
    });
    expect(weak.json()).toMatchObject({ code: 'VALIDATION', field: 'password' });
    expect(weak.json().message).toContain('密码强度太弱');
    const mismatch = await post('/api/stand/codeLogin/password', {
      phone: phoneOf('warehouseKeeper'),
      code,
      password: 'New#Pass1',
      confirmPassword: 'New#Pass2',
    });
    expect(mismatch.json()).toMatchObject({ field: 'confirmPassword', message: '两次输入的密码不一致' });
    const ok = await post('/api/stand/codeLogin/password', {
      phone: phoneOf('warehouseKeeper'),
      code,
      password: 'New#Pass1',
      confirmPassword: 'New#Pass1',
    });
    expect(ok.statusCode).toBe(200);
    expect((await api(t.app, before).get('/api/v2/sessionUser/info')).statusCode).toBe(401);
    await expect(loginAs(t.app, 'warehouseKeeper', 'New#Pass1')).resolves.toBeTruthy();
  });
});

describe('logout and session lifetime', () => {
  it('logout needs the CSRF token and ends the session', async () => {
    const s = await loginAs(t.app, 'finance');
    const noCsrf = await t.app.inject({
      method: 'POST',
      url: '/api/stand/logout',
      headers: { token: s.token },
      payload: {},
    });
    expect(noCsrf.statusCode).toBe(403);
    expect(noCsrf.json()).toMatchObject({
      success: false,
      code: 'CSRF_INVALID',
      message: '操作失败，无效的CsrfToken',
    });
    const out = await api(t.app, s).post('/api/stand/logout');
    expect(out.statusCode).toBe(200);
    const after = await api(t.app, s).get('/api/v2/sessionUser/info');
    expect(after.statusCode).toBe(401);
    expect(after.json()).toMatchObject({ success: false, code: 'NOT_LOGGED_IN' });
  });

  it('a session unused for 7 days has expired', async () => {
    const s = await loginAs(t.app, 'salesperson');
    await t.database.db.execute(sql`update sessions set last_used_at = now() - interval '7 days 1 minute'`);
    const res = await api(t.app, s).get('/api/v2/sessionUser/info');
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ success: false, code: 'NOT_LOGGED_IN' });
  });

  it('a session of a disabled user ends', async () => {
    const s = await loginAs(t.app, 'director');
    await t.database.db.execute(sql`update users set enabled = false where phone = ${phoneOf('director')}`);
    const res = await api(t.app, s).get('/api/v2/sessionUser/info');
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ success: false, code: 'NOT_LOGGED_IN' });
    await t.database.db.execute(sql`update users set enabled = true where phone = ${phoneOf('director')}`);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SESSION_HINT_COOKIE } from '@fieldline/domain';
import { api, loginAs, nextIp, testApp, type TestApp } from '../test/app';
import { SESSION_COOKIE } from './auth';

let t: TestApp;
beforeAll(async () => (t = await testApp()));
afterAll(() => t.close());

describe('the session hint cookie', () => {
  it('is set beside the session cookie at sign-in, readable by the page and as long-lived', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/stand/pwdLogin',
      payload: { phone: '13800000002', password: 'Fieldline#2026' },
      remoteAddress: nextIp(),
    });
    const session = res.cookies.find((c) => c.name === SESSION_COOKIE)!;
    const hint = res.cookies.find((c) => c.name === SESSION_HINT_COOKIE)!;
    expect(session.httpOnly).toBe(true);
    expect(hint).toMatchObject({ value: '1', path: '/', maxAge: session.maxAge, sameSite: 'Lax' });
    expect(hint.httpOnly).toBeFalsy();
  });

  it('is cleared with the session cookie at sign-out', async () => {
    const s = await loginAs(t.app, '13800000002');
    const res = await api(t.app, s).post('/api/stand/logout');
    expect(res.statusCode).toBe(200);
    const cleared = (name: string) => res.cookies.find((c) => c.name === name);
    expect(cleared(SESSION_COOKIE)?.value).toBe('');
    expect(cleared(SESSION_HINT_COOKIE)?.value).toBe('');
    expect(cleared(SESSION_HINT_COOKIE)?.expires?.getTime()).toBeLessThan(Date.now());
  });
});

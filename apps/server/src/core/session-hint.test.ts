import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SESSION_HINT_COOKIE } from '@fieldline/domain';
import { phoneOf } from '../test/accounts';
import { api, loginAs, nextIp, testApp, type TestApp } from '../test/app';
import { SESSION_COOKIE } from './auth';

let t: TestApp;
const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'fieldline-dist-'));
beforeAll(async () => {
  fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><div id="root"></div>');
  t = await testApp({ webDist: dist });
});
afterAll(async () => {
  await t.close();
  fs.rmSync(dist, { recursive: true, force: true });
});
const hintOf = (res: { cookies: { name: string; value: string }[] }) =>
  res.cookies.find((c) => c.name === SESSION_HINT_COOKIE);

describe('the session hint cookie', () => {
  it('is set beside the session cookie at sign-in, readable by the page and as long-lived', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/stand/pwdLogin',
      payload: { phone: phoneOf('dispatcher'), password: 'Fieldline#2026' },
      remoteAddress: nextIp(),
    });
    const session = res.cookies.find((c) => c.name === SESSION_COOKIE)!;
    const hint = res.cookies.find((c) => c.name === SESSION_HINT_COOKIE)!;
    expect(session.httpOnly).toBe(true);
    expect(hint).toMatchObject({ value: '1', path: '/', maxAge: session.maxAge, sameSite: 'Lax' });
    expect(hint.httpOnly).toBeFalsy();
  });

  it('is cleared with the session cookie at sign-out', async () => {
    const s = await loginAs(t.app, 'dispatcher');
    const res = await api(t.app, s).post('/api/stand/logout');
    expect(res.statusCode).toBe(200);
    const cleared = (name: string) => res.cookies.find((c) => c.name === name);
    expect(cleared(SESSION_COOKIE)?.value).toBe('');
    expect(cleared(SESSION_HINT_COOKIE)?.value).toBe('');
    expect(cleared(SESSION_HINT_COOKIE)?.expires?.getTime()).toBeLessThan(Date.now());
  });

  it('is given with the app page to a browser whose session began before the hint existed', async () => {
    const s = await loginAs(t.app, 'dispatcher');
    const page = await t.app.inject({
      method: 'GET',
      url: '/guideOne',
      cookies: { [SESSION_COOKIE]: s.token },
    });
    expect(hintOf(page)?.value).toBe('1');
    const again = await t.app.inject({
      method: 'GET',
      url: '/guideOne',
      cookies: { [SESSION_COOKIE]: s.token, [SESSION_HINT_COOKIE]: '1' },
    });
    expect(hintOf(again)).toBeUndefined();
  });

  it('drops a session cookie naming no session, hint included, so the page stops asking', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/v2/sessionUser/info',
      cookies: { [SESSION_COOKIE]: 'gone', [SESSION_HINT_COOKIE]: '1' },
    });
    expect(res.statusCode).toBe(401);
    expect(res.cookies.find((c) => c.name === SESSION_COOKIE)?.value).toBe('');
    expect(hintOf(res)?.value).toBe('');
  });

  it('signs in over a stale session cookie with the new session, not a cleared one', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/stand/pwdLogin',
      payload: { phone: phoneOf('dispatcher'), password: 'Fieldline#2026' },
      cookies: { [SESSION_COOKIE]: 'gone' },
      remoteAddress: nextIp(),
    });
    expect(res.statusCode).toBe(200);
    const session = res.cookies.find((c) => c.name === SESSION_COOKIE)!;
    expect(session.value).toBe(res.json().data.token);
    expect(hintOf(res)?.value).toBe('1');
  });
});

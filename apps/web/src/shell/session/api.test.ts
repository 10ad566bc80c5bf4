import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SESSION_HINT_COOKIE } from '@fieldline/domain';
import { configureRequest, resetRequestState } from '../request';
import { fetchSessionUser } from './api';

const envelope = (status: number, body: object) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

let sent: string[];
let answer: () => Response;

const setHint = () => (document.cookie = `${SESSION_HINT_COOKIE}=1; path=/`);
const hasHint = () => document.cookie.includes(`${SESSION_HINT_COOKIE}=`);

beforeEach(() => {
  resetRequestState();
  sent = [];
  configureRequest({ notify: vi.fn(), onNotLoggedIn: vi.fn(), onCsrfInvalid: vi.fn() });
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      sent.push(url);
      return answer();
    }),
  );
});
afterEach(() => {
  document.cookie = `${SESSION_HINT_COOKIE}=; path=/; max-age=0`;
  vi.unstubAllGlobals();
});

describe('loading the session user', () => {
  it('asks the server nothing for a visitor without the session cookie (anonymous pages log no 401)', async () => {
    answer = () => envelope(200, { success: true, data: { id: 1, csrfToken: 'c' }, message: '' });
    expect(await fetchSessionUser()).toBeNull();
    expect(sent).toEqual([]);
  });

  it('asks the server when the session cookie is present, and answers its user', async () => {
    setHint();
    answer = () => envelope(200, { success: true, data: { id: 7, csrfToken: 'c' }, message: '' });
    expect(await fetchSessionUser()).toMatchObject({ id: 7 });
    expect(sent).toHaveLength(1);
    expect(sent[0]).toContain('/api/v2/sessionUser/info');
  });

  it('forgets the cookie when the server says the session is gone, so the next load makes no call', async () => {
    setHint();
    answer = () => envelope(401, { success: false, data: null, message: 'x', code: 'NOT_LOGGED_IN' });
    expect(await fetchSessionUser()).toBeNull();
    expect(hasHint()).toBe(false);
    await fetchSessionUser();
    expect(sent).toHaveLength(1);
  });
});

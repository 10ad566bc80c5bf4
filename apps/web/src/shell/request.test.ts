import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import i18n from './i18n';
import {
  ApiError,
  configureRequest,
  del,
  get,
  isCancel,
  loginRedirectPath,
  post,
  request,
  resetRequestState,
  setAuthToken,
  setCsrfToken,
} from './request';

interface SentCall {
  url: string;
  method: string;
  headers: Record<string, string>;
  body: BodyInit | null | undefined;
}

const envelope = (status: number, body: object) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json; charset=utf-8' },
  });
const ok = (data: unknown = null) => envelope(200, { success: true, data, message: '' });

let sent: SentCall[];
let answer: (call: SentCall, signal?: AbortSignal | null) => Promise<Response>;
const notify = vi.fn<(type: 'error' | 'warning', text: string) => void>();
const onNotLoggedIn = vi.fn();
const onCsrfInvalid = vi.fn();
const onPlanRefusal = vi.fn();

beforeEach(async () => {
  resetRequestState();
  sent = [];
  answer = async () => ok();
  notify.mockReset();
  onNotLoggedIn.mockReset();
  onCsrfInvalid.mockReset();
  onPlanRefusal.mockReset();
  configureRequest({ notify, onNotLoggedIn, onCsrfInvalid, onPlanRefusal });
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      const call = {
        url,
        method: init.method ?? 'GET',
        headers: (init.headers ?? {}) as Record<string, string>,
        body: init.body,
      };
      sent.push(call);
      return answer(call, init.signal);
    }),
  );
  await i18n.changeLanguage('zh_CN');
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const jsonBody = (call: SentCall | undefined) => JSON.parse(String(call?.body)) as Record<string, unknown>;

describe('duplicate non-GET calls', () => {
  it('cancels an identical call within 1000 ms, warns, and resolves as a cancel result', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const first = await post('/orders', { title: 'A' });
    const second = await post('/orders', { title: 'A' });

    expect(isCancel(first)).toBe(false);
    expect(second).toEqual({ cancelled: true });
    expect(sent).toHaveLength(1);
    expect(notify).toHaveBeenCalledWith('warning', '请勿重复点击');
  });

  it('sends the same call again once the window has passed, and different payloads at once', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    await post('/orders', { title: 'A' });
    await post('/orders', { title: 'B' });
    vi.advanceTimersByTime(1000);
    await post('/orders', { title: 'A' });

    expect(sent.map((c) => jsonBody(c).title)).toEqual(['A', 'B', 'A']);
    expect(notify).not.toHaveBeenCalled();
  });

  it('remembers only the last 20 calls', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    for (let i = 0; i < 21; i++) await post('/orders', { n: i });
    await post('/orders', { n: 0 });
    await post('/orders', { n: 20 });

    expect(sent).toHaveLength(22);
    expect(jsonBody(sent[21]).n).toBe(0);
  });

  it('never cancels a call marked _noCancel, nor a GET', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    await post('/orders/poll', { a: 1 }, { _noCancel: true });
    await post('/orders/poll', { a: 1 }, { _noCancel: true });
    await get('/orders', { pageIndex: 0 });
    await get('/orders', { pageIndex: 0 });

    expect(sent).toHaveLength(4);
    expect(notify).not.toHaveBeenCalled();
  });

  it('warns in the current language', async () => {
    await i18n.changeLanguage('en_GB');
    await post('/x', { a: 1 });
    await post('/x', { a: 1 });
    expect(notify).toHaveBeenCalledWith('warning', "Don't click repeatedly");
  });
});

describe('CSRF token and session token', () => {
  it('adds the csrfToken to non-GET bodies, to the query for DELETE and uploads, never to GET', async () => {
    setCsrfToken('csrf-1');
    await post('/v2/sessionUser/password', { oldPassword: 'a' });
    await del('/orders/7');
    const form = new FormData();
    form.append('file', new Blob(['x']), 'a.txt');
    await post('/file/upload', form);
    await get('/v2/sessionUser/info', { t: 1 });

    expect(jsonBody(sent[0])).toEqual({ oldPassword: 'a', csrfToken: 'csrf-1' });
    expect(sent[0]?.headers['Content-Type']).toBe('application/json');
    expect(sent[1]?.url).toBe('/api/orders/7?csrfToken=csrf-1');
    expect(sent[1]?.body).toBeUndefined();
    expect(sent[2]?.url).toBe('/api/file/upload?csrfToken=csrf-1');
    expect(sent[2]?.body).toBe(form);
    expect(sent[3]?.url).toBe('/api/v2/sessionUser/info?t=1');
    expect(sent[3]?.body).toBeUndefined();
  });

  it('sends no csrfToken before a session exists', async () => {
    await post('/stand/pwdLogin', { phone: '13800000001', password: 'x' });
    expect(jsonBody(sent[0])).toEqual({ phone: '13800000001', password: 'x' });
  });

  it('adds the token header only when a token is stored', async () => {
    await get('/a');
    setAuthToken('tok');
    await get('/b');
    expect(sent[0]?.headers.token).toBeUndefined();
    expect(sent[1]?.headers.token).toBe('tok');
  });

  it('refreshes the session user 200 ms after CSRF_INVALID and shows the server message', async () => {
    vi.useFakeTimers();
    const msg = '操作失败，无效的CsrfToken';
    answer = async () => envelope(403, { success: false, data: null, message: msg, code: 'CSRF_INVALID' });

    const error = await post('/v2/sessionUser/locale', { locale: 'en_GB' }).catch((e: unknown) => e);

    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).code).toBe('CSRF_INVALID');
    expect(notify).toHaveBeenCalledWith('error', msg);
    vi.advanceTimersByTime(199);
    expect(onCsrfInvalid).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(onCsrfInvalid).toHaveBeenCalledTimes(1);
  });
});

describe('not logged in', () => {
  const notLoggedIn = () =>
    envelope(401, {
      success: false,
      data: null,
      message: '未登录或登录已超时，请重新登录',
      code: 'NOT_LOGGED_IN',
    });

  it('sends the browser to the login page', async () => {
    answer = async () => notLoggedIn();
    await expect(get('/v2/charge/epPackageDetail')).rejects.toMatchObject({
      code: 'NOT_LOGGED_IN',
      status: 401,
    });
    expect(onNotLoggedIn).toHaveBeenCalledTimes(1);
  });

  it('leaves navigation to the caller when asked (loading the session)', async () => {
    answer = async () => notLoggedIn();
    await expect(
      get('/v2/sessionUser/info', {}, { silent: true, skipLoginRedirect: true }),
    ).rejects.toBeInstanceOf(ApiError);
    expect(onNotLoggedIn).not.toHaveBeenCalled();
    expect(notify).not.toHaveBeenCalled();
  });

  it('keeps the page to come back to in the login address', () => {
    expect(loginRedirectPath({ pathname: '/guideOne', search: '?a=1' })).toBe(
      '/login?redirect=%2FguideOne%3Fa%3D1',
    );
    expect(loginRedirectPath({ pathname: '/login', search: '?redirect=%2Fx' })).toBe('/login');
    expect(loginRedirectPath({ pathname: '/', search: '' })).toBe('/login');
  });
});

describe('plan refusals (spec-business §6, §8)', () => {
  it('show the upgrade notice with the server message instead of an error toast, and still reject', async () => {
    const message = '您当前使用的是免费版，不支持此功能，建议升级到付费版。服务热线：400-000-0000';
    answer = async () => envelope(403, { success: false, data: null, message, code: 'PAID_FEATURE' });
    await expect(post('/v2/order/copy', {})).rejects.toMatchObject({ code: 'PAID_FEATURE', status: 403 });
    expect(onPlanRefusal).toHaveBeenCalledWith({ code: 'PAID_FEATURE', message });
    expect(notify).not.toHaveBeenCalled();
  });

  it('treat an expired plan the same way, and stay quiet for a silent call', async () => {
    answer = async () =>
      envelope(403, { success: false, data: null, message: 'expired', code: 'SERVICE_EXPIRED' });
    await expect(post('/v2/order/copy', {})).rejects.toMatchObject({ code: 'SERVICE_EXPIRED' });
    expect(onPlanRefusal).toHaveBeenCalledWith({ code: 'SERVICE_EXPIRED', message: 'expired' });
    onPlanRefusal.mockReset();
    await expect(request({ url: '/v2/x', silent: true })).rejects.toMatchObject({ code: 'SERVICE_EXPIRED' });
    expect(onPlanRefusal).not.toHaveBeenCalled();
    expect(notify).not.toHaveBeenCalled();
  });
});

describe('failure messages', () => {
  it('shows an envelope message exactly as the server wrote it and rejects with its code and field', async () => {
    answer = async () =>
      envelope(400, { success: false, data: null, message: '手机号或密码错误', code: 'LOGIN_FAILED' });
    const error = (await post('/stand/pwdLogin', { phone: '1' }).catch((e: unknown) => e)) as ApiError;
    expect(error.kind).toBe('business');
    expect(error.message).toBe('手机号或密码错误');
    expect(notify).toHaveBeenCalledWith('error', '手机号或密码错误');
  });

  it('leaves a field error to the form that owns the field, and toasts one it does not own', async () => {
    answer = async () =>
      envelope(400, {
        success: false,
        data: null,
        message: '原密码错误',
        code: 'WRONG_OLD_PASSWORD',
        field: 'oldPassword',
      });
    await expect(post('/p', { a: 1 }, { fieldErrors: ['oldPassword'] })).rejects.toMatchObject({
      field: 'oldPassword',
    });
    expect(notify).not.toHaveBeenCalled();
    await expect(post('/p', { a: 2 }, { fieldErrors: ['password'] })).rejects.toBeInstanceOf(ApiError);
    expect(notify).toHaveBeenCalledWith('error', '原密码错误');
  });

  it('shows "404 Error", "500 Error" and "Network Error" in the current language', async () => {
    await i18n.changeLanguage('en_GB');
    answer = async () =>
      new Response('Not found', { status: 404, headers: { 'content-type': 'text/plain' } });
    await expect(get('/missing')).rejects.toMatchObject({ kind: 'http', status: 404, message: '404 Error' });
    answer = async () =>
      envelope(500, { success: false, data: null, message: 'Request failed', code: 'INTERNAL' });
    await expect(get('/boom')).rejects.toMatchObject({ status: 500, message: '500 Error' });
    answer = async () => Promise.reject(new TypeError('Failed to fetch'));
    await expect(get('/offline')).rejects.toMatchObject({ kind: 'network', message: 'Network Error' });
    answer = async () => new Response('<html>bad gateway</html>', { status: 502 });
    await expect(get('/proxy')).rejects.toMatchObject({ kind: 'http', message: 'Network Error' });

    expect(notify.mock.calls).toEqual([
      ['error', '404 Error'],
      ['error', '500 Error'],
      ['error', 'Network Error'],
      ['error', 'Network Error'],
    ]);
    await i18n.changeLanguage('zh_CN');
    answer = async () => new Response('', { status: 404 });
    await expect(get('/missing')).rejects.toMatchObject({ message: '404 错误' });
  });

  it('gives up after 120 s as a network error', async () => {
    vi.useFakeTimers();
    answer = (_call, signal) =>
      new Promise((_resolve, reject) =>
        signal?.addEventListener('abort', () => reject(new DOMException('aborted'))),
      );
    const pending = get('/slow').catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(119_999);
    expect(notify).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(await pending).toMatchObject({ kind: 'timeout', message: '网络错误' });
  });

  it('shows nothing for a silent call but still rejects', async () => {
    answer = async () => envelope(400, { success: false, data: null, message: 'nope', code: 'X' });
    await expect(request({ url: '/x', method: 'PUT', data: {}, silent: true })).rejects.toBeInstanceOf(
      ApiError,
    );
    expect(notify).not.toHaveBeenCalled();
  });

  it('sends cookies on same-origin calls and resolves the envelope data', async () => {
    answer = async () => ok({ id: 1 });
    await expect(get('/thing')).resolves.toEqual({ id: 1 });
    const init = vi.mocked(fetch).mock.calls[0]?.[1];
    expect(init?.credentials).toBe('same-origin');
  });
});

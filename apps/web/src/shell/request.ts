import i18n from './i18n';
import { PATHS } from './paths';

/**
 * The one HTTP client (spec-shell §5, §7, §8): JSON envelope, CSRF token on every non-GET,
 * duplicate-click cancelling, shell-level error reactions and messages.
 */

export const API_BASE = '/api';
export const REQUEST_TIMEOUT_MS = 120_000;
export const DUPLICATE_WINDOW_MS = 1000;
export const DUPLICATE_MEMORY = 20;
export const CSRF_REFRESH_DELAY_MS = 200;

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
type Params = Record<string, string | number | boolean | null | undefined>;

export interface RequestConfig {
  /** Path under /api, e.g. `/v2/sessionUser/info`. */
  url: string;
  method?: Method;
  params?: Params;
  data?: Record<string, unknown> | FormData;
  /** Never cancel this call as a duplicate click (spec-shell §5 `_noCancel`). */
  _noCancel?: boolean;
  /** Show no failure message; the caller handles every failure itself. */
  silent?: boolean;
  /** Form fields the caller shows errors on: a failure naming one of them shows no toast. */
  fieldErrors?: readonly string[];
  /** Answer NOT_LOGGED_IN without sending the browser to /login (loading the session itself). */
  skipLoginRedirect?: boolean;
}

export interface Envelope<T = unknown> {
  success: boolean;
  data: T;
  message: string;
  code?: string;
  field?: string;
}

/** What a cancelled duplicate call resolves with. */
export interface CancelResult {
  cancelled: true;
}
export const isCancel = (value: unknown): value is CancelResult =>
  typeof value === 'object' && value !== null && (value as Partial<CancelResult>).cancelled === true;

export type FailureKind = 'business' | 'http' | 'network' | 'timeout';

/** A failed call, after its message has been shown (unless silent). */
export class ApiError extends Error {
  constructor(
    readonly kind: FailureKind,
    message: string,
    readonly status?: number,
    readonly code?: string,
    readonly field?: string,
    readonly data?: unknown,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}
export const isApiError = (e: unknown): e is ApiError => e instanceof ApiError;

export interface RequestHooks {
  notify(type: 'error' | 'warning', text: string): void;
  /** The session expired or never existed: go to the login page. */
  onNotLoggedIn(): void;
  /** The CSRF token was refused: reload the session user (which carries the current token). */
  onCsrfInvalid(): void;
  /** The plan refused the call (free tier, expired): show the upgrade notice instead of a toast. */
  onPlanRefusal(refusal: PlanRefusal): void;
}

/** The server's plan refusals (apps/server/src/core/plans.ts), shown as the upgrade notice. */
export const PLAN_REFUSAL_CODES = [
  'PAID_FEATURE',
  'TRIAL_EXPIRED',
  'SERVICE_EXPIRED',
  'SEATS_EXCEEDED_FUNCTIONS',
] as const;
export interface PlanRefusal {
  code: (typeof PLAN_REFUSAL_CODES)[number];
  message: string;
}
const isPlanRefusal = (code: string | undefined): code is PlanRefusal['code'] =>
  (PLAN_REFUSAL_CODES as readonly (string | undefined)[]).includes(code);

let hooks: RequestHooks = {
  notify: (type, text) => console.warn(`[${type}] ${text}`),
  onNotLoggedIn: () => window.location.assign(loginRedirectPath(window.location)),
  onCsrfInvalid: () => undefined,
  onPlanRefusal: ({ message }) => console.warn(`[warning] ${message}`),
};
let csrfToken: string | null = null;
let authToken: string | null = null;
let recent: { key: string; at: number }[] = [];

export function configureRequest(next: Partial<RequestHooks>) {
  hooks = { ...hooks, ...next };
}

/** The current session's CSRF token, kept in step with the session user. */
export function setCsrfToken(token: string | null) {
  csrfToken = token;
}

/** App clients that hold a token send it in the `token` header; the browser relies on its cookie. */
export function setAuthToken(token: string | null) {
  authToken = token;
}

/** Forgets the duplicate-click memory and tokens (tests, logout). */
export function resetRequestState() {
  recent = [];
  csrfToken = null;
  authToken = null;
}

const EXEMPT_FROM_REDIRECT = [PATHS.login, PATHS.register, PATHS.passwordForget, PATHS.passwordSet];

/** `/login?redirect=<where the user was>`, or plain /login when they were on a sign-in page. */
export function loginRedirectPath(location: { pathname: string; search: string }): string {
  const here = location.pathname + location.search;
  if (location.pathname === '/' || EXEMPT_FROM_REDIRECT.some((p) => location.pathname.startsWith(p)))
    return PATHS.login;
  return `${PATHS.login}?redirect=${encodeURIComponent(here)}`;
}

function buildUrl(url: string, params: Params | undefined) {
  const query = new URLSearchParams();
  for (const [k, v] of Object.entries(params ?? {}))
    if (v !== undefined && v !== null) query.set(k, String(v));
  const qs = query.toString();
  return `${API_BASE}${url}${qs ? (url.includes('?') ? '&' : '?') + qs : ''}`;
}

function payloadKey(data: RequestConfig['data']): string {
  if (data instanceof FormData) {
    const parts: string[] = [];
    data.forEach((v, k) =>
      parts.push(`${k}=${typeof v === 'string' ? v : `${v.name}:${v.size}:${v.lastModified}`}`),
    );
    return parts.join('&');
  }
  return JSON.stringify(data ?? null);
}

/** spec-shell §5: identical URL and payload to one of the last 20 non-GET calls within 1000 ms. */
function isDuplicate(key: string): boolean {
  const now = Date.now();
  if (recent.some((r) => r.key === key && now - r.at < DUPLICATE_WINDOW_MS)) return true;
  recent = [...recent, { key, at: now }].slice(-DUPLICATE_MEMORY);
  return false;
}

function prepareBody(method: Method, config: RequestConfig): { params: Params | undefined; body?: BodyInit } {
  const params = { ...config.params };
  if (method === 'GET') return { params };
  if (method === 'DELETE' || config.data instanceof FormData) {
    if (csrfToken) params.csrfToken = csrfToken;
    return { params, body: config.data instanceof FormData ? config.data : undefined };
  }
  const data = { ...config.data, ...(csrfToken ? { csrfToken } : {}) };
  return { params, body: JSON.stringify(data) };
}

const isEnvelope = (v: unknown): v is Envelope =>
  typeof v === 'object' && v !== null && typeof (v as Envelope).success === 'boolean';

async function readJson(res: Response): Promise<unknown> {
  if (!(res.headers.get('content-type') ?? '').includes('application/json')) return undefined;
  try {
    return await res.json();
  } catch {
    return undefined;
  }
}

function fail(config: RequestConfig, error: ApiError): never {
  const handledByForm = !!error.field && !!config.fieldErrors?.includes(error.field);
  if (!config.silent && !handledByForm) hooks.notify('error', error.message);
  throw error;
}

/** The text for a failure without a usable envelope (spec-shell §8). */
function httpFailureText(status: number) {
  if (status === 404) return i18n.t('request.notFound');
  if (status === 500) return i18n.t('request.serverError');
  return i18n.t('request.networkError');
}

function failFromEnvelope(config: RequestConfig, res: Response, body: Envelope): never {
  if (body.code === 'CSRF_INVALID') setTimeout(() => hooks.onCsrfInvalid(), CSRF_REFRESH_DELAY_MS);
  if (body.code === 'NOT_LOGGED_IN' && !config.skipLoginRedirect) hooks.onNotLoggedIn();
  const text = res.status === 500 || !body.message ? httpFailureText(res.status) : body.message;
  const error = new ApiError('business', text, res.status, body.code, body.field, body.data);
  if (isPlanRefusal(body.code)) {
    if (!config.silent) hooks.onPlanRefusal({ code: body.code, message: text });
    throw error;
  }
  return fail(config, error);
}

/**
 * Sends one call. Resolves with the envelope's `data`, or with a CancelResult for a cancelled
 * duplicate; rejects with an ApiError after showing its message.
 */
export async function request<T>(config: RequestConfig): Promise<T | CancelResult> {
  const method = config.method ?? 'GET';
  if (method !== 'GET' && !config._noCancel) {
    const key = `${method} ${buildUrl(config.url, config.params)} ${payloadKey(config.data)}`;
    if (isDuplicate(key)) {
      hooks.notify('warning', i18n.t('request.duplicate'));
      return { cancelled: true };
    }
  }
  const { params, body } = prepareBody(method, config);
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (typeof body === 'string') headers['Content-Type'] = 'application/json';
  if (authToken) headers.token = authToken;

  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), REQUEST_TIMEOUT_MS);
  let res: Response;
  try {
    res = await fetch(buildUrl(config.url, params), {
      method,
      headers,
      body,
      credentials: 'same-origin',
      signal: controller.signal,
    });
  } catch {
    const kind = controller.signal.aborted ? 'timeout' : 'network';
    return fail(config, new ApiError(kind, i18n.t('request.networkError')));
  } finally {
    clearTimeout(timer);
  }

  const json = await readJson(res);
  if (!isEnvelope(json)) return fail(config, new ApiError('http', httpFailureText(res.status), res.status));
  if (!res.ok || !json.success) return failFromEnvelope(config, res, json);
  return json.data as T;
}

/** GET never cancels, so it resolves with the data itself. */
export const get = <T>(
  url: string,
  params?: Params,
  options: Omit<RequestConfig, 'url' | 'method' | 'params'> = {},
) => request<T>({ ...options, url, params, method: 'GET' }) as Promise<T>;

type SendOptions = Omit<RequestConfig, 'url' | 'method' | 'data'>;
export const post = <T>(url: string, data?: RequestConfig['data'], options: SendOptions = {}) =>
  request<T>({ ...options, url, data, method: 'POST' });
export const put = <T>(url: string, data?: RequestConfig['data'], options: SendOptions = {}) =>
  request<T>({ ...options, url, data, method: 'PUT' });
export const del = <T>(
  url: string,
  params?: Params,
  options: Omit<RequestConfig, 'url' | 'method' | 'params'> = {},
) => request<T>({ ...options, url, params, method: 'DELETE' });

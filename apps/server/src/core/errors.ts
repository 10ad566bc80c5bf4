import { format, type Locale, type Messages } from '@fieldline/domain';

/** A refusal with a stable code, an HTTP status and a message in both languages. */
export class AppError extends Error {
  constructor(
    readonly code: string,
    readonly status: number,
    readonly messages: Messages,
    readonly params?: Record<string, string | number>,
    readonly field?: string,
    readonly data?: unknown,
  ) {
    super(`${code}: ${messages.en_GB}`);
  }

  messageIn(locale: Locale): string {
    return format(this.messages[locale], this.params);
  }
}

type ErrorDef = { status: number } & Messages;
export type ErrorFactory = (opts?: {
  params?: Record<string, string | number>;
  field?: string;
  data?: unknown;
}) => AppError;

/** Declares a module's error codes; each becomes a factory: `throw errors.LOGIN_FAILED()`. */
export function defineErrors<T extends Record<string, ErrorDef>>(defs: T): { [K in keyof T]: ErrorFactory } {
  const out = {} as { [K in keyof T]: ErrorFactory };
  for (const code of Object.keys(defs) as (keyof T & string)[]) {
    const { status, zh_CN, en_GB } = defs[code]!;
    out[code] = (opts) => new AppError(code, status, { zh_CN, en_GB }, opts?.params, opts?.field, opts?.data);
  }
  return out;
}

export const coreErrors = defineErrors({
  NOT_LOGGED_IN: {
    status: 401,
    zh_CN: '未登录或登录已超时，请重新登录',
    en_GB: 'Not logged in, or the session timed out; please log in again',
  },
  CSRF_INVALID: {
    status: 403,
    zh_CN: '操作失败，无效的CsrfToken',
    en_GB: 'Operation failed, invalid CsrfToken',
  },
  NO_PERMISSION: { status: 403, zh_CN: '没有权限', en_GB: 'No permission' },
  NOT_FOUND: { status: 404, zh_CN: '数据不存在', en_GB: 'The record does not exist' },
  ROUTE_NOT_FOUND: { status: 404, zh_CN: '接口不存在：{path}', en_GB: 'No such API: {path}' },
  VALIDATION: { status: 400, zh_CN: '{message}', en_GB: '{message}' },
  BAD_URL: { status: 400, zh_CN: '请求地址无效', en_GB: 'The request URL is not valid' },
  BAD_JSON: { status: 400, zh_CN: '请求内容不是有效的JSON', en_GB: 'The request body is not valid JSON' },
  UNSUPPORTED_MEDIA: { status: 415, zh_CN: '不支持的请求内容类型', en_GB: 'Unsupported content type' },
  PAYLOAD_TOO_LARGE: { status: 413, zh_CN: '请求内容过大', en_GB: 'The request is too large' },
  TOO_MANY_REQUESTS: {
    status: 429,
    zh_CN: '请求过于频繁，请稍后再试',
    en_GB: 'Too many requests, please try again later',
  },
  SERVICE_UNAVAILABLE: {
    status: 503,
    zh_CN: '服务暂时不可用，请稍后再试',
    en_GB: 'Service temporarily unavailable, please try again later',
  },
  /** The database cannot be reached (refused, restarting, connection dropped); the request may be retried. */
  DATABASE_UNAVAILABLE: {
    status: 503,
    zh_CN: '数据库暂时无法连接，请稍后再试',
    en_GB: 'The database is temporarily unavailable, please try again shortly',
  },
  INTERNAL: { status: 500, zh_CN: '请求失败', en_GB: 'Request failed' },
});

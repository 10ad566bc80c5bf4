/** Whether a database error (possibly wrapped by the driver or Drizzle) is a unique violation. */
export function isUniqueViolation(err: unknown, constraint?: string): boolean {
  for (let e: unknown = err, depth = 0; e && typeof e === 'object' && depth < 5; depth++) {
    const { code, constraint: name, cause } = e as { code?: unknown; constraint?: unknown; cause?: unknown };
    if (code === '23505') return !constraint || name === constraint || name === undefined;
    e = cause;
  }
  return false;
}

/** Socket errors of a database connection that cannot be made or was lost. */
const UNAVAILABLE_ERRNO = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ECONNABORTED',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);
/**
 * SQLSTATEs of a server that is going away or not yet there: 57P01 admin_shutdown, 57P02
 * crash_shutdown, 57P03 cannot_connect_now (starting up, shutting down), 53300 too_many_connections.
 * Class 08 (connection exception) is matched by prefix.
 */
const UNAVAILABLE_SQLSTATE = new Set(['57P01', '57P02', '57P03', '53300']);
/** node-postgres reports a lost or never-made connection with these messages and no code. */
const UNAVAILABLE_MESSAGE =
  /Connection terminated|not queryable|timeout exceeded when trying to connect|connect ECONNREFUSED/;

/**
 * Whether an error (possibly wrapped by Drizzle as `cause`, or an AggregateError of several
 * connection attempts) means the database is unreachable rather than that the request was wrong.
 */
export function isDatabaseUnavailable(err: unknown): boolean {
  const seen = new Set<unknown>();
  const visit = (e: unknown, depth: number): boolean => {
    if (!e || typeof e !== 'object' || depth > 5 || seen.has(e)) return false;
    seen.add(e);
    const { code, message, cause, errors } = e as {
      code?: unknown;
      message?: unknown;
      cause?: unknown;
      errors?: unknown;
    };
    if (typeof code === 'string') {
      if (UNAVAILABLE_ERRNO.has(code) || UNAVAILABLE_SQLSTATE.has(code) || /^08[0-9A-Z]{3}$/.test(code))
        return true;
    }
    if (typeof message === 'string' && UNAVAILABLE_MESSAGE.test(message)) return true;
    if (Array.isArray(errors) && errors.some((x) => visit(x, depth + 1))) return true;
    return visit(cause, depth + 1);
  };
  return visit(err, 0);
}

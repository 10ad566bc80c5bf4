/** Whether a database error (possibly wrapped by the driver or Drizzle) is a unique violation. */
export function isUniqueViolation(err: unknown, constraint?: string): boolean {
  for (let e: unknown = err, depth = 0; e && typeof e === 'object' && depth < 5; depth++) {
    const { code, constraint: name, cause } = e as { code?: unknown; constraint?: unknown; cause?: unknown };
    if (code === '23505') return !constraint || name === constraint || name === undefined;
    e = cause;
  }
  return false;
}

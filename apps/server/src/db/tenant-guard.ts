import { AsyncLocalStorage } from 'node:async_hooks';
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import * as schema from './schema';

/**
 * Work that spans enterprises on purpose (signing in by phone, a session's lookup by token, the
 * platform administrator's lists, sweeps and jobs over every enterprise) runs inside `allTenants`;
 * a request's work runs inside `asTenant`, and the guard below checks each of its statements.
 */
const running = new AsyncLocalStorage<{ enterpriseId: number | null }>();

/** On in tests (and with TENANT_GUARD=1): a statement for one enterprise without its condition throws. */
export const TENANT_GUARD_ON =
  process.env.TENANT_GUARD === '1' || (Boolean(process.env.VITEST) && process.env.TENANT_GUARD !== '0');

/**
 * Runs `work` in the scope `store`, when the guard is on: only the guard reads the scope. With the
 * guard off (production, the benches) no scope is entered at all: an AsyncLocalStorage, once run,
 * makes Node (20) run a hook on every promise the process creates afterwards, whatever it is for.
 * Awaited inside the scope either way: a drizzle query is a lazy thenable that runs only when
 * awaited, so returning it unawaited would run it outside.
 */
const within = <T>(store: { enterpriseId: number | null }, work: () => PromiseLike<T>): Promise<T> =>
  TENANT_GUARD_ON ? running.run(store, async () => await work()) : (async () => await work())();

export const allTenants = <T>(work: () => PromiseLike<T>): Promise<T> => within({ enterpriseId: null }, work);

/** Runs a request's (or a job's) work as one enterprise: the guard checks its queries. */
export const asTenant = <T>(enterpriseId: number, work: () => PromiseLike<T>): Promise<T> =>
  within({ enterpriseId }, work);

/** Tables whose rows belong to one enterprise: every one with an enterprise_id column. */
export const TENANT_TABLES: ReadonlySet<string> = new Set(
  (Object.values(schema) as unknown[])
    .filter((t): t is PgTable => t instanceof PgTable)
    .map((t) => getTableConfig(t))
    .filter((c) => c.columns.some((col) => col.name === 'enterprise_id'))
    .map((c) => c.name),
);

const NOT_ALIAS = new Set([
  'where',
  'on',
  'set',
  'join',
  'left',
  'right',
  'inner',
  'full',
  'cross',
  'order',
  'group',
  'limit',
  'offset',
  'using',
  'returning',
  'union',
  'for',
  'having',
  'window',
  'lateral',
  'natural',
  'values',
  'except',
  'intersect',
  'as',
  'select',
  'and',
  'or',
]);

/** Each tenant table a statement reads, updates or deletes, with the name it goes by there. */
function tenantReferences(text: string): { table: string; name: string }[] {
  const found: { table: string; name: string }[] = [];
  const ref = /\b(from|join|update)\s+"?([a-z_][a-z0-9_]*)"?(?:\s+(?:as\s+)?"?([a-z_][a-z0-9_]*)"?)?/gi;
  for (const m of text.matchAll(ref)) {
    const table = m[2]!.toLowerCase();
    if (!TENANT_TABLES.has(table)) continue;
    const alias = m[3]?.toLowerCase();
    found.push({ table, name: alias && !NOT_ALIAS.has(alias) ? alias : table });
  }
  return found;
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The tenant tables a statement touches without an enterprise condition on them. A reference counts
 * as scoped when its enterprise_id is compared (`x.enterprise_id = …`, `… = x.enterprise_id`,
 * `x.enterprise_id in …`), or, for a table used without an alias, the unqualified column is. A
 * heuristic over the text, strict enough to catch a forgotten condition, which is its purpose.
 */
export function unscopedTenantTables(statement: string): string[] {
  const text = statement.replace(/\s+/g, ' ').toLowerCase();
  if (/^\s*insert\b/.test(text) && !/\bselect\b/.test(text)) return [];
  const refs = tenantReferences(text);
  const unqualified = /(^|[^."\w])"?enterprise_id"?\s*(=|in\b|is\b)/.test(text);
  return refs
    .filter(({ table, name }) => {
      const column = `"?${escape(name)}"?\\."?enterprise_id"?`;
      return !(
        new RegExp(`${column}\\s*(=|in\\b)`).test(text) ||
        new RegExp(`=\\s*${column}`).test(text) ||
        (unqualified && name === table)
      );
    })
    .map(({ table }) => table);
}

export class TenantGuardError extends Error {}

/** Throws when a statement made for one enterprise reads a tenant table without its condition. */
export function assertScoped(statement: string) {
  const missing = unscopedTenantTables(statement);
  if (missing.length > 0)
    throw new TenantGuardError(
      `tenant guard: ${missing.join(', ')} queried without an enterprise condition (core/tenant.ts mine/mineSql): ${statement.slice(0, 400)}`,
    );
}

/** The drizzle logger and the shaped path call this for every statement when the guard is on. */
export function guardStatement(statement: string) {
  if (running.getStore()?.enterpriseId) assertScoped(statement);
}

export const tenantGuardLogger = { logQuery: (query: string) => guardStatement(query) };

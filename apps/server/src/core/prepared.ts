import { Placeholder, sql, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Database } from '../db/client';
import { guardStatement, TENANT_GUARD_ON } from '../db/tenant-guard';

const dialect = new PgDialect();

/** A named placeholder of a statement built once (`hotStatement`); its value is named at each call. */
export const placeholderOf = (name: string) => sql.placeholder(name);

/** A statement built once by `hotStatement`: run with the database and the call's values by name. */
export type HotStatement = <T>(database: Database, values: Record<string, unknown>) => Promise<T[]>;

/**
 * A statement built once with a placeholder for every value of a call, rendered once, and sent by
 * name through the database's own runner: PostgreSQL plans it once per connection (PGlite: PREPARE),
 * and a call builds no SQL. Bound values are our own constants or the call's `values`, by name; a
 * placeholder without a value throws. It runs on `database` (the pool), never in a caller's
 * transaction: callers in one take their usual path. `name` must be unique in the process.
 */
export function hotStatement(name: string, build: () => SQL): HotStatement {
  let made: { text: string; params: unknown[] } | undefined;
  return async <T>(database: Database, values: Record<string, unknown>): Promise<T[]> => {
    made ??= (() => {
      const rendered = dialect.sqlToQuery(build());
      return { text: rendered.sql, params: rendered.params };
    })();
    if (TENANT_GUARD_ON) guardStatement(made.text);
    const bound = made.params.map((p) => {
      if (!(p instanceof Placeholder)) return p;
      if (!(p.name in values)) throw new Error(`${name}: no value for ${p.name}`);
      return values[p.name];
    });
    return (await database.sql.prepared(name, made.text, bound)).rows as T[];
  };
}

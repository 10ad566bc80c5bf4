import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { btree_gin } from '@electric-sql/pglite/contrib/btree_gin';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { SQL } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import * as schema from './schema';
import { TENANT_GUARD_ON, tenantGuardLogger } from './tenant-guard';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

/** A raw SQL runner with pg's shape, used by pg-boss and by the few places that need it. */
export interface SqlRunner {
  query(text: string, values?: unknown[]): Promise<{ rows: Record<string, unknown>[] }>;
  /** Several statements without parameters in one call. */
  exec(text: string): Promise<void>;
  /** A hot query planned once per connection under `name` ($1.. parameters). */
  prepared(name: string, text: string, values: unknown[]): Promise<{ rows: Record<string, unknown>[] }>;
}

export interface Database {
  engine: 'pglite' | 'postgres';
  db: Db;
  sql: SqlRunner;
  pglite?: PGlite;
  pool?: pg.Pool;
  close(): Promise<void>;
}

/**
 * Extensions every PGlite instance loads, so the migrations' `create extension` and the indexes
 * over them (trigram search) work as on PostgreSQL, where they ship with contrib.
 */
export const PGLITE_EXTENSIONS = { pg_trgm, btree_gin };

export const MIGRATIONS_DIR = path.resolve(path.dirname(new URL(import.meta.url).pathname), 'migrations');

/** A value as a SQL literal (standard_conforming_strings is on, so only quotes need doubling). */
export function sqlLiteral(v: unknown): string {
  if (v === null || v === undefined) return 'null';
  if (Array.isArray(v)) return sqlLiteral(arrayText(v));
  if (typeof v === 'number' && Number.isFinite(v)) return String(v);
  if (typeof v === 'boolean') return v ? 'true' : 'false';
  const text = v instanceof Date ? v.toISOString() : String(v);
  return `'${noNul(text).replace(/'/g, "''")}'`;
}

/** PostgreSQL text cannot hold U+0000; refuse it here as the server does a bound value. */
function noNul(text: string): string {
  if (text.includes('\u0000')) throw new Error('invalid byte sequence for encoding "UTF8": 0x00');
  return text;
}

/** An array in PostgreSQL's array input syntax, every element quoted ('{"a","b \\"c\\""}'). */
const arrayText = (items: unknown[]): string =>
  `{${items.map((e) => (e === null || e === undefined ? 'NULL' : `"${noNul(e instanceof Date ? e.toISOString() : String(e)).replace(/[\\"]/g, '\\$&')}"`)).join(',')}}`;

/** In tests every statement made for one enterprise is checked for its enterprise condition. */
const guard = TENANT_GUARD_ON ? { logger: tenantGuardLogger } : {};

export function wrapPglite(pglite: PGlite): Database {
  // PGlite has no named-statement API; its one connection keeps SQL-level PREPAREd statements.
  const preparedNames = new Map<string, Promise<unknown>>();
  return {
    engine: 'pglite',
    db: drizzlePglite(pglite, { schema, ...guard }) as unknown as Db,
    pglite,
    sql: {
      query: async (text, values) => {
        if (!values?.length) {
          // Parameterless SQL may hold several statements; exec runs them all (pg-boss relies on it).
          const results = await pglite.exec(text);
          return { rows: (results.at(-1)?.rows ?? []) as Record<string, unknown>[] };
        }
        return (await pglite.query(text, values)) as { rows: Record<string, unknown>[] };
      },
      exec: async (text) => {
        await pglite.exec(text);
      },
      prepared: async (name, text, values) => {
        if (!preparedNames.has(name)) preparedNames.set(name, pglite.exec(`prepare ${name} as ${text}`));
        await preparedNames.get(name);
        // EXECUTE is a utility statement and takes no bind parameters, so values go in as literals.
        const args = values.map(sqlLiteral).join(', ');
        return (await pglite.query(`execute ${name}(${args})`)) as { rows: Record<string, unknown>[] };
      },
    },
    close: () => pglite.close(),
  };
}

export function wrapPool(pool: pg.Pool): Database {
  return {
    engine: 'postgres',
    db: drizzlePg(pool, { schema, ...guard }) as unknown as Db,
    pool,
    sql: {
      query: (text, values) => pool.query(text, values as unknown[]),
      exec: async (text) => {
        await pool.query(text);
      },
      prepared: (name, text, values) => pool.query({ name, text, values }),
    },
    close: () => pool.end(),
  };
}

export async function openDatabase(opts: { dataDir: string; databaseUrl?: string }): Promise<Database> {
  if (opts.databaseUrl) {
    const pool = new pg.Pool({
      connectionString: opts.databaseUrl,
      max: 10,
      // A database that does not answer fails the request (503 DATABASE_UNAVAILABLE), not hang it.
      connectionTimeoutMillis: 10_000,
      keepAlive: true,
    });
    // A dropped idle client is removed by the pool and replaced on next use.
    pool.on('error', () => undefined);
    // A checked-out client has no pool listener: without one, a connection lost between two
    // statements of a transaction (database restart) would be an unhandled 'error' and end the
    // process. Its next query fails instead ("not queryable"), and the pool discards it on release.
    pool.on('connect', (client) => client.on('error', () => undefined));
    return wrapPool(pool);
  }
  const dir = path.join(opts.dataDir, 'pglite');
  fs.mkdirSync(dir, { recursive: true });
  // relaxedDurability stays off: a query answers only after its writes reached the data dir, so an
  // acknowledged write survives a SIGKILL of the process (db/durability.test.ts).
  const pglite = new PGlite(dir, {
    initialMemory: 256 * 1024 * 1024,
    relaxedDurability: false,
    extensions: PGLITE_EXTENSIONS,
  });
  await pglite.waitReady;
  return wrapPglite(pglite);
}

export async function migrate(database: Database): Promise<void> {
  if (database.engine === 'pglite') {
    await migratePglite(database.db as never, { migrationsFolder: MIGRATIONS_DIR });
  } else {
    await migratePg(database.db as never, { migrationsFolder: MIGRATIONS_DIR });
  }
}

/** Rows of a raw drizzle `sql` query; both drivers answer `{ rows }`. */
export async function rows<T>(db: Db, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

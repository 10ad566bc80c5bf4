/**
 * The raw ceilings each API figure is divided by, measured in the same run on the same machine.
 *   A  a bare node:http server answering a fixed JSON body (what HTTP on loopback can do);
 *   B  the server's own session lookup SQL run straight through the database driver (what the DB can do);
 *   C  scrypt password verification alone (what sign-in's deliberate cost allows).
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Database } from '@fieldline/server/src/db/client';
import { verifyPassword } from '@fieldline/server/src/core/crypto';
import { warmThenMeasure, type LoadSample, type LoopOptions } from './load';

/** A statement the server sent to the database driver, as it sent it. */
export interface CapturedQuery {
  text: string;
  values: unknown[];
}

/**
 * Records every statement the server sends while `action` runs, by wrapping the driver's `query`
 * (PGlite's, or the pg Pool's) for that time. Baseline B replays the server's own session lookup
 * this way, so it cannot drift from apps/server/src/core/auth.ts.
 */
export async function captureQueries(
  database: Database,
  action: () => Promise<void>,
): Promise<CapturedQuery[]> {
  type Query = (...args: unknown[]) => unknown;
  const target = (database.pglite ?? database.pool) as unknown as { query: Query };
  const own = Object.prototype.hasOwnProperty.call(target, 'query');
  const original = target.query;
  const seen: CapturedQuery[] = [];
  target.query = function (this: unknown, ...args: unknown[]) {
    const [first, second] = args;
    const config =
      typeof first === 'object' && first !== null ? (first as { text?: unknown; values?: unknown }) : {};
    const text = typeof first === 'string' ? first : config.text;
    const values = Array.isArray(config.values) ? config.values : Array.isArray(second) ? second : [];
    if (typeof text === 'string') seen.push({ text, values });
    return original.apply(this, args);
  };
  try {
    await action();
  } finally {
    if (own) target.query = original;
    else delete (target as Partial<typeof target>).query;
  }
  return seen;
}

/** The session lookup with another session's token hash in place of the captured one. */
export interface SessionLookup extends CapturedQuery {
  /** Which parameter holds the token hash. */
  hashIndex: number;
}

const withHash = (lookup: SessionLookup, hash: string | undefined) =>
  lookup.values.map((v, i) => (i === lookup.hashIndex ? hash : v));

/** Baseline A's server: one fixed body, no routing, no parsing, no database. */
export async function startRawHttpServer(body: string): Promise<{ port: number; close(): Promise<void> }> {
  const payload = Buffer.from(body);
  const server = http.createServer((req, res) => {
    req.resume();
    req.on('end', () => {
      res.writeHead(200, {
        'content-type': 'application/json; charset=utf-8',
        'content-length': payload.length,
      });
      res.end(payload);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    port,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** Baseline B: the server's session lookup by token hash through `database.sql.query`, in a closed loop. */
export function rawSessionLookup(
  database: Database,
  lookup: SessionLookup,
  tokenHashes: string[],
  opts: LoopOptions & { warmupMs: number },
): Promise<LoadSample> {
  return warmThenMeasure(opts, async (seq) => {
    const { rows } = await database.sql.query(
      lookup.text,
      withHash(lookup, tokenHashes[seq % tokenHashes.length]),
    );
    if (rows.length !== 1) throw new Error(`session lookup answered ${rows.length} rows`);
  });
}

/**
 * Baseline B': the same lookup as the server runs it, a prepared statement planned once per
 * connection (database.sql.prepared).
 */
export async function preparedSessionLookup(
  database: Database,
  lookup: SessionLookup,
  tokenHashes: string[],
  opts: LoopOptions & { warmupMs: number },
): Promise<LoadSample> {
  const check = (rows: unknown[]) => {
    if (rows.length !== 1) throw new Error(`session lookup answered ${rows.length} rows`);
  };
  return warmThenMeasure(opts, async (seq) => {
    const values = withHash(lookup, tokenHashes[seq % tokenHashes.length]);
    check((await database.sql.prepared('bench_session_lookup', lookup.text, values)).rows);
  });
}

/** The database's per-query floor: `select 1` (what /api/healthz runs) through the same driver. */
export function rawSelectOne(
  database: Database,
  opts: LoopOptions & { warmupMs: number },
): Promise<LoadSample> {
  const { pglite } = database;
  // sql.query sends parameterless text through PGlite's exec; healthz goes through query, so do the same.
  const run = pglite ? () => pglite.query('select 1 as one') : () => database.sql.query('select 1 as one');
  return warmThenMeasure(opts, async () => {
    const { rows } = await run();
    if (rows.length !== 1) throw new Error('select 1 answered no row');
  });
}

/** Baseline C: the server's own verifyPassword (scrypt) against a stored hash, in a closed loop. */
export function rawScrypt(
  password: string,
  storedHash: string,
  opts: LoopOptions & { warmupMs: number },
): Promise<LoadSample> {
  return warmThenMeasure(opts, async () => {
    if (!(await verifyPassword(password, storedHash))) throw new Error('password did not verify');
  });
}

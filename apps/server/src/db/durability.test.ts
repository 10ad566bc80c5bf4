/**
 * An acknowledged write survives a SIGKILL of the server (DESIGN.md, performance notes).
 *
 * The real server (main.ts, a child process) takes a stream of tag creates through the HTTP API
 * from an administrator; every create it answers with success is recorded. The process is killed
 * with SIGKILL mid-stream and restarted on the same data (KILLS times): it must migrate and serve
 * again, and every acknowledged create must be there with its id, through the API and in the data
 * opened directly afterwards. Requests in flight at the
 * kill may or may not have landed; only acknowledged ones count.
 *
 * Engine: PGlite in a temporary DATA_DIR, or, when DATABASE_URL is set, a fresh PostgreSQL
 * database on that server (dropped afterwards), so each of CI's two `npm test` runs covers one.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { MIGRATIONS_DIR, migrate, openDatabase } from './client';
import { withDatabase } from '../test/global-setup';
import { call, signIn, startServer, type HttpSession, type ServerProcess } from '../test/server-process';

const TAG_KIND_PERSON = 6;
const WORKERS = 4;
/** SIGKILL → restart cycles; one keeps the test within its time budget on a loaded 2-core machine. */
const KILLS = 1;

const baseUrl = process.env.DATABASE_URL || undefined;
const engine = baseUrl ? 'postgres' : 'pglite';
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

let dataDir = '';
let databaseUrl: string | undefined;
let dbName: string | undefined;
const started: ServerProcess[] = [];

async function admin<T>(fn: (c: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: baseUrl });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

async function start() {
  const server = await startServer({ dataDir, databaseUrl });
  started.push(server);
  return server;
}

// The data starts as a copy of the suite's migrated, seeded template (test/global-setup.ts), so the
// first start need not create, migrate and seed it: the time goes to the kill and the restart.
beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'fieldline-durability-'));
  if (baseUrl) {
    dbName = `fl_dur_${process.pid}_${randomBytes(4).toString('hex')}`;
    const template = inject('pgTemplate');
    await admin((c) => c.query(`create database ${dbName}${template ? ` template ${template}` : ''}`));
    databaseUrl = withDatabase(baseUrl, dbName);
  } else if (inject('pgliteTemplate')) {
    const copy = new PGlite(path.join(dataDir, 'pglite'), {
      loadDataDir: new Blob([fs.readFileSync(inject('pgliteTemplate'))]),
    });
    await copy.waitReady;
    await copy.close();
  }
});

afterAll(async () => {
  for (const s of started) await s.stop('SIGKILL');
  if (dbName) await admin((c) => c.query(`drop database if exists ${dbName} with (force)`));
  fs.rmSync(dataDir, { recursive: true, force: true });
});

interface Stream {
  acknowledged: Map<string, number>;
  /** Requests that had no answer when the process died. */
  inFlight: number;
}

/**
 * Creates tags with WORKERS callers in a closed loop until the server dies; SIGKILLs it at a random
 * moment after `minAcks` acknowledgements (and at least 0.5 s of stream).
 */
async function streamThenKill(server: ServerProcess, session: HttpSession, prefix: string, minAcks: number) {
  const out: Stream = { acknowledged: new Map(), inFlight: 0 };
  let killed = false;
  let seq = 0;
  let failure: unknown;
  const worker = async () => {
    while (!killed) {
      const name = `${prefix}${seq++}`;
      try {
        const a = await call(server.base, 'POST', '/api/v2/epTag', {
          headers: { token: session.token },
          body: { csrfToken: session.csrfToken, objectKind: TAG_KIND_PERSON, name },
        });
        if (a.status === 200 && a.body?.success) {
          out.acknowledged.set(name, (a.body.data as { id: number }).id);
        } else if (!killed) {
          failure ??= new Error(`create refused before the kill: ${a.status} ${a.text}`);
          return;
        }
      } catch (err) {
        if (!killed) {
          failure ??= err;
          return;
        }
        out.inFlight++;
      }
    }
  };
  const t0 = Date.now();
  const workers = Array.from({ length: WORKERS }, worker);
  while (!failure && (out.acknowledged.size < minAcks || Date.now() - t0 < 500)) {
    if (Date.now() - t0 > 30_000) throw new Error(`only ${out.acknowledged.size} creates in 30 s`);
    await sleep(10);
  }
  if (failure) throw failure;
  await sleep(Math.floor(Math.random() * 200));
  killed = true;
  process.kill(server.pid, 'SIGKILL');
  await Promise.all(workers);
  const { signal } = await server.exited;
  expect(signal).toBe('SIGKILL');
  return out;
}

/** Every tag of the demo enterprise whose name starts with `prefix`, through the list API. */
async function listTags(server: ServerProcess, session: HttpSession, prefix: string) {
  const found = new Map<string, number>();
  for (let pageIndex = 0; ; pageIndex++) {
    const a = await call(
      server.base,
      'GET',
      `/api/v2/epTag/list?objectKind=${TAG_KIND_PERSON}&keyword=${encodeURIComponent(prefix)}&pageSize=1000&pageIndex=${pageIndex}`,
      { headers: { token: session.token } },
    );
    expect(a.status, a.text).toBe(200);
    const { list, total } = a.body!.data as { list: { id: number; name: string }[]; total: number };
    for (const t of list) found.set(t.name, t.id);
    if (!list.length || found.size >= total) return found;
  }
}

describe(`durability after SIGKILL (${engine})`, () => {
  it('keeps every acknowledged create and opens cleanly after each kill', { timeout: 150_000 }, async () => {
    const t0 = Date.now();
    const prefix = `dur-${randomBytes(3).toString('hex')}-`;
    const acknowledged = new Map<string, number>();
    let inFlight = 0;
    const phases: string[] = [];
    let lapAt = t0;
    const lap = (name: string) => {
      phases.push(`${name} ${((Date.now() - lapAt) / 1000).toFixed(1)} s`);
      lapAt = Date.now();
    };

    let server = await start();
    let session = await signIn(server.base, 'administrator');
    lap('start');
    for (let kill = 1; kill <= KILLS; kill++) {
      const stream = await streamThenKill(server, session, `${prefix}${kill}-`, 30);
      stream.acknowledged.forEach((id, name) => acknowledged.set(name, id));
      inFlight += stream.inFlight;
      lap('stream + kill');

      // The same data, a new process: main.ts migrates, skips the seed, and serves.
      server = await start();
      lap('restart');
      const health = await call(server.base, 'GET', '/api/healthz');
      expect(health.status).toBe(200);
      expect(health.body).toMatchObject({ success: true, data: { status: 'ok', engine } });
      // The session made before the kill was acknowledged too: it still signs the caller in.
      const info = await call(server.base, 'GET', '/api/v2/sessionUser/info', {
        headers: { token: session.token },
      });
      expect(info.status, info.text).toBe(200);
      session = await signIn(server.base, 'administrator');

      const found = await listTags(server, session, prefix);
      const lost = [...acknowledged].filter(([name, id]) => found.get(name) !== id);
      expect(lost, `acknowledged creates missing after kill ${kill}`).toEqual([]);
      lap('check');
    }

    // A clean stop, then the data opened directly: every migration recorded, nothing pending.
    await server.stop('SIGTERM');
    const database = await openDatabase({ dataDir, databaseUrl });
    try {
      await migrate(database);
      const journal = JSON.parse(
        fs.readFileSync(path.join(MIGRATIONS_DIR, 'meta/_journal.json'), 'utf8'),
      ) as {
        entries: unknown[];
      };
      const { rows: applied } = await database.sql.query(
        'select count(*)::int as n from drizzle.__drizzle_migrations',
      );
      expect(Number(applied[0]!.n)).toBe(journal.entries.length);
      const { rows: tags } = await database.sql.query(
        `select name, id from tags where object_kind = $1 and name like $2`,
        [TAG_KIND_PERSON, `${prefix}%`],
      );
      const stored = new Map(tags.map((r) => [String(r.name), Number(r.id)]));
      const lost = [...acknowledged].filter(([name, id]) => stored.get(name) !== id);
      expect(lost).toEqual([]);
      const extra = stored.size - acknowledged.size;
      lap('stop + open directly');
      console.info(
        `durability: engine ${engine}, acknowledged ${acknowledged.size}, lost ${lost.length} ` +
          `(${KILLS} SIGKILL${KILLS === 1 ? '' : 's'}; ${inFlight} requests in flight at the kills, ${extra} of them landed; ${((Date.now() - t0) / 1000).toFixed(1)} s: ${phases.join(', ')})`,
      );
    } finally {
      await database.close();
    }
  });
});

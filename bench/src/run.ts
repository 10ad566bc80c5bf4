/**
 * `npm run bench`: generates tenants at scale, starts the real server (buildApp) on an ephemeral
 * loopback port, and drives its endpoints with a closed-loop client in a separate process. Each
 * figure is printed next to a raw ceiling measured in the same run (see baselines.ts, README.md).
 *
 * Environment (all optional):
 *   DATABASE_URL        PostgreSQL server to use; a fresh fl_bench_<ts> database is created and dropped
 *   BENCH_USERS         generated users (100000)          BENCH_ENTERPRISES  generated enterprises (200)
 *   BENCH_CONCURRENCY   closed-loop callers (16)          BENCH_DURATION     seconds per scenario (5)
 *   BENCH_WARMUP        warm-up seconds per scenario (1)  BENCH_MAX_REQUESTS request cap per scenario (1000000)
 *   BENCH_LOGIN_MAX     request cap for sign-in (200)     BENCH_TOKENS       distinct sessions used (2000)
 *   BENCH_ROUNDS        alternating slices per comparison group (3)
 *   BENCH_EXPLAIN=1     print EXPLAIN ANALYZE of the hot queries at scale
 *   BENCH_JSON=<file>   also write the results as JSON    BENCH_TIMEOUT      hard stop in seconds (600)
 */
import fs from 'node:fs';
import os from 'node:os';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '@fieldline/server/src/app';
import { loadConfig } from '@fieldline/server/src/config';
import { sha256 } from '@fieldline/server/src/core/crypto';
import { SESSION_QUERY } from '@fieldline/server/src/core/auth';
import { SESSION_IDLE_MS } from '@fieldline/domain';
import type { Database } from '@fieldline/server/src/db/client';
import { DEMO_PASSWORD, DEMO_USERS } from '@fieldline/server/src/seed/demo';
import {
  captureQueries,
  preparedSessionLookup,
  rawScrypt,
  rawSelectOne,
  rawSessionLookup,
  startRawHttpServer,
  type SessionLookup,
} from './baselines';
import { LoadClient, type HttpScenario } from './client';
import { openBenchDatabase, type BenchDatabase } from './database';
import { generate, tableCounts } from './generate';
import { summarize, type LoadSample, type LoopOptions } from './load';
import { int, megabytes, resultsTable, table, type Baseline, type Row } from './report';

type Slice = LoopOptions & { warmupMs: number };

/** One row of the results: a baseline or a scenario, run slice by slice. */
interface Measure {
  name: string;
  baseline?: Baseline;
  versus?: Baseline[];
  /** Request cap over all slices (default BENCH_MAX_REQUESTS). */
  maxRequests?: number;
  run(slice: Slice): Promise<LoadSample>;
}

function envInt(name: string, fallback: number, min = 1): number {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const n = Number(raw);
  if (!Number.isFinite(n) || n < min) throw new Error(`${name} must be a number >= ${min} (got ${raw})`);
  return Math.floor(n);
}

const opts = {
  databaseUrl: process.env.DATABASE_URL || undefined,
  users: envInt('BENCH_USERS', 100_000),
  enterprises: envInt('BENCH_ENTERPRISES', 200),
  concurrency: envInt('BENCH_CONCURRENCY', 16),
  durationMs: Number(process.env.BENCH_DURATION || 5) * 1000,
  warmupMs: Number(process.env.BENCH_WARMUP ?? 1) * 1000,
  maxRequests: envInt('BENCH_MAX_REQUESTS', 1_000_000),
  loginMax: envInt('BENCH_LOGIN_MAX', 200),
  tokens: envInt('BENCH_TOKENS', 2000),
  rounds: envInt('BENCH_ROUNDS', 3),
  explain: process.env.BENCH_EXPLAIN === '1',
  json: process.env.BENCH_JSON || undefined,
  timeoutMs: envInt('BENCH_TIMEOUT', 600) * 1000,
};
if (!(opts.durationMs > 0) || !(opts.warmupMs >= 0))
  throw new Error('BENCH_DURATION must be > 0 and BENCH_WARMUP >= 0');

const log = (...lines: string[]) => console.info(lines.join('\n'));

let bench: BenchDatabase | undefined;
let app: FastifyInstance | undefined;
let client: LoadClient | undefined;
let rawHttp: { close(): Promise<void> } | undefined;

let cleaning: Promise<void> | undefined;
let stopping = false;
/** Stops the client, both servers and the database; every caller waits for the one clean-up. */
function cleanup(): Promise<void> {
  cleaning ??= (async () => {
    client?.close();
    await rawHttp?.close().catch(() => undefined);
    await app?.close().catch(() => undefined);
    await bench?.dispose().catch((err: unknown) => console.error('cleanup:', err));
  })();
  return cleaning;
}

// The run must end by itself: a hard stop if anything hangs, and a clean-up on Ctrl-C.
const watchdog = setTimeout(() => {
  console.error(`bench: still running after ${opts.timeoutMs / 1000} s, stopping`);
  const hard = setTimeout(() => process.exit(2), 10_000);
  hard.unref();
  void cleanup().finally(() => process.exit(2));
}, opts.timeoutMs);
watchdog.unref();
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    stopping = true;
    console.error(`bench: ${signal}, cleaning up`);
    void cleanup().finally(() => process.exit(130));
  });
}

async function explain(database: Database, label: string, text: string, values: unknown[]) {
  const { rows } = await database.sql.query(`explain (analyze, buffers, costs off) ${text}`, values);
  log('', `EXPLAIN ANALYZE: ${label}`, ...rows.map((r) => `  ${String(Object.values(r)[0])}`));
}

async function main() {
  const started = Date.now();
  log(
    `Fieldline bench: ${int(opts.users)} users in ${opts.enterprises} enterprises, concurrency ${opts.concurrency}, ${opts.durationMs / 1000} s per scenario`,
  );

  bench = await openBenchDatabase(opts.databaseUrl);
  const { database } = bench;
  const gen = await generate(database, { enterprises: opts.enterprises, users: opts.users });
  const counts = await tableCounts(database);
  const { rows: versionRows } = await database.sql.query('select version() as v');
  const engineVersion = String(versionRows[0]?.v ?? '').split(',')[0];
  const generatedMs = gen.steps.reduce((s, [, t]) => s + t, 0);

  const cpus = os.cpus();
  log(
    '',
    `machine   ${os.availableParallelism()} cores (${cpus[0]?.model.trim() ?? 'unknown cpu'}), ${megabytes(os.totalmem())} RAM, ${os.platform()} ${os.arch()}, load average ${os
      .loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')}`,
    `runtime   node ${process.version}`,
    `engine    ${bench.label}`,
    `          ${engineVersion}`,
    `data      generated in ${(generatedMs / 1000).toFixed(1)} s (${gen.steps.map(([n, t]) => `${n} ${t} ms`).join(', ')})`,
    '',
    table(
      ['table', 'rows', 'size'],
      Object.entries(counts).map(([t, c]) => [t, int(c.rows), megabytes(c.bytes)]),
    ),
  );

  // The real server, as main.ts builds it, minus jobs and logging.
  const config = loadConfig({
    DATA_DIR: bench.dataDir,
    DATABASE_URL: bench.databaseUrl ?? '',
    JOBS: 'false',
    LOG_LEVEL: 'silent',
    WEB_DIST: '',
  });
  app = await buildApp({ config, database, logger: false });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const port = (app.server.address() as AddressInfo).port;
  const base = `http://127.0.0.1:${port}`;

  // Sessions and accounts the load will use, spread over the generated enterprises.
  const ids = `{${gen.enterpriseIds.join(',')}}`;
  const { rows: sessionRows } = await database.sql.query(
    'select user_id, enterprise_id from sessions where enterprise_id = any($1::bigint[]) order by md5(token_hash) limit $2',
    [ids, opts.tokens],
  );
  const tokens = sessionRows.map((r) => gen.tokenFor(Number(r.user_id)));
  const tokenHashes = tokens.map(sha256);
  const tokenEnterprises = new Set(sessionRows.map((r) => Number(r.enterprise_id))).size;
  const { rows: phoneRows } = await database.sql.query(
    'select phone from users where enterprise_id = any($1::bigint[]) order by md5(phone) limit $2',
    [ids, Math.min(opts.loginMax, 5000)],
  );
  const loginBodies = phoneRows.map((r) =>
    JSON.stringify({ phone: String(r.phone), password: gen.password }),
  );
  if (!tokens.length || !loginBodies.length)
    throw new Error('no generated sessions or users to load with; raise BENCH_USERS');

  // A sanity pass through the real API: the demo administrator signs in and reads its session. The
  // statements the server sends meanwhile are recorded: baseline B replays its session lookup.
  let infoBody = '';
  let adminToken = '';
  const captured = await captureQueries(database, async () => {
    const login = await fetch(`${base}/api/stand/pwdLogin`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ phone: DEMO_USERS[0]!.phone, password: DEMO_PASSWORD }),
    });
    const loginBody = (await login.json()) as { success: boolean; data?: { token?: string } };
    if (!loginBody.success || !loginBody.data?.token)
      throw new Error(`demo sign-in failed: ${JSON.stringify(loginBody)}`);
    adminToken = loginBody.data.token;
    const info = await fetch(`${base}/api/v2/sessionUser/info`, { headers: { token: adminToken } });
    infoBody = await info.text();
    if (info.status !== 200 || !infoBody.includes('"success":true'))
      throw new Error(`sessionUser/info failed: ${infoBody}`);
  });
  const adminHash = sha256(adminToken);
  const isSelect = (text: string) => /^\s*select\b/i.test(text);
  // Baseline B runs the server's own session query (core/auth.ts), so it cannot drift from it.
  const since = new Date(Date.now() - SESSION_IDLE_MS).toISOString();
  const lookup: SessionLookup = { text: SESSION_QUERY, values: [adminHash, since], hashIndex: 0 };

  log(
    '',
    `load      ${tokens.length} sessions in ${tokenEnterprises} enterprises; ${loginBodies.length} accounts for sign-in; ` +
      `baseline A answers a ${infoBody.length}-byte body (an administrator's sessionUser/info)`,
    '',
    'running…',
  );

  client = new LoadClient();
  const rawServer = await startRawHttpServer(infoBody);
  rawHttp = rawServer;
  const http =
    (s: Partial<HttpScenario> & Pick<HttpScenario, 'path'>) =>
    (slice: Slice): Promise<LoadSample> =>
      client!.run({ port, method: 'GET', headers: [], ...s, ...slice });
  const rows: Row[] = [];
  const record = (row: Row) => {
    rows.push(row);
    const s = row.summary;
    log(
      `  ${row.name}: ${int(s.rps)} req/s${s.errors ? ` — ${s.errors} errors, first: ${s.firstError}` : ''}`,
    );
  };

  /**
   * Runs a baseline and the scenarios compared with it in alternating slices (A B A B …, `rounds`
   * times, each slice duration/rounds long), so a load spike from elsewhere on the machine falls on
   * both sides of a ratio rather than on one. Warm-up happens in the first round only.
   */
  const measureGroup = async (measures: Measure[]) => {
    const samples = measures.map((): LoadSample[] => []);
    const done = measures.map(() => 0);
    for (let round = 0; round < opts.rounds; round++) {
      for (const [i, m] of measures.entries()) {
        const cap = m.maxRequests ?? opts.maxRequests;
        const share = Math.ceil(cap / opts.rounds);
        if (cap - done[i]! <= 0) continue;
        const sample = await m.run({
          concurrency: opts.concurrency,
          durationMs: opts.durationMs / opts.rounds,
          warmupMs: round === 0 ? opts.warmupMs : 0,
          maxRequests: Math.min(share, cap - done[i]!),
          offset: done[i],
        });
        samples[i]!.push(sample);
        done[i]! += sample.latencies.length;
      }
    }
    measures.forEach((m, i) =>
      record({ name: m.name, baseline: m.baseline, versus: m.versus, summary: summarize(samples[i]!) }),
    );
  };

  const infoPath = '/api/v2/sessionUser/info';
  const tokenHeaders = tokens.map((token) => ({ token }));

  await measureGroup([
    { name: 'A  raw node:http, fixed body', baseline: 'A', run: http({ port: rawServer.port, path: '/' }) },
    { name: 'GET /api/healthz', versus: ['A'], run: http({ path: '/api/healthz' }) },
  ]);

  // Every sampled session was last used over a minute ago, so its first request also writes
  // last_used_at. One pass over all of them; afterwards they are warm for TOUCH_EVERY (60 s).
  const touched = Date.now();
  record({
    name: 'GET sessionUser/info, 1st use (touch)',
    versus: ['A', 'B'],
    summary: summarize([
      await http({ path: infoPath, headers: tokenHeaders })({
        concurrency: opts.concurrency,
        warmupMs: 0,
        maxRequests: tokens.length,
        durationMs: Math.max(opts.durationMs, 60_000),
      }),
    ]),
  });
  await measureGroup([
    { name: "B0 raw SQL 'select 1'", versus: ['B'], run: (slice) => rawSelectOne(database, slice) },
    {
      name: 'B  raw SQL session lookup',
      baseline: 'B',
      run: (slice) => rawSessionLookup(database, lookup, tokenHashes, slice),
    },
    {
      name: "B' same lookup, prepared statement",
      versus: ['B'],
      run: (slice) => preparedSessionLookup(database, lookup, tokenHashes, slice),
    },
    {
      name: 'GET sessionUser/info',
      versus: ['A', 'B'],
      run: http({ path: infoPath, headers: tokenHeaders }),
    },
  ]);
  if (Date.now() - touched > 60_000) {
    console.warn(
      'note: over 60 s since the touch pass; some sessionUser/info requests wrote last_used_at again',
    );
  }

  await measureGroup([
    {
      name: 'C  raw scrypt verify',
      baseline: 'C',
      maxRequests: opts.loginMax,
      run: (slice) => rawScrypt(gen.password, gen.passwordHash, slice),
    },
    {
      name: 'POST stand/pwdLogin',
      versus: ['C'],
      maxRequests: opts.loginMax,
      run: http({ path: '/api/stand/pwdLogin', method: 'POST', bodies: loginBodies }),
    },
  ]);

  log(
    '',
    resultsTable(rows),
    '',
    'req/s: completed requests ÷ wall time; latencies are per request as the client saw them (closed loop, ' +
      `${opts.concurrency} in flight).`,
    "÷A http / ÷B sql / ÷C scrypt: the row's req/s divided by that baseline's req/s in this run (1.00 = at the ceiling).",
  );

  if (opts.explain) {
    // Every distinct SELECT the server sent for sign-in and sessionUser/info, the session lookup with
    // a generated session's token hash.
    await explain(database, 'session lookup (loadSession)', SESSION_QUERY, [tokenHashes[0], since]);
    const seen = new Set<string>([SESSION_QUERY]);
    for (const c of captured) {
      if (!isSelect(c.text) || seen.has(c.text)) continue;
      seen.add(c.text);
      await explain(database, c.text.slice(0, 90), c.text, c.values);
    }
    // PGlite (single-user mode) never flushes table statistics, so this is PostgreSQL only.
    if (database.engine === 'postgres') {
      await database.sql.query('select pg_stat_force_next_flush()');
      const { rows: upd } = await database.sql.query(
        `select n_tup_upd, n_tup_hot_upd, n_dead_tup from pg_stat_user_tables where relname = 'sessions'`,
      );
      log(
        '',
        `sessions: updates ${upd[0]?.n_tup_upd}, of which HOT ${upd[0]?.n_tup_hot_upd}; dead tuples ${upd[0]?.n_dead_tup}`,
      );
    }
  }

  if (opts.json) {
    fs.writeFileSync(
      opts.json,
      JSON.stringify(
        {
          at: new Date().toISOString(),
          machine: {
            cores: os.availableParallelism(),
            cpu: cpus[0]?.model.trim(),
            memory: os.totalmem(),
            node: process.version,
          },
          engine: { kind: database.engine, version: engineVersion },
          options: { ...opts, databaseUrl: opts.databaseUrl ? '(set)' : undefined },
          data: counts,
          results: rows,
        },
        null,
        2,
      ),
    );
  }

  log(
    '',
    `done in ${((Date.now() - started) / 1000).toFixed(0)} s; load average now ${os.loadavg()[0]!.toFixed(2)}`,
  );
  return rows.some((r) => r.summary.errors > 0) ? 1 : 0;
}

main()
  .then(async (code) => {
    await cleanup();
    process.exit(code);
  })
  .catch(async (err: unknown) => {
    if (!stopping) console.error('bench failed:', err);
    await cleanup();
    process.exit(stopping ? 130 : 1);
  });

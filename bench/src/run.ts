/**
 * `npm run bench`: generates N enterprises × M records per module (generate.ts, generators/),
 * starts the real server (buildApp, as main.ts builds it) on an ephemeral loopback port, and drives
 * its routes with a closed-loop client in a separate process. Every route is measured beside its
 * raw twin (baselines.ts: the same SQL, captured from the server, through the bare driver behind a
 * minimal node:http handler), in alternating slices, and reported as a ratio; the report goes to
 * the terminal and to bench/results/<YYYY-MM-DD>-<engine>.md.
 *
 * Environment (all optional):
 *   DATABASE_URL        PostgreSQL server to use; a fresh fl_bench_<ts> database is created and dropped
 *   BENCH_ENTERPRISES   generated enterprises (200)
 *   BENCH_RECORDS       records per enterprise by module, e.g. "users=500,departments=20,teams=10,tags=60"
 *   BENCH_USERS         total generated users (sets users= to BENCH_USERS / BENCH_ENTERPRISES)
 *   BENCH_CONCURRENCY   closed-loop callers (16)          BENCH_DURATION     seconds per scenario (5)
 *   BENCH_WARMUP        warm-up seconds per scenario (1)  BENCH_ROUNDS       alternating slices per pair (3)
 *   BENCH_MAX_REQUESTS  request cap per scenario (1000000) BENCH_LOGIN_MAX   request cap for sign-in (200)
 *   BENCH_TOKENS        sessions in the first-use pass (1000)
 *   BENCH_VARIANTS      request variants (tokens, accounts) per scenario, each captured for its twin (200)
 *   BENCH_RESULTS       directory of the markdown report (bench/results); "-" writes none
 *   BENCH_EXPLAIN=1     print EXPLAIN ANALYZE of every SELECT the measured routes send
 *   BENCH_JSON=<file>   also write the results as JSON    BENCH_TIMEOUT      hard stop in seconds (1200)
 *   BENCH_LATENCY_CONCURRENCY  requests in flight for the large customer enterprise's rows (1)
 *   BENCH_ORDER_CONCURRENCY    requests in flight for the large order enterprise's throughput rows (32)
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { ROLE_TYPES } from '@fieldline/domain';
import { buildApp } from '@fieldline/server/src/app';
import { loadConfig } from '@fieldline/server/src/config';
import { newToken, sha256, verifyPassword } from '@fieldline/server/src/core/crypto';
import type { Database } from '@fieldline/server/src/db/client';
import { DEMO_PASSWORD, DEMO_USERS } from '@fieldline/server/src/seed/demo';
import {
  captureQueries,
  isWrite,
  replay,
  rewrite,
  startRawServer,
  substitute,
  type CapturedCall,
  type RawServer,
} from './baselines';
import { LoadClient, type HttpScenario } from './client';
import {
  LARGE_LIST_VARIANTS,
  LATENCY_CONCURRENCY,
  largeCustomerEnterprise,
  largeCustomerPaths,
  latencyRatios,
} from './customer-scale';
import {
  THROUGHPUT_CONCURRENCY,
  ORDER_CREATE_PATH,
  captureWithTransactions,
  costNote,
  createTwin,
  createVariants,
  largeOrderEnterprise,
  largeOrderPaths,
  orderDetailPath,
  statementCosts,
  type TxCall,
} from './order-scale';
import { messageRows } from './message-scale';
import { knowledgeEnterprise, knowledgePaths } from './knowledge-scale';
import {
  GRAB_MAX,
  GRAB_PATH,
  grabCalls,
  grabTwin,
  grabVariant,
  poolEnterprise,
  poolPaths,
  repool,
} from './pool-scale';
import { mapMarkerPaths } from './map-scale';
import { financeEnterprise, financePaths } from './finance-scale';
import { openBenchDatabase, type BenchDatabase } from './database';
import { generate, generators, tableCounts } from './generate';
import './generators/index';
import { PGLITE_ORDER_RECORDS } from './generators/orders';
import { summarize, type LoadSample, type LoadSummary, type LoopOptions } from './load';
import { int, megabytes, resultsTable, table, writeMarkdown, type Row } from './report';

type Slice = LoopOptions & { warmupMs: number };

function envInt(name: string, fallback: number, min = 1): number {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const n = Number(raw);
  if (!Number.isFinite(n) || n < min) throw new Error(`${name} must be a number >= ${min} (got ${raw})`);
  return Math.floor(n);
}

/** BENCH_RECORDS="users=500,tags=60" (and the older BENCH_USERS, a total) as records per enterprise. */
function recordsPerEnterprise(enterprises: number): Record<string, number> {
  const out: Record<string, number> = {};
  for (const part of (process.env.BENCH_RECORDS ?? '').split(',').filter((p) => p.trim())) {
    const [module, value] = part.split('=').map((s) => s.trim());
    const n = Number(value);
    if (!module || !Number.isInteger(n) || n < 0)
      throw new Error(`BENCH_RECORDS: expected module=count, got "${part}"`);
    out[module] = n;
  }
  if (process.env.BENCH_USERS && out.users === undefined)
    out.users = Math.max(1, Math.round(envInt('BENCH_USERS', 1) / enterprises));
  return out;
}

const enterprises = envInt('BENCH_ENTERPRISES', 200);
const opts = {
  databaseUrl: process.env.DATABASE_URL || undefined,
  enterprises,
  records: recordsPerEnterprise(enterprises),
  concurrency: envInt('BENCH_CONCURRENCY', 16),
  durationMs: Number(process.env.BENCH_DURATION || 5) * 1000,
  warmupMs: Number(process.env.BENCH_WARMUP ?? 1) * 1000,
  maxRequests: envInt('BENCH_MAX_REQUESTS', 1_000_000),
  loginMax: envInt('BENCH_LOGIN_MAX', 200),
  tokens: envInt('BENCH_TOKENS', 1000),
  variants: envInt('BENCH_VARIANTS', 200),
  rounds: envInt('BENCH_ROUNDS', 3),
  results:
    process.env.BENCH_RESULTS === '-'
      ? undefined
      : path.resolve(process.env.BENCH_RESULTS || path.join(import.meta.dirname, '..', 'results')),
  explain: process.env.BENCH_EXPLAIN === '1',
  json: process.env.BENCH_JSON || undefined,
  only: process.env.BENCH_ONLY ? new RegExp(process.env.BENCH_ONLY, 'i') : undefined,
  timeoutMs: envInt('BENCH_TIMEOUT', 1200) * 1000,
  latencyConcurrency: envInt('BENCH_LATENCY_CONCURRENCY', LATENCY_CONCURRENCY),
  orderConcurrency: envInt('BENCH_ORDER_CONCURRENCY', THROUGHPUT_CONCURRENCY),
};
// PGlite's orders default to a tenth (100 000, the large enterprise 30 000) unless BENCH_RECORDS says.
if (!opts.databaseUrl)
  for (const [module, n] of Object.entries(PGLITE_ORDER_RECORDS)) opts.records[module] ??= n;
if (!(opts.durationMs > 0) || !(opts.warmupMs >= 0))
  throw new Error('BENCH_DURATION must be > 0 and BENCH_WARMUP >= 0');

const log = (...lines: string[]) => console.info(lines.join('\n'));
const statements = (n: number) => `${n} statement${n === 1 ? '' : 's'}`;

let bench: BenchDatabase | undefined;
let app: FastifyInstance | undefined;
let client: LoadClient | undefined;
let raw: RawServer | undefined;

let cleaning: Promise<void> | undefined;
let stopping = false;
/** Stops the client, both servers and the database; every caller waits for the one clean-up. */
function cleanup(): Promise<void> {
  cleaning ??= (async () => {
    client?.close();
    await raw?.close().catch(() => undefined);
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

/** One request of a scenario: extra headers and an optional JSON body. */
interface Variant {
  headers: Record<string, string>;
  body?: string;
}

interface Pair {
  method: 'GET' | 'POST';
  path: string;
  variants: Variant[];
  maxRequests?: number;
  /** The raw twin's name in the report. */
  baseline?: string;
  /** The row's name in the report (default: method and path). */
  name?: string;
  /** Requests in flight for this pair (default BENCH_CONCURRENCY). */
  concurrency?: number;
  /** A note on the row, from the route's and the twin's figures. */
  note?: (app: LoadSummary, twin: LoadSummary) => string;
  /** Unmeasured warm-up seconds × 1000 for this pair (default BENCH_WARMUP; 0 for one-use variants). */
  warmupMs?: number;
  /** Runs after the capture and before the measurement (puts back what capturing used up). */
  beforeMeasure?: () => Promise<void>;
  /**
   * Awaited after each of the route's slices, its time counted in the slice (work the requests
   * left behind, such as the domain events a create appended): it lands in the route's figures,
   * not in the twin's slice that follows.
   */
  settle?: () => Promise<void>;
  /**
   * Awaited after each of the twin's slices, outside its time and CPU (and the route's): work the
   * twin's replayed SQL left behind that is not the twin's to do. The create twin replays the
   * order's insert, which appends its domain events; without this they waited for the route's next
   * slice, whose dispatcher took them on in the route's time.
   */
  afterTwin?: () => Promise<void>;
  /** The same after each of the route's slices (when `settle` does not count that work in them). */
  afterRoute?: () => Promise<void>;
  /** Builds the twin from the captured calls (default: replay the read statements). */
  twin?: (
    calls: CapturedCall[][],
    responses: unknown[],
  ) => (variant: number, body: unknown) => Promise<unknown>;
}

async function main() {
  const started = Date.now();
  const loadStart = os.loadavg();
  log(
    `Fieldline bench: ${opts.enterprises} enterprises, concurrency ${opts.concurrency}, ${opts.durationMs / 1000} s per scenario`,
  );

  bench = await openBenchDatabase(opts.databaseUrl);
  const { database } = bench;
  const gen = await generate(database, { enterprises: opts.enterprises, perEnterprise: opts.records });
  const kb =
    gen.enterpriseIds[0] !== undefined && (!opts.only || opts.only.test('GET /knowledge/search'))
      ? await knowledgeEnterprise(database, gen.enterpriseIds[0], Math.min(opts.variants, 20))
      : undefined;
  const counts = await tableCounts(database);
  const { rows: versionRows } = await database.sql.query('select version() as v');
  const engineVersion = String(versionRows[0]?.v ?? '').split(',')[0]!;
  const generatedMs = gen.steps.reduce((s, [, t]) => s + t, 0);
  const generation = `${(generatedMs / 1000).toFixed(1)} s (${gen.steps.map(([n, t]) => `${n} ${t} ms`).join(', ')})`;

  const cpus = os.cpus();
  const machine = [
    `${os.availableParallelism()} cores (${cpus[0]?.model.trim() ?? 'unknown cpu'}), ${(os.totalmem() / 2 ** 30).toFixed(1)} GiB RAM, ${os.platform()} ${os.release()} ${os.arch()}`,
    `node ${process.version}`,
  ];
  const scale = [
    `${opts.enterprises} generated enterprises (+ the demo enterprise), each with the 10 built-in roles and the built-in menus`,
    ...gen.described,
  ];
  log(
    '',
    ...machine.map((l) => `machine   ${l}`),
    `load      ${loadStart.map((l) => l.toFixed(2)).join(' ')}`,
    `engine    ${bench.label}`,
    `          ${engineVersion}`,
    ...scale.map((l) => `scale     ${l}`),
    `data      generated in ${generation}`,
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
  const send = async (method: string, url: string, v: Variant) => {
    const res = await fetch(`${base}${url}`, {
      method,
      headers: { ...v.headers, ...(v.body !== undefined ? { 'content-type': 'application/json' } : {}) },
      body: v.body,
    });
    const text = await res.text();
    if (res.status !== 200 || !text.includes('"success":true'))
      throw new Error(`${method} ${url} answered ${res.status}: ${text.slice(0, 300)}`);
    return JSON.parse(text) as { data: unknown };
  };

  // Sanity: the demo administrator signs in and reads its session.
  const demo = (await send('POST', '/api/stand/pwdLogin', {
    headers: {},
    body: JSON.stringify({ phone: DEMO_USERS[0]!.phone, password: DEMO_PASSWORD }),
  })) as { data: { token: string } };
  const infoBody = JSON.stringify(
    await send('GET', '/api/v2/sessionUser/info', { headers: { token: demo.data.token } }),
  );

  // Who the load signs in as. Generated sessions in random order: the first ones for capturing the
  // first-use twin, then up to BENCH_TOKENS each for the route's and the twin's first uses (the
  // route's first BENCH_VARIANTS then serve the steady session scenarios); one administrator per
  // enterprise for the lists; accounts for sign-in.
  const ids = `{${gen.enterpriseIds.join(',')}}`;
  const touchCaptureCount = Math.min(50, opts.variants);
  const { rows: sessionRows } = await database.sql.query(
    `select user_id from sessions where enterprise_id = any($1::bigint[]) and user_agent = 'fieldline-bench'
      order by md5(token_hash) limit $2`,
    [ids, touchCaptureCount + 2 * opts.tokens],
  );
  const sessionTokens = sessionRows.map((r) => gen.tokenFor(Number(r.user_id)));
  const touchCaptureTokens = sessionTokens.slice(0, touchCaptureCount);
  const perSide = Math.min(opts.tokens, Math.floor((sessionTokens.length - touchCaptureCount) / 2));
  const touchTokens = sessionTokens.slice(touchCaptureCount, touchCaptureCount + perSide);
  const twinTouchTokens = sessionTokens.slice(touchCaptureCount + perSide, touchCaptureCount + 2 * perSide);
  const userTokens = touchTokens.slice(0, opts.variants);
  const { rows: adminRows } = await database.sql.query(
    `select ur.user_id from user_roles ur join roles r on r.enterprise_id = ur.enterprise_id and r.id = ur.role_id
      where ur.enterprise_id = any($1::bigint[]) and r.type = $2 order by md5(ur.user_id::text) limit $3`,
    [ids, ROLE_TYPES.administrator, opts.variants],
  );
  const adminTokens = adminRows.map((r) => gen.tokenFor(Number(r.user_id)));
  const { rows: phoneRows } = await database.sql.query(
    'select phone from users where enterprise_id = any($1::bigint[]) order by md5(phone) limit $2',
    [ids, Math.min(opts.variants, 20, opts.loginMax)],
  );
  if (!userTokens.length || !adminTokens.length || !phoneRows.length)
    throw new Error('no generated sessions or users to load with; raise the users records');

  // A session is touched (last_used_at written) at most once a minute; keep the steady scenarios'
  // tokens fresher than that, so neither side of a pair writes.
  const warmedAt = new Map<string, number>();
  const warm = async (tokens: string[]) => {
    const stale = tokens.filter((t) => Date.now() - (warmedAt.get(t) ?? 0) > 30_000);
    for (let i = 0; i < stale.length; i += 8) {
      await Promise.all(
        stale.slice(i, i + 8).map((token) => send('GET', '/api/v2/sessionUser/info', { headers: { token } })),
      );
    }
    for (const t of stale) warmedAt.set(t, Date.now());
  };

  log(
    '',
    `load      ${touchTokens.length} + ${twinTouchTokens.length} sessions for the first-use pass (route + twin), ${userTokens.length} user and ${adminTokens.length} administrator ` +
      `sessions for the steady scenarios, ${phoneRows.length} accounts for sign-in`,
    '',
    'running…',
  );

  client = new LoadClient();
  raw = await startRawServer(infoBody);
  const rows: Row[] = [];
  const captured: CapturedCall[] = [];
  /** Statements explained under their own label (the same SQL text as others, other parameters). */
  const labelledForExplain: { label: string; calls: CapturedCall[] }[] = [];
  const record = (row: Row) => {
    rows.push(row);
    const s = row.summary;
    const b = row.baseline?.summary;
    const errors = [s, b].filter((x) => x?.errors);
    log(
      `  ${row.name}: ${int(s.rps)} req/s${b ? ` (raw twin ${int(b.rps)} req/s, ratio ${(s.rps / b.rps).toFixed(2)})` : ''}` +
        (errors.length
          ? ` — errors: ${errors.map((x) => `${x!.errors}, first: ${x!.firstError}`).join('; ')}`
          : '') +
        (row.note && row.baseline ? `; ${row.note}` : ''),
    );
  };
  const http =
    (s: Partial<HttpScenario> & Pick<HttpScenario, 'path' | 'port'>) =>
    (slice: Slice): Promise<LoadSample> =>
      client!.run({ method: 'GET', headers: [], ...s, ...slice });

  /** Runs measures in alternating slices (A B A B …, `rounds` times), warm-up in the first round. */
  const measureGroup = async (
    measures: {
      maxRequests?: number;
      concurrency?: number;
      warmupMs?: number;
      run(s: Slice): Promise<LoadSample>;
      /** After each slice, neither timed nor counted in the CPU per request. */
      after?: () => Promise<void>;
    }[],
  ) => {
    const samples = measures.map((): LoadSample[] => []);
    const done = measures.map(() => 0);
    // This process's CPU (server and twins; the client is forked) per request, warm-up rounds left out.
    const cpu = measures.map(() => ({ ms: 0, requests: 0 }));
    for (let round = 0; round < opts.rounds; round++) {
      for (const [i, m] of measures.entries()) {
        const cap = m.maxRequests ?? opts.maxRequests;
        if (cap - done[i]! <= 0) continue;
        const cpuBefore = process.cpuUsage();
        const sample = await m.run({
          concurrency: m.concurrency ?? opts.concurrency,
          durationMs: opts.durationMs / opts.rounds,
          warmupMs: round === 0 ? (m.warmupMs ?? opts.warmupMs) : 0,
          maxRequests: Math.min(Math.ceil(cap / opts.rounds), cap - done[i]!),
          offset: done[i],
        });
        const used = process.cpuUsage(cpuBefore);
        if (round > 0 || opts.warmupMs === 0) {
          cpu[i]!.ms += (used.user + used.system) / 1000;
          cpu[i]!.requests += sample.latencies.length;
        }
        samples[i]!.push(sample);
        done[i]! += sample.latencies.length;
        await m.after?.();
      }
    }
    return samples.map((s, i) => ({
      ...summarize(s),
      cpuMsPerRequest: cpu[i]!.requests ? cpu[i]!.ms / cpu[i]!.requests : undefined,
    }));
  };
  const cpuNote = (route?: number, twin?: number) =>
    route !== undefined && twin !== undefined
      ? `Node CPU per request ${route.toFixed(2)} ms (twin ${twin.toFixed(2)} ms)`
      : undefined;

  /** Sends each variant once through the real server, recording the driver calls it makes. */
  const capture = async (p: Pick<Pair, 'method' | 'path' | 'variants'>, keepWrites: boolean) => {
    const calls: CapturedCall[][] = [];
    const responses: unknown[] = [];
    let dropped = 0;
    for (const v of p.variants) {
      let response: unknown;
      const c = await captureQueries(database, async () => {
        response = await send(p.method, p.path, v);
      });
      const kept = keepWrites ? c : c.filter((x) => !isWrite(x));
      dropped += c.length - kept.length;
      if (!kept.length) throw new Error(`${p.method} ${p.path} sent no SQL through the driver`);
      calls.push(kept);
      responses.push(response);
    }
    captured.push(...calls[0]!);
    return { calls, responses, dropped };
  };

  /** A slice followed by `settle`, whose time counts in the slice. */
  const settled =
    (run: (s: Slice) => Promise<LoadSample>, settle?: () => Promise<void>) => async (s: Slice) => {
      const sample = await run(s);
      if (!settle) return sample;
      const t0 = performance.now();
      await settle();
      return { ...sample, elapsedMs: sample.elapsedMs + (performance.now() - t0) };
    };

  /** Whether BENCH_ONLY keeps any row named so: sections whose rows it leaves out skip their setup. */
  const wanted = (...names: string[]) => !opts.only || names.some((n) => opts.only!.test(n));

  /** Measures a route and its raw twin in alternating slices. */
  const pair = async (p: Pair) => {
    const name = p.name ?? `${p.method} ${p.path.replace(/^\/api/, '')}`;
    if (opts.only && !opts.only.test(name)) return;
    const tokens = p.variants.map((v) => v.headers.token).filter((t): t is string => !!t);
    await warm(tokens);
    const { calls, responses, dropped } = await capture(p, !!p.twin);
    await p.beforeMeasure?.();
    const twin =
      p.twin?.(calls, responses) ?? ((variant: number) => replay(database, calls[variant % calls.length]!));
    const rawPath = raw!.route(`raw${rows.length}`, ({ variant, body }) => twin(variant, body));
    const bodies = p.variants.every((v) => v.body !== undefined) ? p.variants.map((v) => v.body!) : undefined;
    await warm(tokens);
    const [app, twinSummary] = await measureGroup([
      {
        maxRequests: p.maxRequests,
        concurrency: p.concurrency,
        warmupMs: p.warmupMs,
        run: settled(
          http({
            port,
            method: p.method,
            path: p.path,
            headers: p.variants.map((v) => v.headers),
            bodies,
          }),
          p.settle,
        ),
        after: p.afterRoute,
      },
      {
        maxRequests: p.maxRequests,
        concurrency: p.concurrency,
        warmupMs: p.warmupMs,
        run: http({
          port: raw!.port,
          method: p.method,
          path: rawPath,
          headers: p.variants.map((_, i) => ({ 'x-variant': String(i) })),
          bodies,
        }),
        after: p.afterTwin,
      },
    ]);
    const notes = [
      p.note?.(app!, twinSummary!),
      cpuNote(app!.cpuMsPerRequest, twinSummary!.cpuMsPerRequest),
      dropped ? `${dropped} session touch(es) left out of the captured SQL` : undefined,
    ].filter(Boolean);
    record({
      name,
      summary: app!,
      baseline: {
        name: p.baseline ?? `same SQL (${statements(calls[0]!.length)}), bare driver`,
        summary: twinSummary!,
      },
      note: notes.length ? notes.join('; ') : undefined,
    });
  };

  const tokenVariants = (tokens: string[]): Variant[] => tokens.map((token) => ({ headers: { token } }));

  // The HTTP ceiling: a bare node:http handler with a fixed body (a real sessionUser/info answer).
  const [fixed] = await measureGroup([{ run: http({ port: raw.port, path: '/fixed' }) }]);
  record({
    name: 'raw node:http, fixed body (HTTP ceiling, no database)',
    summary: fixed!,
    note: `answers the ${infoBody.length}-byte body of an administrator's sessionUser/info`,
  });

  await pair({ method: 'GET', path: '/api/healthz', variants: [{ headers: {} }] });

  // First use of a session: the lookup with the once-a-minute write of last_used_at. Each request of
  // either side uses a session never used in this run (a fresh one is the only kind that writes):
  // the route's from touchTokens, the twin's from twinTouchTokens, replaying the statements captured
  // from the first use of other sessions with the token hash swapped and the times in them moved
  // by the time since the capture. A fifth of each side's sessions warms it up unmeasured; the rest
  // run in alternating slices bounded by count.
  const touchCapture = await capture(
    { method: 'GET', path: '/api/v2/sessionUser/info', variants: tokenVariants(touchCaptureTokens) },
    true,
  );
  const capturedAt = Date.now();
  const isoTime = /\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z/g;
  const touchRoute = raw.route('raw-touch', ({ variant }) => {
    const i = variant % touchCapture.calls.length;
    const from = sha256(touchCaptureTokens[i]!);
    const to = sha256(twinTouchTokens[variant % twinTouchTokens.length]!);
    const shift = Date.now() - capturedAt;
    const edit = (text: string) =>
      text.replaceAll(from, to).replace(isoTime, (t) => new Date(Date.parse(t) + shift).toISOString());
    return replay(
      database,
      touchCapture.calls[i]!.map((c) => rewrite(c, edit)),
    );
  });
  const warmUps = Math.floor(perSide / 5);
  const touchSides = [
    http({ port, path: '/api/v2/sessionUser/info', headers: touchTokens.map((token) => ({ token })) }),
    http({
      port: raw.port,
      path: touchRoute,
      headers: twinTouchTokens.map((_, i) => ({ 'x-variant': String(i) })),
    }),
  ];
  const touchSamples: LoadSample[][] = [[], []];
  const touchCpuMs = [0, 0];
  const touchSlice = (maxRequests: number, offset: number) => ({
    concurrency: opts.concurrency,
    warmupMs: 0,
    durationMs: Math.max(opts.durationMs, 60_000),
    maxRequests,
    offset,
  });
  for (const side of touchSides) await side(touchSlice(warmUps, 0));
  const touchDone = [warmUps, warmUps];
  for (let round = 0; round < opts.rounds; round++)
    for (const [i, side] of touchSides.entries()) {
      const n = Math.min(Math.ceil((perSide - warmUps) / opts.rounds), perSide - touchDone[i]!);
      if (n <= 0) continue;
      const cpuBefore = process.cpuUsage();
      const sample = await side(touchSlice(n, touchDone[i]!));
      const used = process.cpuUsage(cpuBefore);
      touchCpuMs[i]! += (used.user + used.system) / 1000;
      touchSamples[i]!.push(sample);
      touchDone[i]! += sample.latencies.length;
    }
  for (const t of touchTokens) warmedAt.set(t, Date.now());
  const touchStatements = touchCapture.calls[0]!.length;
  record({
    name: 'GET /v2/sessionUser/info, first use (session touch)',
    summary: summarize(touchSamples[0]!),
    baseline: {
      name: `same SQL (${statements(touchStatements)}: lookup${touchStatements > 1 ? ' + touch' : ' with touch'}), bare driver`,
      summary: summarize(touchSamples[1]!),
    },
    note:
      `${perSide - warmUps} sessions used for the first time on each side (after ${warmUps} each to warm up), ` +
      `in ${opts.rounds} alternating slices; ` +
      cpuNote(touchCpuMs[0]! / (perSide - warmUps), touchCpuMs[1]! / (perSide - warmUps)),
  });

  await pair({
    method: 'GET',
    path: '/api/v2/sessionUser/info',
    variants: tokenVariants(userTokens),
  });
  await pair({ method: 'GET', path: '/api/menu/resources', variants: tokenVariants(userTokens) });
  await pair({
    method: 'GET',
    path: '/api/v2/user/list?pageIndex=0&pageSize=20',
    variants: tokenVariants(adminTokens),
  });
  await pair({
    method: 'GET',
    path: '/api/v2/user/list?pageIndex=0&pageSize=20&keyword=88',
    variants: tokenVariants(adminTokens),
  });
  await pair({
    method: 'GET',
    path: '/api/v2/user/list?pageIndex=9&pageSize=20',
    variants: tokenVariants(adminTokens),
  });
  if (gen.scale.departments)
    await pair({
      method: 'GET',
      path: '/api/department/tree',
      variants: tokenVariants(adminTokens),
    });
  if (gen.scale.teams)
    await pair({
      method: 'GET',
      path: '/api/serviceGroup/list?pageIndex=0&pageSize=20',
      variants: tokenVariants(adminTokens),
    });
  if (gen.scale.tags)
    await pair({
      method: 'GET',
      path: '/api/v2/epTag/list?objectKind=6&pageIndex=0&pageSize=20',
      variants: tokenVariants(adminTokens),
    });

  // The customers, products and customer-products modules' lists, and the form templates they read.
  const adminList = (path: string) => pair({ method: 'GET', path, variants: tokenVariants(adminTokens) });
  if (gen.scale.customers) {
    await adminList('/api/v2/customer/epCustomerList?pageIndex=0&pageSize=20');
    await adminList('/api/v2/customer/epCustomerList?pageIndex=0&pageSize=20&keyword=88');
    await adminList('/api/v2/customer/epCustomerList?pageIndex=9&pageSize=20');
  }
  // One enterprise with largeCustomers customers (200 000 by default): its list, page 1, a deep
  // page and two keyword searches, one request at a time (latency), for the users who see them all.
  const largeEnterpriseId = gen.enterpriseIds[0];
  if (gen.scale.largeCustomers && largeEnterpriseId !== undefined) {
    const large = await largeCustomerEnterprise(
      database,
      largeEnterpriseId,
      Math.min(opts.variants, LARGE_LIST_VARIANTS),
    );
    const tokens = large.userIds.map((id) => gen.tokenFor(id));
    if (!tokens.length) throw new Error('the large customer enterprise has no administrator session');
    await warm(tokens);
    for (const token of tokens) {
      const answer = (await send('GET', largeCustomerPaths()[0]!.path, { headers: { token } })) as {
        data: { total: number };
      };
      if (answer.data.total !== large.customers)
        throw new Error(`large enterprise list: total ${answer.data.total}, expected ${large.customers}`);
    }
    for (const { path, label } of largeCustomerPaths()) {
      if (opts.explain) {
        const calls = await captureQueries(database, async () => {
          await send('GET', path, { headers: { token: tokens[0]! } });
        });
        labelledForExplain.push({ label: `large enterprise, ${label}`, calls });
      }
      await pair({
        method: 'GET',
        path,
        name: `GET /v2/customer/epCustomerList, ${large.customers.toLocaleString('en-GB')} customers, ${label} (${opts.latencyConcurrency} in flight)`,
        variants: tokenVariants(tokens),
        concurrency: opts.latencyConcurrency,
        note: latencyRatios,
      });
    }
  }
  if (gen.scale.products) {
    await adminList('/api/v2/product/list?pageIndex=0&pageSize=20');
    await adminList('/api/v2/product/list?pageIndex=0&pageSize=20&keyword=88');
  }
  if (gen.scale.equipment) {
    await adminList('/api/v2/customerProduct/list?pageIndex=0&pageSize=20');
    await adminList('/api/v2/customerProduct/list?pageIndex=0&pageSize=20&warranty=expiring');
  }
  await adminList('/api/v2/detailcontroltmpl/list?kind=1');
  await adminList('/api/v2/temp/cusTempField?kind=2');

  // One enterprise with largeOrders orders (300 000 of 1 000 000 by default): its list at page 1
  // and page 1 000 (no filter, a state, keywords), one order's detail and create, each one request
  // at a time (latency) and BENCH_ORDER_CONCURRENCY at a time, for the users who see every order.
  if (gen.scale.orders && gen.scale.largeOrders && largeEnterpriseId !== undefined) {
    const large = await largeOrderEnterprise(database, largeEnterpriseId, Math.min(opts.variants, 20));
    const tokens = large.userIds.map((id) => gen.tokenFor(id));
    if (!tokens.length || large.detailId === undefined || large.templateId === undefined)
      throw new Error('the large order enterprise has no administrator session, completed order or template');
    for (const token of tokens) {
      const answer = (await send('GET', largeOrderPaths()[0]!.path, { headers: { token } })) as {
        data: { total: number };
      };
      if (answer.data.total !== large.orders)
        throw new Error(`large enterprise order list: total ${answer.data.total}, expected ${large.orders}`);
    }
    const orders = `${large.orders.toLocaleString('en-GB')} orders`;
    const inFlight = [...new Set([opts.latencyConcurrency, opts.orderConcurrency])];
    const reads = [
      ...largeOrderPaths().map((p) => ({ ...p, route: '/v2/order/list' })),
      {
        path: orderDetailPath(large.detailId),
        label: `order ${large.detailId}`,
        route: '/order/orderDetail',
      },
    ];
    for (const { path, label, route } of reads) {
      const calls = await captureQueries(database, async () => {
        await send('GET', path, { headers: { token: tokens[0]! } });
      });
      if (opts.explain) labelledForExplain.push({ label: `large order enterprise, ${label}`, calls });
      const costs = costNote(await statementCosts(database, calls));
      for (const concurrency of inFlight)
        await pair({
          method: 'GET',
          path,
          name: `GET ${route}, ${orders}, ${label} (${concurrency} in flight)`,
          variants: tokenVariants(tokens),
          concurrency,
          note: (a, t) => [latencyRatios(a, t), costs].filter(Boolean).join('; '),
        });
    }
    // Create runs in a transaction: captured with it, replayed in one (order-scale.ts createTwin).
    const creating = createVariants(
      gen.salt,
      gen.tokenFor,
      large.userIds,
      large.customerIds,
      large.templateId,
    );
    // What the demo seed left pending, and each capture's own events, are dispatched before the
    // next capture and before the rows, not in them.
    const idle = () => {
      app!.ctx.events.kick();
      return app!.ctx.events.idle();
    };
    const creates: { calls: TxCall[]; orderNo: string; id: number }[] = [];
    for (const v of creating) {
      await idle();
      let created: { orderNo: string; id: number } | undefined;
      const calls = await captureWithTransactions(database, async () => {
        created = ((await send('POST', ORDER_CREATE_PATH, v)) as { data: { orderNo: string; id: number } })
          .data;
      });
      creates.push({ calls, ...created! });
    }
    const inTx = creates[0]!.calls.filter((c) => c.tx !== null).length;
    for (const concurrency of inFlight)
      await pair({
        method: 'POST',
        path: ORDER_CREATE_PATH,
        name: `POST /v2/order/create, ${orders} (${concurrency} in flight)`,
        variants: creating,
        concurrency,
        baseline: `same SQL (${statements(creates[0]!.calls.length)}${inTx ? `, ${inTx} in a transaction` : ''}), bare driver`,
        note: latencyRatios,
        twin: () => createTwin(database, creates),
        beforeMeasure: idle,
        // the twin's inserts append events too: dispatched after its slice, in nobody's time
        afterTwin: idle,
        // BENCH_CREATE_SETTLE=0: the request alone; the dispatch runs beside the route's slice and
        // what is left of it after the slice, in nobody's time
        ...(process.env.BENCH_CREATE_SETTLE === '0' ? { afterRoute: idle } : { settle: idle }),
      });
  }

  // The open pool (issue 22): in the large order enterprise, one pending-assignment order in ten
  // pooled; its list and grab for service staff of it (pool-scale.ts), one request at a time and
  // BENCH_ORDER_CONCURRENCY at a time. Each grab takes its own order, so grab has no warm-up.
  if (
    gen.scale.orders &&
    gen.scale.largeOrders &&
    largeEnterpriseId !== undefined &&
    wanted('GET /v2/order/pool/list, orders, pooled', 'POST /v2/order/grab, orders')
  ) {
    const pool = await poolEnterprise(database, largeEnterpriseId, Math.min(opts.variants, 20));
    const tokens = pool.staffIds.map((id) => gen.tokenFor(id));
    if (!tokens.length) throw new Error('the large order enterprise has no service staff session');
    const orders = `${pool.orders.toLocaleString('en-GB')} orders, ${pool.pooledIds.length.toLocaleString('en-GB')} pooled`;
    const inFlight = [...new Set([opts.latencyConcurrency, opts.orderConcurrency])];
    for (const { path, label } of poolPaths())
      for (const concurrency of inFlight)
        await pair({
          method: 'GET',
          path,
          name: `GET /v2/order/pool/list, ${orders}, ${label} (${concurrency} in flight)`,
          variants: tokenVariants(tokens),
          concurrency,
          note: latencyRatios,
        });
    // Grabs: per concurrency, a share of the pool for the route and another for the twin; one
    // captured grab (in its transaction) per staff member is what the twin replays.
    const per = Math.min(
      GRAB_MAX,
      Math.floor((pool.pooledIds.length - tokens.length) / (2 * inFlight.length)),
    );
    if (per < 10)
      throw new Error(
        `the large order enterprise has ${pool.pooledIds.length} pooled orders: too few to grab`,
      );
    let next = 0;
    const take = (n: number) => pool.pooledIds.slice(next, (next += n));
    const captured: { orderId: number; calls: TxCall[] }[] = [];
    for (const [k, orderId] of take(tokens.length).entries())
      captured.push({
        orderId,
        calls: grabCalls(
          await captureWithTransactions(database, async () => {
            await send('POST', GRAB_PATH, grabVariant(gen.salt, gen.tokenFor, pool.staffIds[k]!, orderId));
          }),
        ),
      });
    for (const concurrency of inFlight) {
      const routeIds = take(per);
      const twinIds = take(per);
      const variants = routeIds.map((orderId, i) =>
        grabVariant(gen.salt, gen.tokenFor, pool.staffIds[i % pool.staffIds.length]!, orderId),
      );
      await pair({
        method: 'POST',
        path: GRAB_PATH,
        name: `POST /v2/order/grab, ${orders} (${concurrency} in flight)`,
        variants,
        concurrency,
        maxRequests: per,
        warmupMs: 0,
        // capturing sent every variant once: those orders go back in the pool before the measurement
        beforeMeasure: () => repool(database, routeIds),
        baseline: `same SQL (${statements(captured[0]!.calls.length)}, one transaction), bare driver`,
        note: latencyRatios,
        twin: () => (variant) => {
          const c = captured[variant % captured.length]!;
          return grabTwin(database, c.calls, c.orderId, twinIds)(variant);
        },
      });
    }
  }

  // Map markers (issue 26): one city of the large order enterprise on the grid (map-scale.ts), one
  // request at a time and BENCH_ORDER_CONCURRENCY at a time, for the users who see every order.
  if (gen.scale.orders && gen.scale.largeOrders && largeEnterpriseId !== undefined) {
    const large = await largeOrderEnterprise(database, largeEnterpriseId, Math.min(opts.variants, 20));
    const tokens = large.userIds.map((id) => gen.tokenFor(id));
    const inFlight = [...new Set([opts.latencyConcurrency, opts.orderConcurrency])];
    for (const { path, label } of mapMarkerPaths())
      for (const concurrency of inFlight)
        await pair({
          method: 'GET',
          path,
          name: `GET /v2/dispatchMap/markers, ${large.orders.toLocaleString('en-GB')} orders, ${label} (${concurrency} in flight)`,
          variants: tokenVariants(tokens),
          concurrency,
          note: latencyRatios,
        });
  }

  // Reconciliation (issue 27): the month's reconcile list, its count and income statistics for the
  // large order enterprise, its completed orders given collections and payments (finance-scale.ts).
  if (
    gen.scale.orders &&
    gen.scale.largeOrders &&
    largeEnterpriseId !== undefined &&
    wanted(...financePaths('', '').map(({ label }) => `GET ${label}, orders completed, payments`))
  ) {
    const fin = await financeEnterprise(database, largeEnterpriseId, Math.min(opts.variants, 20));
    const tokens = fin.userIds.map((id) => gen.tokenFor(id));
    const scale = `${fin.orders.toLocaleString('en-GB')} orders (${fin.inPeriod.toLocaleString('en-GB')} completed in ${fin.from.slice(0, 7)}), ${fin.payments.toLocaleString('en-GB')} payments`;
    for (const { path, label } of financePaths(fin.from, fin.to))
      await pair({
        method: 'GET',
        path,
        name: `GET ${label}, ${scale} (${opts.latencyConcurrency} in flight)`,
        variants: tokenVariants(tokens),
        concurrency: opts.latencyConcurrency,
        note: latencyRatios,
      });
  }

  // Messages (issue 21): an order transition telling 50 people, and transitions with messages on
  // beside off, each until the dispatcher has delivered (message-scale.ts).
  if (
    gen.scale.orders &&
    gen.scale.largeOrders &&
    largeEnterpriseId !== undefined &&
    wanted('POST /v2/order/assign, recipients told, messages on, in flight')
  ) {
    const large = await largeOrderEnterprise(database, largeEnterpriseId, Math.min(opts.variants, 20));
    await warm(large.userIds.map((id) => gen.tokenFor(id)));
    for (const row of await messageRows({
      database,
      enterpriseId: largeEnterpriseId,
      userIds: large.userIds,
      salt: gen.salt,
      tokenFor: gen.tokenFor,
      port,
      idle: () => app!.ctx.events.idle(),
      runHttp: (s) => client!.run(s),
      measureGroup: (measures) => measureGroup(measures),
      concurrency: opts.concurrency,
      only: opts.only,
      log,
    }))
      record(row);
  }

  // Knowledge base (issue 29): search over 100 000 FAQs and documents in one enterprise (the first
  // generated one; its items are made before the server starts), one request at a time, beside the
  // same SQL on the bare driver (knowledge-scale.ts).
  if (kb) {
    const tokens = kb.userIds.map((id) => gen.tokenFor(id));
    if (!tokens.length) throw new Error('the knowledge enterprise has no session of a user who sees all');
    for (const { path, label } of knowledgePaths())
      await pair({
        method: 'GET',
        path,
        name: `GET /knowledge/search, ${kb.items.toLocaleString('en-GB')} FAQs and documents, ${label} (${opts.latencyConcurrency} in flight)`,
        variants: tokenVariants(tokens),
        concurrency: opts.latencyConcurrency,
        note: latencyRatios,
      });
  }

  // Sign-in: its twin verifies the password with the same scrypt and replays the sign-in's SQL,
  // reads first, then the writes with a fresh session token (the captured one is taken).
  await pair({
    method: 'POST',
    path: '/api/stand/pwdLogin',
    maxRequests: opts.loginMax,
    baseline: 'same SQL + scrypt verify, bare driver',
    variants: phoneRows.map((r) => ({
      headers: {},
      body: JSON.stringify({ phone: String(r.phone), password: gen.password }),
    })),
    twin: (calls, responses) => async (variant, body) => {
      const i = variant % calls.length;
      const { token, csrfToken } = (responses[i] as { data: { token: string; csrfToken: string } }).data;
      const swap = new Map<unknown, () => unknown>([
        [sha256(token), () => sha256(newToken())],
        [csrfToken, () => newToken()],
      ]);
      const reads = calls[i]!.filter((c) => !isWrite(c));
      const writes = calls[i]!.filter(isWrite).map((c) => substitute(c, swap));
      const out = await replay(database, reads);
      if (!(await verifyPassword((body as { password: string }).password, gen.passwordHash)))
        throw new Error('password did not verify');
      out.push(...(await replay(database, writes)));
      return out;
    },
  });

  const durationS = Math.round((Date.now() - started) / 1000);
  const options =
    `Closed loop, ${opts.concurrency} requests in flight; each route and its twin alternate in ${opts.rounds} slices of ` +
    `${(opts.durationMs / opts.rounds / 1000).toFixed(2)} s (after ${opts.warmupMs / 1000} s warm-up); ` +
    `${userTokens.length} user sessions, ${adminTokens.length} administrator sessions, ${phoneRows.length} accounts rotate.`;
  log(
    '',
    resultsTable(rows),
    '',
    options,
    'ratio: the route’s req/s ÷ its raw twin’s req/s (same SQL through the bare driver behind a minimal HTTP handler).',
  );

  if (opts.explain) {
    const seen = new Set<string>();
    for (const c of captured) {
      if (!/^\s*(select|execute)\b/i.test(c.text) || seen.has(c.text)) continue;
      seen.add(c.text);
      await explain(database, c.text.replace(/\s+/g, ' ').slice(0, 100), c.text, c.values);
    }
    for (const { label, calls } of labelledForExplain) {
      for (const c of calls.filter((x) => /^\s*(select|execute)\b/i.test(x.text)))
        await explain(database, `${label}: ${c.text.replace(/\s+/g, ' ').slice(0, 80)}`, c.text, c.values);
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

  const report = {
    date: new Date().toISOString().slice(0, 10),
    engine: database.engine,
    engineVersion: `${database.engine === 'pglite' ? 'PGlite (on disk), ' : ''}${engineVersion}`,
    machine,
    scale,
    options,
    counts,
    generation,
    durationS,
    loadAverage: { start: loadStart, end: os.loadavg() },
  };
  if (opts.results) log('', `report    ${await writeMarkdown(opts.results, report, rows)}`);
  if (opts.json) {
    fs.writeFileSync(
      opts.json,
      JSON.stringify(
        {
          at: new Date().toISOString(),
          ...report,
          options: { ...opts, databaseUrl: opts.databaseUrl ? '(set)' : undefined },
          generators: generators().map((g) => g.module),
          results: rows,
        },
        null,
        2,
      ),
    );
  }

  log('', `done in ${durationS} s; load average now ${os.loadavg()[0]!.toFixed(2)}`);
  return rows.some((r) => r.summary.errors > 0 || (r.baseline?.summary.errors ?? 0) > 0) ? 1 : 0;
}

async function explain(database: Database, label: string, text: string, values: unknown[]) {
  const { rows } = await database.sql.query(`explain (analyze, buffers, costs off) ${text}`, values);
  log('', `EXPLAIN ANALYZE: ${label}`, ...rows.map((r) => `  ${String(Object.values(r)[0])}`));
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

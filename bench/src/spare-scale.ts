/**
 * Spare parts (issue 24, acceptance): 1,000,000 ledger rows in one enterprise (the demo's), then
 *  - the warehouse stock list (page 1) and one part's movement log (page 1) through the real routes
 *    (a signed-in warehouse keeper), p99 over the samples (target < 50 ms), beside their raw twins
 *    (each request's statements captured from the server and replayed through the bare driver);
 *  - posting a movement (a one-line stock out through POST /v2/spare/stock/out: guarded balance
 *    update, ledger row) beside the same update and insert in one transaction on the bare driver,
 *    and beside the route's own statements replayed; reported as a throughput ratio (route req/s ÷
 *    twin req/s), target ≥ 0.8, with the Node CPU each spends per posting (process.cpuUsage: the
 *    load of a shared machine moves it less than wall time, and it shows the request's own
 *    JavaScript apart from the wait on the database).
 * Like the main bench (run.ts), everything goes over HTTP: the real server listens on a loopback
 * port, every twin is a bare node:http handler (baselines.ts startRawServer), and the load comes
 * from the forked client (client.ts), route and twin in alternating slices, one request at a time.
 *
 *   node --import tsx bench/src/spare-scale.ts        (DATABASE_URL set: PostgreSQL; else PGlite)
 *   BENCH_LEDGER (1000000)  BENCH_SAMPLES (200)  BENCH_ROUNDS (3)  BENCH_RESULTS (bench/results; "-" none)
 *   BENCH_POSTS (BENCH_SAMPLES, at most 200) postings per side   BENCH_POST_CONCURRENCY (1) postings in flight
 */
import os from 'node:os';
import path from 'node:path';
import { mkdtempSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '@fieldline/server/src/app';
import { loadConfig } from '@fieldline/server/src/config';
import { DEMO_PASSWORD, seedDemoIfEmpty } from '@fieldline/server/src/seed/demo';
import { writeScaleResult } from './report';
import { openBenchDatabase } from './database';
import { captureQueries, replay, startRawServer, type CapturedCall, type RawServer } from './baselines';
import { LoadClient, type HttpScenario } from './client';
import { summarize, type LoadSample, type LoadSummary } from './load';

const LEDGER = Number(process.env.BENCH_LEDGER ?? 1_000_000);
const SAMPLES = Number(process.env.BENCH_SAMPLES ?? 200);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const PARTS = 1000;
const EP = 1;

type Query = (text: string, values?: unknown[]) => Promise<{ rows: Record<string, unknown>[] }>;

async function main() {
  const loadAtStart = os
    .loadavg()
    .map((x) => x.toFixed(1))
    .join(' ');
  let app: FastifyInstance | undefined;
  let raw: RawServer | undefined;
  let client: LoadClient | undefined;
  const bench = await openBenchDatabase(process.env.DATABASE_URL);
  const { database } = bench;
  const q = (text: string, values?: unknown[]) => database.sql.query(text, values);
  /** A transaction on the bare driver (PGlite's own, or one pooled pg client). */
  const rawTransaction = async (work: (tx: { query: Query }) => Promise<void>) => {
    if (database.pglite)
      return database.pglite.transaction((tx) => work({ query: (t, v) => tx.query(t, v) as never }));
    const client = await database.pool!.connect();
    try {
      await client.query('begin');
      await work({ query: (t, v) => client.query(t, v as unknown[]) });
      await client.query('commit');
    } catch (e) {
      await client.query('rollback');
      throw e;
    } finally {
      client.release();
    }
  };
  try {
    await seedDemoIfEmpty(database.db);
    const { rows: stores } = await q(
      `select id::int as id from warehouses where enterprise_id = $1 and kind = 1 order by id`,
      [EP],
    );
    const [main, east] = stores.map((s) => Number(s.id));
    const keeper = Number(
      (await q(`select id from users where enterprise_id = $1 and phone = '13800000008'`, [EP])).rows[0]!.id,
    );
    const t0 = performance.now();
    await q(
      `insert into spare_parts (enterprise_id, code, name, unit, alert_qty)
       select $1, 'B-' || lpad(g::text, 5, '0'), 'bench part ' || g, 'pc', 0 from generate_series(1, ${PARTS}) g`,
      [EP],
    );
    // the ledger: stock-in rows of 1.00 spread over the bench parts and the two genuine stores
    await q(
      `insert into spare_movements (enterprise_id, batch, kind, part_id, holder_kind, holder_id, delta, balance, reason, actor_user_id, created_at)
       select $1, -g, 1, p.id, 1, case when (g / ${PARTS}) % 2 = 0 then $2::bigint else $3::bigint end, 1, (g / ${2 * PARTS}) + 1, 'purchase', $4,
              now() - make_interval(secs => ${LEDGER} - g)
         from generate_series(1, ${LEDGER}) g
         join (select id, row_number() over (order by id) - 1 as n from spare_parts
                where enterprise_id = $1 and code like 'B-%') p on p.n = g % ${PARTS}`,
      [EP, main, east, keeper],
    );
    await q(
      `insert into spare_stock (enterprise_id, part_id, holder_kind, holder_id, qty)
       select enterprise_id, part_id, holder_kind, holder_id, sum(delta) from spare_movements
        where enterprise_id = $1 and batch < 0 and part_id in (select id from spare_parts where enterprise_id = $1 and code like 'B-%')
        group by enterprise_id, part_id, holder_kind, holder_id`,
      [EP],
    );
    await q('analyze');
    const seeded = (performance.now() - t0) / 1000;
    const { rows: counted } = await q(
      `select count(*)::int as n from spare_movements where enterprise_id = $1`,
      [EP],
    );

    const config = {
      ...loadConfig({
        LOG_LEVEL: 'silent',
        JOBS: 'false',
        WEB_DIST: '',
        DATA_DIR: mkdtempSync(path.join(os.tmpdir(), 'fl-spare-bench-')),
      }),
    };
    const server = await buildApp({ config, database, logger: false });
    app = server;
    await server.ready();
    const login = await server.inject({
      method: 'POST',
      url: '/api/stand/pwdLogin',
      payload: { phone: '13800000008', password: DEMO_PASSWORD },
    });
    const token = login.json().data.token as string;
    const csrfToken = (
      await server.inject({ method: 'GET', url: '/api/v2/sessionUser/info', headers: { token } })
    ).json().data.csrfToken as string;
    const { rows: partRows } = await q(
      `select id::int as id from spare_parts where enterprise_id = $1 and code like 'B-%' order by id`,
      [EP],
    );
    const partIds = partRows.map((r) => Number(r.id));

    // Over HTTP, as the main bench measures (run.ts): the real server on a loopback port, each twin
    // a bare node:http handler (baselines.ts) in this process, the load from the forked client.
    await server.listen({ port: 0, host: '127.0.0.1' });
    const port = (server.server.address() as AddressInfo).port;
    raw = await startRawServer('{"success":true,"data":null,"message":""}');
    client = new LoadClient();
    /**
     * Measures the route and its twin in alternating slices (route, twin, … ROUNDS times), one
     * request at a time unless `concurrency` says otherwise, with this process's CPU (server and
     * twins; the client is forked) per request.
     */
    const alternate = async (
      perRound: number,
      route: Omit<HttpScenario, 'port' | 'concurrency' | 'durationMs' | 'warmupMs' | 'maxRequests'>,
      twinPath: string,
      variants: number,
      concurrency = 1,
    ) => {
      const samples: [LoadSample[], LoadSample[]] = [[], []];
      const cpu = [0, 0];
      const twin = {
        ...route,
        path: twinPath,
        paths: undefined,
        headers: Array.from({ length: variants }, (_, i) => ({ 'x-variant': String(i) })),
      };
      for (let r = 0; r < ROUNDS; r++)
        for (const [side, s] of [route, twin].entries()) {
          const c = process.cpuUsage();
          const sample = await client!.run({
            ...s,
            port: side === 0 ? port : raw!.port,
            concurrency,
            durationMs: 600_000,
            warmupMs: 0,
            maxRequests: perRound,
            offset: r * perRound,
          });
          const used = process.cpuUsage(c);
          if (sample.errors) throw new Error(`${side ? 'twin' : 'route'} ${s.path}: ${sample.firstError}`);
          cpu[side]! += (used.user + used.system) / 1000 / (perRound * ROUNDS);
          samples[side]!.push(sample);
        }
      return {
        route: summarize(samples[0]),
        twin: summarize(samples[1]),
        cpu,
        slices: samples[0].map((s, i) => [s.elapsedMs, samples[1][i]!.elapsedMs]),
      };
    };

    /**
     * A list route, one request at a time, beside its raw twin: each request's statements (the
     * session lookup, the page, the count) captured from the server once per variant and replayed
     * through the bare driver behind the bare HTTP handler, side by side where the server sent them so.
     */
    const VARIANTS = 20;
    const timeGet = async (name: string, url: (i: number) => string) => {
      const paths = Array.from({ length: VARIANTS }, (_, i) => url(i));
      const twins: CapturedCall[][] = [];
      for (const u of paths)
        twins.push(
          await captureQueries(database, async () => {
            const res = await server.inject({ method: 'GET', url: u, headers: { token } });
            if (res.statusCode !== 200) throw new Error(`${u}: ${res.body}`);
          }),
        );
      if (process.env.BENCH_EXPLAIN === '1')
        for (const c of twins[0]!.filter(
          (c) => /^\s*(select|with)\b/i.test(c.text) && !/fl_session/.test(c.text),
        ))
          console.info(
            (await q(`explain (analyze, buffers) ${c.text}`, c.values)).rows
              .map((r) => Object.values(r)[0])
              .join('\n'),
          );
      const twinPath = raw!.route(name, ({ variant }) => replay(database, twins[variant % VARIANTS]!));
      const route = { method: 'GET' as const, path: paths[0]!, paths, headers: [{ token }] };
      // warm both sides, unmeasured
      const warm = { concurrency: 1, durationMs: 60_000, warmupMs: 0, maxRequests: 10 };
      await client!.run({ ...route, ...warm, port });
      await client!.run({
        ...route,
        ...warm,
        port: raw!.port,
        path: twinPath,
        paths: undefined,
        headers: [],
      });
      const m = await alternate(Math.ceil(SAMPLES / ROUNDS), route, twinPath, VARIANTS);
      return { ...m, statements: twins[0]!.length };
    };
    const stockList = await timeGet(
      'stock-list',
      () => `/api/v2/spare/stock/list?holderKind=1&holderId=${main}&pageSize=20&pageIndex=0`,
    );
    const partLog = await timeGet(
      'part-log',
      (i) => `/api/v2/spare/stock/log?partId=${partIds[i % partIds.length]}&pageSize=20&pageIndex=0`,
    );

    // posting: one-line stock outs of 0.01, the route beside the same statements on the bare driver,
    // both behind HTTP
    const POSTS = Number(process.env.BENCH_POSTS ?? Math.min(SAMPLES, 200));
    const POST_CONCURRENCY = Number(process.env.BENCH_POST_CONCURRENCY ?? 1);
    const bodies = partIds.slice(0, POSTS).map((partId) =>
      JSON.stringify({
        csrfToken,
        warehouseId: main,
        reason: 'use',
        items: [{ partId, quantity: '0.01' }],
      }),
    );
    const rawPath = raw.route('post-raw', async ({ variant }) => {
      const part = partIds[variant % partIds.length];
      await rawTransaction(async (tx) => {
        const { rows } = await tx.query(
          `update spare_stock s set qty = s.qty - 0.01, updated_at = now()
            where s.enterprise_id = $1 and s.part_id = $2 and s.holder_kind = 1 and s.holder_id = $3 and s.qty - 0.01 >= 0
            returning s.qty::text as qty`,
          [EP, part, main],
        );
        await tx.query(
          `insert into spare_movements (enterprise_id, batch, kind, part_id, holder_kind, holder_id, delta, balance, reason, actor_user_id)
           values ($1, nextval(pg_get_serial_sequence('spare_movements', 'id')), 2, $2, 1, $3, -0.01, $4, 'use', $5)`,
          [EP, part, main, rows[0]!.qty, keeper],
        );
      });
      return null;
    });
    // and the route's own statements (session lookup, the posting), captured once per part and replayed
    const posted: CapturedCall[][] = [];
    for (let i = 0; i < Math.min(POSTS, 20); i++)
      posted.push(
        await captureQueries(database, async () => {
          const res = await server.inject({
            method: 'POST',
            url: '/api/v2/spare/stock/out',
            headers: { token, 'content-type': 'application/json' },
            payload: bodies[i]!,
          });
          if (res.statusCode !== 200) throw new Error(res.body);
        }),
      );
    const replayPath = raw.route('post-replay', async ({ variant }) => {
      await replay(database, posted[variant % posted.length]!);
      return null;
    });
    const post = {
      method: 'POST' as const,
      path: '/api/v2/spare/stock/out',
      headers: [{ token }],
      bodies,
    };
    const perRound = Math.ceil(POSTS / ROUNDS);
    const vsRaw = await alternate(perRound, post, rawPath, POSTS, POST_CONCURRENCY);
    const vsReplay = await alternate(perRound, post, replayPath, posted.length, POST_CONCURRENCY);
    const ratio = vsRaw.route.rps ? vsRaw.route.rps / vsRaw.twin.rps : 0;
    const replayRatio = vsReplay.route.rps / vsReplay.twin.rps;
    const perMs = (s: LoadSummary) => (s.elapsedMs / s.requests) * POST_CONCURRENCY;
    const row = (name: string, m: Awaited<ReturnType<typeof timeGet>>) =>
      `| ${name} | ${m.route.p50.toFixed(1)} | ${m.route.p99.toFixed(1)} | < 50 ms: ${m.route.p99 < 50 ? 'met' : 'MISSED'} | ${m.statements} | ${m.twin.p50.toFixed(1)} | ${m.twin.p99.toFixed(1)} | ${(m.route.rps / m.twin.rps).toFixed(2)} | ${m.cpu[0]!.toFixed(2)} / ${m.cpu[1]!.toFixed(2)} |`;
    const load = os
      .loadavg()
      .map((x) => x.toFixed(1))
      .join(' ');
    const lines = [
      `# Spare parts bench: ledger at scale (${new Date().toISOString().slice(0, 10)})`,
      '',
      `engine: ${bench.label}; ${os.availableParallelism()} cores, node ${process.version}`,
      `scale: ${Number(counted[0]!.n).toLocaleString('en-GB')} ledger rows in one enterprise (${PARTS} bench parts × 2 warehouses), generated in ${seeded.toFixed(0)} s; load average at the start ${loadAtStart}, at the end ${load}`,
      `method: the real server on a loopback port and each raw twin behind a bare node:http handler (bench/src/baselines.ts, as the main bench's twins), driven over HTTP by the forked load client (bench/src/client.ts); ${SAMPLES} samples per list, one request at a time, in ${ROUNDS} slices alternating route and twin; the lists' twins replay the statements captured from the server for each variant. Node CPU: this process (server and twins), per request.`,
      '',
      '| list (page 1 of 20) | p50 ms | p99 ms | target | statements | raw twin p50 ms | raw twin p99 ms | ratio (route req/s ÷ twin req/s) | Node CPU ms, route / twin |',
      '| --- | ---: | ---: | --- | ---: | ---: | ---: | ---: | ---: |',
      row('GET /v2/spare/stock/list (a warehouse)', stockList),
      row("GET /v2/spare/stock/log (one part's log)", partLog),
      '',
      `posting, ${POST_CONCURRENCY} in flight, ${POSTS} per side in ${ROUNDS} alternating slices:`,
      '',
      '| posting | ms per movement (route / twin) | ratio (route req/s ÷ twin req/s) | target | Node CPU ms per movement (route / twin) |',
      '| --- | ---: | ---: | --- | ---: |',
      `| POST /v2/spare/stock/out, one line, beside the same update + ledger insert in a transaction on the bare driver behind bare HTTP | ${perMs(vsRaw.route).toFixed(2)} / ${perMs(vsRaw.twin).toFixed(2)} | ${ratio.toFixed(2)} | ≥ 0.8: ${ratio >= 0.8 ? 'met' : 'MISSED'} | ${vsRaw.cpu[0]!.toFixed(2)} / ${vsRaw.cpu[1]!.toFixed(2)} |`,
      `| the same, beside the route's own statements (${posted[0]!.length} pool calls: ${posted[0]!.map((c) => c.text.trim().split(/\s+/)[0]).join(', ')}) replayed behind bare HTTP | ${perMs(vsReplay.route).toFixed(2)} / ${perMs(vsReplay.twin).toFixed(2)} | ${replayRatio.toFixed(2)} | ≥ 0.8: ${replayRatio >= 0.8 ? 'met' : 'MISSED'} | ${vsReplay.cpu[0]!.toFixed(2)} / ${vsReplay.cpu[1]!.toFixed(2)} |`,
      '',
      `slices (route / twin, ms for ${perRound} postings): vs the transaction ${vsRaw.slices.map(([a, b]) => `${a!.toFixed(0)} / ${b!.toFixed(0)}`).join(', ')}; vs the replay ${vsReplay.slices.map(([a, b]) => `${a!.toFixed(0)} / ${b!.toFixed(0)}`).join(', ')}`,
    ];
    console.info(lines.join('\n'));
    writeScaleResult('spare-parts', lines);
  } finally {
    client?.close();
    await raw?.close();
    await app?.close();
    await bench.dispose();
  }
}

void main().catch((err) => {
  console.error(err);
  process.exitCode = 1;
});

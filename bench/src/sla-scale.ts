/**
 * SLA timers at scale (issue 23, acceptance: "100,000 open SLA timers in one enterprise; arming and
 * firing cost stays flat"). `npm run sla -w @fieldline/bench` (`node --import tsx src/sla-scale.ts` in bench/;
 * DATABASE_URL for PostgreSQL, as the main bench).
 *
 * The demo enterprise gets one order policy (acceptance 60 min, warning 10 min before). Its open
 * timers are brought to 1,000 and then to 100,000 (background clocks on other objects, each with its
 * two pg-boss jobs queued, as the scheduler queues them); at each size a sample of SAMPLE demo
 * orders is put through the real path, timed per timer:
 *   - arm: the SLA consumer handles order.assigned (policy pick, deadlines, the timer upsert) in its
 *     receipt-like transaction;
 *   - schedule: the scheduler finds the new rounds by the partial index and queues their jobs
 *     (boss.insert with deterministic ids) — no scan of the open timers;
 *   - fire: the warning job's work (the conditional state change, the overtime log row, the domain
 *     event with its placeholders).
 * The report is each cost per timer and the ratio at 100,000 to 1,000 (flat ≈ 1).
 *
 * BENCH_SLA_CONTRACTS=1 adds a second policy naming the demo's maintenance contract, so every arming
 * also reads the contracts in force covering the order (SLA matching by contract); the report is
 * written as `…-sla-contracts.md`.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { buildApp, startBackgroundJobs } from '@fieldline/server/src/app';
import { loadConfig } from '@fieldline/server/src/config';
import { rows } from '@fieldline/server/src/db/client';
import { slaPolicies } from '@fieldline/server/src/db/schema';
import { asTenant } from '@fieldline/server/src/core/tenant';
import { seedDemoIfEmpty } from '@fieldline/server/src/seed/demo';
import { fireSlaTimer, jobsOf, scheduleSlaJobs, slaConsumer } from '@fieldline/server/src/modules/sla';
import { openBenchDatabase } from './database';
import { table } from './report';

const SIZES = [1_000, 100_000];
const SAMPLE = Number(process.env.BENCH_SLA_SAMPLE ?? 150);
const BATCH = 5_000;
const EP = 1;
const CONTRACTS = process.env.BENCH_SLA_CONTRACTS === '1';

const bench = await openBenchDatabase(process.env.DATABASE_URL);
const { database } = bench;
const started = Date.now();
try {
  await seedDemoIfEmpty(database.db);
  const config = loadConfig({
    LOG_LEVEL: 'silent',
    DATA_DIR: bench.dataDir,
    JOBS: 'false',
    WEB_DIST: '',
    ...(bench.databaseUrl ? { DATABASE_URL: bench.databaseUrl } : {}),
  });
  const app = await buildApp({ config, database, logger: false, consumers: [] });
  await app.ready();
  await startBackgroundJobs(app);
  // pg-boss must not fire the sample's jobs while we time them by hand: stop its workers, keep the queue
  await app.ctx.jobs!.boss.offWork('sla-timer');

  await database.db.execute(sql`update sla_policies set enabled = false where enterprise_id = ${EP}`);
  const [policy] = await database.db
    .insert(slaPolicies)
    .values({
      enterpriseId: EP,
      name: 'bench',
      objectKind: 'order',
      rank: 1,
      steps: [{ step: 'accept', minutes: 60, timeoutMinutes: 0, warnMinutes: 10 }],
    })
    .returning({ id: slaPolicies.id });
  if (CONTRACTS) {
    const [contract] = await rows<{ id: number }>(
      database.db,
      sql`select id::int as id from maintenance_contracts where enterprise_id = ${EP} and deleted_at is null order by id limit 1`,
    );
    if (!contract) throw new Error('the demo has no maintenance contract');
    await database.db.insert(slaPolicies).values({
      enterpriseId: EP,
      name: 'bench contract',
      objectKind: 'order',
      rank: 1,
      maintenanceContractIds: [contract.id],
      steps: [{ step: 'accept', minutes: 30, timeoutMinutes: 0, warnMinutes: 10 }],
    });
  }
  const sample = (
    await rows<{ id: number }>(
      database.db,
      sql`select id::int as id from orders where enterprise_id = ${EP} order by id limit ${SAMPLE}`,
    )
  ).map((r) => r.id);

  let open = 0;
  /** Background clocks on objects far from the demo's (ids from 10^9), armed and with their jobs queued. */
  async function topUp(to: number) {
    while (open < to) {
      const n = Math.min(BATCH, to - open);
      const made = await rows<{
        enterprise_id: number;
        id: number;
        round: number;
        state: string;
        warn_at: string;
        due_at: string;
      }>(
        database.db,
        sql`insert into sla_timers (enterprise_id, policy_id, object_kind, object_id, step, state, round, scheduled_round,
                                    started_at, warn_at, due_at)
            select ${EP}, ${policy!.id}, 'order', 1000000000 + g, 'accept', 'armed', 1, 1,
                   now(), now() + interval '2 days' + g * interval '1 second', now() + interval '2 days 10 minutes' + g * interval '1 second'
              from generate_series(${open + 1}::int, ${open + n}::int) g
            returning enterprise_id, id, round, state, warn_at, due_at`,
      );
      await app.ctx.jobs!.boss.insert(made.flatMap(jobsOf));
      open += n;
    }
    await database.db.execute(sql`analyze sla_timers`);
  }

  let eventId = 2_000_000_000;
  const perTimer = (ms: number) => ms / sample.length;
  async function measure() {
    const at = new Date();
    let t0 = performance.now();
    for (const orderId of sample)
      await asTenant(EP, () =>
        database.db.transaction((tx) =>
          slaConsumer.handle(
            { db: tx, enterpriseId: EP },
            {
              enterpriseId: EP,
              id: ++eventId,
              kind: 'order.assigned',
              objectKind: 'order',
              objectId: orderId,
              actorUserId: null,
              payload: {},
              createdAt: at,
            },
          ),
        ),
      );
    const arm = perTimer(performance.now() - t0);
    t0 = performance.now();
    const queued = await scheduleSlaJobs(app.ctx);
    const schedule = perTimer(performance.now() - t0);
    if (queued !== sample.length * 2) throw new Error(`queued ${queued} jobs for ${sample.length} timers`);
    const timers = await rows<{ id: number; round: number }>(
      database.db,
      sql`select id::int as id, round from sla_timers where enterprise_id = ${EP} and object_id = any(${`{${sample.join(',')}}`}::bigint[]) and step = 'accept'`,
    );
    t0 = performance.now();
    for (const timer of timers) {
      const fired = await fireSlaTimer(database.db, {
        e: EP,
        id: timer.id,
        round: timer.round,
        phase: 'warn',
      });
      if (fired !== 'warned') throw new Error(`timer ${timer.id} did not fire`);
    }
    const fire = perTimer(performance.now() - t0);
    return { arm, schedule, fire };
  }

  const results: { size: number; arm: number; schedule: number; fire: number }[] = [];
  for (const size of SIZES) {
    await topUp(size - sample.length);
    await measure(); // warm-up round at this size
    const best = { arm: Infinity, schedule: Infinity, fire: Infinity };
    for (let i = 0; i < 3; i++) {
      const r = await measure();
      best.arm = Math.min(best.arm, r.arm);
      best.schedule = Math.min(best.schedule, r.schedule);
      best.fire = Math.min(best.fire, r.fire);
    }
    const [{ n }] = (await rows<{ n: number }>(
      database.db,
      sql`select count(*)::int as n from sla_timers where enterprise_id = ${EP} and state in ('armed','warned')`,
    )) as [{ n: number }];
    const [{ jobs }] = (await rows<{ jobs: number }>(
      database.db,
      sql`select count(*)::int as jobs from pgboss.job where name = 'sla-timer' and state = 'created'`,
    )) as [{ jobs: number }];
    console.info(`size ${size}: ${n} open timers, ${jobs} queued jobs`);
    results.push({ size, ...best });
  }
  await app.close();

  const ms = (v: number) => v.toFixed(2);
  const [small, large] = results as [(typeof results)[0], (typeof results)[0]];
  const report = table(
    ['per timer', ...results.map((r) => `${r.size.toLocaleString('en')} open`), 'ratio'],
    (['arm', 'schedule', 'fire'] as const).map((k) => [
      k,
      ...results.map((r) => `${ms(r[k])} ms`),
      (large[k] / small[k]).toFixed(2),
    ]),
  );
  const text = [
    `# Fieldline bench, SLA timers${CONTRACTS ? ' with a contract policy' : ''}, ${bench.databaseUrl ? 'postgres' : 'pglite'}, ${new Date().toISOString().slice(0, 10)}`,
    '',
    'Written by `npm run sla -w @fieldline/bench` (bench/src/sla-scale.ts explains the rows): per-timer cost of arming (the',
    'SLA consumer on order.assigned), scheduling (the pg-boss jobs of the new rounds) and firing (the warning',
    `job's work), for a sample of ${sample.length} orders, best of 3 rounds after a warm-up, with 1,000 and then`,
    '100,000 open timers in the one enterprise (each with its two jobs queued). The ratio is 100,000 to 1,000.',
    ...(CONTRACTS
      ? [
          'A second policy names the demo maintenance contract: each arming also reads the contracts in force.',
        ]
      : []),
    '',
    `- ${os.cpus().length} cores, node ${process.version}, load average at end ${os
      .loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')}`,
    `- engine: ${bench.label}; whole run ${Math.round((Date.now() - started) / 1000)} s`,
    '',
    report,
    '',
  ].join('\n');
  console.info(text);
  const dir = process.env.BENCH_RESULTS ?? path.resolve(import.meta.dirname, '../results');
  if (dir !== '-') {
    const file = path.join(
      dir,
      `${new Date().toISOString().slice(0, 10)}-${bench.databaseUrl ? 'postgres' : 'pglite'}-sla${CONTRACTS ? '-contracts' : ''}.md`,
    );
    fs.writeFileSync(file, text);
    console.info(`written: ${file}`);
  }
} finally {
  await bench.dispose();
}

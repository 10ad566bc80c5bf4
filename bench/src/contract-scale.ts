/**
 * Contracts (issue 25, acceptance): producing the month's maintenance tasks for 10,000 plans in one
 * enterprise, through the module's producer (`produce`, as the 00:00 job runs it), beside the same
 * task rows inserted through the bare driver (the due dates computed beforehand, one unnest insert per
 * 1,000 plans, no conflict handling or plan bookkeeping), in alternating rounds with the tasks removed
 * between them. Target: under 60 s; reported as a ratio to the raw inserts.
 *
 *   node --import tsx bench/src/contract-scale.ts        (DATABASE_URL set: PostgreSQL; else PGlite)
 *   BENCH_PLANS (10000)  BENCH_ROUNDS (3)  BENCH_RESULTS (bench/results; "-" writes none)
 */
import os from 'node:os';
import { addDays, dueDatesBetween } from '@fieldline/domain';
import { asTenant } from '@fieldline/server/src/core/tenant';
import { produce } from '@fieldline/server/src/modules/contracts';
import { seedDemoIfEmpty } from '@fieldline/server/src/seed/demo';
import { writeScaleResult } from './report';
import { openBenchDatabase } from './database';

const PLANS = Number(process.env.BENCH_PLANS ?? 10_000);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const EP = 1;
const TODAY = '2026-12-01';
const BATCH = 1000;

async function main() {
  const bench = await openBenchDatabase(process.env.DATABASE_URL);
  const { database } = bench;
  const q = (text: string, values?: unknown[]) => database.sql.query(text, values);
  try {
    await seedDemoIfEmpty(database.db);
    // only the bench's plans (the demo's monthly plan would be a plan of another shape)
    await q(`delete from maintenance_tasks where enterprise_id = $1`, [EP]);
    await q(`delete from maintenance_plans where enterprise_id = $1`, [EP]);
    const { rows: users } = await q(`select id from users where enterprise_id = $1 order by id limit 1`, [
      EP,
    ]);
    const { rows: customers } = await q(
      `select id, name from customers where enterprise_id = $1 order by id limit 1`,
      [EP],
    );
    const user = Number(users[0]!.id);
    const customer = customers[0]!;
    // 100 contracts of 100 plans: every 7 days from staggered starts, produced 30 days ahead
    await q(
      `insert into maintenance_contracts (enterprise_id, name, customer_id, customer_name, contract_date, amount)
       select $1, 'bench ' || g, $2, $3, $4::date, 1000 from generate_series(1, ${Math.ceil(PLANS / 100)}) g`,
      [EP, customer.id, customer.name, TODAY],
    );
    await q(
      `insert into maintenance_plans (enterprise_id, contract_id, name, cycle_unit, cycle_value, start_date, end_date,
         start_time, staff_user_id, ahead_days, frequency)
       select $1, c.id, 'plan ' || g, 'day', 7, $2::date + (g % 7), $2::date + 300, '09:00', $3, 30, 'daily'
         from generate_series(1, ${PLANS}) g
         join (select id, row_number() over (order by id) as n from maintenance_contracts where enterprise_id = $1) c
           on c.n = ((g - 1) / 100) + 1`,
      [EP, TODAY, user],
    );
    const { rows: plans } = await q(
      `select id::int as id, contract_id::int as contract_id, start_date::text as start_date, end_date::text as end_date
         from maintenance_plans where enterprise_id = $1 order by id`,
      [EP],
    );
    const clear = () => q(`delete from maintenance_tasks where enterprise_id = $1`, [EP]);

    const app = async () => {
      const t0 = performance.now();
      const r = await asTenant(EP, () => produce({ db: database.db, enterpriseId: EP }, { today: TODAY }));
      return { ms: performance.now() - t0, tasks: r.tasks };
    };
    const raw = async () => {
      const t0 = performance.now();
      let tasks = 0;
      for (let i = 0; i < plans.length; i += BATCH) {
        const ids: number[] = [];
        const contracts: number[] = [];
        const dues: string[] = [];
        for (const p of plans.slice(i, i + BATCH))
          for (const d of dueDatesBetween(
            { startDate: String(p.start_date), endDate: String(p.end_date), cycleUnit: 'day', cycleValue: 7 },
            TODAY,
            addDays(TODAY, 30),
          )) {
            ids.push(Number(p.id));
            contracts.push(Number(p.contract_id));
            dues.push(d);
          }
        await q(
          `insert into maintenance_tasks (enterprise_id, plan_id, contract_id, customer_id, due_date, due_at)
           select $1, v.p, v.c, $5, v.d, (v.d + time '09:00') at time zone 'Asia/Shanghai'
             from unnest($2::bigint[], $3::bigint[], $4::date[]) as v(p, c, d)`,
          [EP, `{${ids.join(',')}}`, `{${contracts.join(',')}}`, `{${dues.join(',')}}`, customer.id],
        );
        tasks += dues.length;
      }
      return { ms: performance.now() - t0, tasks };
    };

    const appMs: number[] = [];
    const rawMs: number[] = [];
    let tasks = 0;
    for (let r = 0; r < ROUNDS; r++) {
      await clear();
      const a = await app();
      tasks = a.tasks;
      appMs.push(a.ms);
      await clear();
      const b = await raw();
      if (b.tasks !== a.tasks) throw new Error(`raw made ${b.tasks} tasks, the producer ${a.tasks}`);
      rawMs.push(b.ms);
    }
    // idempotence at scale: a second run over the produced month adds nothing
    await clear();
    await app();
    const again = await asTenant(EP, () => produce({ db: database.db, enterpriseId: EP }, { today: TODAY }));
    const median = (xs: number[]) => [...xs].sort((x, y) => x - y)[Math.floor(xs.length / 2)]!;
    const lines = [
      `# Contracts bench: the month's maintenance tasks (${new Date().toISOString().slice(0, 10)})`,
      '',
      `engine: ${bench.label}; ${os.availableParallelism()} cores, node ${process.version}`,
      `scale: ${PLANS} plans (every 7 days, 30 days ahead) in one enterprise → ${tasks} tasks per run; ${ROUNDS} alternating rounds`,
      '',
      '| row | median ms | ratio to raw | target |',
      '| --- | ---: | ---: | --- |',
      `| produce (module) | ${median(appMs).toFixed(0)} | ${(median(appMs) / median(rawMs)).toFixed(2)} | < 60,000 ms: ${median(appMs) < 60_000 ? 'met' : 'MISSED'} |`,
      `| same inserts, raw driver | ${median(rawMs).toFixed(0)} | 1.00 | |`,
      '',
      `rounds (module / raw ms): ${appMs.map((a, i) => `${a.toFixed(0)} / ${rawMs[i]!.toFixed(0)}`).join(', ')}`,
      `rerun over the produced month: ${again.tasks} new tasks (idempotent)`,
    ];
    console.info(lines.join('\n'));
    writeScaleResult('contracts', lines);
  } finally {
    await bench.dispose();
  }
}

void main().catch((err) => {
  console.error(err);
  process.exitCode = 1;
});

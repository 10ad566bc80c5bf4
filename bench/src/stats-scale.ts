/**
 * The dashboard and order reports at scale (issue 28: "a report over two years for the
 * 300,000-order enterprise answers in under 300 ms", "aggregate maintenance cost per order
 * transition reported"). The demo enterprise gets BENCH_ORDERS orders (300,000) spread over the
 * last two years (states like the orders bench's mix: 45 % completed; 200 engineers' worth of
 * servers cycling through the demo's users; 12 cities; evaluations on every third completed one),
 * then:
 *
 *  1. the catch-up: `rebuildStats` recounts the enterprise's aggregates from its orders (timed once);
 *  2. the seven dashboard calls (a director: all data; the last 30 days and two years) and three
 *     reports over two years (orders by number, service staff, order income), each as its route's
 *     handler builds it, in alternating rounds beside the raw twin (the statements it sent, captured
 *     once and replayed through the bare driver) and the scan of orders the aggregates replace;
 *     p50 / p99 per row;
 *  3. the maintenance cost: BENCH_TRANSITIONS orders moved one state on (as a transition's UPDATE
 *     does) and synced by the statistics consumer (`syncOrderStats`) in the same transaction, timed
 *     apart; and the sync of an order that did not change (a redelivered event).
 *
 *   node --import tsx bench/src/stats-scale.ts   (DATABASE_URL set: PostgreSQL; else PGlite)
 *   BENCH_ORDERS (300000)  BENCH_ROUNDS (30)  BENCH_TRANSITIONS (500)  BENCH_RESULTS (bench/results; "-" none)
 */
import os from 'node:os';
import { sql } from 'drizzle-orm';
import { DATA_SCOPES, STATS_TIME_ZONE, addDays, dateIn } from '@fieldline/domain';
import { seedDemoIfEmpty } from '@fieldline/server/src/seed/demo';
import {
  DASHBOARD_PARTS,
  ORDER_REPORTS,
  rebuildStats,
  syncOrderStats,
} from '@fieldline/server/src/modules/stats';
import { asTenant } from '@fieldline/server/src/core/tenant';
import type { Db } from '@fieldline/server/src/db/client';
import { writeScaleResult } from './report';
import { openBenchDatabase } from './database';
import { captureQueries, replay } from './baselines';

const ORDERS = Number(process.env.BENCH_ORDERS ?? 300_000);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 30);
const TRANSITIONS = Number(process.env.BENCH_TRANSITIONS ?? 500);
const EP = 1;
/** The statistics aggregates (apps/server/src/db/schema/stats.ts), daily and monthly. */
const AGGREGATES = [
  'stat_order_facts',
  'stat_order_days',
  'stat_order_totals',
  'stat_order_months',
  'stat_order_month_totals',
  'stat_done_days',
  'stat_done_totals',
  'stat_done_months',
  'stat_done_month_totals',
];
const CITIES = [
  '上海市',
  '北京市',
  '广州市',
  '深圳市',
  '杭州市',
  '南京市',
  '成都市',
  '武汉市',
  '西安市',
  '苏州市',
  '天津市',
  '重庆市',
];
/** States by g % 20, as bench/src/generators/orders.ts mixes them. */
const STATE_MIX = [0, 1, 1, 2, 3, 3, 4, 5, 5, 5, 5, 5, 5, 5, 5, 5, 6, 6, 7, 7];

const pct = (xs: number[], p: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.ceil((p / 100) * s.length) - 1)]!;
};
const time = async (run: () => Promise<unknown>) => {
  const s = performance.now();
  await run();
  return performance.now() - s;
};

async function main() {
  const bench = await openBenchDatabase(process.env.DATABASE_URL);
  const { database } = bench;
  const q = (text: string, values?: unknown[]) => database.sql.query(text, values);
  try {
    await seedDemoIfEmpty(database.db);
    const t0 = performance.now();
    // the orders, without the per-row triggers (their counts are not what is measured here)
    await q('alter table orders disable trigger user');
    await q(`insert into orders (enterprise_id, order_no, template_id, title, state, customer_id, customer_name,
               address, server_user_id, appointment_at, estimated_at, accepted_at, started_at, completed_at,
               service_minutes, total_amount, created_at, updated_at)
      with t as (select array_agg(id order by id) a from form_templates where enterprise_id = ${EP} and kind = 1 and deleted_at is null),
           u as (select array_agg(id order by id) a from users where enterprise_id = ${EP}),
           c as (select array_agg(id order by id) a, array_agg(name order by id) n from customers where enterprise_id = ${EP} and deleted_at is null),
           g as (select g, (array[${STATE_MIX.join(',')}])[1 + g % 20]::smallint as state,
                        now() - interval '1 day' - make_interval(secs => ((${ORDERS} - g)::float8 * 730 * 86400 / ${ORDERS})) as at
                   from generate_series(1, ${ORDERS}) g)
      select ${EP}, 'B' || g.g, t.a[1 + g.g % array_length(t.a, 1)], 'Bench order ' || g.g, g.state,
             c.a[1 + g.g % array_length(c.a, 1)], c.n[1 + g.g % array_length(c.a, 1)],
             jsonb_build_object('city', (array['${CITIES.join("','")}'])[1 + g.g % ${CITIES.length}]),
             case when g.state in (2, 3, 4, 5, 7) then u.a[1 + (g.g::bigint * 7919) % array_length(u.a, 1)] end,
             g.at + interval '1 day', g.at + interval '28 hours',
             case when g.state in (3, 4, 5, 7) then g.at + interval '2 hours' end,
             case when g.state in (4, 5, 7) then g.at + interval '1 day' + (g.g % 5 - 2) * interval '20 minutes' end,
             case when g.state = 5 then g.at + interval '1 day 3 hours' end,
             case when g.state = 5 then 60 + (g.g % 4) * 30 end,
             case when g.state = 5 then 100 + (g.g % 5) * 50.25 else 0 end, g.at, g.at
        from g, t, u, c`);
    await q('alter table orders enable trigger user');
    await q(`insert into order_evaluations (enterprise_id, order_id, solved, quality, attitude, speed)
             select enterprise_id, id, id % 7 <> 0, 3 + id % 3, 3 + (id / 3) % 3, 2 + id % 4
               from orders where enterprise_id = ${EP} and state = 5 and order_no like 'B%' and id % 3 = 0
             on conflict do nothing`);
    // what autovacuum would have done by the time anyone reads (this server runs without it): the
    // visibility map lets the overdue count read its index alone
    await q('vacuum analyze orders');
    await q('vacuum analyze order_evaluations');
    const generated = (performance.now() - t0) / 1000;

    const tenant = { db: database.db, enterpriseId: EP };
    const rebuild = await time(() =>
      asTenant(EP, () =>
        database.db.transaction((tx) => rebuildStats({ db: tx as unknown as Db, enterpriseId: EP })),
      ),
    );
    for (const table of AGGREGATES) await q(`vacuum analyze ${table}`);
    const counts = (
      await q(`select (select count(*) from orders where enterprise_id = ${EP}) o,
        ${AGGREGATES.map((table) => `(select count(*) from ${table} where enterprise_id = ${EP}) ${table}`).join(', ')}`)
    ).rows[0] as Record<string, string>;

    const director = Number(
      (await q(`select id from users where enterprise_id = $1 and phone = '13800000009'`, [EP])).rows[0]!.id,
    );
    const today = dateIn(STATS_TIME_ZONE);
    const twoYears = { window: 'range' as const, from: addDays(today, -730), to: today };
    const month = { window: '30' as const, from: addDays(today, -29), to: today };
    const scope = {
      app: null as never,
      db: database.db,
      enterpriseId: EP,
      userId: director,
      dataScope: DATA_SCOPES.all,
      locale: 'zh_CN' as const,
    };
    const scan = `select state, count(*)::int n from orders where enterprise_id = ${EP} and deleted_at is null
                   and (created_at at time zone '${STATS_TIME_ZONE}')::date between '${twoYears.from}' and '${today}' group by state`;
    const rows: string[] = [];
    /** The call as its handler builds it, beside its raw twin: the statements it sent, captured once and replayed through the bare driver. */
    const measure = async (name: string, run: () => Promise<unknown>) => {
      const a: number[] = [];
      const b: number[] = [];
      const c: number[] = [];
      await asTenant(EP, run);
      const calls = await captureQueries(database, async () => void (await asTenant(EP, run)));
      await replay(database, calls);
      for (let r = 0; r < ROUNDS; r++) {
        a.push(await time(() => asTenant(EP, run)));
        b.push(await time(() => replay(database, calls)));
        if (r % 5 === 0) c.push(await time(() => q(scan)));
      }
      rows.push(
        `| ${name} | ${pct(a, 50).toFixed(1)} | ${pct(a, 99).toFixed(1)} | ${pct(a, 99) < 300 ? 'yes' : 'NO'} | ${calls.length} | ${pct(b, 50).toFixed(1)} | ${pct(b, 99).toFixed(1)} | ${(pct(b, 50) / pct(a, 50)).toFixed(2)} | ${pct(c, 50).toFixed(1)} |`,
      );
    };
    for (const [name, part] of Object.entries(DASHBOARD_PARTS)) {
      await measure(`/databoard/${name} (30 days)`, () => part({ scope, f: month }));
      await measure(`/databoard/${name} (two years)`, () => part({ scope, f: twoYears }));
    }
    for (const report of ORDER_REPORTS.filter((r) => ['orderNum', 'serviceStaff', 'income'].includes(r.name)))
      await measure(`${report.url} (two years)`, () => report.build(scope, twoYears));

    // maintenance: one transition's UPDATE, then the consumer's sync, each in the transaction
    const ids = (
      await q(`select id from orders where enterprise_id = ${EP} and state in (3, 4) and order_no like 'B%'
                order by id desc limit ${TRANSITIONS}`)
    ).rows.map((r) => Number((r as { id: string }).id));
    const update: number[] = [];
    const sync: number[] = [];
    const noop: number[] = [];
    for (const id of ids)
      await asTenant(EP, () =>
        database.db.transaction(async (tx) => {
          const t = { db: tx as unknown as Db, enterpriseId: EP };
          update.push(
            await time(() =>
              tx.execute(sql`update orders set state = case when state = 3 then 4 else 5 end,
                started_at = coalesce(started_at, now()), completed_at = case when state = 4 then now() end,
                total_amount = case when state = 4 then 180.50 else total_amount end, version = version + 1
                where enterprise_id = ${EP} and id = ${id}`),
            ),
          );
          sync.push(await time(() => syncOrderStats(t, id)));
          noop.push(await time(() => syncOrderStats(t, id)));
        }),
      );
    void tenant;

    const out = [
      `# Dashboard and order reports bench: two years of the 300,000-order enterprise (${new Date().toISOString().slice(0, 10)})`,
      '',
      `engine: ${bench.label}; ${os.availableParallelism()} cores, node ${process.version}; load average ${os
        .loadavg()
        .map((x) => x.toFixed(1))
        .join(' ')}`,
      `scale: ${counts.o} orders of the enterprise over 731 days (${ORDERS} generated), rows of the aggregates: ${AGGREGATES.slice(
        1,
      )
        .map((table) => `${table} ${counts[table]}`)
        .join(
          ', ',
        )}; generated in ${generated.toFixed(1)} s; the catch-up rebuild took ${(rebuild / 1000).toFixed(1)} s; ${ROUNDS} rounds after one warm-up`,
      '',
      '| call (a director: all data) | p50 ms | p99 ms | p99 < 300 ms | statements | raw twin p50 ms | raw twin p99 ms | ratio (raw p50 ÷ call p50) | scan of orders p50 ms (orders by state from orders, two years) |',
      '| --- | ---: | ---: | :---: | ---: | ---: | ---: | ---: | ---: |',
      ...rows,
      '',
      `Maintenance per order transition (${ids.length} transitions, each in one transaction): the transition's UPDATE p50 ${pct(update, 50).toFixed(2)} ms / p99 ${pct(update, 99).toFixed(2)} ms; the statistics consumer's sync p50 ${pct(sync, 50).toFixed(2)} ms / p99 ${pct(sync, 99).toFixed(2)} ms; a redelivered event's sync (nothing to move) p50 ${pct(noop, 50).toFixed(2)} ms / p99 ${pct(noop, 99).toFixed(2)} ms.`,
      '',
      'Calls are timed as their handlers build them (no HTTP); the raw twin is the statements a call sent, captured once and replayed through the bare driver in alternating rounds; baseinfo also counts the overdue orders and the SLA-breached ones live (indexed), and new customers from the customers table.',
    ];
    console.info(out.join('\n'));
    writeScaleResult('stats', out);
  } finally {
    await bench.dispose();
  }
}

void main().catch((err) => {
  console.error(err);
  process.exitCode = 1;
});

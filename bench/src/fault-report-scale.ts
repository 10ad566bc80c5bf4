/**
 * The fault reports at scale (issue 28: "a report over two years for the 300,000-order enterprise
 * answers in under 300 ms"). The demo enterprise gets the fault picks of BENCH_ORDERS completed
 * orders (300,000; 1 to 2 faults each, spread over the last two years, 200 engineers, the demo's
 * templates, phenomena and product categories) in its per-day aggregate fault_daily, as the
 * completions would have left it, and the same picks as a plain table (what a report scanning the
 * picks would read). Each fault report's builder (as GET /v2/report/fault/* answers, for a
 * director: all data) is timed over two years beside its raw twin (the same statements, captured
 * from the builder and replayed through the bare driver) and beside the scan of the picks, in
 * alternating rounds; p50 / p99 over the rounds. The monthly aggregates are filled from the same picks.
 *
 *   node --import tsx bench/src/fault-report-scale.ts   (DATABASE_URL set: PostgreSQL; else PGlite)
 *   BENCH_ORDERS (300000)  BENCH_ROUNDS (30)  BENCH_RESULTS (bench/results; "-" writes none)
 */
import os from 'node:os';
import { DATA_SCOPES, STATS_TIME_ZONE, addDays, dateIn, reportPeriod } from '@fieldline/domain';
import { seedDemoIfEmpty } from '@fieldline/server/src/seed/demo';
import { FAULT_REPORT_BUILDERS } from '@fieldline/server/src/modules/reports';
import { asTenant } from '@fieldline/server/src/core/tenant';
import { writeScaleResult } from './report';
import { openBenchDatabase } from './database';
import { captureQueries, replay } from './baselines';

const ORDERS = Number(process.env.BENCH_ORDERS ?? 300_000);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 30);
const EP = 1;

const pct = (xs: number[], p: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.ceil((p / 100) * s.length) - 1)]!;
};

async function main() {
  const bench = await openBenchDatabase(process.env.DATABASE_URL);
  const { database } = bench;
  const q = (text: string, values?: unknown[]) => database.sql.query(text, values);
  try {
    await seedDemoIfEmpty(database.db);
    const t0 = performance.now();
    // the picks: order g has 1 + (g % 3 = 0) faults; day, template, engineer, category spread by g
    await q(`create table bench_fault_picks as
      with f as (select array_agg(id order by id) a from fault_phenomena where enterprise_id = ${EP}),
           t as (select array_agg(id order by id) a from form_templates where enterprise_id = ${EP} and kind = 1),
           c as (select array_agg(id order by id) a from product_categories where enterprise_id = ${EP})
      select ${EP}::bigint as enterprise_id, g as order_id,
             f.a[1 + ((g / 731 + k * 3) % array_length(f.a, 1))] as fault_id,
             (current_date - (g % 731))::date as day,
             t.a[1 + ((g / 13) % array_length(t.a, 1))] as template_id,
             (1000 + (g / 7) % 200)::bigint as server_user_id,
             case when g % 4 = 0 then 0 else c.a[1 + ((g / 5) % array_length(c.a, 1))] end as category_id
        from generate_series(1, ${ORDERS}) g cross join generate_series(0, 1) k, f, t, c
       where k = 0 or g % 3 = 0`);
    await q(`insert into fault_daily as d (enterprise_id, day, fault_id, template_id, server_user_id, category_id, n)
             select enterprise_id, day, fault_id, template_id, server_user_id, category_id, count(*)
               from bench_fault_picks group by 1, 2, 3, 4, 5, 6
             on conflict (enterprise_id, day, fault_id, template_id, server_user_id, category_id)
             do update set n = d.n + excluded.n`);
    await q(`insert into fault_daily_totals as d (enterprise_id, day, fault_id, template_id, n)
             select enterprise_id, day, fault_id, template_id, count(*)
               from bench_fault_picks group by 1, 2, 3, 4
             on conflict (enterprise_id, day, fault_id, template_id) do update set n = d.n + excluded.n`);
    await q(`insert into fault_monthly_servers as d (enterprise_id, month, template_id, server_user_id, n)
             select enterprise_id, date_trunc('month', day)::date, template_id, server_user_id, count(*)
               from bench_fault_picks group by 1, 2, 3, 4
             on conflict (enterprise_id, month, template_id, server_user_id) do update set n = d.n + excluded.n`);
    await q(`insert into fault_monthly_categories as d (enterprise_id, month, template_id, category_id, fault_id, n)
             select enterprise_id, date_trunc('month', day)::date, template_id, category_id, fault_id, count(*)
               from bench_fault_picks group by 1, 2, 3, 4, 5
             on conflict (enterprise_id, month, template_id, category_id, fault_id) do update set n = d.n + excluded.n`);
    // what autovacuum would have done by the time anyone reads (this server runs without it)
    await q('vacuum analyze fault_monthly_servers');
    await q('vacuum analyze fault_monthly_categories');
    await q('vacuum analyze fault_daily');
    await q('vacuum analyze fault_daily_totals');
    await q('vacuum analyze bench_fault_picks');
    const picks = Number((await q('select count(*) n from bench_fault_picks')).rows[0]!.n);
    // and the demo's own picks, made through the completion
    const demoPicks = Number(
      (await q(`select count(*) n from order_faults where enterprise_id = ${EP}`)).rows[0]!.n,
    );
    const aggregateRows = Number(
      (await q(`select count(*) n from fault_daily where enterprise_id = ${EP}`)).rows[0]!.n,
    );
    const coarseRows = Number(
      (await q(`select count(*) n from fault_daily_totals where enterprise_id = ${EP}`)).rows[0]!.n,
    );
    const monthlyRows = (
      await q(`select (select count(*) from fault_monthly_servers where enterprise_id = ${EP}) s,
                      (select count(*) from fault_monthly_categories where enterprise_id = ${EP}) c`)
    ).rows[0] as { s: string; c: string };
    const generated = (performance.now() - t0) / 1000;

    const director = Number(
      (await q(`select id from users where enterprise_id = $1 and phone = '13800000009'`, [EP])).rows[0]!.id,
    );
    const today = dateIn(STATS_TIME_ZONE);
    const from = reportPeriod({ window: 'range', from: addDays(today, -730), to: today }, today).from;
    const filter = { window: 'range' as const, from, to: today };
    const scope = {
      app: null as never,
      db: database.db,
      enterpriseId: EP,
      userId: director,
      dataScope: DATA_SCOPES.all,
      locale: 'zh_CN' as const,
    };
    const scan = `select fault_id, count(*)::int n from bench_fault_picks
                   where enterprise_id = ${EP} and day between '${from}' and '${today}' group by fault_id`;
    const time = async (run: () => Promise<unknown>) => {
      const s = performance.now();
      await run();
      return performance.now() - s;
    };
    const lines: string[] = [];
    for (const [name, build] of Object.entries(FAULT_REPORT_BUILDERS)) {
      const a: number[] = [];
      const b: number[] = [];
      const c: number[] = [];
      const report = () => asTenant(EP, () => build(scope, filter));
      await report();
      // the raw twin: the statements the builder sent, captured once, replayed through the bare driver
      const calls = await captureQueries(database, async () => void (await report()));
      await replay(database, calls);
      await q(scan);
      let total = 0;
      for (let r = 0; r < ROUNDS; r++) {
        a.push(
          await time(async () => {
            const totals = (await report()).table.totals;
            total = Number(totals?.n ?? totals?.total);
          }),
        );
        b.push(await time(() => replay(database, calls)));
        if (r % 3 === 0) c.push(await time(() => q(scan)));
      }
      if (total !== picks + demoPicks)
        throw new Error(`${name} counted ${total}, picks ${picks} + ${demoPicks}`);
      lines.push(
        `| ${name} | ${pct(a, 50).toFixed(1)} | ${pct(a, 99).toFixed(1)} | ${pct(a, 99) < 300 ? 'yes' : 'NO'} | ${calls.length} | ${pct(b, 50).toFixed(1)} | ${pct(b, 99).toFixed(1)} | ${(pct(b, 50) / pct(a, 50)).toFixed(2)} | ${pct(c, 50).toFixed(1)} |`,
      );
    }
    const out = [
      `# Fault reports bench: two years of the 300,000-order enterprise (${new Date().toISOString().slice(0, 10)})`,
      '',
      `engine: ${bench.label}; ${os.availableParallelism()} cores, node ${process.version}; load average ${os
        .loadavg()
        .map((x) => x.toFixed(1))
        .join(' ')}`,
      `scale: ${ORDERS} completed orders, ${picks} fault picks over 731 days (200 engineers), ${aggregateRows} rows of fault_daily (day, phenomenon, template, engineer, category), ${coarseRows} of fault_daily_totals (day, phenomenon, template), ${monthlyRows.s} of fault_monthly_servers (month, template, engineer) and ${monthlyRows.c} of fault_monthly_categories (month, template, category, phenomenon); generated in ${generated.toFixed(1)} s; ${ROUNDS} alternating rounds after one warm-up`,
      '',
      '| report (two years, all data) | p50 ms | p99 ms | p99 < 300 ms | statements | raw twin p50 ms | raw twin p99 ms | ratio (raw p50 ÷ report p50) | scan of the picks p50 ms |',
      '| --- | ---: | ---: | :---: | ---: | ---: | ---: | ---: | ---: |',
      ...lines,
      '',
      'faultMode and faultAnalysis read fault_daily_totals (no engineer or team filter, all data; faultAnalysis the phenomena first, then per day only the main five and the rest together); faultStatistics (by engineer and template) reads fault_monthly_servers for the whole months of the period and fault_daily for the partial months at its ends; faultDistribution (by category) reads fault_monthly_categories the same way, and fault_daily_totals for its phenomena. The raw twin is the statements the builder sent, captured once and replayed through the bare driver; the last column is one grouped count of the picks themselves (every third round).',
    ];
    console.info(out.join('\n'));
    writeScaleResult('fault-reports', out);
  } finally {
    await bench.dispose();
  }
}

void main().catch((err) => {
  console.error(err);
  process.exitCode = 1;
});

/**
 * The reports of modules/reports at scale (issue 28: "a report over two years for the 300,000-order
 * enterprise answers in under 300 ms"): spare parts, product usage, fault replacement, overtime,
 * mileage, schedules, and activity and messages. The demo enterprise gets BENCH_ORDERS orders
 * (300,000) spread over the last two years (the orders bench's state mix; 200 engineers; two in three
 * external ones on one of 20,000 customer units), and what the reports read about them:
 *
 *  - a fault picked on each completed order (order_faults), and parts used on every third one
 *    (order_spare_parts and the stock ledger's order-use movements), with a stock-in per part a week;
 *  - an overtime log row (warned or breached) on every tenth order (sla_log);
 *  - a travel leg to every started order (user_travels);
 *  - a schedule entry per engineer and day (staff_schedules: 200 × 731);
 *  - the statistics aggregates recounted (rebuildStats; product usage reads stat_unit_days/months),
 *    and the parts replaced per fault (rebuildFaultParts: fault_part_daily/monthly);
 *  - three actions per order (domain events with an actor) and two in-app messages per order, half
 *    of them read, counted by the activity report's full refresh (timed once).
 *
 * Each report's two-year call, as its route's handler builds it (a director: all data), is timed in
 * alternating rounds beside its raw twin (the statements it sent, captured once and replayed through
 * the bare driver); p50 / p99 per row. The activity report is also timed with its per-day counts
 * set aside (every day read live from the outbox and messages, as before them).
 *
 *   node --import tsx bench/src/report-scale.ts   (DATABASE_URL set: PostgreSQL; else PGlite)
 *   BENCH_ORDERS (300000)  BENCH_ROUNDS (20)  BENCH_ONLY (report names, comma-separated)
 *   BENCH_RESULTS (bench/results; "-" writes none)
 */
import os from 'node:os';
import { sql } from 'drizzle-orm';
import { DATA_SCOPES, STATS_TIME_ZONE, TAG_OBJECT_KINDS, addDays, dateIn } from '@fieldline/domain';
import { seedDemoIfEmpty } from '@fieldline/server/src/seed/demo';
import { MORE_REPORT_BUILDERS, refreshActivityDays } from '@fieldline/server/src/modules/reports';
import { asTenant } from '@fieldline/server/src/core/tenant';
import { rebuildStats } from '@fieldline/server/src/modules/stats';
import { rebuildFaultParts } from '@fieldline/server/src/modules/faults';
import type { Db } from '@fieldline/server/src/db/client';
import { writeScaleResult } from './report';
import { openBenchDatabase } from './database';
import { captureQueries, replay } from './baselines';

const ORDERS = Number(process.env.BENCH_ORDERS ?? 300_000);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 20);
const ONLY = process.env.BENCH_ONLY?.split(',').filter(Boolean);
const EP = 1;
const ENGINEERS = 200;
/** The generated engineers' ids (no user rows: the reports name them by id). */
const ENGINEER0 = 100_000;
const UNITS = 20_000;
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
  const count = async (table: string) =>
    Number((await q(`select count(*) n from ${table} where enterprise_id = ${EP}`)).rows[0]!.n);
  /** Generated rows go in without triggers and foreign-key checks (the engineers have no user rows). */
  const generate = (text: string) =>
    database.db.transaction(async (tx) => {
      await tx.execute(sql.raw('set local session_replication_role = replica'));
      await tx.execute(sql.raw(text));
    });
  try {
    await seedDemoIfEmpty(database.db);
    const t0 = performance.now();
    const engineer = (g: string) => `${ENGINEER0} + (${g})::bigint * 7919 % ${ENGINEERS}`;
    await generate(`insert into customer_products (enterprise_id, customer_id, product_id, serial_number)
      with c as (select array_agg(id order by id) a from customers where enterprise_id = ${EP}),
           p as (select array_agg(id order by id) a from products where enterprise_id = ${EP})
      select ${EP}, c.a[1 + g % array_length(c.a, 1)], p.a[1 + (g / 7) % array_length(p.a, 1)], 'BSN' || g
        from generate_series(1, ${UNITS}) g, c, p`);
    await generate(`insert into orders (enterprise_id, order_no, template_id, title, state, customer_id, customer_name,
               customer_product_id, server_user_id, appointment_at, accepted_at, started_at, completed_at,
               service_minutes, total_amount, created_at, updated_at)
      with t as (select array_agg(id order by id) a from form_templates where enterprise_id = ${EP} and kind = 1 and deleted_at is null),
           c as (select array_agg(id order by id) a, array_agg(name order by id) n from customers where enterprise_id = ${EP} and deleted_at is null),
           u as (select array_agg(id order by id) a from customer_products where enterprise_id = ${EP} and serial_number like 'BSN%'),
           g as (select g, (array[${STATE_MIX.join(',')}])[1 + g % 20]::smallint as state,
                        now() - interval '1 day' - make_interval(secs => ((${ORDERS} - g)::float8 * 730 * 86400 / ${ORDERS})) as at
                   from generate_series(1, ${ORDERS}) g)
      select ${EP}, 'B' || g.g, t.a[1 + g.g % array_length(t.a, 1)], 'Bench order ' || g.g, g.state,
             c.a[1 + g.g % array_length(c.a, 1)], c.n[1 + g.g % array_length(c.a, 1)],
             case when g.g % 3 <> 2 then u.a[1 + g.g % array_length(u.a, 1)] end,
             case when g.state in (2, 3, 4, 5, 7) then ${engineer('g.g')} end,
             g.at + interval '1 day',
             case when g.state in (3, 4, 5, 7) then g.at + interval '2 hours' end,
             case when g.state in (4, 5, 7) then g.at + interval '1 day' end,
             case when g.state = 5 then g.at + interval '1 day 3 hours' end,
             case when g.state = 5 then 60 + (g.g % 4) * 30 end,
             case when g.state = 5 then 100 + (g.g % 5) * 50.25 else 0 end, g.at, g.at
        from g, t, c, u`);
    const bench0 = `enterprise_id = ${EP} and order_no like 'B%'`;
    await generate(`insert into order_faults (enterprise_id, order_id, fault_id, day, template_id, server_user_id, category_id)
      with f as (select array_agg(id order by id) a from fault_phenomena where enterprise_id = ${EP})
      select ${EP}, o.id, f.a[1 + (o.id / 11) % array_length(f.a, 1)],
             (o.completed_at at time zone '${STATS_TIME_ZONE}')::date, o.template_id, o.server_user_id, 0
        from orders o, f where ${bench0.replaceAll('enterprise_id', 'o.enterprise_id')} and o.state = 5`);
    await generate(`insert into order_spare_parts (enterprise_id, order_id, part_id, holder_kind, holder_id, quantity, price, amount, created_at)
      with p as (select array_agg(id order by id) a from spare_parts where enterprise_id = ${EP})
      select ${EP}, o.id, p.a[1 + (o.id / 3) % array_length(p.a, 1)], 2, o.server_user_id, 1 + o.id % 2, 35, 35 * (1 + o.id % 2), o.completed_at
        from orders o, p where ${bench0.replaceAll('enterprise_id', 'o.enterprise_id')} and o.state = 5 and o.id % 3 = 0`);
    await generate(`insert into spare_movements (enterprise_id, batch, kind, part_id, holder_kind, holder_id, delta, balance, doc_kind, doc_id, actor_user_id, created_at)
      select ${EP}, l.id, 10, l.part_id, 2, l.holder_id, -l.quantity, 0, 'order', l.order_id, l.holder_id, l.created_at
        from order_spare_parts l where l.enterprise_id = ${EP} and l.holder_id >= ${ENGINEER0}`);
    await generate(`insert into spare_movements (enterprise_id, batch, kind, part_id, holder_kind, holder_id, delta, balance, created_at)
      select ${EP}, w, 1, p.id, 1, 1, 200, 200, now() - make_interval(days => w * 7)
        from spare_parts p, generate_series(0, 104) w where p.enterprise_id = ${EP}`);
    await generate(`insert into sla_log (enterprise_id, timer_id, round, kind, policy_id, object_kind, object_id, object_no, object_title, step, started_at, due_at, logged_at)
      select ${EP}, o.id, 1, case when o.id % 20 = 0 then 'breached' else 'warned' end, 1 + o.id % 3, 'order', o.id, o.order_no, o.title,
             (array['respond', 'accept', 'arrive', 'complete'])[1 + o.id % 4], o.created_at, o.created_at + interval '4 hours',
             o.created_at + interval '3 hours'
        from orders o where ${bench0.replaceAll('enterprise_id', 'o.enterprise_id')} and o.id % 10 = 0`);
    await generate(`insert into user_travels (enterprise_id, user_id, object_kind, object_id, distance_meters, travelled_at)
      select ${EP}, o.server_user_id, ${TAG_OBJECT_KINDS.order}, o.id, 800 + o.id % 23000, o.started_at - interval '30 minutes'
        from orders o where ${bench0.replaceAll('enterprise_id', 'o.enterprise_id')} and o.started_at is not null`);
    await generate(`insert into staff_schedules (enterprise_id, user_id, day, kind)
      select ${EP}, ${ENGINEER0} + e, current_date - d, case when (d + e) % 7 in (5, 6) then 2 when (d * e) % 97 = 0 then 3 else 1 end
        from generate_series(0, ${ENGINEERS - 1}) e, generate_series(0, 730) d`);
    await generate(`insert into domain_events (enterprise_id, kind, object_kind, object_id, actor_user_id, created_at, delivered_at)
      select ${EP}, (array['order.created', 'order.accepted', 'order.updated'])[1 + k], 'order', o.id,
             case when k = 0 then 2 else coalesce(o.server_user_id, 2) end, o.created_at + k * interval '2 hours', now()
        from orders o, generate_series(0, 2) k where ${bench0.replaceAll('enterprise_id', 'o.enterprise_id')}`);
    await generate(`insert into messages (enterprise_id, user_id, kind, title, object_kind, object_id, read_at, created_at)
      select ${EP}, case when k = 0 then 2 else coalesce(o.server_user_id, 2) end,
             (array['order.created', 'order.assigned'])[1 + k], o.title, 'order', o.id,
             case when (o.id + k) % 2 = 0 then o.created_at + interval '1 hour' end, o.created_at + k * interval '1 hour'
        from orders o, generate_series(0, 1) k where ${bench0.replaceAll('enterprise_id', 'o.enterprise_id')}`);
    for (const table of [
      'orders',
      'customer_products',
      'order_faults',
      'order_spare_parts',
      'spare_movements',
      'sla_log',
      'user_travels',
      'staff_schedules',
      'domain_events',
      'messages',
    ])
      await q(`analyze ${table}`);
    // this cluster runs without autovacuum; in service it sets the visibility map of the append-only
    // travel records, which the mileage report reads from user_travels_user_idx alone
    await q('vacuum user_travels');
    const generated = (performance.now() - t0) / 1000;
    const refresh = await time(() =>
      asTenant(EP, () =>
        database.db.transaction((tx) =>
          refreshActivityDays({ db: tx as unknown as Db, enterpriseId: EP }, { full: true }),
        ),
      ),
    );
    await q('analyze stat_activity_days');
    await q('analyze stat_activity_months');
    // the statistics aggregates of the generated orders (written without events): the nightly recount
    const rebuild = await time(() =>
      asTenant(EP, () =>
        database.db.transaction((tx) => rebuildStats({ db: tx as unknown as Db, enterpriseId: EP })),
      ),
    );
    await q('analyze stat_unit_days');
    await q('analyze stat_unit_months');
    // and the parts replaced per fault of the generated picks and part lines (kept by their writes)
    const faultParts = await time(() =>
      asTenant(EP, () =>
        database.db.transaction((tx) => rebuildFaultParts({ db: tx as unknown as Db, enterpriseId: EP })),
      ),
    );
    await q('analyze fault_part_daily');
    await q('analyze fault_part_monthly');
    const scale: Record<string, number> = {};
    for (const table of [
      'orders',
      'order_faults',
      'order_spare_parts',
      'spare_movements',
      'sla_log',
      'user_travels',
      'staff_schedules',
      'domain_events',
      'messages',
      'stat_activity_days',
      'stat_unit_days',
      'stat_unit_months',
      'fault_part_daily',
      'fault_part_monthly',
    ])
      scale[table] = await count(table);

    const director = Number(
      (await q(`select id from users where enterprise_id = $1 and phone = '13800000009'`, [EP])).rows[0]!.id,
    );
    const today = dateIn(STATS_TIME_ZONE);
    const twoYears = { window: 'range' as const, from: addDays(today, -730), to: today };
    const scope = {
      app: null as never,
      db: database.db,
      enterpriseId: EP,
      userId: director,
      dataScope: DATA_SCOPES.all,
      locale: 'zh_CN' as const,
    };
    const rows: string[] = [];
    const measure = async (name: string, run: () => Promise<unknown>, rounds = ROUNDS) => {
      const a: number[] = [];
      const b: number[] = [];
      await asTenant(EP, run);
      const calls = await captureQueries(database, async () => void (await asTenant(EP, run)));
      await replay(database, calls);
      for (let r = 0; r < rounds; r++) {
        a.push(await time(() => asTenant(EP, run)));
        b.push(await time(() => replay(database, calls)));
      }
      const line = `| ${name} | ${pct(a, 50).toFixed(1)} | ${pct(a, 99).toFixed(1)} | ${pct(a, 99) < 300 ? 'yes' : 'NO'} | ${calls.length} | ${pct(b, 50).toFixed(1)} | ${pct(b, 99).toFixed(1)} | ${(pct(b, 50) / pct(a, 50)).toFixed(2)} |`;
      console.info(line);
      rows.push(line);
    };
    for (const [name, build] of Object.entries(MORE_REPORT_BUILDERS)) {
      if (ONLY && !ONLY.includes(name)) continue;
      await measure(`${name} (two years)`, () => build(scope, twoYears));
    }
    if (!ONLY || ONLY.includes('productUsage')) {
      // as before the unit aggregates: the same figures counted from orders (the three statements
      // the report sent then, for a director without filters)
      const period = `o.enterprise_id = ${EP} and o.deleted_at is null
        and o.created_at >= ('${twoYears.from}'::date)::timestamp at time zone '${STATS_TIME_ZONE}'
        and o.created_at < ('${twoYears.to}'::date + 1)::timestamp at time zone '${STATS_TIME_ZONE}'`;
      await measure('productUsage (two years, counted from orders: before)', () =>
        Promise.all([
          q(`select p.id, p.name, t.orders, t.completed, t.units, t.customers
               from (select cp.product_id, count(*)::int orders, count(*) filter (where o.state = 5)::int completed,
                            count(distinct o.customer_product_id)::int units, count(distinct o.customer_id)::int customers
                       from orders o join customer_products cp on cp.enterprise_id = o.enterprise_id and cp.id = o.customer_product_id
                      where ${period} group by cp.product_id) t
               join products p on p.enterprise_id = ${EP} and p.id = t.product_id order by t.orders desc`),
          q(`select (o.created_at at time zone '${STATS_TIME_ZONE}')::date d,
                    count(*) filter (where o.customer_product_id is not null)::int n, count(*)::int total
               from orders o where ${period} group by 1 order by 1`),
          q(`select count(distinct o.customer_product_id)::int, count(distinct o.customer_id)::int
               from orders o where ${period} and o.customer_product_id is not null`),
        ]),
      );
    }
    if (!ONLY || ONLY.includes('actMsg')) {
      // as before the per-day counts: the mark set aside, every day is read live
      const [mark] = (await q(`select counted_before::text d, refreshed_at from stat_activity_marks`))
        .rows as {
        d: string;
      }[];
      await q(`delete from stat_activity_marks where enterprise_id = ${EP}`);
      await measure('actMsg (two years, all read live: before)', () =>
        MORE_REPORT_BUILDERS.actMsg(scope, twoYears),
      );
      await q(`insert into stat_activity_marks values (${EP}, '${mark!.d}', now())`);
    }

    const out = [
      `# Reports bench (modules/reports): two years of the 300,000-order enterprise (${new Date().toISOString().slice(0, 10)})`,
      '',
      `engine: ${bench.label}; ${os.availableParallelism()} cores, node ${process.version}; load average ${os
        .loadavg()
        .map((x) => x.toFixed(1))
        .join(' ')}`,
      `scale: ${Object.entries(scale)
        .map(([k, v]) => `${v} ${k}`)
        .join(
          ', ',
        )} (${ENGINEERS} engineers, ${UNITS} units); generated in ${generated.toFixed(1)} s; the activity report's full refresh took ${(refresh / 1000).toFixed(1)} s; the statistics' rebuild ${(rebuild / 1000).toFixed(1)} s, the fault parts' ${(faultParts / 1000).toFixed(1)} s; ${ROUNDS} rounds after one warm-up`,
      '',
      '| report (a director: all data) | p50 ms | p99 ms | p99 < 300 ms | statements | raw twin p50 ms | raw twin p99 ms | ratio (raw p50 ÷ call p50) |',
      '| --- | ---: | ---: | :---: | ---: | ---: | ---: | ---: |',
      ...rows,
      '',
      'Calls are timed as their handlers build them (no HTTP); the raw twin is the statements a call sent, captured once and replayed through the bare driver in alternating rounds.',
    ];
    console.info(out.join('\n'));
    writeScaleResult('reports', out);
  } finally {
    await bench.dispose();
  }
}

void main().catch((err) => {
  console.error(err);
  process.exitCode = 1;
});

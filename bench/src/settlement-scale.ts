/**
 * Settlement (issue 27, acceptance): one month's personal bills for an enterprise of 300,000 orders.
 * The demo enterprise gets BENCH_ORDERS generated orders (set-based), spread over 24 months (17,520 hours), two in
 * three completed, each completed one with one or two service lines and waiting for settlement (the
 * settlement node's row, as its consumer writes it); the demo's commission rules apply (a personal
 * percentage, a higher-priority fixed amount for one engineer). Measured, in alternating rounds:
 *   - POST /v2/settlement/generate for the month holding the median completion (the real route,
 *     app.inject, signed-in finance staff): reads the month's lines, matches the rules, writes the
 *     bills and their lines, replacing the unconfirmed ones of the round before;
 *   - the same aggregate on the bare driver: one SQL statement summing the first matching rule's
 *     amount per person over the month's lines (no bills written).
 * Both totals are checked equal to the fen. Reported as mean ms and the ratio route / raw.
 *
 *   node --import tsx bench/src/settlement-scale.ts   (DATABASE_URL set: PostgreSQL; else PGlite)
 *   BENCH_ORDERS (300000)  BENCH_ROUNDS (3)  BENCH_RESULTS (bench/results; "-" none)
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { mkdtempSync } from 'node:fs';
import { buildApp } from '@fieldline/server/src/app';
import { loadConfig } from '@fieldline/server/src/config';
import { DEMO_PASSWORD, seedDemoIfEmpty } from '@fieldline/server/src/seed/demo';
import { openBenchDatabase } from './database';

const ORDERS = Number(process.env.BENCH_ORDERS ?? 300_000);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const EP = 1;

/** The matched rules' amounts per person over the month's lines: the aggregate the bills must add up to. */
const AGGREGATE = `
  select o.server_user_id, sum(case r.mode when 1 then r.value * l.quantity else round(l.amount * r.value / 100, 2) end)::text as total
    from settlement_orders s
    join orders o on o.enterprise_id = s.enterprise_id and o.id = s.order_id and o.state = 5 and o.deleted_at is null
    join order_service_lines l on l.enterprise_id = o.enterprise_id and l.order_id = o.id
    cross join lateral (
      select r.* from settlement_rules r
       where r.enterprise_id = s.enterprise_id and r.kind = 1 and r.enabled and r.deleted_at is null
         and (r.template_ids = '[]' or r.template_ids @> to_jsonb(o.template_id))
         and (r.service_item_ids = '[]' or r.service_item_ids @> to_jsonb(l.service_item_id))
         and (r.user_ids = '[]' or r.user_ids @> to_jsonb(o.server_user_id))
         and (r.team_ids = '[]' or r.team_ids @> (select to_jsonb(min(tm.team_id)) from team_members tm
               where tm.enterprise_id = o.enterprise_id and tm.user_id = o.server_user_id))
       order by r.priority, r.id limit 1) r
   where s.enterprise_id = $1
     and s.completed_at >= ($2::date)::timestamp at time zone 'Asia/Shanghai'
     and s.completed_at < ($3::date)::timestamp at time zone 'Asia/Shanghai'
   group by o.server_user_id`;

async function main() {
  const bench = await openBenchDatabase(process.env.DATABASE_URL);
  const { database } = bench;
  const q = (text: string, values?: unknown[]) => database.sql.query(text, values);
  try {
    await seedDemoIfEmpty(database.db);
    const one = async (text: string, values?: unknown[]) =>
      (await q(text, values)).rows[0] as Record<string, unknown>;
    const engineers = (
      await q(
        `select id::int as id from users where enterprise_id = $1 and phone in ('13800000003', '13800000004') order by id`,
        [EP],
      )
    ).rows.map((r) => Number(r.id));
    const template = Number(
      (
        await one(
          `select id from form_templates where enterprise_id = $1 and kind = 1 and deleted_at is null order by id limit 1`,
          [EP],
        )
      ).id,
    );
    const items = (
      await q(
        `select id::int as id, name, unit, price::text as price from service_items where enterprise_id = $1 and deleted_at is null order by id limit 2`,
        [EP],
      )
    ).rows;
    const t0 = performance.now();
    // the orders' counter and search triggers are per row; the bench measures settlement, not them
    await q('alter table orders disable trigger user');
    await q(
      `insert into orders (enterprise_id, order_no, template_id, title, state, customer_name, server_user_id, created_at, completed_at, updated_at)
       select $1, 'BS' || lpad(g::text, 8, '0'), $2, 'bench order ' || g, case when g % 3 = 0 then 1 else 5 end, 'bench customer',
              case when g % 2 = 0 then $3::bigint else $4::bigint end,
              now() - make_interval(mins => (g::bigint * 17520 / ${ORDERS})::int * 60 + 30),
              case when g % 3 = 0 then null else now() - make_interval(mins => (g::bigint * 17520 / ${ORDERS})::int * 60) end,
              now() - make_interval(mins => (g::bigint * 17520 / ${ORDERS})::int * 60)
         from generate_series(1, ${ORDERS}) g`,
      [EP, template, engineers[0], engineers[1]],
    );
    await q('alter table orders enable trigger user');
    for (const [i, item] of items.entries())
      await q(
        `insert into order_service_lines (enterprise_id, order_id, service_item_id, name, unit, price, quantity, amount)
         select o.enterprise_id, o.id, $2, $3, $4, $5::numeric, 1 + o.id % 3, $5::numeric * (1 + o.id % 3)
           from orders o where o.enterprise_id = $1 and o.order_no like 'BS%' and o.state = 5 and (${i} = 0 or o.id % 2 = 0)`,
        [EP, item!.id, item!.name, item!.unit, item!.price],
      );
    await q(
      `insert into settlement_orders (enterprise_id, order_id, completed_at)
       select enterprise_id, id, completed_at from orders where enterprise_id = $1 and order_no like 'BS%' and state = 5
       on conflict do nothing`,
      [EP],
    );
    await q('analyze');
    const seeded = (performance.now() - t0) / 1000;
    const period = await one(
      `select to_char(m, 'YYYY-MM') as month, to_char(m, 'YYYY-MM-DD') as "from", to_char(m + interval '1 month', 'YYYY-MM-DD') as "to"
         from (select date_trunc('month', percentile_disc(0.5) within group (order by completed_at at time zone 'Asia/Shanghai')) as m
                 from settlement_orders where enterprise_id = $1) x`,
      [EP],
    );
    const inMonth = Number(
      (
        await one(
          `select count(*)::int as n from settlement_orders where enterprise_id = $1
           and completed_at >= ($2::date)::timestamp at time zone 'Asia/Shanghai' and completed_at < ($3::date)::timestamp at time zone 'Asia/Shanghai'`,
          [EP, period.from, period.to],
        )
      ).n,
    );

    const config = loadConfig({
      LOG_LEVEL: 'silent',
      JOBS: 'false',
      WEB_DIST: '',
      DATA_DIR: mkdtempSync(path.join(os.tmpdir(), 'fl-settlement-bench-')),
    });
    const app = await buildApp({ config, database, logger: false });
    await app.ready();
    const login = await app.inject({
      method: 'POST',
      url: '/api/stand/pwdLogin',
      payload: { phone: '13800000007', password: DEMO_PASSWORD },
    });
    const token = login.json().data.token as string;
    const csrfToken = (
      await app.inject({ method: 'GET', url: '/api/v2/sessionUser/info', headers: { token } })
    ).json().data.csrfToken as string;

    const route = async () => {
      const start = performance.now();
      const res = await app.inject({
        method: 'POST',
        url: '/api/v2/settlement/generate',
        headers: { token },
        payload: { csrfToken, kind: 1, startMonth: period.month, months: 1 },
      });
      if (res.statusCode !== 200) throw new Error(`generate: ${res.statusCode} ${res.body}`);
      return {
        ms: performance.now() - start,
        data: res.json().data as { bills: number; amount: string; orders: number },
      };
    };
    const raw = async () => {
      const start = performance.now();
      const rows = (await q(AGGREGATE, [EP, period.from, period.to])).rows;
      return { ms: performance.now() - start, rows };
    };
    await route(); // warm
    await raw();
    const routeMs: number[] = [];
    const rawMs: number[] = [];
    let generated = { bills: 0, amount: '0', orders: 0 };
    let rawRows: Record<string, unknown>[] = [];
    for (let i = 0; i < ROUNDS; i++) {
      const r = await route();
      routeMs.push(r.ms);
      generated = r.data;
      const b = await raw();
      rawMs.push(b.ms);
      rawRows = b.rows;
    }
    // the bills' commission lines add up to the aggregate, to the fen
    const billed = String(
      (
        await one(
          `select coalesce(sum(x.amount), 0)::text as total from settlement_lines x join settlement_bills b
            on b.enterprise_id = x.enterprise_id and b.id = x.bill_id
          where x.enterprise_id = $1 and b.state = 1 and b.kind = 1 and x.line_type = 1`,
          [EP],
        )
      ).total,
    );
    const expected = rawRows.reduce((a, r) => a + Math.round(Number(r.total) * 100), 0);
    const equal = Math.round(Number(billed) * 100) === expected;
    await app.close();

    const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;
    const engine = process.env.DATABASE_URL ? 'postgres' : 'pglite';
    const lines = [
      `# Settlement bench (${engine}, ${new Date().toISOString().slice(0, 10)})`,
      '',
      `${ORDERS.toLocaleString('en-GB')} generated orders in one enterprise (seeded in ${seeded.toFixed(1)} s); month ${period.month}: ${inMonth.toLocaleString('en-GB')} orders waiting for settlement; ${ROUNDS} rounds.`,
      '',
      '| scenario | mean ms | min ms | max ms |',
      '| --- | ---: | ---: | ---: |',
      `| POST /v2/settlement/generate (personal, one month): ${generated.bills} bills, ${generated.orders.toLocaleString('en-GB')} orders, ¥${generated.amount} | ${mean(routeMs).toFixed(0)} | ${Math.min(...routeMs).toFixed(0)} | ${Math.max(...routeMs).toFixed(0)} |`,
      `| raw twin: the same aggregate (first matching rule per line, summed per person), one statement on the bare driver | ${mean(rawMs).toFixed(0)} | ${Math.min(...rawMs).toFixed(0)} | ${Math.max(...rawMs).toFixed(0)} |`,
      '',
      `Ratio route / raw: ${(mean(routeMs) / mean(rawMs)).toFixed(1)}× the time (the route also writes every bill line). Bills' commission total ${billed} ${equal ? 'equals' : 'DIFFERS FROM'} the aggregate's ${(expected / 100).toFixed(2)}.`,
    ];
    const report = lines.join('\n');
    console.info(report);
    const dir =
      process.env.BENCH_RESULTS ??
      path.resolve(path.dirname(new URL(import.meta.url).pathname), '../results');
    if (dir !== '-') {
      fs.mkdirSync(dir, { recursive: true });
      fs.writeFileSync(
        path.join(dir, `${new Date().toISOString().slice(0, 10)}-settlement-${engine}.md`),
        `${report}\n`,
      );
    }
    if (!equal) process.exitCode = 1;
  } finally {
    await bench.dispose();
  }
}

await main();

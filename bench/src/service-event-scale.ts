/**
 * Service events (issue 23): the events list at scale — 300,000 events in one enterprise — through
 * the module's list (`listEvents`: visibility, filters, page and exact total, as GET /v2/event/list
 * answers) beside its raw twin (the same page and count as bare SQL on the same indexes, no
 * visibility subqueries or JSON columns), in alternating rounds. Reported as ratios to the raw SQL.
 *
 *   node --import tsx bench/src/service-event-scale.ts     (DATABASE_URL set: PostgreSQL; else PGlite)
 *   BENCH_EVENTS (300000)  BENCH_ROUNDS (5)  BENCH_RESULTS (bench/results; "-" writes none)
 */
import os from 'node:os';
import { DATA_SCOPES, FORM_KINDS, TOTAL_COUNT_CAP, serviceEventListQuerySchema } from '@fieldline/domain';
import { asTenant, type Tenant } from '@fieldline/server/src/core/tenant';
import { listEvents } from '@fieldline/server/src/modules/service-events';
import { seedDemoIfEmpty } from '@fieldline/server/src/seed/demo';
import { writeScaleResult } from './report';
import { openBenchDatabase } from './database';

const EVENTS = Number(process.env.BENCH_EVENTS ?? 300_000);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);
const EP = 1;

async function main() {
  const bench = await openBenchDatabase(process.env.DATABASE_URL);
  const { database } = bench;
  const q = (text: string, values?: unknown[]) => database.sql.query(text, values);
  try {
    await seedDemoIfEmpty(database.db);
    const one = async (text: string, values?: unknown[]) => (await q(text, values)).rows[0]!;
    const admin = Number(
      (await one(`select id from users where enterprise_id = $1 and phone = '13800000001'`, [EP])).id,
    );
    const staff = Number(
      (await one(`select id from users where enterprise_id = $1 and phone = '13800000003'`, [EP])).id,
    );
    const template = Number(
      (
        await one(
          `select id from form_templates where enterprise_id = $1 and kind = $2 order by id limit 1`,
          [EP, FORM_KINDS.event],
        )
      ).id,
    );
    const users = (await q(`select id from users where enterprise_id = $1 order by id`, [EP])).rows.map((r) =>
      Number(r.id),
    );
    // states spread 1-7, owners over the enterprise's users, 1 in 20 without one
    await q(
      `insert into service_events (enterprise_id, event_no, title, state, priority, template_id, customer_name,
         principal_user_id, created_by, search_text, created_at)
       select $1, 'B' || g, 'bench event ' || g, 1 + g % 7, 1 + g % 3, $2, 'customer ' || (g % 500),
              case when g % 20 = 0 then null else ($3::bigint[])[1 + g % array_length($3::bigint[], 1)] end, $4,
              'b' || g || ' bench event ' || g || ' customer ' || (g % 500), now() - (g || ' seconds')::interval
         from generate_series(1, ${EVENTS}) g`,
      [EP, template, `{${users.join(',')}}`, admin],
    );
    await q('analyze service_events');
    const tenantOf = (userId: number, dataScope: number, adminFlag: boolean): Tenant =>
      ({
        db: database.db,
        enterpriseId: EP,
        user: { id: userId, enterpriseId: EP },
        admin: adminFlag,
        powers: ['11001', '11006'],
        dataScope,
        locale: 'zh_CN',
        written: { events: 0 },
      }) as unknown as Tenant;
    const ROWS =
      'e.id, e.event_no, e.title, e.state, e.priority, e.customer_name, e.principal_user_id, e.created_at';
    const rows: { name: string; t: Tenant; query: Record<string, string>; raw: [string, unknown[]] }[] = [
      {
        name: 'all events, page 1',
        t: tenantOf(admin, DATA_SCOPES.all, true),
        query: {},
        raw: [`where e.enterprise_id = $1 and e.deleted_at is null`, [EP]],
      },
      {
        name: 'all events, page 50',
        t: tenantOf(admin, DATA_SCOPES.all, true),
        query: { pageIndex: '49' },
        raw: [`where e.enterprise_id = $1 and e.deleted_at is null`, [EP]],
      },
      {
        name: 'state tab (processing)',
        t: tenantOf(admin, DATA_SCOPES.all, true),
        query: { states: '3' },
        raw: [`where e.enterprise_id = $1 and e.deleted_at is null and e.state in (3)`, [EP]],
      },
      {
        name: 'my events (personal scope, main owner, open)',
        t: tenantOf(staff, DATA_SCOPES.personal, false),
        query: { mine: 'principal', states: '2,3' },
        raw: [
          `where e.enterprise_id = $1 and e.deleted_at is null and e.principal_user_id = $2 and e.state in (2, 3)`,
          [EP, staff],
        ],
      },
    ];
    const median = (xs: number[]) => [...xs].sort((x, y) => x - y)[Math.floor(xs.length / 2)]!;
    const results: string[] = [];
    for (const row of rows) {
      const parsed = serviceEventListQuerySchema.parse({ pageSize: '20', ...row.query });
      const offset = parsed.pageIndex * parsed.pageSize;
      const [where, values] = row.raw;
      const app = async () => {
        const t0 = performance.now();
        const page = await asTenant(EP, () => listEvents(row.t, parsed));
        return { ms: performance.now() - t0, total: page.total };
      };
      const raw = async () => {
        const t0 = performance.now();
        const [, count] = await Promise.all([
          q(
            `select ${ROWS} from service_events e ${where} order by e.id desc limit 20 offset ${offset}`,
            values,
          ),
          q(
            `select count(*)::int as n from (select 1 from service_events e ${where} limit ${TOTAL_COUNT_CAP + 1}) c`,
            values,
          ),
        ]);
        return { ms: performance.now() - t0, total: Math.min(Number(count.rows[0]!.n), TOTAL_COUNT_CAP) };
      };
      await app();
      await raw();
      const a: number[] = [];
      const b: number[] = [];
      let total = 0;
      for (let r = 0; r < ROUNDS; r++) {
        const x = await app();
        const y = await raw();
        if (x.total !== y.total) throw new Error(`${row.name}: the list counted ${x.total}, raw ${y.total}`);
        total = x.total;
        a.push(x.ms);
        b.push(y.ms);
      }
      results.push(
        `| ${row.name} | ${total} | ${median(a).toFixed(1)} | ${median(b).toFixed(1)} | ${(median(a) / median(b)).toFixed(2)} |`,
      );
    }
    const lines = [
      `# Service events bench: the events list at scale (${new Date().toISOString().slice(0, 10)})`,
      '',
      `engine: ${bench.label}; ${os.availableParallelism()} cores, node ${process.version}`,
      `scale: ${EVENTS} events in one enterprise (states 1-7, owners spread, 1 in 20 unassigned); page size 20; ${ROUNDS} alternating rounds after one warm-up each`,
      '',
      '| row | total (capped) | list (module) median ms | raw SQL median ms | ratio |',
      '| --- | ---: | ---: | ---: | ---: |',
      ...results,
      '',
      'The module adds the visibility condition, the template name and the people as JSON; both sides count up to TOTAL_COUNT_CAP (10,000; the list says `totalCapped` beyond).',
    ];
    console.info(lines.join('\n'));
    writeScaleResult('service-events', lines);
  } finally {
    await bench.dispose();
  }
}

void main().catch((err) => {
  console.error(err);
  process.exitCode = 1;
});
